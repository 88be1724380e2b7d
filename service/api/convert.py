"""Game-independent translation of application records into messages.

Game-specific parts (typed commands, typed views) live in `mapping.py` and one
`mapping_<game>.py` per game; this module only calls them.
"""

from __future__ import annotations

from collections.abc import Iterable

from scheherazade.v1 import game_service_pb2 as pb
from service.api import mapping
from service.api.requests import game_name
from service.api.wellknown import struct, timestamp
from service.app.model import GameSnapshot, GameSummary, VisibleEvent
from service.games.base import Result, Viewer

_STATES = {"active": pb.Game.STATE_ACTIVE, "finished": pb.Game.STATE_FINISHED}


def role(viewer: Viewer) -> pb.ViewerRole:
    if viewer.auditor:
        return pb.VIEWER_ROLE_AUDITOR
    if viewer.seat is None:
        return pb.VIEWER_ROLE_SPECTATOR
    return pb.VIEWER_ROLE_SEAT


def game(snapshot: GameSnapshot, viewer: Viewer) -> pb.Game:
    out = pb.Game(
        name=game_name(snapshot.game_id),
        game_type=snapshot.game_type,
        version=snapshot.version,
        players=list(snapshot.players),
        state=_STATES.get(snapshot.status, pb.Game.STATE_UNSPECIFIED),
        create_time=timestamp(snapshot.created_at),
        viewer_role=role(viewer),
        deadline_time=timestamp(snapshot.deadline),
        view_json=struct(snapshot.view),
    )
    if viewer.seat is not None and not viewer.auditor:
        out.viewer_seat = viewer.seat
    if snapshot.result is not None:
        out.result.CopyFrom(result(snapshot.result))
    mapping.set_typed_view(out, snapshot.game_type, snapshot.view)
    return out


def summary(item: GameSummary) -> pb.Game:
    return pb.Game(
        name=game_name(item.game_id),
        game_type=item.game_type,
        version=item.version,
        players=list(item.players),
        state=_STATES.get(item.status, pb.Game.STATE_UNSPECIFIED),
        create_time=timestamp(item.created_at),
        viewer_role=pb.VIEWER_ROLE_SPECTATOR,
    )


def result(res: Result) -> pb.GameResult:
    return pb.GameResult(
        winners=list(res.winners), scores=list(res.scores), details=struct(res.details)
    )


def event(item: VisibleEvent) -> pb.GameEvent:
    out = pb.GameEvent(
        version=item.version,
        type=item.type,
        event_time=timestamp(item.at),
        redacted=item.redacted,
        data=struct(item.data),
    )
    if item.seat is not None:
        out.seat = item.seat
    return out


def events(items: Iterable[VisibleEvent]) -> list[pb.GameEvent]:
    return [event(e) for e in items]
