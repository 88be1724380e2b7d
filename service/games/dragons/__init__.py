"""Aladdin's Dragons: heroes placed face down win treasures, spells, the start player and the
palace's artifacts; spells and artifacts are played at any time (response windows).

`RULES` is the game's implementation of `service.kit.base.GameRules`: 3 to 5 players, or 2
with the rule-driven Dummy (`Turn.automaton`). The design notes — phases, windows, the Dummy,
secrets, designed content and the readings of open rules — are in `seeds/dragons/README.md`.
"""

from __future__ import annotations

from typing import Any

from service.games.dragons import content as content_module
from service.games.dragons import fold, rules, turn, views
from service.games.dragons.commands import COMMAND_TYPES
from service.games.dragons.events import EVENT_TYPES, PileReshuffled
from service.games.dragons.state import Game
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


class DragonsRules(DeclaredRules):
    """Facts of the game, its turn declaration and moves, and its fold and view.

    `content` defaults to the seeds (loaded on first use); tests may pass their own.
    """

    game_type = "dragons"
    name = "dragons"
    min_players = rules.MIN_PLAYERS
    max_players = rules.MAX_PLAYERS
    event_types = EVENT_TYPES
    command_types = COMMAND_TYPES
    variants: tuple[dict[str, Any], ...] = ({},)
    moves = rules.MOVES
    load_content = staticmethod(content_module.load)
    pile_event = PileReshuffled
    unseen_piles = staticmethod(fold.unseen_piles)

    def validate_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        return rules.validate_options(players, options)

    def initial_state(self, created: GameCreated) -> Game:
        return fold.initial_state(created, self.content)

    evolve = staticmethod(fold.evolve)

    def declare(self, state: Game) -> Turn:
        return turn.declare(state)

    def seats(self, state: Game) -> int:
        return state.players

    def refuse(self, state: Game, seat: int, command: Command) -> RuleViolation:
        return turn.refuse(state, self.turn(state), seat, command)

    def on_chance(self, out: Recorder, spec: ChanceSpec, outcome: Any, ctx: Context) -> None:
        rules.on_chance(out, spec, outcome, ctx)

    def view(self, state: Game, viewer: Viewer) -> dict[str, Any]:
        return views.view(state, viewer)

    def result(self, state: Game) -> Result | None:
        return rules.result(state)


RULES = DragonsRules()
GAME = RULES
