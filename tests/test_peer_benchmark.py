"""The peer benchmark (bench/peer/): its tic-tac-toe plays by the rules on our kit, and, in a
bounded form, both harnesses run end to end — boardgame.io's server and socket.io clients
from npm, and SubmitCommand and PlaySession through a real server with the game plugged
in. Timings are reported by `bench/run.py`, never asserted here."""

from __future__ import annotations

import pytest

from bench.peer.tictactoe import GAME, Mark, State
from service.app.selfplay import new_game, random_playout
from service.kit.base import Context, RuleViolation


def _play(cells: list[int]) -> State:
    p = new_game(GAME, seed=1, players=2)
    state = p.state
    for k, cell in enumerate(cells):
        state = GAME.decide(state, Mark(seat=k % 2, cell=cell), Context(now=0.0)).state
    return state


def test_three_in_a_row_wins_and_a_full_board_draws():
    won = _play([0, 3, 1, 4, 2])  # seat 0: the top row
    assert GAME.result(won).winners == (0,) and GAME.result(won).scores == (1, 0)
    drawn = _play([0, 1, 2, 4, 3, 5, 7, 6, 8])
    assert GAME.result(drawn).winners == (0, 1) and GAME.result(drawn).scores == (0, 0)
    assert GAME.legal_commands(won, 1) == []


def test_a_taken_cell_an_off_board_cell_and_the_wrong_seat_are_refused():
    state = _play([4])
    for command, code in (
        (Mark(seat=1, cell=4), "CELL_TAKEN"),
        (Mark(seat=1, cell=9), "BAD_CELL"),
        (Mark(seat=0, cell=0), "NOT_YOUR_TURN"),
    ):
        with pytest.raises(RuleViolation) as refused:
            GAME.decide(state, command, Context(now=0.0))
        assert refused.value.code == code


def test_random_games_end_within_nine_moves():
    for seed in range(30):
        p = random_playout(GAME, seed)
        assert p.finished and 5 <= len(p.actions) <= 9


def test_both_sides_of_the_peer_benchmark_run(tmp_path):
    """The bounded form: 2 matches in flight for 1 s on each of boardgame.io's set-ups and
    on ours; every side counts moves (but FlatFile as it comes, whose writes wait for a
    flush once a second, may finish none in so short a window), and nothing errs."""
    from bench import figures_peer

    reason = figures_peer.unavailable()
    if reason:
        pytest.skip(reason)
    rows = figures_peer.rows(tmp_path, clients=2, seconds=1.0, warmup=0.2)
    assert [r.name.split(":")[0] for r in rows] == [
        "boardgame.io 0.50.2, in memory",
        "boardgame.io 0.50.2, FlatFile, write queue off",
        "boardgame.io 0.50.2, FlatFile as it comes (writes batched each second)",
        "SubmitCommand vs boardgame.io 0.50.2, in memory",
        "SubmitCommand vs boardgame.io 0.50.2, FlatFile, write queue off",
        "PlaySession vs boardgame.io 0.50.2, in memory",
        "PlaySession vs boardgame.io 0.50.2, FlatFile, write queue off",
    ]
    for k, row in enumerate(rows):
        assert k == 2 or (row.figure and row.figure > 0), row
        assert not row.extra.get("errors"), row
    assert rows[3].ratio == pytest.approx(rows[3].figure / rows[0].figure)
    assert rows[5].ratio == pytest.approx(rows[5].figure / rows[0].figure)
