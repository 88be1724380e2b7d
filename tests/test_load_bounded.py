"""The bounded form of `bench/load.py` (issue 12's load and soak): concurrent games, a
client per seat, against a real server process; afterwards every game folds from the
store, no command is recorded twice, and the projection equals the store. Timings are
reported, never asserted."""

from __future__ import annotations

import pytest

from bench.load import run


@pytest.mark.parametrize(("game", "players"), [("1001", 4), ("dragons", 3)])
def test_concurrent_games_leave_every_game_valid_and_projected(tmp_path, game, players):
    report = run(games=4, seconds=3.0, game_type=game, players=players, seed=5,
                 data=tmp_path / "data")
    assert report["errors"] == [] and report["problems"] == [], report
    assert report["commands"] > 0 and report["ok"]
