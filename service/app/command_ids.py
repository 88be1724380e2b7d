"""Idempotency: which stored events each client `command_id` recorded, per game.

The index is rebuilt from the stored envelopes (each event's `meta.command_id` and
`meta.seat`) whenever a game is loaded, so a retry after a restart, or on another replica,
still finds the first result.
"""

from __future__ import annotations

from typing import NamedTuple

from service.app.codec import Meta
from service.app.errors import CommandIdReused, InvalidArgument

MAX_COMMAND_ID = 128


class Recorded(NamedTuple):
    """What one command_id recorded: the seat that sent it, its versions first to last, and
    the command's fingerprint (None when stored before fingerprints were kept)."""

    seat: int | None
    first: int
    last: int
    body: str | None = None


def check_command_id(command_id: str | None) -> None:
    if command_id is not None and (not command_id or len(command_id) > MAX_COMMAND_ID):
        raise InvalidArgument(f"command_id must be 1 to {MAX_COMMAND_ID} characters")


class CommandIds:
    """command_id → `Recorded`, for one game."""

    __slots__ = ("_recorded",)

    def __init__(self) -> None:
        self._recorded: dict[str, Recorded] = {}

    def __contains__(self, command_id: str) -> bool:
        return command_id in self._recorded

    def find(self, command_id: str, seat: int | None, body: str | None = None) -> Recorded:
        """What `command_id` recorded; InvalidArgument if another seat sent it, or if it
        came with another command (`body`: the fingerprint of the one sent again)."""
        recorded = self._recorded[command_id]
        if recorded.seat != seat:
            raise InvalidArgument("this command_id was used by another seat")
        if body is not None and recorded.body is not None and recorded.body != body:
            raise CommandIdReused(
                "this command_id was used for another command: a retry sends the same "
                "command again; a new command needs a new command_id")
        return recorded

    def add(self, command_id: str, seat: int | None, first: int, last: int,
            body: str | None = None) -> None:
        self._recorded[command_id] = Recorded(seat, first, last, body)

    def note_stored(self, meta: Meta, version: int) -> None:
        """Index one stored event. The command's seat is the first one not None among its
        events: an overdue timer's end, recorded first with no seat, belongs to the
        command all the same."""
        if meta.command_id is None:
            return
        seat, first, _, body = self._recorded.get(
            meta.command_id, (meta.seat, version, version, meta.command_hash))
        self._recorded[meta.command_id] = Recorded(
            meta.seat if seat is None else seat, first, version,
            meta.command_hash if body is None else body,
        )
