"""Non-interference in the pure rules (see `noninterference`): worlds that differ in one
seat's choice or one chance outcome look alike to every other viewer for as long as the
events it receives are alike."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from service.games.registry import games
from tests.contract.noninterference import branches, follow, has_secrets
from tests.contract.tables import cases

POINTS = 12  # branching steps per playout
COMPARED: Counter[str] = Counter()


@pytest.mark.parametrize("case", cases(), ids=str)
def test_what_a_viewer_may_not_see_changes_nothing_it_sees(case) -> None:
    rng = random.Random(f"follow:{case}")
    for branch in branches(case, POINTS, f"branches:{case}"):
        COMPARED[case.game_type] += follow(branch, rng)


@pytest.mark.parametrize("game_type", list(games()))
def test_a_game_with_secrets_had_them_compared(game_type: str) -> None:
    """Runs after the cases above (pytest keeps the file's order): a game whose events
    hide something was branched where the difference stayed hidden from someone."""
    if not has_secrets(game_type):
        pytest.skip(f"{game_type} records nothing secret")
    assert COMPARED[game_type] > 20, COMPARED
