"""Emira: sheiks bid for actions to attract princesses who fill their secret goals.

`RULES` is the game's implementation of `service.kit.base.GameRules`: 3 to 5 players,
basic and advanced (`{"advanced": true}`). The design notes — phases, bidding and choosing
readings, secrets, designed content — are in `seeds/emira/README.md`.
"""

from __future__ import annotations

from typing import Any

from service.games.emira import content as content_module
from service.games.emira import fold, rules, turn, views
from service.games.emira.commands import COMMAND_TYPES
from service.games.emira.events import EVENT_TYPES, PileReshuffled
from service.games.emira.fold import setup as fold_setup
from service.games.emira.state import Game
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
from service.kit.declared import DeclaredRules
from service.kit.turns import Turn


class EmiraRules(DeclaredRules):
    """Facts of the game, its turn declaration and moves, and its fold and view.

    `content` defaults to the seeds (loaded on first use); tests may pass their own.
    """

    game_type = "emira"
    name = "emira"
    min_players = rules.MIN_PLAYERS
    max_players = rules.MAX_PLAYERS
    event_types = EVENT_TYPES
    command_types = COMMAND_TYPES
    variants: tuple[dict[str, Any], ...] = ({"advanced": False}, {"advanced": True})
    moves = rules.MOVES
    load_content = staticmethod(content_module.load)
    pile_event = PileReshuffled
    unseen_piles = staticmethod(fold_setup.unseen_piles)


    def validate_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        return rules.validate_options(players, options)

    def initial_state(self, created: GameCreated) -> Game:
        return fold.initial_state(created, self.content)

    evolve = staticmethod(fold.evolve)

    def declare(self, state: Game) -> Turn:
        return turn.turn(state)

    def seats(self, state: Game) -> int:
        return state.n

    def refuse(self, state: Game, seat: int, command: Command) -> RuleViolation:
        return turn.refuse(state, seat, command)

    def on_chance(self, out: Recorder, spec: ChanceSpec, outcome: Any, ctx: Context) -> None:
        rules.on_chance(out, spec, outcome, ctx)

    def view(self, state: Game, viewer: Viewer) -> dict[str, Any]:
        return views.view(state, viewer)

    def result(self, state: Game) -> Result | None:
        return rules.result(state)


RULES = EmiraRules()
GAME = RULES
