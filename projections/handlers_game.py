"""Handlers for the events every game shares (`game.*`): they make the `games` row."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from projections.tracks import GameTrack, Rows, micros
from service.app.codec import Meta
from service.games.base import GameCreated

# A handler takes a decoded event; a raw handler takes the stored envelope (bytes) of an
# event it only counts, which saves decoding the most frequent events.
Handler = Callable[[GameTrack, Any, Meta, Rows], None]
RawHandler = Callable[[GameTrack, bytes, Rows], None]
StateFactory = Callable[[GameCreated | None], Any]


def created_handler(states: Mapping[str, StateFactory]) -> Handler:
    """`game.Created` handler that also starts the game module's projection state, if any."""

    def on_created(track: GameTrack, event: GameCreated, meta: Meta, out: Rows) -> None:
        track.game_type = event.game_type
        track.in_db = True
        options = json.dumps(event.options, sort_keys=True, separators=(",", ":"))
        track.created = (
            track.game_id, event.game_type, list(event.players), len(event.players), event.seed,
            event.content_hash, options, "active", micros(event.created_at), None, 0, 0, None,
            None, None, None, None, None,
        )
        factory = states.get(event.game_type)
        track.state = factory(event) if factory else None

    return on_created


def placeholder_row(track: GameTrack) -> tuple:
    """A `games` row for a stream whose `game.Created` was never seen (kept, not dropped)."""
    return (
        track.game_id, track.game_type, None, None, None, None, None, "active",
        None, None, 0, 0, None, None, None, None, None, None,
    )

