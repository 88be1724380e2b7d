"""Tales of the Arabian Nights: the story engine for 2 to 6 players, run against a content
pack (`seeds/tales/`, FORMAT.md).

`RULES` is the game's implementation of `service.kit.base.GameRules`. Variants: basic,
classic and timed (`{"variant": "timed", "rounds": N}`). The design notes — the turn's steps,
movement, encounters, awards, winning, secrets — are in `seeds/tales/README.md`.
"""

from __future__ import annotations

from typing import Any

from service.games.tales import content as content_module
from service.games.tales import fold, rules, turn, views
from service.games.tales.commands import COMMAND_TYPES
from service.games.tales.events import EVENT_TYPES, PileReshuffled
from service.games.tales.state import Game
from service.kit.base import (
    Command,
    Context,
    GameCreated,
    Recorder,
    RuleViolation,
    Viewer,
)
from service.kit.declared import DeclaredRules


class TalesRules(DeclaredRules):
    """Facts of the game, its turn declaration and moves, its fold and view. `content`
    defaults to the shipped pack; tests pass their own (the rulebook's fixture pack)."""

    game_type = "tales"
    name = "tales"
    min_players = rules.MIN_PLAYERS
    max_players = rules.MAX_PLAYERS
    event_types = EVENT_TYPES
    command_types = COMMAND_TYPES
    variants: tuple[dict[str, Any], ...] = (
        {"variant": "basic"}, {"variant": "classic"}, {"variant": "timed", "rounds": 8},
    )
    moves = rules.MOVES
    load_content = staticmethod(content_module.load)
    pile_event = PileReshuffled
    unseen_piles = staticmethod(fold.unseen_piles)

    def validate_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        return rules.validate_options(players, options)

    def initial_state(self, created: GameCreated) -> Game:
        return fold.initial_state(created, self.content)

    evolve = staticmethod(fold.evolve)
    fold_table = fold.HANDLERS  # what `evolve` dispatches on: moves record without it

    declare = staticmethod(turn.declare)  # staticmethods: one call less on the hot path

    def seats(self, state: Game) -> int:
        return state.setup.n  # not the `n` property: read at every command

    def refuse(self, state: Game, seat: int, command: Command) -> RuleViolation:
        return turn.refuse(state, self.turn(state), seat, command)

    on_chance = staticmethod(rules.on_chance)

    def on_timer(self, out: Recorder, ctx: Context) -> None:
        rules.on_timer(out, ctx)

    def view(self, state: Game, viewer: Viewer) -> dict[str, Any]:
        return views.view(state, viewer)

    result = staticmethod(rules.result)


RULES = TalesRules()
GAME = RULES
