"""Decoding for the projector: `service.app.codec.decode` minus the tuple freezing.

`codec.decode` turns every JSON list back into a tuple so that a decoded event equals the
one recorded; that recursive walk is more than half of its cost (~9 µs an event against
~4 µs here). Handlers only read events (they iterate sequences and never hash them), so
they take the lists as they come. Anything but the current schema goes through
`codec.decode` itself, which upcasts. tests/projections/test_decoding.py holds the two to
the same content.

The JSON is parsed by orjson (~1.4 µs an envelope against json's ~7 µs: the projector's
largest cost after the log read), and by `json.loads` where orjson's value could differ:
a text orjson refuses (NaN, lone surrogates) and any text with a run of 19 digits or more
(orjson 3.8 turns an integer past 64 bits into a float; 18 digits always fit). The values
are always json's (tests/projections/test_decoding.py).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

import orjson

from service.app.codec import Meta, UnknownEventType, decode
from service.kit.base import Event

_LONG_NUMBER = re.compile(rb"[0-9]{19}")


def loads(state: bytes) -> Any:
    """`json.loads`, faster: orjson's parse where its value is surely json's."""
    if _LONG_NUMBER.search(state) is None:
        try:
            return orjson.loads(state)
        except orjson.JSONDecodeError:
            pass
    return json.loads(state)


def decode_event(topic: str, state: bytes, event_types: Mapping[str, type[Event]]
                 ) -> tuple[Event, Meta]:
    cls = event_types.get(topic)
    if cls is None:
        raise UnknownEventType(topic)
    envelope = loads(state)
    if envelope.get("schema", 1) != cls.SCHEMA:
        return decode(topic, state, dict(event_types))
    meta = envelope.get("meta") or {}
    return cls(**envelope["data"]), Meta(
        at=meta.get("at", 0.0), command_id=meta.get("command_id"), seat=meta.get("seat")
    )
