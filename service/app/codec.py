"""Stored form of domain events: stable type name as the topic, JSON envelope as the state.

Envelope: {"schema": N, "data": {event fields}, "meta": {"at": epoch seconds,
"command_id": str | null, "seat": int | null, "command_hash"?: str, "prev"?: str,
"draw"?: {"key", "kind", "items", "outcome"}}}. `prev`
chains each game's events: the `link` (SHA-256 of type and stored bytes) of the event
before, "" for the first. JSON turns tuples into lists; `_freeze` turns them back so that
a decoded event equals the one recorded.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass
from typing import Any

from service.kit.base import Event


@dataclass(frozen=True)
class Meta:
    """Facts about recording an event that are not part of the rules."""

    at: float
    command_id: str | None = None
    seat: int | None = None
    # The command's fingerprint (`command_body`), so that its command_id sent again with
    # another body is told apart from a retry; None on events stored before it was kept.
    command_hash: str | None = None
    # The link to the event before it in its game (`link` of that event's stored form; ""
    # for a game's first event): the hash chain `scheherazade audit` checks. None on
    # events stored before the chain was kept.
    prev: str | None = None
    # On the first event of a draw's step: the draw as made (`chance.recorded`: key, kind,
    # items, outcome), so that anyone given the seed recomputes it (docs/api.md "Chance").
    draw: dict[str, Any] | None = None


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return {k: _freeze(v) for k, v in value.items()}
    return value


_ATOMS = frozenset({str, int, float, bool, type(None)})


def jsonable(value: Any) -> Any:
    """JSON-able copy: tuples to lists (dicts keep str keys)."""
    if type(value) in _ATOMS:
        return value
    if isinstance(value, tuple | list):
        return [jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    return value


# Field names per event class: `dataclasses.fields` rebuilds its tuple on every call.
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def event_fields(event: Event) -> dict[str, Any]:
    """The event's fields as a JSON-able dict (shallow field walk; faster than asdict)."""
    names = _FIELD_NAMES.get(type(event))
    if names is None:
        names = tuple(f.name for f in dataclasses.fields(event))  # type: ignore[arg-type]
        _FIELD_NAMES[type(event)] = names
    omit = getattr(event, "OMIT_WHEN_NONE", ())
    return {name: jsonable(getattr(event, name)) for name in names
            if not (omit and name in omit and getattr(event, name) is None)}


# What json.dumps(envelope, separators=(",", ":")) would build on every call.
_ENCODER = json.JSONEncoder(separators=(",", ":"))


def encode(event: Event, meta: Meta, data: dict[str, Any] | None = None,
           prev: str | None = None) -> tuple[str, bytes]:
    """`data`: the event's `event_fields`, when the caller has them already; `prev`: the
    link to store instead of `meta.prev` (no copy of the meta per event)."""
    m: dict[str, Any] = {"at": meta.at, "command_id": meta.command_id, "seat": meta.seat}
    if meta.command_hash is not None:
        m["command_hash"] = meta.command_hash
    if prev is None:
        prev = meta.prev
    if prev is not None:
        m["prev"] = prev
    if meta.draw is not None:
        m["draw"] = meta.draw
    envelope = {"schema": event.SCHEMA,
                "data": event_fields(event) if data is None else data, "meta": m}
    return event.TYPE, _ENCODER.encode(envelope).encode()


def link(topic: str, state: bytes) -> str:
    """A stored event's link in its game's hash chain: SHA-256 of its type and its stored
    bytes (which hold the link before it), hex. Change, remove, insert or reorder an event
    and the next event's `prev` no longer matches."""
    return hashlib.sha256(topic.encode() + b"\n" + state).hexdigest()


def chained(events: list[tuple[Event, Meta, dict[str, Any] | None]], prev: str
            ) -> tuple[list[tuple[str, bytes]], str]:
    """Encode events that follow the link `prev`, each linked to the one before; the
    stored items and the new tip of the chain."""
    items = []
    for event, meta, data in events:
        topic, state = encode(event, meta, data, prev)
        items.append((topic, state))
        prev = link(topic, state)
    return items, prev


class UnknownEventType(Exception):
    pass


def decode(topic: str, state: bytes, event_types: dict[str, type[Event]]) -> tuple[Event, Meta]:
    envelope = json.loads(state)
    try:
        cls = event_types[topic]
    except KeyError:
        raise UnknownEventType(topic) from None
    data = envelope["data"]
    schema = envelope.get("schema", 1)
    # Upcasting: an event class may define `upcast(schema, data) -> data` for old schemas.
    if schema != cls.SCHEMA:
        data = cls.upcast(schema, data)  # type: ignore[attr-defined]
    event = cls(**{k: _freeze(v) for k, v in data.items()})
    m = envelope.get("meta", {})
    return event, Meta(at=m.get("at", 0.0), command_id=m.get("command_id"), seat=m.get("seat"),
                       command_hash=m.get("command_hash"), prev=m.get("prev"),
                       draw=m.get("draw"))


def command_body(command: Any) -> str:
    """A command's fingerprint: its type and fields but the seat (which the token gives),
    as SHA-256 of their canonical JSON, 16 hex digits."""
    fields = {f.name: jsonable(getattr(command, f.name))
              for f in dataclasses.fields(command) if f.name != "seat"}
    text = json.dumps([type(command).__name__, fields], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]
