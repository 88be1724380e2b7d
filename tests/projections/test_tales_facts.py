"""Tales of the Arabian Nights fact rows: seeded random games (timed, 6 rounds, 2 to 6 players,
and one basic 2-player game played to a victory declaration) stored and projected into DuckDB
agree with their own events and with the rules' final state; the handlers read no secret (the
same rows come from the events with every private field poisoned, and no goal reaches a row
before `GameEnded`); a hand-built stream gives exactly the expected rows; every ready
statistic answers with sane numbers."""

from __future__ import annotations

import dataclasses
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from eventsourcing.persistence import StoredEvent

from projections.duck import Analytics
from projections.games import tales as h
from projections.projector import Projector
from projections.routes import ROUTES
from projections.stats import run_statistic
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.app.selfplay import Playout, encoded, random_playout
from service.app.store import open_store
from service.games.tales import RULES
from service.games.tales import events as ev
from service.games.tales.content import load
from service.kit.base import Event, GameCreated

TIMED = {"variant": "timed", "rounds": 6}
# (players, seed, options): between them every kind of fact appears (deaths with a status or
# a treasure held, Master skills used and declined, City card rolls, quests claimed and
# completed, treasures sold, "1 use" skills used, a victory declaration).
GAMES = ((2, 7, TIMED), (3, 6, TIMED), (4, 2, TIMED), (5, 7, TIMED), (6, 11, TIMED),
         (2, 5, {"variant": "basic"}))
CONTENT = load()


def _gid(players: int, seed: int, options: dict) -> str:
    return f"tales-{options['variant']}-{players}-{seed}"


def _award(paragraph: int, section: int) -> str:
    return "/".join(i.code for i in CONTENT.paragraphs[paragraph].sections[section].award)


@pytest.fixture(scope="module")
def projected(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, Path]:
    root = tmp_path_factory.mktemp("tales")
    store = open_store(root / "data")
    games: dict[str, tuple[int, Playout]] = {}
    for players, seed, options in GAMES:
        p = random_playout(RULES, seed, players, options=options)
        assert p.finished, (players, seed, options)
        gid = _gid(players, seed, options)
        games[gid] = (players, p)
        store.recorder.insert_events([
            StoredEvent(gid, version, topic, state)
            for version, (topic, state) in enumerate(encoded(p), start=1)])
    path = root / "analytics.duckdb"
    projector = Projector(store, path)
    projector.catch_up()
    assert projector.handler_errors == 0
    return games, path


def _rows(path: Path, sql: str, *params: object) -> list[tuple]:
    with Analytics(path).read() as con:
        return con.execute(sql, list(params)).fetchall()


def _games(projected):
    games, path = projected
    for gid, (players, p) in games.items():
        yield players, gid, p, path


def _timed(p: Playout) -> list[tuple[int, int, Event]]:
    """Every event with the game's turn (1, 2, … over every seat; 0 in setup) and round."""
    out, turn, rnd = [], 0, 0
    for e in p.events:
        if isinstance(e, ev.TurnBegan):
            turn, rnd = turn + 1, e.round
        out.append((turn, rnd, e))
    return out


def _of(p: Playout, kind: type) -> list[tuple[int, int, Any]]:
    return [(t, r, e) for t, r, e in _timed(p) if isinstance(e, kind)]


def _encounters(p: Playout) -> list[list[Event]]:
    """The auditor's cut of the stream: each encounter's events, from its first
    `EncounterBegan` (a City card's follow-up is the same encounter) to its `EncounterEnded`."""
    out: list[list[Event]] = []
    current: list[Event] | None = None
    for e in p.events:
        if isinstance(e, ev.EncounterBegan) and current is None:
            current = [e]
        elif current is not None:
            current.append(e)
            if isinstance(e, ev.EncounterEnded):
                out.append(current)
                current = None
    return out


def _one(events: list[Event], kind: type) -> Any:
    found = [e for e in events if isinstance(e, kind)]
    assert len(found) <= 1, found
    return found[0] if found else None


# --- the rows agree with the events ---------------------------------------------------------


def test_every_encounter_is_a_row_with_its_recorded_steps(projected):
    for _, gid, p, path in _games(projected):
        rows = _rows(path, "SELECT encounter, seat, source, card, space, ref, city_die, chart, "
                           "chart_die, chart_total, matrix, matrix_row, reaction, master, "
                           "master_skill, destiny_face, paragraph, section, section_skill, "
                           "award, destiny, story, died, successful, card_to "
                           "FROM tales_encounters WHERE game_id = ? ORDER BY encounter", gid)
        cuts = _encounters(p)
        assert len(rows) == len(cuts) == len(_of(p, ev.EncounterEnded)) > 0
        assert [r[0] for r in rows] == list(range(1, len(rows) + 1))
        for row, events in zip(rows, cuts, strict=True):
            first, end = events[0], events[-1]
            last_begun = [e for e in events if isinstance(e, ev.EncounterBegan)][-1]
            chart = _one(events, ev.ChartRolled)
            reaction = _one(events, ev.ReactionChosen)
            face = _one(events, ev.DestinyRolled)
            used = _one(events, ev.MasterUsed)
            declined = _one(events, ev.MasterDeclined)
            city = _one(events, ev.CityRolled)
            section = _one(events, ev.SectionChosen)
            assert section is not None  # every encounter here reached a section
            after = events[events.index(section):]
            gained = Counter()
            for e in after:
                if isinstance(e, ev.PointsChanged):
                    gained[e.kind] += e.delta
            matrix = (reaction.matrix if reaction else chart.matrix if chart
                      else last_begun.matrix or None)
            assert row == (
                row[0], first.seat, first.source, first.card or None, first.space,
                last_begun.ref, city.die if city else None, chart.chart if chart else None,
                chart.die if chart else None, chart.total if chart else None, matrix,
                (reaction.row if reaction else chart.row if chart else last_begun.row or None),
                reaction.reaction if reaction else None,
                "used" if used else "declined" if declined else None,
                used.skill if used else None, face.face if face else None, section.paragraph,
                section.section, section.skill or None, _award(section.paragraph,
                                                               section.section),
                gained["destiny"], gained["story"], any(isinstance(e, ev.Died) for e in after),
                end.successful, end.card_to or None,
            ), (gid, row[0])
            if face is not None and used is None:
                assert section.paragraph == face.paragraph
            if used is not None:
                assert section.paragraph == used.paragraph


def test_the_award_is_what_the_section_resolved(projected):
    """The content's code of the section chosen is the codes of the `ItemResolved` events that
    follow it, wherever no other award (a Story reward, a status's effect) was queued."""
    checked = 0
    for _, gid, p, path in _games(projected):
        awards = [a for (a,) in _rows(path, "SELECT award FROM tales_encounters WHERE "
                                            "game_id = ? ORDER BY encounter", gid)]
        for award, events in zip(awards, _encounters(p), strict=True):
            section = _one(events, ev.SectionChosen)
            after = events[events.index(section):]
            if any(isinstance(e, ev.ItemsQueued) for e in after):
                continue
            assert award == "/".join(e.item for e in after if isinstance(e, ev.ItemResolved))
            checked += 1
    assert checked > 100


def test_city_card_rolls_and_points_add_up(projected):
    for _, gid, p, path in _games(projected):
        rolls = _rows(path, "SELECT turn, seat, card, die, award, destiny, story "
                            "FROM tales_city_rolls WHERE game_id = ? ORDER BY encounter", gid)
        city = _of(p, ev.CityRolled)
        assert [(t, e.seat, e.card, e.die) for t, _, e in city] == [r[:4] for r in rolls]
        for _, _, card, die, award, *_ in rolls:
            assert award == "/".join(i.code for i in CONTENT.cities[card].rolls[die - 1][0])
        # Every Destiny and Story Point changed during an encounter went to its section or to
        # its City card's roll.
        inside: Counter = Counter()
        for events in _encounters(p):
            for e in events:
                if isinstance(e, ev.PointsChanged):
                    inside[e.kind] += e.delta
        (d, s), = _rows(path, "SELECT sum(destiny), sum(story) FROM (SELECT destiny, story "
                              "FROM tales_encounters WHERE game_id = ? UNION ALL SELECT "
                              "destiny, story FROM tales_city_rolls WHERE game_id = ?)",
                        gid, gid)
        assert (d, s) == (inside["destiny"], inside["story"])
    total = sum(len(_of(p, ev.CityRolled)) for _, _, p, _ in _games(projected))
    assert total > 0


def test_moves_repeat_the_events(projected):
    for _, gid, p, path in _games(projected):
        rows = _rows(path, "SELECT turn, round, seat, move, to_space, how, steps "
                           "FROM tales_moves WHERE game_id = ? ORDER BY move", gid)
        assert rows == [(t, r, e.seat, i, e.to, e.how, e.steps if e.how == "move" else None)
                        for i, (t, r, e) in enumerate(_of(p, ev.Moved), start=1)]
        assert all(steps >= 1 for *_, how, steps in rows if how == "move")
    hows = {h for (h,) in _rows(projected[1], "SELECT DISTINCT how FROM tales_moves")}
    assert {"move", "quest", "power", "arrow"} <= hows


def test_statuses_skills_and_treasures_repeat_the_events(projected):
    for _, gid, p, path in _games(projected):
        statuses = _rows(path, "SELECT turn, seat, status, change, why, one_turn FROM "
                               "tales_statuses WHERE game_id = ? AND why IS DISTINCT FROM "
                               "'death'", gid)
        assert Counter(statuses) == Counter(
            [(t, e.seat, e.status, "gained", None, e.until_turn > 0)
             for t, _, e in _of(p, ev.StatusGained)]
            + [(t, e.seat, e.status, "lost", e.why, None) for t, _, e in _of(p, ev.StatusLost)])
        skills = _rows(path, "SELECT turn, seat, skill, change, level, one_use, why "
                             "FROM tales_skills WHERE game_id = ?", gid)
        assert Counter(skills) == Counter(
            [(0, e.seat, e.skill, "taken", 1, False, None) for _, _, e in _of(p, ev.SkillTaken)]
            + [(t, e.seat, e.skill, "gained", e.level, e.one_use, None)
               for t, _, e in _of(p, ev.SkillGained)]
            + [(t, e.seat, e.skill, "lost", e.level, None, e.why)
               for t, _, e in _of(p, ev.SkillLost)])
        treasures = _rows(path, "SELECT turn, seat, treasure, change, source, why, wealth "
                                "FROM tales_treasures WHERE game_id = ? AND why IS DISTINCT "
                                "FROM 'death'", gid)
        assert Counter(treasures) == Counter(
            [(t, e.seat, e.treasure, "gained", e.source, None, None)
             for t, _, e in _of(p, ev.TreasureGained)]
            + [(t, e.seat, e.treasure, "lost", None, e.why, None)
               for t, _, e in _of(p, ev.TreasureLost) if e.why != "sold"]
            + [(t, e.seat, e.treasure, "sold", None, "sold", e.level)
               for t, _, e in _of(p, ev.TreasureSold)])
        assert len(_of(p, ev.TreasureSold)) == sum(
            e.why == "sold" for _, _, e in _of(p, ev.TreasureLost))
    assert _rows(projected[1], "SELECT count(*) FROM tales_skills WHERE why = 'used'")[0][0] > 0


def test_deaths_and_what_they_took(projected):
    deaths = 0
    for _, gid, p, path in _games(projected):
        rows = _rows(path, "SELECT turn, seat, death, encounter, space, paragraph, section, "
                           "treasures_lost, statuses_lost FROM tales_deaths WHERE game_id = ? "
                           "ORDER BY turn", gid)
        died = _of(p, ev.Died)
        assert [(t, e.seat) for t, _, e in died] == [r[:2] for r in rows]
        deaths += len(rows)
        # The death's encounter row says it died there.
        for _, _, _, enc, space, paragraph, section, t_lost, s_lost in rows:
            assert _rows(path, "SELECT died, space, paragraph, section FROM tales_encounters "
                               "WHERE game_id = ? AND encounter = ?", gid, enc) == [
                (True, space, paragraph, section)]
            assert (t_lost, s_lost) == _rows(
                path, "SELECT (SELECT count(*) FROM tales_treasures WHERE game_id = $1 AND "
                      "encounter = $2 AND why = 'death'), (SELECT count(*) FROM tales_statuses "
                      "WHERE game_id = $1 AND encounter = $2 AND why = 'death')", gid, enc)[0]
        assert _rows(path, "SELECT sum(deaths) FROM tales_outcomes WHERE game_id = ?",
                     gid)[0][0] == len(died)
    assert deaths >= 2
    # One of them held something to lose.
    assert _rows(projected[1], "SELECT count(*) FROM tales_deaths WHERE treasures_lost + "
                               "statuses_lost > 0")[0][0] > 0


def test_quests_repeat_the_events(projected):
    for _, gid, p, path in _games(projected):
        rows = _rows(path, "SELECT turn, seat, quest, action, space FROM tales_quests "
                           "WHERE game_id = ?", gid)
        expected = []
        kept: dict[int, str] = {}
        for t, _, e in _timed(p):
            if isinstance(e, ev.QuestsDealt):
                expected += [(t, e.seat, q, "dealt", None) for q in e.quests]
            elif isinstance(e, ev.QuestKept):
                kept[e.seat] = e.quest
                expected.append((t, e.seat, e.quest, "kept", None))
                expected += [(t, e.seat, q, "discarded", None) for q in e.discarded]
            elif isinstance(e, ev.QuestBegan):
                expected.append((t, e.seat, e.quest, "began", None))
            elif isinstance(e, ev.QuestClaimed):
                expected.append((t, e.seat, kept[e.seat], "claimed", e.space))
            elif isinstance(e, ev.QuestCompleted):
                expected.append((t, e.seat, e.quest, "completed", None))
        assert Counter(rows) == Counter(expected)
    actions = {a for (a,) in _rows(projected[1], "SELECT DISTINCT action FROM tales_quests")}
    assert actions == {"dealt", "kept", "discarded", "began", "claimed", "completed"}


def test_outcomes_and_games_match_the_result_and_the_final_state(projected):
    for players, gid, p, path in _games(projected):
        (_, _, end), = _of(p, ev.GameEnded)
        g = p.state
        rows = _rows(path, "SELECT seat, players, variant, character, position, goal_destiny, "
                           "goal_story, destiny, story, score, eligible, winner, shared, "
                           "declared, turns, deaths, statuses, skills, treasures "
                           "FROM tales_outcomes WHERE game_id = ? ORDER BY seat", gid)
        declared = [e.seat for _, _, e in _of(p, ev.VictoryDeclared)]
        assert rows == [
            (seat, players, p.created.options["variant"], hero.character,
             (seat - g.start) % players, *end.goals[seat], hero.destiny, hero.story,
             end.scores[seat], seat in end.eligible, seat in end.winners, end.shared,
             seat in declared, hero.turns, hero.deaths, len(hero.statuses), len(hero.skills),
             len(hero.treasures))
            for seat, hero in enumerate(g.heroes)]
        assert all(r[7] + r[8] == r[9] for r in rows)
        turns = _of(p, ev.TurnBegan)
        assert _rows(path, "SELECT players, variant, rounds_option, start_seat, turns, rounds, "
                           "encounters, deaths, declared_by, winners, shared FROM tales_games "
                           "WHERE game_id = ?", gid) == [
            (players, p.created.options["variant"], p.created.options.get("rounds"), g.start,
             len(turns), turns[-1][2].round, len(_encounters(p)), len(_of(p, ev.Died)),
             declared[0] if declared else None, len(end.winners), end.shared)]
        if p.created.options["variant"] == "timed":
            assert turns[-1][2].round == 6 and len(turns) == 6 * players
        assert _rows(path, "SELECT status, winners, scores FROM games WHERE game_id = ?",
                     gid) == [("finished", list(end.winners), list(end.scores))]
        # A declaration carries the seat's points as the last PointsChanged left them.
        points = {(seat, kind): v for seat in range(players)
                  for kind, v in (("destiny", 1), ("story", 1))}
        expected = []
        for t, _, e in _timed(p):
            if isinstance(e, ev.PointsChanged):
                points[e.seat, e.kind] = e.value
            elif isinstance(e, ev.VictoryDeclared):
                expected.append((t, e.seat, points[e.seat, "destiny"], points[e.seat, "story"],
                                 len(e.last)))
        assert _rows(path, "SELECT turn, seat, destiny, story, last_turns "
                           "FROM tales_declarations WHERE game_id = ?", gid) == expected
    assert _rows(projected[1], "SELECT count(*) FROM tales_declarations")[0][0] == 1


def test_interleaved_games_forgotten_and_replayed_give_the_same_rows(projected, tmp_path):
    """Live games interleave in the log; a projector that may keep one game in memory
    replays the others from the `events` table, through the same handlers."""
    games, reference = projected
    streams = [[StoredEvent(gid, v, t, s) for v, (t, s) in enumerate(encoded(p), 1)]
               for gid, (_, p) in games.items()]
    store = open_store(tmp_path / "data")
    longest = max(len(s) for s in streams)
    store.recorder.insert_events([s[i] for i in range(longest) for s in streams if i < len(s)])
    path = tmp_path / "analytics.duckdb"
    projector = Projector(store, path, batch_size=499, max_cached_games=1)
    projector.catch_up()
    assert projector.handler_errors == 0
    for table in h.TABLES:
        sql = f"SELECT * FROM {table}"
        assert Counter(_rows(path, sql)) == Counter(_rows(reference, sql)), table


# --- secrets ------------------------------------------------------------------------------

SECRET = "<secret>"


def _public(e: Event) -> Event:
    """`e` as a seat without its audience sees it: every field not public replaced."""
    if e.audience() is None:
        return e
    hidden = {f.name: SECRET for f in dataclasses.fields(e) if f.name not in e.PUBLIC_FIELDS}
    return dataclasses.replace(e, **hidden)


def _project(events: list[Event]) -> tuple[dict[str, list[tuple]], list[tuple[int, Rows]]]:
    """The central routes as the projector calls them, one event after another; also the
    rows each event made."""
    track, rows, steps = GameTrack("g", None), Rows(), []
    for i, e in enumerate(events):
        handler = ROUTES.get(e.TYPE)
        if handler is not None:
            step = Rows()
            handler(track, e, Meta(at=float(i)), step)
            for table, made in step.tables.items():
                rows.tables[table].extend(made)
            steps.append((i, step))
    return dict(rows.tables), steps


def test_the_rows_come_from_public_fields_only(projected):
    games, _ = projected
    for _, p in games.values():
        full, _ = _project(p.events)
        public, _ = _project([_public(e) for e in p.events])
        assert public == full
        assert not any(SECRET in row for rows in public.values() for row in rows)
        poisoned = {type(e) for e in p.events if _public(e) is not e}
        assert {ev.GoalSet, ev.ReactionChosen, ev.DeckShuffled} <= poisoned


def test_no_goal_and_no_cell_reaches_a_row(projected):
    """Goals reach `tales_outcomes` only, from `GameEnded`; no cell number reaches any row
    (with each cell made unique, it appears nowhere)."""
    games, _ = projected
    for _, p in games.values():
        _, steps = _project(p.events)
        for i, step in steps:
            if "tales_outcomes" in step.tables:
                assert isinstance(p.events[i], ev.GameEnded)
        cells = {e.cell for e in p.events if isinstance(e, ev.ReactionChosen)}
        assert cells
        marked = [dataclasses.replace(e, cell=-7_000_000 - k)
                  if isinstance(e, ev.ReactionChosen) else e for k, e in enumerate(p.events)]
        rows, _ = _project(marked)
        assert not any(isinstance(v, int) and v <= -7_000_000
                       for table in rows.values() for row in table for v in row)
        goals = [e for e in p.events if isinstance(e, ev.GoalSet)]
        marked = [dataclasses.replace(e, destiny=-9_000_001, story=-9_000_002)
                  if isinstance(e, ev.GoalSet) else e for e in p.events]
        rows, _ = _project(marked)
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
        ev.Died(0), ev.ItemResolved(0, "death"),
        ev.EncounterEnded(0, "city_of_brass", "removed", False),
        ev.TurnEnded(0),
        # turn 4, seat 1: the declaration
        ev.TurnBegan(1, 2, "noon"),
        ev.VictoryDeclared(1, (0,)),
        ev.TurnEnded(1),
        ev.GameEnded((1,), (4, 6), ((12, 8), (5, 15)), (1,), False),
    ]


def test_a_hand_built_stream_gives_the_expected_rows():
    rows, _ = _project(_stream(CONTENT.hash))
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


def test_other_content_leaves_the_award_codes_and_start_points_unknown():
    rows, _ = _project(_stream("another pack"))
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
    encounters = sum(len(_encounters(p)) for _, p in games.values())
    reacted = sum(len(_of(p, ev.ReactionChosen)) for _, p in games.values())
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
    died = sum(len(_of(p, ev.Died)) for _, p in games.values())
    turns = sum(len(_of(p, ev.TurnBegan)) for _, p in games.values())
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
