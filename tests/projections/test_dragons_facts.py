"""Aladdin's Dragons fact rows: seeded random games (2 players with the Dummy, and 4) stored
and projected into DuckDB agree with their own events; every ready statistic answers with
sane numbers. That the handlers read no secret, and a hand-built stream's exact rows, are
`test_dragons_facts_secrets.py`."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from eventsourcing.persistence import StoredEvent

from projections.duck import Analytics
from projections.games import dragons as h
from projections.projector import Projector
from projections.stats import run_statistic
from service.app.selfplay import Playout, encoded, random_playout
from service.app.store import open_store
from service.games.dragons import GAME
from service.games.dragons import events as ev
from service.games.dragons.content import load
from service.kit.base import Event
from tests.projections.facts import rows_of, store_and_project

# (players, seed): between them every kind of fact appears (Mirror of Truth, Desert Wind,
# Dragon's Fire, withdrawals, bribes, declines, countered cards, the Dummy's claims).
GAMES = ((2, 2), (2, 7), (4, 2), (4, 5))
TREASURES = load().treasure_by_id


def _gid(players: int, seed: int) -> str:
    return f"dragons-{players}-{seed}"


@pytest.fixture(scope="module")
def projected(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, Path]:
    games = {(players, seed): random_playout(GAME, seed, players) for players, seed in GAMES}
    root = tmp_path_factory.mktemp("dragons")
    return games, store_and_project(root, ((_gid(*key), p) for key, p in games.items()))



def _with_rounds(p: Playout) -> list[tuple[int, Event]]:
    """Every event with the round it happened in (0 before the first)."""
    out, rnd = [], 0
    for e in p.events:
        if isinstance(e, ev.RoundStarted):
            rnd = e.round
        out.append((rnd, e))
    return out


def _of(p: Playout, kind: type) -> list[tuple[int, Any]]:
    return [(r, e) for r, e in _with_rounds(p) if isinstance(e, kind)]


def _games(projected):
    games, path = projected
    for (players, seed), p in games.items():
        yield players, _gid(players, seed), p, path


# --- the rows agree with the events ---------------------------------------------------------


def test_every_purchase_is_a_row_at_its_price_and_every_game_has_fifteen(projected):
    for _, gid, p, path in _games(projected):
        bought = rows_of(path, "SELECT round, seat, location, artifact, kind, price, paid, cards "
                             "FROM dragons_purchases WHERE game_id = ?", gid)
        assert len(bought) == len(_of(p, ev.ArtifactBought)) == 15
        assert Counter(bought) == Counter(
            (r, e.seat, e.location, e.artifact, e.artifact.split("#")[0], e.price, e.paid,
             len(e.cards)) for r, e in _of(p, ev.ArtifactBought))
        assert all(loc == f"room:{artifact}" for _, _, loc, artifact, *_ in bought)
        declined = rows_of(path, "SELECT round, seat, location, price FROM dragons_declines "
                               "WHERE game_id = ?", gid)
        assert Counter(declined) == Counter(
            (r, e.seat, e.location, e.price) for r, e in _of(p, ev.BuyDeclined))
        # The bidder's total is the one LocationRanked recorded for him there.
        ranked = {(r, e.location, seat): total for r, e in _of(p, ev.LocationRanked)
                  for seat, total in e.ranking}
        for rnd, seat, loc, total in rows_of(
                path, "SELECT round, seat, location, total FROM dragons_purchases WHERE "
                      "game_id = ? UNION ALL SELECT round, seat, location, total FROM "
                      "dragons_declines WHERE game_id = ?", gid, gid):
            assert ranked[rnd, loc, seat] == total


def test_bribes_paid_and_withdrawals_repeat_the_events(projected):
    for _, gid, p, path in _games(projected):
        bribes = rows_of(path, "SELECT round, location, seat, due, paid, cards, withdrew "
                             "FROM dragons_bribes WHERE game_id = ?", gid)
        assert Counter(bribes) == Counter(
            [(r, e.location, e.seat, e.due, e.paid, len(e.cards), False)
             for r, e in _of(p, ev.BribePaid)]
            + [(r, e.location, e.seat, e.due, None, 0, True) for r, e in _of(p, ev.Withdrew)])
        assert any(w for *_, w in bribes) and not all(w for *_, w in bribes)


def test_rankings_repeat_the_recorded_totals_and_ranks(projected):
    for _, gid, p, path in _games(projected):
        rows = rows_of(path, "SELECT round, location, seat, total, rank, winner, contestants "
                           "FROM dragons_rankings WHERE game_id = ?", gid)
        assert Counter(rows) == Counter(
            (r, e.location, seat, total, i + 1, i == 0, len(e.ranking))
            for r, e in _of(p, ev.LocationRanked) for i, (seat, total) in enumerate(e.ranking))


def test_cave_picks_repeat_the_events_with_the_card_type_and_value(projected):
    for players, gid, p, path in _games(projected):
        rows = rows_of(path, "SELECT round, location, seat, decider, card, treasure_type, "
                           "treasure_value, dummy FROM dragons_cave_picks WHERE game_id = ?",
                     gid)
        assert Counter(rows) == Counter(
            (r, e.location, e.seat, e.decider, e.card, TREASURES[e.card].type,
             TREASURES[e.card].value, players == 2 and e.seat == 2)
            for r, e in _of(p, ev.TreasureTaken))
        # Picks are numbered in the order taken; the Dummy always took a highest card.
        picks = rows_of(path, "SELECT round, location, list(pick ORDER BY pick) FROM "
                            "dragons_cave_picks WHERE game_id = ? GROUP BY ALL", gid)
        assert all(numbers == list(range(1, len(numbers) + 1)) for _, _, numbers in picks)
        # The cards a cave held: those dealt (Dragon's Hoard too), less Dragon's Fire's, one
        # fewer at each pick.
        held = Counter((r, e.location) for r, e in _of(p, ev.TreasureDealt))
        held.subtract((r, e.location) for r, e in _of(p, ev.CaveCardDiscarded))
        for r, loc, n, cards in rows_of(path, "SELECT round, location, pick, cave_cards FROM "
                                            "dragons_cave_picks WHERE game_id = ?", gid):
            assert cards == held[r, loc] - (n - 1)
        assert rows_of(path, "SELECT count(*) FROM dragons_cave_picks WHERE game_id = ? AND "
                           "dummy AND NOT highest", gid) == [(0,)]


def test_every_hero_placed_is_a_row_with_its_revealed_number(projected):
    for players, gid, p, path in _games(projected):
        rows = rows_of(path, "SELECT round, placement, seat, placed_by, location, resolved_at, "
                           "hero, value, turned, moved, withdrawn FROM dragons_placements "
                           "WHERE game_id = ?", gid)
        # The auditor's events: the n-th placement of a round is the n-th Hero(Dummy)Placed.
        placed: dict[tuple[int, int], tuple[int, int, str, int]] = {}
        count: Counter = Counter()
        for r, e in _with_rounds(p):
            if isinstance(e, ev.HeroPlaced | ev.DummyHeroPlaced):
                count[r] += 1
                owner = e.seat if isinstance(e, ev.HeroPlaced) else 2
                placed[r, count[r]] = (owner, e.seat, e.location, e.value)
        assert len(rows) == len(placed)
        for rnd, n, seat, by, loc, _, hero, *_ in rows:
            assert placed[rnd, n] == (seat, by, loc, hero)
        # Where each location resolved, its heroes are the numbers HeroesRevealed showed.
        revealed = Counter((r, e.location, v) for r, e in _of(p, ev.HeroesRevealed)
                           for v in e.values)
        assert revealed == Counter((r, at, hero) for r, _, _, _, _, at, hero, *_ in rows)
        assert sum(moved for *_, moved, _ in rows) == len(_of(p, ev.HeroMoved))
        assert sum(t for *_, t, _, _ in rows) == len(_of(p, ev.HeroTurned))
        # Every seat placed its five heroes, 1 to 5, each round (the Dummy too).
        per = Counter((rnd, seat, hero) for rnd, _, seat, _, _, _, hero, *_ in rows)
        rounds = {r for r, _ in _of(p, ev.RoundStarted)}
        seats = 3 if players == 2 else players
        assert set(per) == {(r, s, v) for r in rounds for s in range(seats) for v in range(1, 6)}
        # A withdrawn hero belongs to a seat that withdrew there.
        withdrew = {(r, e.location, e.seat) for r, e in _of(p, ev.Withdrew)}
        assert {(r, at, s) for r, _, s, _, _, at, _, _, _, _, w in rows if w} == withdrew


def test_hero_values_follow_the_recorded_modifiers_and_the_totals(projected):
    for _, gid, p, path in _games(projected):
        modified = rows_of(path, "SELECT round, location, op, amount, value FROM dragons_cards "
                               "WHERE game_id = ? AND op IS NOT NULL", gid)
        mods = _of(p, ev.HeroModified)
        assert len(modified) == len(mods) > 0
        # The value after a modifier on a face-down hero is its owner's: NULL here.
        assert Counter((op, a, v) for _, _, op, a, v in modified) == Counter(
            (e.op, e.amount, None if e.face_down else e.value) for _, e in mods)
        # A seat's ranked total is the sum of its heroes' values there, modifiers included
        # (but those played after the ranking, "at any time": a bidder's price, say).
        totals = dict(((r, loc, s), t) for r, loc, s, t in rows_of(
            path, "SELECT round, resolved_at, seat, sum(value) FROM dragons_placements "
                  "WHERE game_id = ? GROUP BY ALL", gid))
        later, ranked = set(), None
        for r, e in _with_rounds(p):
            if isinstance(e, ev.LocationRanked):
                ranked = e.location
            elif isinstance(e, ev.LocationDone):
                ranked = None
            elif isinstance(e, ev.HeroModified) and e.location == ranked:
                later.add((r, ranked))
        checked = 0
        for r, e in _of(p, ev.LocationRanked):
            if (r, e.location) in later:
                continue
            for seat, total in e.ranking:
                assert totals[r, e.location, seat] == total
                checked += 1
        assert checked


def test_cards_played_are_rows_with_their_outcome(projected):
    for players, gid, p, path in _games(projected):
        rows = rows_of(path, "SELECT seat, owner, card, location, hero, player, treasure, "
                           "to_location, countered, changed, dummy_card FROM dragons_cards "
                           "WHERE game_id = ?", gid)
        played = _of(p, ev.CardPlayed)
        assert len(rows) == len(played) > 0
        assert Counter(r[:8] for r in rows) == Counter(
            (e.seat, e.owner, e.card, e.location or None, None if e.hero < 0 else e.hero,
             None if e.player < 0 else e.player, e.treasure or None, e.to or None)
            for _, e in played)
        assert Counter((r[2], r[8], r[9]) for r in rows) == Counter(
            (e.card, e.countered, e.changed or None) for _, e in _of(p, ev.CardResolved))
        assert any(r[8] for r in rows)
        assert all(r[10] == (players == 2 and r[1] == 2) for r in rows)


def test_the_dummys_actions_have_rows_in_two_player_games_only(projected):
    for players, gid, p, path in _games(projected):
        claims = rows_of(path, "SELECT round, card, claimer, winner, claimer_offer, other_offer "
                             "FROM dragons_dummy_claims WHERE game_id = ? ORDER BY claim", gid)
        dummy = {t: rows_of(path, f"SELECT count(*) FROM {t} WHERE game_id = ? AND dummy",
                          gid)[0][0]
                 for t in ("dragons_placements", "dragons_rankings", "dragons_cave_picks",
                           "dragons_bribes", "dragons_purchases", "dragons_declines")}
        if players != 2:
            assert claims == [] and set(dummy.values()) == {0}
            continue
        claimed = [(r, e) for r, e in _with_rounds(p)
                   if isinstance(e, ev.DummyCardClaimed | ev.DummyOffersRevealed)]
        expected = []
        for (r, c), (_, o) in zip(claimed[::2], claimed[1::2], strict=True):
            offers = {seat: total for seat, _, total in o.offers}  # the other's: if contested
            expected.append((r, o.card, c.seat, o.winner, offers[c.seat],
                             offers.get(1 - c.seat)))
        assert claims == expected and claims
        assert dummy["dragons_placements"] == len(_of(p, ev.DummyHeroPlaced))
        assert dummy["dragons_cave_picks"] == sum(e.seat == 2 for _, e in _of(p, ev.TreasureTaken))
        assert dummy["dragons_purchases"] == sum(e.seat == 2 for _, e in _of(p, ev.ArtifactBought))
        # A bribe owed is a row whether paid or refused (withdrawn).
        assert dummy["dragons_bribes"] == sum(
            e.seat == 2 for _, e in _of(p, ev.BribePaid) + _of(p, ev.Withdrew))
        # The Dummy's placements were made by the players, in turn.
        assert rows_of(path, "SELECT DISTINCT placed_by FROM dragons_placements WHERE game_id = ? "
                           "AND dummy ORDER BY 1", gid) == [(0,), (1,)]


def test_rounds_and_outcomes_match_the_result(projected):
    for players, gid, p, path in _games(projected):
        rounds = rows_of(path, "SELECT round, bought, palace_start, caravanserai_winner FROM "
                             "dragons_rounds WHERE game_id = ? ORDER BY round", gid)
        assert [r for r, *_ in rounds] == [e.round for _, e in _of(p, ev.RoundStarted)]
        assert sum(b for _, b, _, _ in rounds) == 15
        chosen = {r: e for r, e in _of(p, ev.StartPlayerChosen) if r > 0}
        assert {r: (s, w) for r, _, s, w in rounds} == {
            r: (chosen[r].start, None if chosen[r].chooser < 0 else chosen[r].chooser)
            for r in chosen}
        (_, end), = _of(p, ev.GameEnded)
        outcomes = rows_of(path, "SELECT seat, players, dummy, position, artifacts, lamps, "
                               "treasure_value, score, winner, replay FROM dragons_outcomes "
                               "WHERE game_id = ? ORDER BY position", gid)
        assert outcomes == [
            (seat, players, players == 2 and seat == 2, i + 1, arts, lamps, value,
             end.scores[seat] if seat < players else None, seat in end.winners, end.replay)
            for i, (seat, arts, lamps, value) in enumerate(end.ranking)]
        result = GAME.result(p.state)
        assert result is not None and list(result.winners) == list(end.winners)
        # The players' scores, as the application's result gives them (the Dummy's
        # artifacts are in the ranking and the outcomes).
        assert rows_of(path, "SELECT status, winners, scores FROM games WHERE game_id = ?",
                     gid) == [("finished", list(end.winners), list(end.scores))]
        assert list(end.scores) == list(result.scores)


def test_interleaved_games_forgotten_and_replayed_give_the_samerows_of(projected, tmp_path):
    """Live games interleave in the log; a projector that may keep one game in memory
    replays the others from the `events` table, through the same handlers."""
    games, reference = projected
    streams = [[StoredEvent(_gid(*key), v, t, s) for v, (t, s) in enumerate(encoded(p), 1)]
               for key, p in games.items()]
    store = open_store(tmp_path / "data")
    longest = max(len(s) for s in streams)
    store.recorder.insert_events([s[i] for i in range(longest) for s in streams if i < len(s)])
    path = tmp_path / "analytics.duckdb"
    projector = Projector(store, path, batch_size=97, max_cached_games=1)
    projector.catch_up()
    assert projector.handler_errors == 0
    for table in h.TABLES:
        sql = f"SELECT * FROM {table}"
        assert Counter(rows_of(path, sql)) == Counter(rows_of(reference, sql)), table


# --- statistics ---------------------------------------------------------------------------


def test_every_statistic_answers_sanely(projected):
    games, path = projected
    names = [s.name for s in h.STATISTICS]
    # Listed by name: each is projections/queries/<name>.sql.
    assert names == sorted(["dragons-artifact-prices", "dragons-bribes",
                            "dragons-win-rate-by-seat", "dragons-caravanserai",
                            "dragons-caravanserai-wins", "dragons-cards", "dragons-dummy"])
    answers = {}
    for name in names:
        columns, rows = run_statistic(Analytics(path), name)
        assert columns and rows, name
        answers[name] = [dict(zip(columns, row, strict=True)) for row in rows]
    prices = answers["dragons-artifact-prices"]
    assert prices[-1]["kind"] == "all" and prices[-1]["bought"] == 15 * len(games)
    assert sum(r["bought"] for r in prices[:-1]) == 15 * len(games)
    assert 0 < prices[-1]["avg_price"] <= 25 and prices[-1]["declined"] > 0
    bribes = answers["dragons-bribes"][-1]
    assert bribes["bidders"] == "all" and bribes["owed"] == bribes["paid"] + bribes["withdrawn"]
    assert 0 < bribes["paid_rate"] < 1 and bribes["then_bought"] <= bribes["paid"]
    seats = answers["dragons-win-rate-by-seat"]
    assert seats[-1]["players"] == "all" and seats[-1]["seats"] == sum(n for n, _ in games)
    assert all(0 <= r["win_rate"] <= 1 for r in seats)
    caravanserai = answers["dragons-caravanserai"]
    assert caravanserai[-1]["rounds"] == sum(
        len(_of(p, ev.RoundStarted)) for p in games.values())
    assert 0 <= caravanserai[-1]["start_player_share"] <= 1
    wins = answers["dragons-caravanserai-wins"]
    assert wins[-1]["seats"] == sum(n for n, _ in games)
    cards = answers["dragons-cards"][-1]
    assert cards["played"] == sum(len(_of(p, ev.CardPlayed)) for p in games.values())
    (dummy,) = answers["dragons-dummy"]
    assert dummy["games"] == sum(n == 2 for n, _ in games) and dummy["claims"] > 0
    assert 0 <= dummy["dummy_first_rate"] <= 1
