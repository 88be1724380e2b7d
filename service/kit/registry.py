"""Every game the service runs, and how each layer finds a game's adapter module.

A game registers by existing: each package under `service/games/` that exports `GAME` (a
`service.kit.game.Game`) is a game; they are listed in the order of their type ids. A game
outside the tree plugs in through the environment variable `SCHEHERAZADE_GAMES`
(comma-separated module paths, each exporting `GAME`): that is how the test suite plugs its
toy game into a server it starts. Nothing else names a game: the API, the projector, the
clients, the tests and the benchmarks iterate `games()` and ask `adapter(layer, game)` for
the game's module of a layer.

Adapters are found by convention — `<layer package>.<game.name>`, e.g.
`projections.games.g1001` — unless the game names its own (`Game.adapters`: a game living
outside the tree). A layer with no module for a game falls back to its generic behaviour.
The kit imports no game: it finds them.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import pkgutil
from functools import cache
from types import ModuleType
from typing import Any

from service.kit.base import Event, GameRules

GAMES_PACKAGE = "service.games"
# The layers that look for a per-game adapter module, and the package each looks in.
LAYERS: dict[str, str] = {
    "api": "service.api.games",  # proto mapping help, only where the generic converter needs it
    "projections": "projections.games",  # fact tables, routes and statistics
    "render": "clients.render",  # terminal rendering
}
ENV_GAMES = "SCHEHERAZADE_GAMES"


def _declared(module: ModuleType) -> Any:
    return getattr(module, "GAME", None)


@cache
def built_in() -> tuple[GameRules, ...]:
    """The games of the tree: every package under `service/games/` exporting `GAME`."""
    package = importlib.import_module(GAMES_PACKAGE)
    found = []
    for info in pkgutil.iter_modules(package.__path__):
        if info.ispkg:
            declared = _declared(importlib.import_module(f"{GAMES_PACKAGE}.{info.name}"))
            if declared is not None:
                found.append(declared)
    return tuple(sorted(found, key=lambda g: g.game_type))


@cache
def _plugged(spec: str) -> tuple[GameRules, ...]:
    found = []
    for path in filter(None, (p.strip() for p in spec.split(","))):
        declared = _declared(importlib.import_module(path))
        if declared is None:
            raise ValueError(f"{ENV_GAMES}: {path} exports no GAME")
        found.append(declared)
    return tuple(found)


def declared() -> tuple[GameRules, ...]:
    """Built-in games, then those plugged in through `SCHEHERAZADE_GAMES`."""
    every = built_in() + _plugged(os.environ.get(ENV_GAMES, ""))
    for key in ("game_type", "name"):
        values = [getattr(g, key) for g in every]
        twice = sorted({v for v in values if values.count(v) > 1})
        if twice:
            raise ValueError(f"two games registered under the {key} {twice}")
    return every


def games() -> dict[str, GameRules]:
    """game_type → game, in registration order."""
    return {g.game_type: g for g in declared()}


def game(game_type: str) -> GameRules:
    """The game of `game_type`; KeyError if none is registered."""
    return games()[game_type]


def adapter(layer: str, declared_game: Any) -> ModuleType | None:
    """The game's module of `layer` (see `LAYERS`), or None when it has none. A module that
    exists but fails to import raises: a broken adapter must fail, not vanish."""
    path = declared_game.adapters.get(layer) or f"{LAYERS[layer]}.{declared_game.name}"
    try:
        spec = importlib.util.find_spec(path)
    except ModuleNotFoundError:  # the layer's package itself is absent
        return None
    return None if spec is None else importlib.import_module(path)


def event_types(rules: dict[str, GameRules] | None = None) -> dict[str, type[Event]]:
    """Stored type name → event class over all games (the codec's table); over `rules`
    instead of the registry's games when given (an application of test games)."""
    merged: dict[str, type[Event]] = {}
    for each in (games() if rules is None else rules).values():
        merged.update(each.event_types)
    return merged
