"""The fold: one recorded Emira event into the state. Never validates, never raises.

One handler per event class, in one dict keyed by the class (`HANDLERS`), gathered from the
modules of each concern: `setup` (the initial state and the draws before the first turn),
`turn` (turns, phases, income, preparation, upkeep, the end), `cards` (event cards),
`bidding` and `princesses`. Each handler copies the records it changes with `evolve`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.emira.fold import bidding, cards, princesses, setup, turn
from service.games.emira.fold.setup import initial_state, unseen_piles
from service.games.emira.state import Game
from service.kit.base import Event


def _gather(*tables: dict[type, Callable[[Game, Any], Game]]) -> dict[type, Callable[..., Game]]:
    handlers: dict[type, Callable[..., Game]] = {}
    for table in tables:
        for cls, handler in table.items():
            if cls in handlers:
                raise ValueError(f"two handlers for {cls.__name__}")
            handlers[cls] = handler
    return handlers


HANDLERS = _gather(setup.HANDLERS, turn.HANDLERS, cards.HANDLERS, bidding.HANDLERS,
                   princesses.HANDLERS)


def fold(g: Game, e: Event) -> Game:
    handler = HANDLERS.get(type(e))
    return g if handler is None else handler(g, e)


__all__ = ["HANDLERS", "fold", "initial_state", "unseen_piles"]
