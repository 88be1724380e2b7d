"""Routing: each event some handler needs, decoded and run through the explicit
`{event type: handler}` table (`projections.routes`), with what the projector remembers
of each game (`GameTrack`).

A game's memory is rebuildable: after a restart (or an eviction) its rows of the `events`
table are replayed through the same dispatcher, as they were first projected.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import duckdb
import pyarrow as pa

from projections.decoding import decode_event
from projections.kit import Handler, RawHandler
from projections.tracks import GameTrack, Rows
from service.kit.base import Event, GameCreated

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Recorded:
    """A row of the `events` table in the shape of the store's notification, for the replay
    of a forgotten game through the one dispatcher."""

    id: int
    originator_id: str
    originator_version: int
    topic: str
    state: bytes

    @classmethod
    def of(cls, nid: int, gid: str, version: int, topic: str, schema_no: int | None,
           payload: str, at: int | None, seat: int | None, command_id: str | None
           ) -> Recorded:
        meta = {"seat": seat, "command_id": command_id}
        if at is not None:
            meta["at"] = at / 1e6
        envelope = f'{{"schema":{schema_no or 1},"data":{payload},"meta":{json.dumps(meta)}}}'
        return cls(nid, gid, version, topic, envelope.encode())


class Router:
    def __init__(
        self,
        event_types: Mapping[str, type[Event]],
        routes: Mapping[str, Handler],
        raw_routes: Mapping[str, RawHandler],
        max_cached_games: int,
    ) -> None:
        self.event_types = event_types
        self.routes = routes
        self.raw_routes = raw_routes
        self.max_cached_games = max_cached_games
        self.tracks: dict[str, GameTrack] = {}
        self.handler_errors = 0

    def make_tracks(self, notes: Sequence[Any], gids: list[str]
                    ) -> tuple[list[GameTrack], list[str]]:
        """A track for every game of the batch; returns the tracks made now and the games
        whose past must be rebuilt from `events` (forgotten after a restart or eviction)."""
        new: list[GameTrack] = []
        missing: list[str] = []
        tracks = self.tracks
        for gid, n in zip(gids, notes, strict=True):
            if gid in tracks:
                continue
            prefix = n.topic.split(".", 1)[0]
            tracks[gid] = track = GameTrack(gid, None if prefix == "game" else prefix)
            new.append(track)
            if n.topic != GameCreated.TYPE:
                missing.append(gid)
        return new, missing

    def rebuild(self, con: duckdb.DuckDBPyConnection, missing: list[str]) -> None:
        """Replay the forgotten games' projected events through `dispatch`, as they were
        first projected; their rows are thrown away (they are in the file already)."""
        routed = sorted({*self.routes, *self.raw_routes})
        con.register("wanted", pa.table({"game_id": missing}))
        try:
            known = dict(con.execute(
                "SELECT game_id, game_type FROM games WHERE game_id IN (SELECT game_id FROM wanted)"
            ).fetchall())
            history = con.execute(
                'SELECT notification_id, game_id, version, type, schema, payload, epoch_us("at"),'
                " seat, command_id FROM events WHERE game_id IN (SELECT game_id FROM wanted)"
                " AND list_contains($1, type) AND payload IS NOT NULL ORDER BY notification_id",
                [routed],
            ).fetchall()
        finally:
            con.unregister("wanted")
        for gid in missing:
            if gid in known:
                track = self.tracks[gid]
                track.in_db, track.game_type = True, known[gid]
        recorded = [Recorded.of(*row) for row in history]
        for track in self.dispatch(recorded, [r.originator_id for r in recorded], Rows()):
            track.clear_batch()

    def dispatch(self, notes: Sequence[Any], gids: list[str], rows: Rows) -> list[GameTrack]:
        """THE dispatcher, for new notifications and for the replay of forgotten games alike:
        run each event some handler needs through it, one at a time (a decoded event is
        garbage as soon as it is routed, which keeps the garbage collector's work small).
        Returns the games whose (decoded) handlers ran."""
        tracks, routes, raw_routes = self.tracks, self.routes, self.raw_routes
        created = GameCreated.TYPE
        touched: dict[str, GameTrack] = {}
        for gid, n in zip(gids, notes, strict=True):
            topic = n.topic
            handler = routes.get(topic)
            if handler is None:
                raw = raw_routes.get(topic)
                if raw is not None and (track := tracks[gid]).state is not None:
                    self._count(raw, track, n, rows)
                continue
            track = tracks[gid]
            # A game without a decodable game.Created has no state: no facts, on any path.
            if track.state is not None or topic == created:
                touched[gid] = track
                finished = track.finished
                self._handle(handler, track, n, rows)
                if track.finished and not finished:
                    track.ended_id = n.id  # the games that end are rated in this order
        return list(touched.values())

    def settle(self, touched: list[GameTrack]) -> None:
        """After a committed batch: its games' batch facts cleared, finished games
        forgotten, and the oldest half forgotten when there are too many."""
        for t in touched:
            t.clear_batch()
            if t.finished:
                self.tracks.pop(t.game_id, None)
        if len(self.tracks) > self.max_cached_games:
            # Any track can be rebuilt from the events table, so dropping the oldest is safe.
            for gid in list(self.tracks)[: len(self.tracks) // 2]:
                del self.tracks[gid]

    def forget(self) -> None:
        self.tracks.clear()

    def _handle(self, handler: Handler, track: GameTrack, n: Any, rows: Rows) -> None:
        try:
            event, meta = decode_event(n.topic, n.state, self.event_types)
        except Exception:
            # Kept in `events` all the same (DuckDB reads what it can of the envelope).
            log.exception("notification %s (%s) does not decode", n.id, n.topic)
            return
        try:
            handler(track, event, meta, rows)
        except Exception:
            # A projection bug must not stop the log: the event is still kept.
            self.handler_errors += 1
            log.exception("handler for %s failed at notification %s", n.topic, n.id)

    def _count(self, raw: RawHandler, track: GameTrack, n: Any, rows: Rows) -> None:
        try:
            raw(track, n.state, rows)
        except Exception:
            self.handler_errors += 1
            log.exception("handler for %s failed at notification %s", n.topic, n.id)
