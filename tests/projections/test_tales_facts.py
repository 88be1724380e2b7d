"""Tales of the Arabian Nights fact rows agree with their own events and with the rules'
final state: seeded random games (`tales_facts.py`) stored and projected into DuckDB."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from eventsourcing.persistence import StoredEvent

from projections.games import tales as h
from projections.projector import Projector
from service.app.selfplay import encoded
from service.app.store import open_store
from service.games.tales import events as ev
from tests.projections.facts import rows_of
from tests.projections.tales_facts import (
    CONTENT,
    award_of,
    each_game,
    encounters_of,
    events_of,
    one_of,
    projected_games,
    timed_events,
)


@pytest.fixture(scope="module")
def projected(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, Path]:
    return projected_games(tmp_path_factory)


# --- the rows agree with the events ---------------------------------------------------------


def test_every_encounter_is_a_row_with_its_recorded_steps(projected):
    for _, gid, p, path in each_game(projected):
        rows = rows_of(path, "SELECT encounter, seat, source, card, space, ref, city_die, chart, "
                           "chart_die, chart_total, matrix, matrix_row, reaction, master, "
                           "master_skill, destiny_face, paragraph, section, section_skill, "
                           "award, destiny, story, died, successful, card_to "
                           "FROM tales_encounters WHERE game_id = ? ORDER BY encounter", gid)
        cuts = encounters_of(p)
        assert len(rows) == len(cuts) == len(events_of(p, ev.EncounterEnded)) > 0
        assert [r[0] for r in rows] == list(range(1, len(rows) + 1))
        for row, events in zip(rows, cuts, strict=True):
            first, end = events[0], events[-1]
            last_begun = [e for e in events if isinstance(e, ev.EncounterBegan)][-1]
            chart = one_of(events, ev.ChartRolled)
            reaction = one_of(events, ev.ReactionChosen)
            face = one_of(events, ev.DestinyRolled)
            used = one_of(events, ev.MasterUsed)
            declined = one_of(events, ev.MasterDeclined)
            city = one_of(events, ev.CityRolled)
            section = one_of(events, ev.SectionChosen)
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
                section.section, section.skill or None, award_of(section.paragraph,
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
    for _, gid, p, path in each_game(projected):
        awards = [a for (a,) in rows_of(path, "SELECT award FROM tales_encounters WHERE "
                                            "game_id = ? ORDER BY encounter", gid)]
        for award, events in zip(awards, encounters_of(p), strict=True):
            section = one_of(events, ev.SectionChosen)
            after = events[events.index(section):]
            if any(isinstance(e, ev.ItemsQueued) for e in after):
                continue
            assert award == "/".join(e.item for e in after if isinstance(e, ev.ItemResolved))
            checked += 1
    assert checked > 100


def test_city_card_rolls_and_points_add_up(projected):
    for _, gid, p, path in each_game(projected):
        rolls = rows_of(path, "SELECT turn, seat, card, die, award, destiny, story "
                            "FROM tales_city_rolls WHERE game_id = ? ORDER BY encounter", gid)
        city = events_of(p, ev.CityRolled)
        assert [(t, e.seat, e.card, e.die) for t, _, e in city] == [r[:4] for r in rolls]
        for _, _, card, die, award, *_ in rolls:
            assert award == "/".join(i.code for i in CONTENT.cities[card].rolls[die - 1][0])
        # Every Destiny and Story Point changed during an encounter went to its section or to
        # its City card's roll.
        inside: Counter = Counter()
        for events in encounters_of(p):
            for e in events:
                if isinstance(e, ev.PointsChanged):
                    inside[e.kind] += e.delta
        (d, s), = rows_of(path, "SELECT sum(destiny), sum(story) FROM (SELECT destiny, story "
                              "FROM tales_encounters WHERE game_id = ? UNION ALL SELECT "
                              "destiny, story FROM tales_city_rolls WHERE game_id = ?)",
                        gid, gid)
        assert (d, s) == (inside["destiny"], inside["story"])
    total = sum(len(events_of(p, ev.CityRolled)) for _, _, p, _ in each_game(projected))
    assert total > 0


def test_moves_repeat_the_events(projected):
    for _, gid, p, path in each_game(projected):
        rows = rows_of(path, "SELECT turn, round, seat, move, to_space, how, steps "
                           "FROM tales_moves WHERE game_id = ? ORDER BY move", gid)
        assert rows == [(t, r, e.seat, i, e.to, e.how, e.steps if e.how == "move" else None)
                        for i, (t, r, e) in enumerate(events_of(p, ev.Moved), start=1)]
        assert all(steps >= 1 for *_, how, steps in rows if how == "move")
    hows = {h for (h,) in rows_of(projected[1], "SELECT DISTINCT how FROM tales_moves")}
    assert {"move", "quest", "arrow"} <= hows and "power" not in hows  # a card moves nobody


def test_statuses_skills_and_treasures_repeat_the_events(projected):
    for _, gid, p, path in each_game(projected):
        statuses = rows_of(path, "SELECT turn, seat, status, change, why, one_turn FROM "
                               "tales_statuses WHERE game_id = ? AND why IS DISTINCT FROM "
                               "'death'", gid)
        assert Counter(statuses) == Counter(
            [(t, e.seat, e.status, "gained", None, e.until_turn > 0)
             for t, _, e in events_of(p, ev.StatusGained)]
            + [(t, e.seat, e.status, "lost", e.why, None)
               for t, _, e in events_of(p, ev.StatusLost)])
        skills = rows_of(path, "SELECT turn, seat, skill, change, level, one_use, why "
                             "FROM tales_skills WHERE game_id = ?", gid)
        assert Counter(skills) == Counter(
            [(0, e.seat, e.skill, "taken", 1, False, None)
             for _, _, e in events_of(p, ev.SkillTaken)]
            + [(t, e.seat, e.skill, "gained", e.level, e.one_use, None)
               for t, _, e in events_of(p, ev.SkillGained)]
            + [(t, e.seat, e.skill, "lost", e.level, None, e.why)
               for t, _, e in events_of(p, ev.SkillLost)])
        treasures = rows_of(path, "SELECT turn, seat, treasure, change, source, why, wealth "
                                "FROM tales_treasures WHERE game_id = ? AND why IS DISTINCT "
                                "FROM 'death'", gid)
        assert Counter(treasures) == Counter(
            [(t, e.seat, e.treasure, "gained", e.source, None, None)
             for t, _, e in events_of(p, ev.TreasureGained)]
            + [(t, e.seat, e.treasure, "lost", None, e.why, None)
               for t, _, e in events_of(p, ev.TreasureLost) if e.why != "sold"]
            + [(t, int(e.source), e.treasure, "lost", None, "taken", None)
               for t, _, e in events_of(p, ev.TreasureGained) if e.source.isdigit()]
            + [(t, e.seat, e.treasure, "sold", None, "sold", e.level)
               for t, _, e in events_of(p, ev.TreasureSold)])
        assert len(events_of(p, ev.TreasureSold)) == sum(
            e.why == "sold" for _, _, e in events_of(p, ev.TreasureLost))
    assert rows_of(projected[1], "SELECT count(*) FROM tales_skills WHERE why = 'used'")[0][0] > 0


def test_deaths_and_what_they_took(projected):
    deaths = 0
    for _, gid, p, path in each_game(projected):
        rows = rows_of(path, "SELECT turn, seat, death, encounter, space, paragraph, section, "
                           "treasures_lost, statuses_lost FROM tales_deaths WHERE game_id = ? "
                           "ORDER BY turn", gid)
        died = events_of(p, ev.Died)
        assert [(t, e.seat) for t, _, e in died] == [r[:2] for r in rows]
        deaths += len(rows)
        # The death's encounter row says it died there.
        for _, _, _, enc, space, paragraph, section, t_lost, s_lost in rows:
            assert rows_of(path, "SELECT died, space, paragraph, section FROM tales_encounters "
                               "WHERE game_id = ? AND encounter = ?", gid, enc) == [
                (True, space, paragraph, section)]
            assert (t_lost, s_lost) == rows_of(
                path, "SELECT (SELECT count(*) FROM tales_treasures WHERE game_id = $1 AND "
                      "encounter = $2 AND why = 'death'), (SELECT count(*) FROM tales_statuses "
                      "WHERE game_id = $1 AND encounter = $2 AND why = 'death')", gid, enc)[0]
        assert rows_of(path, "SELECT sum(deaths) FROM tales_outcomes WHERE game_id = ?",
                     gid)[0][0] == len(died)
    assert deaths >= 2
    # One of them held something to lose.
    assert rows_of(projected[1], "SELECT count(*) FROM tales_deaths WHERE treasures_lost + "
                               "statuses_lost > 0")[0][0] > 0


def test_quests_repeat_the_events(projected):
    for _, gid, p, path in each_game(projected):
        rows = rows_of(path, "SELECT turn, seat, quest, action, space FROM tales_quests "
                           "WHERE game_id = ?", gid)
        expected = []
        kept: dict[int, str] = {}
        for t, _, e in timed_events(p):
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
    actions = {a for (a,) in rows_of(projected[1], "SELECT DISTINCT action FROM tales_quests")}
    assert actions == {"dealt", "kept", "discarded", "began", "claimed", "completed"}


def test_outcomes_and_games_match_the_result_and_the_final_state(projected):
    for players, gid, p, path in each_game(projected):
        (_, _, end), = events_of(p, ev.GameEnded)
        g = p.state
        rows = rows_of(path, "SELECT seat, players, variant, character, position, goal_destiny, "
                           "goal_story, destiny, story, score, eligible, winner, shared, "
                           "declared, turns, deaths, statuses, skills, treasures "
                           "FROM tales_outcomes WHERE game_id = ? ORDER BY seat", gid)
        declared = [e.seat for _, _, e in events_of(p, ev.VictoryDeclared)]
        assert rows == [
            (seat, players, p.created.options["variant"], hero.character,
             (seat - g.start) % players, *end.goals[seat], hero.destiny, hero.story,
             end.scores[seat], seat in end.eligible, seat in end.winners, end.shared,
             seat in declared, hero.turns, hero.deaths, len(hero.statuses), len(hero.skills),
             len(hero.treasures))
            for seat, hero in enumerate(g.heroes)]
        assert all(r[7] + r[8] == r[9] for r in rows)
        turns = events_of(p, ev.TurnBegan)
        assert rows_of(path, "SELECT players, variant, rounds_option, start_seat, turns, rounds, "
                           "encounters, deaths, declared_by, winners, shared FROM tales_games "
                           "WHERE game_id = ?", gid) == [
            (players, p.created.options["variant"], p.created.options.get("rounds"), g.start,
             len(turns), turns[-1][2].round, len(encounters_of(p)), len(events_of(p, ev.Died)),
             declared[0] if declared else None, len(end.winners), end.shared)]
        if p.created.options["variant"] == "timed":
            assert turns[-1][2].round == 6 and len(turns) == 6 * players
        assert rows_of(path, "SELECT status, winners, scores FROM games WHERE game_id = ?",
                     gid) == [("finished", list(end.winners), list(end.scores))]
        # A declaration carries the seat's points as the last PointsChanged left them.
        points = {(seat, kind): v for seat in range(players)
                  for kind, v in (("destiny", 1), ("story", 1))}
        expected = []
        for t, _, e in timed_events(p):
            if isinstance(e, ev.PointsChanged):
                points[e.seat, e.kind] = e.value
            elif isinstance(e, ev.VictoryDeclared):
                expected.append((t, e.seat, points[e.seat, "destiny"], points[e.seat, "story"],
                                 len(e.last)))
        assert rows_of(path, "SELECT turn, seat, destiny, story, last_turns "
                           "FROM tales_declarations WHERE game_id = ?", gid) == expected
    assert rows_of(projected[1], "SELECT count(*) FROM tales_declarations")[0][0] == 1


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
        assert Counter(rows_of(path, sql)) == Counter(rows_of(reference, sql)), table
