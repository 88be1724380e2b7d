"""Tales of the Arabian Nights fact rows, what their tests share: the seeded random games
(timed, 6 rounds, 2 to 6 players, and one basic 2-player game played to a victory
declaration), stored and projected into DuckDB once per test process; the events as the
auditor cuts them; the central routes called one event after another, and a seat's view
of a private event."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from service.app.selfplay import Playout, random_playout
from service.games.tales import GAME
from service.games.tales import events as ev
from service.games.tales.content import load
from service.kit.base import Event
from tests.projections.facts import store_and_project

TIMED = {"variant": "timed", "rounds": 6}
# (players, seed, options): between them every kind of fact appears (deaths with a status or
# a treasure held, Master skills used and declined, City card rolls, quests claimed and
# completed, treasures sold, "1 use" skills used, a victory declaration).
GAMES = ((2, 8, TIMED), (3, 6, TIMED), (4, 6, TIMED), (5, 7, TIMED), (6, 14, TIMED),
         (2, 2, {"variant": "basic"}))  # a game where a quest is completed
CONTENT = load()


def game_id(players: int, seed: int, options: dict) -> str:
    return f"tales-{options['variant']}-{players}-{seed}"


def award_of(paragraph: int, section: int) -> str:
    return "/".join(i.code for i in CONTENT.paragraphs[paragraph].sections[section].award)



_PROJECTED: list[tuple[dict, Path]] = []  # the test process's, once made


def projected_games(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, Path]:
    """The seeded games, stored and projected (once per test process)."""
    if not _PROJECTED:
        _PROJECTED.append(_project(tmp_path_factory.mktemp("tales")))
    return _PROJECTED[0]


def _project(root: Path) -> tuple[dict, Path]:
    games: dict[str, tuple[int, Playout]] = {}
    for players, seed, options in GAMES:
        games[game_id(players, seed, options)] = (
            players, random_playout(GAME, seed, players, options=options))
    return games, store_and_project(root, ((gid, p) for gid, (_, p) in games.items()))


def each_game(projected) -> Iterator[tuple[int, str, Playout, Path]]:
    games, path = projected
    for gid, (players, p) in games.items():
        yield players, gid, p, path


def timed_events(p: Playout) -> list[tuple[int, int, Event]]:
    """Every event with the game's turn (1, 2, … over every seat; 0 in setup) and round."""
    out, turn, rnd = [], 0, 0
    for e in p.events:
        if isinstance(e, ev.TurnBegan):
            turn, rnd = turn + 1, e.round
        out.append((turn, rnd, e))
    return out


def events_of(p: Playout, kind: type) -> list[tuple[int, int, Any]]:
    return [(t, r, e) for t, r, e in timed_events(p) if isinstance(e, kind)]


def encounters_of(p: Playout) -> list[list[Event]]:
    """The auditor's cut of the stream: each encounter's events, from its first
    `EncounterBegan` (a City card's follow-up is the same encounter) to its `EncounterEnded`."""
    out: list[list[Event]] = []
    current: list[Event] | None = None
    for e in p.events:
        if isinstance(e, ev.EncounterBegan) and current is None:
            current = [e]
        elif current is not None:
            current.append(e)
            if isinstance(e, ev.EncounterEnded):
                out.append(current)
                current = None
    return out


def one_of(events: list[Event], kind: type) -> Any:
    found = [e for e in events if isinstance(e, kind)]
    assert len(found) <= 1, found
    return found[0] if found else None
