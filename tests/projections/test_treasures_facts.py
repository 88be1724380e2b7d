"""Treasures fact rows: a hand-built stream through the handlers gives exactly the expected
rows, and the pile's order makes none; seeded games played through the application and
projected into DuckDB agree with their own events, and the ready statistics answer."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from projections.duck import Analytics
from projections.games import treasures as h
from projections.projector import Projector
from projections.routes import ROUTES
from projections.stats import run_statistic
from projections.tracks import GameTrack, Rows
from service.app.application import GameApp
from service.app.codec import Meta
from service.app.store import open_store
from service.games.treasures import events as ev
from service.kit.base import AUDITOR, GameCreated

END_AT = 1_700_000_100.5


def created(options: dict | None = None) -> GameCreated:
    return GameCreated(game_type="treasures", players=("a", "b", "c"),
                       options=options if options is not None else {"variant": "classic"},
                       seed=1, content_hash="h", created_at=1_700_000_000.0)


def project(events: list, options: dict | None = None) -> tuple[GameTrack, Rows]:
    """The central routes (the adapter's, and the `games` row's) as the projector calls them:
    `game.Created` first, then by type. A game's end that comes in the batch of its creation
    lands in the `games` row about to be inserted; here the game was created before."""
    track, rows = GameTrack("g", None), Rows()
    ROUTES[GameCreated.TYPE](track, created(options), Meta(at=0.0), rows)
    track.clear_batch()
    for event in events:
        handler = ROUTES.get(event.TYPE)
        if handler is not None:
            handler(track, event, Meta(at=END_AT), rows)
    return track, rows


# A short classic game: seat 0 moves, seat 1 leaves, seat 2 is carried by the spirit, and
# the chief arrives and catches seats 0 and 2.
STREAM = [
    ev.CardsDealt(squares=("C3", "C4"), cards=("E05", "E07")),
    ev.ProvisionShuffled(size=3, order=("R01", "R02", "R03")),
    ev.FigureMoved(1, 0, "C3", "C1", 2, ("C3", "C2", "C1"), False),
    ev.CardTaken(1, 0, "C3", "E05", 2, 2),
    ev.ProvisionDrawn(1, 0, "C3", "R01", 1, True, 2),
    ev.ChiefAdvanced(1, 1, "palm grove", False, "head"),
    ev.TurnBegan(turn=2, seat=1),
    ev.FigureEscaped(2, 1, "C4", 2, ("C4", "C5")),
    ev.CardTaken(2, 1, "C4", "E07", 3, 3),
    ev.ProvisionDrawn(2, 1, "C4", "R02", 2, False, 1),
    ev.TurnBegan(turn=3, seat=2),
    ev.FigureMoved(3, 2, "A1", "E1", 0, ("A1", "E1"), True),
    ev.CardTaken(3, 2, "A1", "R09", 1, 1),
    ev.ChiefAdvanced(3, 6, "cave entrance", True, "pile_empty"),
    ev.PlayersCaught(3, (0, 2), (2, 1)),
    ev.GameEnded(turn=3, reason="chief_arrived", scores=(0, 3, 0), winners=(1,)),
]


def test_a_hand_built_stream_gives_the_expected_rows():
    track, rows = project(STREAM)
    assert rows.tables["treasures_moves"] == [
        ("g", 1, 0, "C3", "C1", 2, False, False),
        ("g", 2, 1, "C4", None, 2, False, True),  # escaped: no square to end on
        ("g", 3, 2, "A1", "E1", 0, True, False),  # the bottle spirit: no steps
    ]
    assert rows.tables["treasures_cards"] == [
        ("g", 1, 0, "C3", "E05", 2),
        ("g", 2, 1, "C4", "E07", 3),
        ("g", 3, 2, "A1", "R09", 1),
    ]
    assert rows.tables["treasures_chief"] == [
        ("g", 1, 1, "head", False),
        ("g", 3, 6, "pile_empty", True),
    ]
    assert rows.tables["treasures_outcomes"] == [
        # game, seat, variant, escaped, caught, treasures taken, score, winner
        ("g", 0, "classic", False, True, 2, 0, False),
        ("g", 1, "classic", True, False, 3, 3, True),
        ("g", 2, "classic", False, True, 1, 0, False),
    ]
    assert track.finished
    assert track.result == {"status": "finished", "ended_at": int(END_AT * 1_000_000),
                            "winners": [1], "scores": [0, 3, 0]}


def test_the_pile_order_and_draws_make_no_fact_rows():
    _, rows = project(STREAM[:2] + [STREAM[4]])
    # game.Created makes the core `seats` rows; the pile makes no treasures fact.
    assert not any(made for table, made in rows.tables.items() if table != "seats")
    assert ev.ProvisionShuffled.TYPE not in h.ROUTES


def test_variant_from_the_options_or_classic_when_unknown():
    assert h.new_state(created({"variant": "big_luck"})).variant == "big_luck"
    assert h.new_state(created({})).variant == "classic"
    assert h.new_state(None).variant == "classic"
    _, rows = project([ev.GameEnded(turn=9, reason="chief_arrived", scores=(4, 6),
                                    winners=(1,))], {"variant": "big_luck"})
    assert rows.tables["treasures_outcomes"] == [
        ("g", 0, "big_luck", False, False, 0, 4, False),
        ("g", 1, "big_luck", False, False, 0, 6, True),
    ]


def test_nobody_wins_when_everybody_is_caught():
    end = [ev.PlayersCaught(5, (0, 1, 2), (1, 2, 3)),
           ev.GameEnded(turn=5, reason="chief_arrived", scores=(0, 0, 0), winners=())]
    track, rows = project(end)
    assert [r[7] for r in rows.tables["treasures_outcomes"]] == [False, False, False]
    assert [r[4] for r in rows.tables["treasures_outcomes"]] == [True, True, True]
    assert track.result["winners"] == []


# ---------------------------------------------------------------------- through DuckDB


def _play(app: GameApp, players: int, variant: str, seed: int) -> str:
    """A whole game, every seat choosing uniformly among its legal commands."""
    created = app.create_game("treasures", [f"p{i}" for i in range(players)],
                              {"variant": variant}, seed=seed)
    seats = [app.viewer_for(created.game_id, t) for t in created.tokens]
    rng = random.Random(seed)
    while app.get(created.game_id, AUDITOR).status == "active":
        for viewer in seats:
            legal = app.legal(created.game_id, created.tokens[viewer.seat]).commands
            if legal:
                app.submit(created.game_id, viewer, rng.choice(legal))
    return created.game_id


@pytest.fixture(scope="module")
def projected(tmp_path_factory: pytest.TempPathFactory) -> tuple[GameApp, dict, Path]:
    root = tmp_path_factory.mktemp("treasures")
    store = open_store(root / "data")
    app = GameApp(store)
    games = {("classic", 3, s): _play(app, 3, "classic", s) for s in (1, 2, 3)}
    games[("classic", 2, 4)] = _play(app, 2, "classic", 4)
    games[("big_luck", 2, 5)] = _play(app, 2, "big_luck", 5)
    path = root / "analytics.duckdb"
    Projector(store, path).catch_up()
    return app, games, path


def _rows(path: Path, sql: str, *params: object) -> list[tuple]:
    with Analytics(path).read() as con:
        return con.execute(sql, list(params)).fetchall()


def test_fact_rows_repeat_the_games_own_events(projected):
    app, games, path = projected
    for game_id in games.values():
        events = app.events(game_id, AUDITOR)
        of = {t: [e.data for e in events if e.type == f"treasures.{t}"]
              for t in ("FigureMoved", "FigureEscaped", "CardTaken", "ChiefAdvanced")}
        moves = _rows(path, "SELECT turn, seat, from_square, to_square, steps, spirit, escaped "
                            "FROM treasures_moves WHERE game_id = ? ORDER BY turn", game_id)
        assert moves == sorted(
            [(d["turn"], d["seat"], d["from_square"], d["to_square"], d["steps"], d["spirit"],
              False) for d in of["FigureMoved"]]
            + [(d["turn"], d["seat"], d["from_square"], None, d["steps"], False, True)
               for d in of["FigureEscaped"]])
        assert _rows(path, "SELECT turn, seat, square, card, treasures FROM treasures_cards "
                           "WHERE game_id = ? ORDER BY turn", game_id) == [
            (d["turn"], d["seat"], d["square"], d["card"], d["treasures"])
            for d in of["CardTaken"]]
        assert _rows(path, "SELECT turn, position, cause, reached FROM treasures_chief "
                           "WHERE game_id = ? ORDER BY position", game_id) == [
            (d["turn"], d["position"], d["cause"], d["reached"]) for d in of["ChiefAdvanced"]]


def test_outcomes_and_the_games_row_match_the_result(projected):
    app, games, path = projected
    for (variant, players, _), game_id in games.items():
        result = app.get(game_id, AUDITOR).result
        assert result is not None
        outcomes = _rows(path, "SELECT seat, variant, escaped, caught, treasures, score, winner "
                               "FROM treasures_outcomes WHERE game_id = ? ORDER BY seat",
                         game_id)
        assert outcomes == [
            (seat, variant, seat in result.details["escaped"], seat in result.details["caught"],
             result.details["treasures"][seat], result.scores[seat], seat in result.winners)
            for seat in range(players)]
        assert _rows(path, "SELECT status, winners, scores FROM games "
                           "WHERE game_id = ?", game_id) == [
            ("finished", list(result.winners), list(result.scores))]


def test_no_fact_row_holds_a_card_of_the_pile_not_yet_drawn(projected):
    app, games, path = projected
    for game_id in games.values():
        events = app.events(game_id, AUDITOR)
        drawn = {e.data["card"] for e in events if e.type == "treasures.ProvisionDrawn"}
        pile = set(next(e for e in events if e.type == "treasures.ProvisionShuffled")
                   .data["order"])
        cards = {r[0] for r in _rows(path, "SELECT card FROM treasures_cards WHERE game_id = ?",
                                     game_id)}
        assert cards & pile and cards & pile <= drawn


def test_the_treasures_statistics_answer(projected):
    _, games, path = projected
    analytics = Analytics(path)
    columns, rows = run_statistic(analytics, "treasures-catch-rate")
    assert columns[:2] == ["players", "games"]
    assert [r[:2] for r in rows] == [("2", 1), ("3", 3), ("all", 4)]
    assert all(0 <= r[2] <= 1 for r in rows)
    columns, rows = run_statistic(analytics, "treasures-winners")
    assert [r[:2] for r in rows] == [("big_luck", 1), ("classic", 4), ("all", 5)]
    big_luck = rows[0]
    assert big_luck[2] >= big_luck[3] > 0  # winners hold at least the average
    columns, rows = run_statistic(analytics, "treasures-spirit")
    assert columns == ["variant", "players", "moves", "spirit_rate", "escape_rate", "avg_steps"]
    assert [r[:2] for r in rows] == [("big_luck", 2), ("classic", 2), ("classic", 3),
                                     ("all", None)]
    assert all(0 <= r[4] <= 1 for r in rows)  # leaving is a move in both variants
    assert rows[-1][2] == sum(r[2] for r in rows[:-1])


def test_the_treasures_statistics_answer_before_any_game(tmp_path):
    analytics = Analytics(tmp_path / "empty.duckdb")
    for name in ("treasures-catch-rate", "treasures-winners", "treasures-spirit"):
        _, rows = run_statistic(analytics, name)
        assert len(rows) == 1 and rows[0][0] == "all"
