"""Non-interference in the pure rules (see `noninterference`): worlds that differ in one
seat's choice or one chance outcome look alike to every other viewer for as long as the
events it receives are alike."""

from __future__ import annotations

import random
from functools import cache

import pytest

from service.kit.registry import games
from tests.contract.noninterference import branches, follow, has_secrets
from tests.contract.tables import Case, cases

POINTS = 12  # branching steps per playout


@cache
def compared(case: Case) -> int:
    """How many (viewer, step) pairs were compared in the case's branches."""
    rng = random.Random(f"follow:{case}")
    return sum(follow(branch, rng) for branch in branches(case, POINTS, f"branches:{case}"))


@pytest.mark.parametrize("case", cases(), ids=str)
def test_what_a_viewer_may_not_see_changes_nothing_it_sees(case: Case) -> None:
    compared(case)


@pytest.mark.parametrize("game_type", list(games()))
def test_a_game_with_secrets_had_them_compared(game_type: str) -> None:
    """A game whose events hide something was branched where the difference stayed hidden
    from someone: the test above did not pass by comparing nothing."""
    if not has_secrets(game_type):
        pytest.skip(f"{game_type} records nothing secret")
    total = sum(compared(case) for case in cases() if case.game_type == game_type)
    assert total > 20, total
