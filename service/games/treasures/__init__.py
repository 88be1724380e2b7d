"""1000 and One Treasures: grid movement in a walled cave, card replacement, the bandit chief.

`RULES` is the game's implementation of `service.games.base.GameRules`: 2 to 4 players,
options `{"variant": "classic" | "big_luck"}` (big luck: "Ali Baba and the big luck", the
variation for younger players). The design notes — phases, secrets, who acts when, the
designed board and cards — are in `seeds/treasures/README.md`.
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
from service.games.treasures import content as content_module
from service.games.treasures import fold, rules, state, views
from service.games.treasures.commands import COMMAND_TYPES
from service.games.treasures.content import Content
from service.games.treasures.events import EVENT_TYPES
from service.games.treasures.state import State


class TreasuresRules:
    """Facts of the game, and the pure functions of its modules behind one object.

    `content` defaults to the designed seeds (loaded on first use); tests may pass their own
    board and cards.
    """

    game_type = "treasures"
    min_players = rules.MIN_PLAYERS
    max_players = rules.MAX_PLAYERS
    event_types = EVENT_TYPES
    command_types = COMMAND_TYPES
    variants: tuple[dict[str, Any], ...] = ({"variant": "classic"}, {"variant": "big_luck"})

    def __init__(self, content: Content | None = None) -> None:
        self._content = content

    @property
    def content(self) -> Content:
        return self._content if self._content is not None else content_module.load()

    def content_hash(self, options: dict[str, Any]) -> str:
        return self.content.hash  # one content set for both variants

    def validate_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        return rules.validate_options(players, options)

    def initial_state(self, created: GameCreated) -> State:
        variant = (created.options or {}).get("variant", state.CLASSIC)
        return state.initial(self.content, variant, len(created.players))

    # The fold is the hot path of replays: no wrapper call in between.
    evolve = staticmethod(fold.evolve)

    def decide(self, s: State, command: Command, ctx: Context) -> Decision:
        out = Recorder(s, self.evolve)
        for event in rules.decide(s, command, ctx):
            out.emit(event)
        return out.decision()

    def chance(self, s: State) -> ChanceSpec | None:
        return rules.chance(s)

    def deadline(self, s: State) -> float | None:
        return None  # no timers in this game

    def legal_commands(self, s: State, seat: int) -> list[Command]:
        return rules.legal_commands(s, seat)

    def view(self, s: State, viewer: Viewer) -> dict[str, Any]:
        return views.view(s, viewer)

    def result(self, s: State) -> Result | None:
        return rules.result(s)


RULES = TreasuresRules()

__all__ = ["RULES", "TreasuresRules"]
