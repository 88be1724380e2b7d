"""Bazaar: the kit's toy game (secret simultaneous bids on a timer, a pending decision, a
response window, a rule-driven merchant, chance). Not a real game: it exists to prove that
the kit (service/kit/turns.py) carries what the next games need. Design: README.md.

Plugged into a server only through `SCHEHERAZADE_GAMES=tests.kit.bazaar`.
"""

from __future__ import annotations

from typing import Any

from service.kit.base import (
    ChanceSpec,
    Command,
    Context,
    GameCreated,
    Recorder,
    Result,
    RuleViolation,
    Viewer,
)
from service.kit.registry import Registration
from service.kit.turns import DeclaredRules, Turn
from tests.kit.bazaar import fold, rules, views
from tests.kit.bazaar.commands import COMMAND_TYPES
from tests.kit.bazaar.events import EVENT_TYPES
from tests.kit.bazaar.state import CONTENT_HASH, State, initial


class BazaarRules(DeclaredRules):
    game_type = "bazaar"
    min_players = rules.MIN_PLAYERS
    max_players = rules.MAX_PLAYERS
    event_types = EVENT_TYPES
    command_types = COMMAND_TYPES
    variants: tuple[dict[str, Any], ...] = ({},)
    moves = rules.MOVES

    def content_hash(self, options: dict[str, Any]) -> str:
        return CONTENT_HASH  # the goods are a module constant

    def validate_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        return rules.validate_options(players, options)

    def initial_state(self, created: GameCreated) -> State:
        return initial(len(created.players))

    def evolve(self, state: State, event: Any) -> State:
        return fold.evolve(event, state)

    def declare(self, state: State) -> Turn:
        return rules.turn(state)

    def seats(self, state: State) -> int:
        return state.seats

    def refuse(self, state: State, seat: int, command: Command) -> RuleViolation:
        return rules.refuse(state, seat, command)

    def on_chance(self, out: Recorder, spec: ChanceSpec, outcome: Any, ctx: Context) -> None:
        rules.on_chance(out, spec, outcome, ctx)

    def on_timer(self, out: Recorder, ctx: Context) -> None:
        rules.on_timer(out, ctx)

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        return views.view(state, viewer)

    def result(self, state: State) -> Result | None:
        return rules.result(state)


RULES = BazaarRules()
# Outside the tree, the adapters cannot follow the convention: the registration names them.
REGISTRATION = Registration(
    "bazaar", "bazaar", "tests.kit.bazaar",
    adapters={
        "projections": "tests.kit.bazaar_adapters.projection",
        "render": "tests.kit.bazaar_adapters.render",
    },
)

__all__ = ["RULES", "REGISTRATION", "BazaarRules"]
