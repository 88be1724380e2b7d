"""Handlers every game shares: the `games` row (from `game.Created`) and the game's end.

Both are written here only: a game's adapter adds its own facts, never `games` columns.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from projections.kit import Handler, StateFactory
from projections.schema import GAMES
from projections.tracks import GameTrack, Rows, micros
from service.app.codec import Meta
from service.kit.base import GameCreated

# The state of a game without fact tables: handlers of its end still run (None: no
# `game.Created` was seen, so the game gets no facts at all, on any path).
NO_FACTS = object()


def games_row(track: GameTrack, event: GameCreated | None = None) -> list[Any]:
    """A `games` row in column order; a placeholder (`players` etc. NULL) without `event`.
    A list, not a tuple: the game's end patches it when both happen in one batch."""
    if event is None:
        return [track.game_id, track.game_type, None, None, None, None, None, "active",
                None, None, 0, 0, None, None, None]
    options = json.dumps(event.options, sort_keys=True, separators=(",", ":"))
    # The seed stays out until the game ends: whoever knows it foresees every draw to come
    # (writes.SEEDS sets it then, with the game's other secrets).
    return [track.game_id, event.game_type, list(event.players), len(event.players),
            None, event.content_hash, options, "active", micros(event.created_at),
            None, 0, 0, None, None, None]


# Where the end of a game goes in a `games` row.
_AT = {name: i for i, (name, _, _) in enumerate(GAMES)}
_STATUS, _ENDED_AT, _WINNERS, _SCORES = (_AT[c] for c in ("status", "ended_at", "winners",
                                                           "scores"))


def created_handler(states: Mapping[str, StateFactory]) -> Handler:
    """`game.Created` handler that also starts the game module's projection state, if any."""

    def on_created(track: GameTrack, event: GameCreated, meta: Meta, out: Rows) -> None:
        track.game_type = event.game_type
        track.players = tuple(event.players)
        track.in_db = True
        # The token digests are the auditor's while the game runs: set when it ends.
        for seat, name in enumerate(event.players):
            out.add("seats", (track.game_id, seat, name, None))
        track.created = games_row(track, event)
        factory = states.get(event.game_type)
        state = factory(event) if factory else None
        # None would read as "no decodable game.Created" (no handler at all, no end).
        track.state = NO_FACTS if state is None else state

    return on_created


def on_game_ended(track: GameTrack, event: Any, meta: Meta, out: Rows) -> None:
    """The end of any game: its event carries `winners` and `scores` (seat order)."""
    track.finished = True
    result = {"status": "finished", "ended_at": micros(meta.at),
              "winners": list(event.winners), "scores": list(event.scores)}
    track.ended_now = result
    row = track.created
    if row is not None:  # created in this very batch: the row is inserted once, complete
        row[_STATUS], row[_ENDED_AT] = result["status"], result["ended_at"]
        row[_WINNERS], row[_SCORES] = result["winners"], result["scores"]
    else:
        track.result = result


def ended_handler(game_handler: Handler | None) -> Handler:
    """The central end handler, then the game's own handler of the same event, if any."""
    if game_handler is None:
        return on_game_ended

    def on_ended(track: GameTrack, event: Any, meta: Meta, out: Rows) -> None:
        on_game_ended(track, event, meta, out)
        game_handler(track, event, meta, out)

    return on_ended
