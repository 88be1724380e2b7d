"""The explicit routing table: stored event type name → handler, and per-game state, built
from the registered games' projection adapters (projections/kit.py says what one exports).

Every game's `game.Created` and end event are routed to the central handlers of the
`games` row (`handlers_game`); the end event then goes on to the game's own handler, if
any. Types without a handler (and types nobody knows) still land in the `events` table.
"""

from __future__ import annotations

from projections.handlers_game import created_handler, ended_handler
from projections.kit import Handler, RawHandler, StateFactory, adapters, merge
from service.kit.base import GameCreated


def _build() -> tuple[dict[str, StateFactory], dict[str, Handler], dict[str, RawHandler]]:
    games = adapters()
    states = {g.game_type: g.module.new_state for g in games if g.module is not None}
    own = merge("route", [(g.name, g.get("ROUTES", {})) for g in games])
    for g in games:
        own[g.ended] = ended_handler(own.get(g.ended))
    routes = {GameCreated.TYPE: created_handler(states), **own}
    raw = merge("raw route", [(g.name, g.get("RAW_ROUTES", {})) for g in games])
    if twice := sorted(set(raw) & set(routes)):
        raise ValueError(f"event types routed both decoded and raw: {twice}")
    return states, routes, raw


STATES, ROUTES, RAW_ROUTES = _build()
