"""Secrets at a game's end: while a game runs the `events` table holds its secret events as
a spectator sees them (the one redactor, `service.app.redaction`); when it ends, they go in
in full, with its seed and its seats' token digests.

The secret events are kept in memory from the game's `game.Created` on (`GameTrack.secrets`)
and read back from the event store for a game that began before this projector's memory.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from projections import writes
from projections.decoding import decode_event, loads
from projections.tracks import GameTrack
from service.app.redaction import Redactor
from service.kit.base import Event, GameCreated, PileReshuffled


class Secrets:
    def __init__(self, recorder: Any, event_types: Mapping[str, type[Event]]) -> None:
        self.recorder = recorder
        self.known = frozenset(event_types)
        self.redactor = Redactor(event_types, decode=decode_event, loads=loads)
        # A fork's reshuffles of its parent's unseen piles: the auditor's alone, always.
        self.reshuffles = frozenset(
            topic for topic, cls in event_types.items() if issubclass(cls, PileReshuffled))

    def events_write(self, notes: Sequence[Any], gids: list[str],
                     tracks: dict[str, GameTrack]) -> writes.Write:
        """The batch's `events` rows, staged as columns (no tuple per event for the garbage
        collector to track: it costs ~20 % of a catch-up otherwise). A secret event goes in
        with its public fields only (`redacted`); `at_the_end` fills it in."""
        known, maybe = self.known, self.redactor.maybe_secret
        topics = [n.topic for n in notes]
        envelopes = [n.state for n in notes]
        redacted = [False] * len(notes)
        for i, n in enumerate(notes):
            if n.topic in maybe:
                envelopes[i], redacted[i] = self.redactor.public_envelope(n.topic, n.state)
                # Kept until the game ends, when they go into the file in full (a track
                # that began before this projector's memory has None: read back then).
                track = tracks[gids[i]]
                if n.topic == GameCreated.TYPE:
                    track.secrets, track.created_id = [], n.id
                if track.secrets is not None:
                    track.secrets.append((n.originator_version, n.topic, n.state))
        return writes.events_write([
            [n.id for n in notes], gids, [n.originator_version for n in notes], topics,
            [tracks[g].game_type for g in gids], [t in known for t in topics],
            envelopes, redacted,
        ])

    def at_the_end(self, ended: list[GameTrack]) -> list[writes.Write]:
        """The games that ended in this batch: their secret events in full, and their
        seeds, read back from the event store (the file had only their public form).
        A fork's copied events and its reshuffled piles stay in their public form: they are
        its parent's secrets at the fork's version, and the parent may still be running
        (the copies go in full under the parent's id when it ends); so does the seed of a
        fork on its parent's chance, which is its parent's."""
        full: list[tuple[str, int, bytes]] = []
        seeds: list[tuple[str, int]] = []
        digests: list[tuple[str, int, str]] = []
        # (0 for a game read back: it never saw the game's game.Created)
        since = min((t.created_id for t in ended), default=0)
        for track in ended:
            kept = track.secrets
            if kept is None:  # the game began before this projector's memory: read it back
                kept = [(s.originator_version, s.topic, s.state)
                        for s in self.recorder.select_events(track.game_id)
                        if s.topic in self.redactor.maybe_secret]
            copied = 0  # a fork's events 2..copied are its parent's
            for version, topic, state in kept:
                if topic == GameCreated.TYPE:
                    data = loads(state).get("data", {})
                    digests += [(track.game_id, seat, str(h)[:16])
                                for seat, h in enumerate(data.get("token_hashes") or ())]
                    if isinstance(data.get("parent_version"), int):
                        copied = data["parent_version"]
                    if data.get("parent_chance"):  # its seed is its parent's: kept
                        continue
                    if isinstance(data.get("seed"), int):
                        seeds.append((track.game_id, data["seed"]))
                elif version <= copied or topic in self.reshuffles:
                    continue
                full.append((track.game_id, version, state))
        return writes.unredact_writes(full, seeds, digests, since)
