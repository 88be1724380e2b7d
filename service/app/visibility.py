"""What a viewer may see: stored events in full or redacted, and snapshots of a game.

Redaction is by allow-list: an event the viewer may not see in full shows only its
`PUBLIC_FIELDS` (`Event.redacted`); a view is whatever `rules.view` builds for the viewer.
"""

from __future__ import annotations

from typing import Any

from service.app import chance
from service.app.codec import event_fields, jsonable
from service.app.history import decode
from service.app.live import Head, LiveGame
from service.app.model import GameSnapshot, VisibleEvent
from service.games.base import Event, Viewer


def visible_event(
    game_id: str,
    version: int,
    event: Event,
    at: float,
    seat: int | None,
    viewer: Viewer,
    fields: dict[str, Any] | None = None,
) -> VisibleEvent:
    """`fields`: the event's `event_fields`, when the caller has them already."""
    full = viewer.sees(event)
    if full:
        data = event_fields(event) if fields is None else fields
    else:
        data = jsonable(event.redacted())
    return VisibleEvent(
        game_id=game_id,
        version=version,
        type=event.TYPE,
        at=at,
        data=data,
        redacted=not full,
        seat=seat,
    )


def visible_record(
    game_id: str, record: Any, viewer: Viewer, event_types: dict[str, type[Event]]
) -> VisibleEvent:
    """A stored record (topic + envelope) as `viewer` may see it."""
    event, meta = decode(record.topic, record.state, event_types)
    return visible_event(game_id, record.originator_version, event, meta.at, meta.seat, viewer)


def status(game: LiveGame, state: Any) -> str:
    return "finished" if game.rules.result(state) is not None else "active"


def snapshot(game: LiveGame, head: Head, viewer: Viewer, *, view: bool = True) -> GameSnapshot:
    """The game at `head` as `viewer` sees it; `view=False` builds no view (None)."""
    state = head.state
    result = game.rules.result(state)
    return GameSnapshot(
        game_id=game.game_id,
        game_type=game.created.game_type,
        version=head.version,
        players=game.created.players,
        status="finished" if result is not None else "active",
        created_at=game.created.created_at,
        view=game.rules.view(state, viewer) if view else None,
        result=result,
        viewer_seat=viewer.seat,
        deadline=game.rules.deadline(state),
        seed_commitment=chance.commitment(game.created.seed),
        seed=game.created.seed if result is not None or viewer.auditor else None,
    )
