"""`last_state`: remember a pure function of a state for the last state asked about.

The flow of a game asks the same question of one state several times (the turn's
declaration, the move being applied, the automatic steps after it). States never change,
so identity is the key; one slot, replaced whole (thread-safe: a reader sees an old or a
new pair, never half of one). The kit's `DeclaredRules.turn` does the same for the turn.

The slot is the function's `slot`: `slot[0]` is (the state, its answer). A caller that
asks at every step of self-play may read it itself, a call less when it holds the state.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

R = TypeVar("R")


def last_state(fn: Callable[[Any], R]) -> Callable[[Any], R]:
    slot: list[tuple[Any, Any]] = [(object(), None)]

    @wraps(fn)
    def remembered(state: Any) -> R:
        memo = slot[0]
        if memo[0] is state:
            return memo[1]
        result = fn(state)
        slot[0] = (state, result)
        return result

    remembered.slot = slot  # type: ignore[attr-defined]
    return remembered
