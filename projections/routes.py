"""The explicit routing table: stored event type name → handler, and per-game state.

A game gets fact tables by adding its handler module here. Types without a handler (and
types nobody knows) still land in the `events` table.
"""

from __future__ import annotations

from projections import handlers_1001, handlers_treasures
from projections.handlers_game import Handler, RawHandler, StateFactory, created_handler
from service.games.base import GameCreated

STATES: dict[str, StateFactory] = {
    "1001": handlers_1001.new_state,
    "treasures": handlers_treasures.new_state,
}

ROUTES: dict[str, Handler] = {
    GameCreated.TYPE: created_handler(STATES),
    **handlers_1001.ROUTES,
    **handlers_treasures.ROUTES,
}

# Handlers of events that are only counted: they get the stored envelope, undecoded.
RAW_ROUTES: dict[str, RawHandler] = {
    **handlers_1001.RAW_ROUTES,
}
