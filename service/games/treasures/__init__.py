"""1000 and One Treasures: grid movement in a walled cave, card replacement, the bandit chief.

`RULES` is the game's implementation of `service.kit.base.GameRules`: 2 to 4 players,
options `{"variant": "classic" | "big_luck"}` (big luck: "Ali Baba and the big luck", the
variation for younger players). The design notes — phases, secrets, who acts when, the
designed board and cards — are in `seeds/treasures/README.md`.
"""

from __future__ import annotations

from typing import Any

from service.games.treasures import content as content_module
from service.games.treasures import fold, rules, state, views
from service.games.treasures.commands import COMMAND_TYPES
from service.games.treasures.events import EVENT_TYPES, PileReshuffled
from service.games.treasures.state import State
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


class TreasuresRules(DeclaredRules):
    """Facts of the game, its turn declaration and moves, and its fold and view.

    `content` defaults to the designed seeds (loaded on first use); tests may pass their own
    board and cards.
    """

    game_type = "treasures"
    name = "treasures"
    min_players = rules.MIN_PLAYERS
    max_players = rules.MAX_PLAYERS
    event_types = EVENT_TYPES
    command_types = COMMAND_TYPES
    variants: tuple[dict[str, Any], ...] = ({"variant": "classic"}, {"variant": "big_luck"})
    chance_pending_code = "WAITING_FOR_CHANCE"
    moves = rules.MOVES
    load_content = staticmethod(content_module.load)
    pile_event = PileReshuffled
    unseen_piles = staticmethod(fold.unseen_piles)


    def validate_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        return rules.validate_options(players, options)

    def initial_state(self, created: GameCreated) -> State:
        variant = (created.options or {}).get("variant", state.CLASSIC)
        return state.initial(self.content, variant, len(created.players))

    # The fold is the hot path of replays: no wrapper call in between.
    evolve = staticmethod(fold.evolve)

    def declare(self, s: State) -> Turn:
        return rules.turn(s)

    def seats(self, s: State) -> int:
        return s.seats

    def refuse(self, s: State, seat: int, command: Command) -> RuleViolation:
        return rules.refuse(s, seat, command)

    def on_chance(self, out: Recorder, spec: ChanceSpec, outcome: Any, ctx: Context) -> None:
        rules.on_chance(out, spec, outcome)

    def view(self, s: State, viewer: Viewer) -> dict[str, Any]:
        return views.view(s, viewer)

    def result(self, s: State) -> Result | None:
        return rules.result(s)



RULES = TreasuresRules()
GAME = RULES
