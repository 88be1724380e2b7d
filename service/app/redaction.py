"""The one redactor: what of a stored event a viewer may see, for the application's answers
and for the analytics file alike.

By allow-list: a viewer outside an event's `audience()` sees only its `PUBLIC_FIELDS`
(`Event.redacted`, `redacted_for`). The application answers with those fields alone
(`visible_event`, `visible_record`); the projector keeps a running game's events in the
file as a spectator sees them, in their stored envelope with every other field null, so
that they still decode (`Redactor.public_envelope`); at the game's end it writes them in
full (projections/secrets.py). The draw that made an event is shown by the same rules,
event by event (`shows_draws`).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping
from typing import Any

from service.app.codec import Meta, decode, event_fields, jsonable
from service.app.history import decode as decode_stored
from service.app.live import LiveGame
from service.app.model import VisibleEvent
from service.kit.base import SPECTATOR, AuditorOnly, Event, GameCreated, SeatPrivate, Viewer

Decoder = Callable[[str, bytes, dict[str, type[Event]]], tuple[Event, Meta]]
Loads = Callable[[bytes], Any]


def redacted_for(event: Event, viewer: Viewer) -> dict[str, Any] | None:
    """What `viewer` may see of `event` when that is not all of it: its public fields,
    JSON-able; None when `viewer` sees it in full."""
    if viewer.sees(event):
        return None
    return jsonable(event.redacted())


# ---------------------------------------------------------------------- the application


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
    data = redacted_for(event, viewer)
    redacted = data is not None
    if data is None:
        data = event_fields(event) if fields is None else fields
    return VisibleEvent(
        game_id=game_id,
        version=version,
        type=event.TYPE,
        at=at,
        data=data,
        redacted=redacted,
        seat=seat,
    )


def visible_record(
    game_id: str, record: Any, viewer: Viewer, event_types: dict[str, type[Event]],
    *, draws: bool = False,
) -> VisibleEvent:
    """A stored record (topic + envelope) as `viewer` may see it; `draws`: with the draw
    that made it, if any (see `shows_draws`)."""
    event, meta = decode_stored(record.topic, record.state, event_types)
    return seen(game_id, record.originator_version, event, meta, viewer, draws)


def seen(game_id: str, version: int, event: Event, meta: Meta, viewer: Viewer,
         draws: bool) -> VisibleEvent:
    """A decoded stored event as `viewer` may see it (`draws`: see `visible_record`)."""
    shown = visible_event(game_id, version, event, meta.at, meta.seat, viewer)
    if draws and meta.draw is not None and _draw_shown(event, meta.draw, viewer):
        shown = dataclasses.replace(shown, draw=meta.draw)
    return shown


def _draw_shown(event: Event, draw: dict[str, Any], viewer: Viewer) -> bool:
    """Once the game is over: a draw that made a public event, or a nobody's one (a pile's
    order, which the seed now public gives anyway); but one that made a seat's own event
    only to that seat, and one whose items the rules keep secret (`ChanceSpec.audience`: a
    hand a card is taken from at random) only to those seats."""
    if viewer.auditor:
        return True
    audience, kept = event.audience(), draw.get("audience")
    return (not audience or viewer.seat in audience) and (kept is None or viewer.seat in kept)


def shows_draws(game: LiveGame, viewer: Viewer) -> bool:
    """Whether `viewer` may see the draws recorded in the game's events: the auditor
    always, everyone once the game is over, when its seed is everyone's too (a draw shows a
    shuffled pile's order, a secret while the game runs); event by event, `_draw_shown`.
    Never to others in a fork on its parent's chance: its draws would foretell the parent's."""
    return viewer.auditor or (game.rules.result(game.state) is not None
                              and not game.created.secret_seed)


# ---------------------------------------------------------------------- the analytics file


class Redactor:
    """Stored envelopes of `event_types` as a spectator may see them: the form the
    projector keeps while a game runs. `decode`, `loads`: how to decode an envelope and
    parse its JSON (the projector brings its faster ones; the values are the same)."""

    def __init__(self, event_types: Mapping[str, type[Event]], decode: Decoder = decode,
                 loads: Loads = json.loads) -> None:
        self.event_types = dict(event_types)
        self._decode = decode
        self._loads = loads
        # Types whose events may be secret (a seat's, or the auditor's alone, like
        # game.Created's seed). Every other type is public whatever its fields.
        self.maybe_secret = frozenset(
            topic for topic, cls in self.event_types.items()
            if cls.audience is not Event.audience)
        # Of those, the types secret whatever their fields (a seat's own, the auditor's):
        # their public form is cut from the JSON without building the event.
        static = (AuditorOnly.audience, SeatPrivate.audience, GameCreated.audience)
        self._always_secret = {
            topic: (cls.PUBLIC_FIELDS, _names(cls))
            for topic, cls in self.event_types.items() if cls.audience in static}

    def public_envelope(self, topic: str, state: bytes) -> tuple[bytes, bool]:
        """The envelope as a spectator may see it, and whether it was redacted: whole for
        a public event, else its public fields with every other field null. Nothing of the
        data when it does not decode: what cannot be judged is kept secret."""
        envelope = self._loads(state)
        shape = self._always_secret.get(topic)
        if shape is not None and envelope.get("schema", 1) == self.event_types[topic].SCHEMA:
            shown, names = shape
            data = envelope.get("data") or {}
            return _stored_form(envelope, {name: data.get(name) for name in shown}, names), True
        try:
            event, _ = self._decode(topic, state, self.event_types)
        except Exception:  # noqa: BLE001 - logged when its handler decodes it
            return _stored_form(envelope, {}, ()), True
        public = redacted_for(event, SPECTATOR)
        if public is None:
            return state, False
        return _stored_form(envelope, public, _names(type(event))), True


def _names(cls: type[Event]) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))  # type: ignore[arg-type]


def _stored_form(envelope: dict[str, Any], public: dict[str, Any],
                 names: tuple[str, ...]) -> bytes:
    """`envelope` with its data cut to `public`, every other field of `names` null."""
    envelope["data"] = {name: public.get(name) for name in names}
    return json.dumps(envelope, separators=(",", ":")).encode()
