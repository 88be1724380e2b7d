"""Every game the service runs: the one registration list, and how each layer finds a game's
adapter module.

A game registers once, here (`BUILT_IN`), or from outside the tree through the environment
variable `SCHEHERAZADE_GAMES` (comma-separated module paths, each exporting `REGISTRATION`):
that is how the test suite plugs its toy game into a server it starts. Nothing else in the
service names a game: the API, the projector and the CLI iterate `registrations()` and ask
`adapter(layer, registration)` for the game's module of that layer.

Adapters are found by convention — `<layer package>.<registration.name>`, e.g.
`projections.games.g1001` — unless a registration names its own (a game living outside
the tree). A layer with no module for a game falls back to its generic behaviour.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
from dataclasses import dataclass, field
from functools import cache
from types import ModuleType

from service.kit.base import Event, GameRules

# The layers that look for a per-game adapter module, and the package each looks in.
LAYERS: dict[str, str] = {
    "api": "service.api.games",  # proto mapping help, only where the generic converter needs it
    "projections": "projections.games",  # fact tables, routes and statistics
    "render": "clients.render",  # terminal rendering
}
ENV_GAMES = "SCHEHERAZADE_GAMES"


@dataclass(frozen=True)
class Registration:
    """One game. `name` is a Python-safe key: the game's folder under `service/games/`, its
    field in the `Command.game` and `Game.view` oneofs, and its adapter modules' name.
    `rules` is the module path whose `RULES` implements `GameRules`."""

    game_type: str
    name: str
    rules: str
    # layer → module path, for a game whose adapters do not follow the convention.
    adapters: dict[str, str] = field(default_factory=dict)

    def load_rules(self) -> GameRules:
        return importlib.import_module(self.rules).RULES  # type: ignore[no-any-return]


BUILT_IN: tuple[Registration, ...] = (
    Registration("1001", "g1001", "service.games.g1001"),
    Registration("treasures", "treasures", "service.games.treasures"),
    Registration("emira", "emira", "service.games.emira"),
    Registration("dragons", "dragons", "service.games.dragons"),
    Registration("tales", "tales", "service.games.tales"),
)


@cache
def _plugged(spec: str) -> tuple[Registration, ...]:
    found = []
    for path in filter(None, (p.strip() for p in spec.split(","))):
        found.append(importlib.import_module(path).REGISTRATION)
    return tuple(found)


def registrations() -> tuple[Registration, ...]:
    """Built-in games, then those plugged in through `SCHEHERAZADE_GAMES`."""
    plugged = _plugged(os.environ.get(ENV_GAMES, ""))
    regs = BUILT_IN + plugged
    for key in ("game_type", "name"):
        values = [getattr(reg, key) for reg in regs]
        twice = sorted({v for v in values if values.count(v) > 1})
        if twice:
            raise ValueError(f"two games registered under the {key} {twice}")
    return regs


def registration(game_type: str) -> Registration:
    for reg in registrations():
        if reg.game_type == game_type:
            return reg
    raise KeyError(game_type)


def games() -> dict[str, GameRules]:
    """game_type → rules, in registration order."""
    return {reg.game_type: reg.load_rules() for reg in registrations()}


def adapter(layer: str, reg: Registration) -> ModuleType | None:
    """The game's module of `layer` (see `LAYERS`), or None when it has none. A module that
    exists but fails to import raises: a broken adapter must fail, not vanish."""
    path = reg.adapters.get(layer) or f"{LAYERS[layer]}.{reg.name}"
    try:
        spec = importlib.util.find_spec(path)
    except ModuleNotFoundError:  # the layer's package itself is absent
        return None
    return None if spec is None else importlib.import_module(path)


def event_types(rules: dict[str, GameRules] | None = None) -> dict[str, type[Event]]:
    """Stored type name → event class over all games (the codec's table); over `rules`
    instead of the registry's games when given (an application of test games)."""
    merged: dict[str, type[Event]] = {}
    for game in (games() if rules is None else rules).values():
        merged.update(game.event_types)
    return merged
