"""Game-independent translation of application records into messages.

A game's typed view is built by `mapping` (found from the registry, converted by name);
this module only calls it.
"""

from __future__ import annotations

from collections.abc import Iterable

from google.protobuf.internal.containers import RepeatedCompositeFieldContainer

from scheherazade.v1 import game_service_pb2 as pb
from service.api import mapping
from service.api.errors import invalid
from service.api.requests import game_name
from service.api.wellknown import fill_list, fill_struct, fill_value, set_timestamp, timestamp
from service.app.model import GameSnapshot, GameSummary, VisibleEvent
from service.kit.base import GameRules, Result, Viewer
from service.kit.words import Label, Teller

_STATES = {"active": pb.Game.STATE_ACTIVE, "finished": pb.Game.STATE_FINISHED}


def role(viewer: Viewer) -> pb.ViewerRole:
    if viewer.auditor:
        return pb.VIEWER_ROLE_AUDITOR
    if viewer.seat is None:
        return pb.VIEWER_ROLE_SPECTATOR
    return pb.VIEWER_ROLE_SEAT


def game(snapshot: GameSnapshot, viewer: Viewer, *, full: bool = True) -> pb.Game:
    """The Game message. `full` (GAME_VIEW_FULL) adds the caller's view: the typed view
    for games that have one, otherwise `view_json`; basic (GAME_VIEW_BASIC) leaves it out,
    and `snapshot.view` may then be None."""
    return fill_game(pb.Game(), snapshot, viewer, full=full)


def fill_game(
    out: pb.Game, snapshot: GameSnapshot, viewer: Viewer, *, full: bool = True
) -> pb.Game:
    """`game` written into `out` (e.g. a response's field) in place. Messages are filled
    in place throughout this module: a sub-message passed to a constructor would be built,
    then copied."""
    out.name = game_name(snapshot.game_id)
    out.game_type = snapshot.game_type
    out.version = snapshot.version
    out.players.extend(snapshot.players)
    out.state = _STATES.get(snapshot.status, pb.Game.STATE_UNSPECIFIED)
    out.viewer_role = role(viewer)
    set_timestamp(out.create_time, snapshot.created_at)
    set_timestamp(out.deadline_time, snapshot.deadline)
    if viewer.seat is not None and not viewer.auditor:
        out.viewer_seat = viewer.seat
    if snapshot.result is not None:
        fill_result(out.result, snapshot.result)
    out.seed_commitment = snapshot.seed_commitment
    if snapshot.seed is not None:
        out.seed = snapshot.seed
    if full and snapshot.view is not None:
        # The typed view carries every fact of the view dict for the games that have one;
        # the same facts again as a Struct would cost several times more than all the rest.
        if not mapping.set_typed_view(out, snapshot.game_type, snapshot.view):
            fill_struct(out.view_json, snapshot.view)
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


def status_name(state: int) -> str:
    """A `Game.State` as the application's status ("" for unspecified: any)."""
    if state == pb.Game.STATE_UNSPECIFIED:
        return ""
    for name, value in _STATES.items():
        if value == state:
            return name
    raise invalid("BAD_STATE", f"state must be a Game.State, not {state}")


_KINDS = {bool: "bool", int: "int", str: "string", list: "list"}


def game_type(rules: GameRules) -> pb.GameType:
    """A game as a lobby offers it: its type, title, seat counts and options."""
    out = pb.GameType(game_type=rules.game_type, title=rules.title,
                      min_players=rules.min_players, max_players=rules.max_players)
    for option in rules.options:
        item = out.options.add(name=option.name, kind=_KINDS.get(option.kind, "string"),
                               description=option.doc)
        if option.choices is not None:
            fill_list(item.choices, list(option.choices))
        if option.low is not None:
            item.low = option.low
        if option.high is not None:
            item.high = option.high
        if option.has_default:
            fill_value(item.default_value, option.default)
    return out


def result(res: Result) -> pb.GameResult:
    return fill_result(pb.GameResult(), res)


def fill_result(out: pb.GameResult, res: Result) -> pb.GameResult:
    out.winners.extend(res.winners)
    out.scores.extend(res.scores)
    fill_struct(out.details, res.details)
    return out


def event(item: VisibleEvent, tell: Teller) -> pb.GameEvent:
    return fill_event(pb.GameEvent(), item, tell)


def fill_event(out: pb.GameEvent, item: VisibleEvent, tell: Teller) -> pb.GameEvent:
    """The event as `item` shows it to its viewer, told in a sentence by `tell` (the
    game's words, `GameApp.teller`) from that same redacted data."""
    out.version = item.version
    out.type = item.type
    out.redacted = item.redacted
    if item.seat is not None:
        out.seat = item.seat
    out.text = tell(item.type, item.data, item.seat)
    set_timestamp(out.event_time, item.at)
    fill_struct(out.data, item.data)
    if item.draw is not None:
        draw = out.draw
        draw.key, draw.kind = item.draw["key"], item.draw["kind"]
        fill_list(draw.items, item.draw["items"])
        fill_value(draw.outcome, item.draw["outcome"])
    return out


def events(items: Iterable[VisibleEvent], tell: Teller) -> list[pb.GameEvent]:
    return [event(e, tell) for e in items]


def add_events(
    out: RepeatedCompositeFieldContainer[pb.GameEvent], items: Iterable[VisibleEvent],
    tell: Teller,
) -> None:
    """The events appended to a response's repeated field in place."""
    for item in items:
        fill_event(out.add(), item, tell)


def legal(out: pb.ListLegalCommandsResponse, labels: Iterable[Label]) -> None:
    """Each legal command's words (`words[i]` is `commands[i]`'s)."""
    for label in labels:
        out.words.add(label=label.label, confirm=label.confirm)
