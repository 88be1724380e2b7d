"""1001 (2016): two teams, secret votes and a Vizier's ban, Aladdin's flight, rewards.

`RULES` is the game's implementation of `service.kit.base.GameRules`: 2 to 8 players
(32 vote cards are 8 sets of 1-4; a solo player of a 2- or 3-player game holds two sets).
The design notes — phases, secrets, who acts when, designed content — are in
`seeds/1001/README.md`.
"""

from __future__ import annotations

from typing import Any

from service.games.g1001 import content as content_module
from service.games.g1001 import fold, rules, turn, views
from service.games.g1001.commands import COMMAND_TYPES
from service.games.g1001.events import EVENT_TYPES
from service.games.g1001.state import Game
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


class Rules1001(DeclaredRules):
    """Facts of the game, its turn declaration and moves, and its fold and view.

    `content` defaults to the designed seeds (loaded on first use); tests may pass their own.
    """

    game_type = "1001"
    name = "g1001"
    min_players = rules.MIN_PLAYERS
    max_players = rules.MAX_PLAYERS
    event_types = EVENT_TYPES
    command_types = COMMAND_TYPES
    variants: tuple[dict[str, Any], ...] = ({},)  # Flying Solo follows from the seat count
    moves = rules.MOVES
    load_content = staticmethod(content_module.load)


    def validate_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        return rules.validate_options(players, options)

    def initial_state(self, created: GameCreated) -> Game:
        return fold.initial_state(created, self.content)

    # The fold itself, not a wrapper: replaying is the hot path (one call less per event).
    evolve = staticmethod(fold.evolve)

    def declare(self, state: Game) -> Turn:
        return turn.turn(state)

    def seats(self, state: Game) -> int:
        return len(state.setup.players)

    def refuse(self, state: Game, seat: int, command: Command) -> RuleViolation:
        return turn.refuse(state, seat, command)

    def on_chance(self, out: Recorder, spec: ChanceSpec, outcome: Any, ctx: Context) -> None:
        rules.on_chance(out, spec, outcome, ctx)

    def on_timer(self, out: Recorder, ctx: Context) -> None:
        rules.on_timer(out, ctx)

    def chance(self, state: Game) -> ChanceSpec | None:
        return turn.chance(state)  # cheaper than building the whole turn

    def deadline(self, state: Game) -> float | None:
        return turn.deadline(state)

    def view(self, state: Game, viewer: Viewer) -> dict[str, Any]:
        return views.view(state, viewer)

    def result(self, state: Game) -> Result | None:
        return rules.result(state)


RULES = Rules1001()
GAME = RULES
