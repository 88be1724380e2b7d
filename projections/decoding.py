"""Decoding for the projector: `service.app.codec.decode` minus the tuple freezing.

`codec.decode` turns every JSON list back into a tuple so that a decoded event equals the
one recorded; that recursive walk is more than half of its cost (~9 µs an event against
~4 µs here). Handlers only read events (they iterate sequences and never hash them), so
they take the lists as they come. Anything but the current schema goes through
`codec.decode` itself, which upcasts. tests/projections/test_decoding.py holds the two to
the same content.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from service.app.codec import Meta, UnknownEventType, decode
from service.kit.base import Event


def decode_event(topic: str, state: bytes, event_types: Mapping[str, type[Event]]
                 ) -> tuple[Event, Meta]:
    cls = event_types.get(topic)
    if cls is None:
        raise UnknownEventType(topic)
    envelope = json.loads(state)
    if envelope.get("schema", 1) != cls.SCHEMA:
        return decode(topic, state, dict(event_types))
    meta = envelope.get("meta") or {}
    return cls(**envelope["data"]), Meta(
        at=meta.get("at", 0.0), command_id=meta.get("command_id"), seat=meta.get("seat")
    )
