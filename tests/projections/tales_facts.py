"""Tales of the Arabian Nights fact rows, what their tests share: the seeded random games
(timed, 6 rounds, 2 to 6 players, and one basic 2-player game played to a victory
declaration), stored and projected into DuckDB once per test process; the events as the
auditor cuts them; the central routes called one event after another, and a seat's view
of a private event."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from eventsourcing.persistence import StoredEvent

from projections.duck import Analytics
from projections.projector import Projector
from projections.routes import ROUTES
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.app.selfplay import Playout, encoded, random_playout
from service.app.store import open_store
from service.games.tales import GAME
from service.games.tales import events as ev
from service.games.tales.content import load
from service.kit.base import Event

TIMED = {"variant": "timed", "rounds": 6}
# (players, seed, options): between them every kind of fact appears (deaths with a status or
# a treasure held, Master skills used and declined, City card rolls, quests claimed and
# completed, treasures sold, "1 use" skills used, a victory declaration).
GAMES = ((2, 7, TIMED), (3, 6, TIMED), (4, 2, TIMED), (5, 7, TIMED), (6, 11, TIMED),
         (2, 5, {"variant": "basic"}))
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
    store = open_store(root / "data")
    games: dict[str, tuple[int, Playout]] = {}
    for players, seed, options in GAMES:
        p = random_playout(GAME, seed, players, options=options)
        assert p.finished, (players, seed, options)
        gid = game_id(players, seed, options)
        games[gid] = (players, p)
        store.recorder.insert_events([
            StoredEvent(gid, version, topic, state)
            for version, (topic, state) in enumerate(encoded(p), start=1)])
    path = root / "analytics.duckdb"
    projector = Projector(store, path)
    projector.catch_up()
    assert projector.handler_errors == 0
    return games, path


def rows_of(path: Path, sql: str, *params: object) -> list[tuple]:
    with Analytics(path).read() as con:
        return con.execute(sql, list(params)).fetchall()


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



# --- secrets ------------------------------------------------------------------------------

SECRET = "<secret>"


def as_public(e: Event) -> Event:
    """`e` as a seat without its audience sees it: every field not public replaced."""
    if e.audience() is None:
        return e
    hidden = {f.name: SECRET for f in dataclasses.fields(e) if f.name not in e.PUBLIC_FIELDS}
    return dataclasses.replace(e, **hidden)


def project(events: list[Event]) -> tuple[dict[str, list[tuple]], list[tuple[int, Rows]]]:
    """The central routes as the projector calls them, one event after another; also the
    rows each event made."""
    track, rows, steps = GameTrack("g", None), Rows(), []
    for i, e in enumerate(events):
        handler = ROUTES.get(e.TYPE)
        if handler is not None:
            step = Rows()
            handler(track, e, Meta(at=float(i)), step)
            for table, made in step.tables.items():
                rows.tables[table].extend(made)
            steps.append((i, step))
    return dict(rows.tables), steps
