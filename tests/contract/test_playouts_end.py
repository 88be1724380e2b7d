"""Random seeded games end, for every registered game, seat count and variant, with a
result that names seats of the game; a finished game waits on nobody."""

from __future__ import annotations

import pytest

from tests.contract.tables import Case, cases, playout

SEEDS = 3


@pytest.mark.parametrize("case", cases(SEEDS), ids=str)
def test_a_random_game_ends_with_a_result(case: Case) -> None:
    p = playout(case)
    rules, state, n = case.rules, p.table.state, case.players
    result = rules.result(state)
    assert result is not None, f"no result after {len(p.steps)} actions: stuck or endless"
    assert len(result.scores) == n
    assert set(result.winners) <= set(range(n))  # may be empty: all caught in treasures
    assert len(set(result.winners)) == len(result.winners)
    assert all(rules.result(step.before.state) is None for step in p.steps)
    # the turn says the same: self-play stops on `turn(state).over`
    assert rules.turn(state).over
    assert not any(rules.turn(step.before.state).over for step in p.steps)


@pytest.mark.parametrize("case", cases(), ids=str)
def test_a_finished_game_waits_on_nobody(case: Case) -> None:
    state, rules = playout(case).table.state, case.rules
    assert all(rules.legal_commands(state, seat) == [] for seat in range(case.players))
    assert rules.chance(state) is None
    assert rules.deadline(state) is None
