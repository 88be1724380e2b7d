"""Tales of the Arabian Nights fact rows: the handlers read no secret (the same rows come
from the events with every private field poisoned, and no goal reaches a row before
`GameEnded`); a hand-built stream gives exactly the expected rows; every ready statistic
answers with sane numbers."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from projections.duck import Analytics
from projections.games import tales as h
from projections.stats import run_statistic
from service.app.codec import decode
from service.games.tales import events as ev
from service.kit.base import Event, GameCreated
from tests.projections.facts import SECRET, as_public, project
from tests.projections.tales_facts import (
    CONTENT,
    encounters_of,
    events_of,
    projected_games,
)


@pytest.fixture(scope="module")
def projected(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, Path]:
    return projected_games(tmp_path_factory)


def test_the_rows_come_from_public_fields_only(projected):
    games, _ = projected
    for _, p in games.values():
        full, _ = project(p.events)
        public, _ = project([as_public(e) for e in p.events])
        assert public == full
        assert not any(SECRET in row for rows in public.values() for row in rows)
        poisoned = {type(e) for e in p.events if as_public(e) is not e}
        assert {ev.GoalSet, ev.ReactionChosen, ev.DeckShuffled} <= poisoned


def test_no_goal_and_no_cell_reaches_a_row(projected):
    """Goals reach `tales_outcomes` only, from `GameEnded`; no cell number reaches any row
    (with each cell made unique, it appears nowhere)."""
    games, _ = projected
    for _, p in games.values():
        _, steps = project(p.events)
        for i, step in steps:
            if "tales_outcomes" in step.tables:
                assert isinstance(p.events[i], ev.GameEnded)
        cells = {e.cell for e in p.events if isinstance(e, ev.ReactionChosen)}
        assert cells
        marked = [dataclasses.replace(e, cell=-7_000_000 - k)
                  if isinstance(e, ev.ReactionChosen) else e for k, e in enumerate(p.events)]
        rows, _ = project(marked)
        assert not any(isinstance(v, int) and v <= -7_000_000
                       for table in rows.values() for row in table for v in row)
        goals = [e for e in p.events if isinstance(e, ev.GoalSet)]
        marked = [dataclasses.replace(e, destiny=-9_000_001, story=-9_000_002)
                  if isinstance(e, ev.GoalSet) else e for e in p.events]
        rows, _ = project(marked)
        assert goals and not any(v in (-9_000_001, -9_000_002)
                                 for table in rows.values() for row in table for v in row)


def test_secret_events_have_no_route():
    for secret in (ev.GoalSet, ev.DeckShuffled):
        assert secret.TYPE not in h.ROUTES


# --- a hand-built stream ------------------------------------------------------------------


def _stream(content_hash: str) -> list[Event]:
    """Two players. Seat 0: a City card (Delhi, roll 1: D1; then its bottom paragraph), then
    next turn a chart, a Master skill and a death at the City of Brass holding a status and
    a treasure. Seat 1: a terrain "N" encounter, a sale, a quest claimed and completed, a
    victory declared. The end reveals the goals."""
    return [
        GameCreated(game_type="tales", players=("a", "b"), options={"variant": "basic"},
                    seed=1, content_hash=content_hash, created_at=0.0),
        ev.StartPlayerDrawn(0),
        ev.CharacterChosen(0, "aladdin"), ev.CharacterChosen(1, "sindbad"),
        ev.SkillTaken(0, "piety"), ev.SkillTaken(1, "stealth"),
        ev.DeckShuffled("quests", ("q1", "q2", "q3", "q4"), 4),
        ev.QuestsDealt(0, ("q1", "q2")), ev.QuestsDealt(1, ("q3", "q4")),
        ev.QuestKept(0, "q1", ("q2",)), ev.QuestKept(1, "q3", ("q4",)),
        ev.GoalSet(0, 12, 8), ev.GoalSet(1, 5, 15),
        # turn 1, seat 0: Delhi
        ev.TurnBegan(0, 1, "morning"),
        ev.QuestBegan(0, "q1"),
        ev.Moved(0, "delhi", "move", 2),
        ev.EncounterBegan(0, "city", "delhi", "delhi", 0),
        ev.CityRolled(0, "delhi", 1),
        ev.PointsChanged(0, "destiny", 1, 2), ev.ItemResolved(0, "D1"),
        ev.EncounterBegan(0, "city", "delhi", "delhi", 4118),
        ev.SectionChosen(0, 3315, 0),
        ev.TreasureGained(0, "seal_of_the_caliph", "deck"), ev.ItemResolved(0, "treasure"),
        ev.PointsChanged(0, "story", 1, 2), ev.ItemResolved(0, "S1"),
        ev.EncounterEnded(0, "delhi", "city_discard", True),
        ev.CityCardDrawn(0, "rome"),
        ev.TurnEnded(0),
        # turn 2, seat 1: a terrain card's "N"
        ev.TurnBegan(1, 1, "morning"),
        ev.EncounterBegan(1, "terrain", "magnetic_mountain", "aden", 0, "N", "Magnetic",
                          "Magnetic Mountain"),
        ev.ReactionChosen(1, "N", "Magnetic", "pray", 3101),
        ev.DestinyRolled(1, -1, 3100),
        ev.SectionChosen(1, 3315, 1, "stealth"),
        ev.SkillLost(1, "stealth", 0, "used"),
        ev.PointsChanged(1, "story", 1, 2), ev.ItemResolved(1, "S1"),
        ev.DestinationSet(1, "garden_of_irem"), ev.ItemResolved(1, "enter:garden_of_irem"),
        ev.EncounterEnded(1, "magnetic_mountain", "discard", True),
        ev.QuestClaimed(1, "aden"),
        ev.QuestCompleted(1, "q3"),
        ev.PointsChanged(1, "destiny", 3, 4), ev.ItemResolved(1, "D3"),
        ev.TreasureGained(1, "white_falcon", "deck"),
        ev.TreasureLost(1, "white_falcon", "sold"),
        ev.WealthChanged(1, "middle_class", "sold"),
        ev.TreasureSold(1, "white_falcon", "middle_class"),
        ev.TurnEnded(1),
        ev.TimeAdvanced(2, "noon"),
        # turn 3, seat 0: the City of Brass
        ev.TurnBegan(0, 2, "noon"),
        ev.StatusGained(0, "cursed", 0),
        ev.Moved(0, "city_of_brass", "power"),
        ev.EncounterBegan(0, "deck", "city_of_brass", "city_of_brass", 181),
        ev.ChartRolled(0, 181, 4, 2, 0, 1, 7, "Ghul", "A", "Hungry"),
        ev.ReactionChosen(0, "A", "Hungry", "attack", 1201),
        ev.MasterUsed(0, "piety", 4001),
        ev.SectionChosen(0, 4001, 3),
        ev.Died(0, ("cursed",), ("seal_of_the_caliph",)), ev.ItemResolved(0, "death"),
        ev.EncounterEnded(0, "city_of_brass", "removed", False),
        ev.TurnEnded(0),
        # turn 4, seat 1: the declaration
        ev.TurnBegan(1, 2, "noon"),
        ev.VictoryDeclared(1, (0,)),
        ev.TurnEnded(1),
        ev.GameEnded((1,), (4, 6), ((12, 8), (5, 15)), (1,), False),
    ]


def test_a_hand_built_stream_gives_the_expected_rows():
    rows, _ = project(_stream(CONTENT.hash))
    assert rows["tales_encounters"] == [
        ("g", 1, 1, "morning", 0, 1, "city", "delhi", None, "delhi", 4118, 1,
         None, None, None, None, None, None, None, None, None, None, None, None,
         3315, 0, None, "treasure/S1", 0, 1, False, True, "city_discard"),
        ("g", 2, 1, "morning", 1, 2, "terrain", "magnetic_mountain", "Magnetic Mountain",
         "aden", 0, None, None, None, None, None, None, None, "N", "Magnetic", "pray", None,
         None, -1, 3315, 1, "stealth", "S1/enter:garden_of_irem", 0, 1, False, True,
         "discard"),
        ("g", 3, 2, "noon", 0, 3, "deck", "city_of_brass", "Ghul", "city_of_brass", 181,
         None, 181, 4, 2, 0, 1, 7, "A", "Hungry", "attack", "used", "piety", None, 4001, 3,
         None, "death", 0, 0, True, False, "removed"),
    ]
    assert rows["tales_city_rolls"] == [("g", 1, 1, 0, 1, "delhi", "delhi", 1, "D1", 1, 0)]
    assert rows["tales_moves"] == [("g", 1, 1, 0, 1, "delhi", "move", 2, None),
                                   ("g", 3, 2, 0, 2, "city_of_brass", "power", None, None)]
    assert rows["tales_deaths"] == [("g", 3, 2, 0, 1, 3, "city_of_brass", 4001, 3, 1, 1)]
    assert rows["tales_treasures"] == [
        ("g", 1, 1, 0, "seal_of_the_caliph", "gained", "deck", None, None, 1),
        ("g", 2, 1, 1, "white_falcon", "gained", "deck", None, None, None),
        ("g", 2, 1, 1, "white_falcon", "sold", None, "sold", "middle_class", None),
        ("g", 3, 2, 0, "seal_of_the_caliph", "lost", None, "death", None, 3),
    ]
    assert rows["tales_statuses"] == [("g", 3, 2, 0, "cursed", "gained", None, False, None),
                                      ("g", 3, 2, 0, "cursed", "lost", "death", None, 3)]
    assert rows["tales_skills"] == [("g", 0, 0, 0, "piety", "taken", 1, False, None, None),
                                    ("g", 0, 0, 1, "stealth", "taken", 1, False, None, None),
                                    ("g", 2, 1, 1, "stealth", "lost", 0, None, "used", 2)]
    assert [r[3:] for r in rows["tales_quests"]] == [
        (0, "q1", "dealt", None), (0, "q2", "dealt", None), (1, "q3", "dealt", None),
        (1, "q4", "dealt", None), (0, "q1", "kept", None), (0, "q2", "discarded", None),
        (1, "q3", "kept", None), (1, "q4", "discarded", None), (0, "q1", "began", None),
        (1, "q3", "claimed", "aden"), (1, "q3", "completed", None)]
    assert rows["tales_declarations"] == [("g", 4, 2, 1, 4, 2, 1)]
    assert rows["tales_outcomes"] == [
        ("g", 0, 2, "basic", "aladdin", 0, 12, 8, 2, 2, 4, False, False, False, False, 2, 1,
         0, 1, 0),
        ("g", 1, 2, "basic", "sindbad", 1, 5, 15, 4, 2, 6, True, True, False, True, 2, 0, 0,
         0, 0),
    ]
    assert rows["tales_games"] == [("g", 2, "basic", None, 0, 4, 2, 3, 1, 1, 1, False)]



def test_a_death_stored_before_its_event_named_the_losses():
    """A `Died` of schema 1 (recorded before the event named the statuses and treasures
    lost) decodes with None for both, and the projection writes the losses it saw the seat
    hold: the same rows as the named ones."""
    old, _ = decode("tales.Died", b'{"schema": 1, "data": {"seat": 0}}', {ev.Died.TYPE: ev.Died})
    assert old == ev.Died(0, None, None)
    named, _ = project(_stream(CONTENT.hash))
    unnamed, _ = project([old if isinstance(e, ev.Died) else e for e in _stream(CONTENT.hash)])
    for table in ("tales_deaths", "tales_treasures", "tales_statuses"):
        assert unnamed[table] == named[table]


def test_other_content_leaves_the_award_codes_and_start_points_unknown():
    rows, _ = project(_stream("another pack"))
    assert {r[-6] for r in rows["tales_encounters"]} == {None}  # award
    assert [r[-3] for r in rows["tales_city_rolls"]] == [None]
    # Points known only once a PointsChanged gave them.
    assert [r[8:10] for r in rows["tales_outcomes"]] == [(2, 2), (4, 2)]
    assert rows["tales_declarations"] == [("g", 4, 2, 1, 4, 2, 1)]


# --- statistics ---------------------------------------------------------------------------


def test_every_statistic_answers_sanely(projected):
    games, path = projected
    names = [s.name for s in h.STATISTICS]
    # Listed by name: each is projections/queries/<name>.sql.
    assert names == sorted(["tales-reactions", "tales-encounter-sources", "tales-deaths",
                     "tales-game-length", "tales-win-rate-by-seat",
                     "tales-win-rate-by-position"])
    answers = {}
    for name in names:
        columns, rows = run_statistic(Analytics(path), name)
        assert columns and rows, name
        answers[name] = [dict(zip(columns, row, strict=True)) for row in rows]
    encounters = sum(len(encounters_of(p)) for _, p in games.values())
    reacted = sum(len(events_of(p, ev.ReactionChosen)) for _, p in games.values())
    reactions = answers["tales-reactions"]
    top = reactions[-1]
    assert (top["matrix"], top["reaction"], top["encounters"]) == ("all", "all", reacted)
    per_matrix = [r for r in reactions if r["reaction"] == "all" and r["matrix"] != "all"]
    assert sum(r["encounters"] for r in per_matrix) == reacted and len(per_matrix) > 5
    for r in reactions:
        assert -10 < r["avg_points"] < 20 and 0 <= r["death_rate"] <= 1
        assert 0 <= r["success_rate"] <= 1
        assert r["avg_points"] == pytest.approx(r["avg_destiny"] + r["avg_story"], abs=0.002)
    # Best paying first within a matrix.
    for m in {r["matrix"] for r in per_matrix}:
        pays = [r["avg_points"] for r in reactions if r["matrix"] == m and r["reaction"] != "all"]
        assert pays == sorted(pays, reverse=True)
    sources = answers["tales-encounter-sources"]
    assert sources[-1]["source"] == "all" and sources[-1]["encounters"] == encounters
    assert {r["source"] for r in sources} >= {"deck", "city", "terrain", "all"}
    deaths = answers["tales-deaths"][-1]
    died = sum(len(events_of(p, ev.Died)) for _, p in games.values())
    turns = sum(len(events_of(p, ev.TurnBegan)) for _, p in games.values())
    assert (deaths["games"], deaths["deaths"], deaths["turns"]) == (len(games), died, turns)
    assert deaths["deaths_per_100_turns"] == pytest.approx(100 * died / turns, abs=0.001)
    length = answers["tales-game-length"]
    timed = {r["players"]: r for r in length if r["variant"] == "timed"}
    assert all(r["avg_rounds"] == 6 and r["turns_per_seat"] == 6 for r in timed.values())
    assert timed["all"]["games"] == 5 and length[-1]["games"] == len(games)
    basic = next(r for r in length if (r["variant"], r["players"]) == ("basic", "2"))
    assert basic["declared"] == 1 and basic["avg_rounds"] > 6
    for name in ("tales-win-rate-by-seat", "tales-win-rate-by-position"):
        rows = answers[name]
        assert rows[-1]["players"] == "all"
        assert rows[-1]["seats"] == sum(n for n, _ in games.values())
        assert all(0 <= r["win_rate"] <= 1 for r in rows)
        assert rows[-1]["wins"] >= len(games)
