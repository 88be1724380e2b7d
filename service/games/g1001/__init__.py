"""1001 (2016): two teams, secret votes and a Vizier's ban, Aladdin's flight, rewards.

`RULES` is the game's implementation of `service.games.base.GameRules`: 2 to 8 players
(32 vote cards are 8 sets of 1-4; a solo player of a 2- or 3-player game holds two sets).
The design notes — phases, secrets, who acts when, designed content — are in
`seeds/1001/README.md`.
"""

from __future__ import annotations

from typing import Any

from service.games.base import (
    ChanceSpec,
    Command,
    Context,
    Decision,
    GameCreated,
    Recorder,
    Result,
    Viewer,
)
from service.games.g1001 import content, fold, rules, views
from service.games.g1001.commands import COMMAND_TYPES
from service.games.g1001.events import EVENT_TYPES
from service.games.g1001.state import Game


class Rules1001:
    """Facts of the game, and the pure functions of its modules behind one object."""

    game_type = "1001"
    min_players = rules.MIN_PLAYERS
    max_players = rules.MAX_PLAYERS
    event_types = EVENT_TYPES
    command_types = COMMAND_TYPES
    variants: tuple[dict[str, Any], ...] = ({},)  # Flying Solo follows from the seat count

    def content_hash(self, options: dict[str, Any]) -> str:
        return content.load().hash  # one content set for every option

    def validate_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        return rules.validate_options(players, options)

    def initial_state(self, created: GameCreated) -> Game:
        return fold.initial_state(created)

    # The fold itself, not a wrapper: replaying is the hot path (one call less per event).
    evolve = staticmethod(fold.evolve)

    def decide(self, state: Game, command: Command, ctx: Context) -> Decision:
        out = Recorder(state, self.evolve)
        for event in rules.decide(state, command, ctx):
            out.emit(event)
        return out.decision()

    def chance(self, state: Game) -> ChanceSpec | None:
        return rules.chance(state)

    def deadline(self, state: Game) -> float | None:
        return rules.deadline(state)

    def legal_commands(self, state: Game, seat: int) -> list[Command]:
        return rules.legal_commands(state, seat)

    def view(self, state: Game, viewer: Viewer) -> dict[str, Any]:
        return views.view(state, viewer)

    def result(self, state: Game) -> Result | None:
        return rules.result(state)


RULES = Rules1001()

__all__ = ["RULES", "Rules1001"]
