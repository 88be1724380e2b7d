"""Emira fact rows: seeded games (3, 4 and 5 seats, basic and advanced) played through the
application and projected into DuckDB agree with their own events; secrets make no rows;
every ready statistic answers."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from projections.duck import Analytics
from projections.games import emira as h
from projections.projector import Projector
from projections.stats import run_statistic
from service.app.application import GameApp
from service.app.store import open_store
from service.games.emira import events as ev
from service.kit.base import AUDITOR
from service.kit.random_player import pick

GAMES = ((3, False, 1), (4, True, 2), (5, False, 3))


def _play(app: GameApp, players: int, advanced: bool, seed: int) -> str:
    """A whole game played by the random player (a seat that may act, then a kind of
    command, then one of that kind)."""
    created = app.create_game("emira", [f"p{i}" for i in range(players)],
                              {"advanced": advanced}, seed=seed)
    seats = [app.viewer_for(created.game_id, t) for t in created.tokens]
    rng = random.Random(seed)
    for _ in range(5_000):
        if app.get(created.game_id, AUDITOR).status != "active":
            break
        options = [(v, cs) for v in seats
                   if (cs := app.legal(created.game_id, created.tokens[v.seat]).commands)]
        viewer, commands = rng.choice(options)
        app.submit(created.game_id, viewer, pick(rng, commands))
    return created.game_id


@pytest.fixture(scope="module")
def projected(tmp_path_factory: pytest.TempPathFactory) -> tuple[GameApp, dict, Path]:
    root = tmp_path_factory.mktemp("emira")
    store = open_store(root / "data")
    app = GameApp(store)
    games = {key: _play(app, *key) for key in GAMES}
    path = root / "analytics.duckdb"
    Projector(store, path).catch_up()
    return app, games, path


def _rows(path: Path, sql: str, *params: object) -> list[tuple]:
    with Analytics(path).read() as con:
        return con.execute(sql, list(params)).fetchall()


def _of(app: GameApp, game_id: str, name: str) -> list[dict]:
    return [e.data for e in app.events(game_id, AUDITOR) if e.type == f"emira.{name}"]


def test_every_bid_and_pass_and_every_action_is_a_row(projected):
    app, games, path = projected
    for game_id in games.values():
        bids = _rows(path, "SELECT kind, seat, amount FROM emira_bids WHERE game_id = ?",
                     game_id)
        assert Counter(bids) == Counter(
            [("bid", d["seat"], d["amount"]) for d in _of(app, game_id, "BidRaised")]
            + [("pass", d["seat"], None) for d in _of(app, game_id, "BidPassed")]
            + [("last_bid", d["seat"], d["bid"]) for d in _of(app, game_id, "LastBid")])
        actions = _rows(path, "SELECT seat, action, cost FROM emira_actions WHERE game_id = ? "
                              "AND action NOT IN ('gold', 'none')", game_id)
        assert Counter(actions) == Counter(
            (d["seat"], d["action"], d["cost"]) for d in _of(app, game_id, "ActionTaken"))
        gold = _rows(path, "SELECT count(*) FROM emira_actions WHERE game_id = ? "
                           "AND action = 'gold'", game_id)[0][0]
        assert gold == sum(d["gold"] for d in _of(app, game_id, "NoActionTaken"))
        # A won action carries the winning bid and what it cost after the camel discount.
        won = {(d["seat"], d["bid"], d["paid"]) for d in _of(app, game_id, "RoundWon")}
        won |= {(d["seat"], d["bid"], d["paid"]) for d in _of(app, game_id, "LastBid")}
        priced = _rows(path, "SELECT seat, bid, paid FROM emira_actions WHERE game_id = ? "
                             "AND bid IS NOT NULL", game_id)
        assert priced and set(priced) <= won


def test_purchases_income_upkeep_and_choices_repeat_the_events(projected):
    app, games, path = projected
    for game_id in games.values():
        assert Counter(_rows(path, "SELECT seat, cards, paid FROM emira_purchases "
                                   "WHERE game_id = ?", game_id)) == Counter(
            (d["seat"], d["count"], d["paid"]) for d in _of(app, game_id, "EventsBought"))
        income = _rows(path, "SELECT seat, amount FROM emira_income WHERE game_id = ? AND "
                             "source = 'income'", game_id)
        assert Counter(income) == Counter(
            (d["seat"], d["amount"]) for d in _of(app, game_id, "IncomePaid"))
        upkeep = _rows(path, "SELECT seat, amount, paid_in_full FROM emira_upkeep "
                             "WHERE game_id = ? AND NOT xenia_gift", game_id)
        assert Counter(upkeep) == Counter(
            (d["seat"], d["amount"], d["full"]) for d in _of(app, game_id, "UpkeepPaid"))
        joined = _rows(path, "SELECT princess, seat, first_preference, preference "
                             "FROM emira_choices WHERE game_id = ? AND NOT undecided", game_id)
        assert Counter((p, s, d) for p, s, _, d in joined) == Counter(
            (d["princess"], d["seat"], d["preference"] or None)
            for d in _of(app, game_id, "PrincessJoined"))
        assert all(first is not None for _, _, first, _ in joined)
        assert any(decided is not None for _, _, _, decided in joined)
        left = _rows(path, "SELECT princess, seat, reason FROM emira_departures "
                           "WHERE game_id = ? AND seat IS NOT NULL", game_id)
        assert Counter(left) == Counter(
            (d["princess"], d["seat"], d["reason"]) for d in _of(app, game_id, "PrincessLeft"))
        undecided = _rows(path, "SELECT princess FROM emira_choices WHERE game_id = ? "
                                "AND undecided", game_id)
        assert Counter(p for p, in undecided) == Counter(
            d["princess"] for d in _of(app, game_id, "PrincessUndecided"))


def test_outcomes_and_the_games_row_match_the_result(projected):
    app, games, path = projected
    for (players, advanced, _), game_id in games.items():
        result = app.get(game_id, AUDITOR).result
        assert result is not None
        colours = _of(app, game_id, "ColoursDrawn")[0]["colours"]
        outcomes = _rows(path, "SELECT seat, players, advanced, colour, goal, score, winner, "
                               "reason FROM emira_outcomes WHERE game_id = ? ORDER BY seat",
                         game_id)
        assert outcomes == [
            (seat, players, advanced, colours[seat], result.details["goals"][seat],
             result.scores[seat], seat in result.winners, result.details["reason"])
            for seat in range(players)]
        assert _rows(path, "SELECT status, winners, scores FROM games WHERE game_id = ?",
                     game_id) == [("finished", list(result.winners), list(result.scores))]


def test_secrets_have_no_route():
    for secret in (ev.GoalDealt, ev.StartingEventsDealt, ev.StartingEventKept,
                   ev.EventCardsDrawn, ev.EventCardKept, ev.EmiraCardsSeen, ev.MindChanged,
                   ev.EmiraDeckReordered, ev.EmiraDeckShuffled, ev.StatusDeckShuffled,
                   ev.EventDeckShuffled):
        assert secret.TYPE not in h.ROUTES


def test_every_statistic_answers(projected):
    _, games, path = projected
    names = [s.name for s in h.STATISTICS]
    # Listed by name: each is projections/queries/<name>.sql.
    assert names == sorted(["emira-win-rate-by-colour", "emira-win-rate-by-seat",
                     "emira-action-prices", "emira-gold-alternative", "emira-princess-choices"])
    answers = {s.name: run_statistic(Analytics(path), s.name) for s in h.STATISTICS}
    for name, (columns, rows) in answers.items():
        assert columns and rows, name
    by_colour = dict(zip(answers["emira-win-rate-by-colour"][0],
                         answers["emira-win-rate-by-colour"][1][-1], strict=True))
    assert by_colour["colour"] == "all" and by_colour["seats"] == 12
    seats = answers["emira-win-rate-by-seat"][1]
    assert sum(r[2] for r in seats[:-1]) == 12 and seats[-1][:3] == ("all", None, 12)
    prices = answers["emira-action-prices"][1]
    assert prices[-1][0] == "all" and prices[-1][1] > 0
    gold = answers["emira-gold-alternative"][1]
    assert gold[-1][0] == "all" and gold[-1][1] > 0
