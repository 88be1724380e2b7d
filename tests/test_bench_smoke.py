"""Smoke test of the benchmark suite (bench/): its modules import and its cheapest rows
produce a figure and a ratio. No timing is asserted: timings never decide a unit test."""

from __future__ import annotations

from bench import ceilings, figures_rules
from bench.run import table
from tests.app.guessing_game import GAME


def test_cheapest_rows_have_a_figure_and_a_ratio():
    ceiling = ceilings.dict_fold(n=500, min_seconds=0.01)
    assert ceiling.is_ceiling and ceiling.figure and ceiling.figure > 0

    row = figures_rules.pure_fold(GAME, ceiling, seeds=2, min_seconds=0.01)
    assert row.figure is not None and row.figure > 0
    assert row.ratio is not None and row.ratio > 0
    assert row.status in ("PASS", "MISS")  # a target is attached; which one is not asserted

    text = table([ceiling, row])
    assert "guess: pure fold" in text and "(ceiling)" in text


def test_the_one_process_bound_adds_the_handler_to_the_echo():
    from bench.common import Row
    from bench.figures_grpc import one_process_bound

    # Sequential: 2,000 echoes a second is 0.5 ms a round trip; a 0.25 ms handler → 2/3.
    sequential = Row("ceiling", "echo, 1 thread", 2000.0, "req/s", extra={"server_cpu_ms": 0.4})
    assert abs(one_process_bound(sequential, 0.25, threads=1) - 0.5 / 0.75) < 1e-9
    # Concurrent: the echo's server spends 0.3 ms of CPU a call; ours at least 0.3 + 0.2.
    concurrent = Row("ceiling", "echo, 8 threads", 3000.0, "req/s", extra={"server_cpu_ms": 0.3})
    assert abs(one_process_bound(concurrent, 0.2, threads=8) - 0.3 / 0.5) < 1e-9
    assert one_process_bound(Row("ceiling", "no cpu", 3000.0, "req/s"), 0.2, threads=8) is None


def test_the_handler_in_process_row_has_a_figure():
    from bench.figures_grpc import servicer_in_process

    row = servicer_in_process("1001", commands=60)
    assert row.figure and row.figure > 0 and row.extra["handler_ms"] > 0


def test_openspiel_self_play_gives_a_ceiling_row():
    assert ceilings.openspiel_unavailable() is None  # a test extra: installed with the tests
    row = ceilings.openspiel_selfplay("python_block_dominoes", min_seconds=0.05)
    assert row.is_ceiling and row.figure and row.figure > 0
    assert "decisions" in row.note


def test_self_play_interleaved_with_openspiel_takes_its_ceiling_from_those_windows():
    rows = figures_rules.selfplay_pure(GAME, min_seconds=0.12, interleave="python_block_dominoes",
                                       windows=3)
    per_action = rows[1]
    assert per_action.ceiling_name == "OpenSpiel python_block_dominoes, interleaved with this row"
    assert per_action.ceiling and per_action.ceiling > 0
    assert per_action.ratio == per_action.figure / per_action.ceiling
    assert "3 windows of each" in per_action.note


def test_an_openspiel_player_keeps_count_across_windows():
    player = ceilings.OpenSpielPlayer("python_tic_tac_toe")
    first, _ = player.play(0.01)
    second, _ = player.play(0.01)
    assert first > 0 and second > 0 and player.decisions == first + second
    assert player.row().figure == player.decisions / player.seconds


def test_an_openspiel_players_warm_up_is_not_counted():
    player = ceilings.OpenSpielPlayer("python_tic_tac_toe")
    player.warm(0.01)
    assert (player.games, player.decisions, player.chance, player.seconds) == (0, 0, 0, 0.0)
    decisions, _ = player.play(0.01)
    assert player.decisions == decisions > 0
