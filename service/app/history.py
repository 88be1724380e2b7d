"""Stored streams read back: decoding, the content pin, a replay's fold. (A cold load and a
replica's catch-up fold into the live game in `unit_of_work`.)

The content is pinned: `game.Created` records the hash of the content the game began
with, and a game whose content the rules no longer have is refused (`ContentChanged`),
never folded with other cards, boards or paragraphs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from service.app.codec import Meta, UnknownEventType
from service.app.codec import decode as decode_envelope
from service.app.errors import ContentChanged, EventTypeUnknown, GameTypeRetired
from service.kit.base import Event, GameCreated, GameRules

EventTypes = dict[str, type[Event]]


def decode(topic: str, state: bytes, event_types: EventTypes) -> tuple[Event, Meta]:
    """A stored event; an unknown type is the game's condition (FAILED_PRECONDITION), not
    a fault of the server."""
    try:
        return decode_envelope(topic, state, event_types)
    except UnknownEventType:
        raise EventTypeUnknown(f"a stored event of type {topic!r} is not one the rules "
                               "know: this game cannot be folded") from None


def created_of(record: Any, event_types: EventTypes) -> GameCreated:
    """The stream's first event, which must be `game.Created`."""
    first, _ = decode(record.topic, record.state, event_types)
    if not isinstance(first, GameCreated):
        raise RuntimeError(f"stream starts with {record.topic}, not game.Created")
    return first


def rules_for(created: GameCreated, games: Mapping[str, GameRules]) -> GameRules:
    """The rules that may fold this game: its type's, with the content it began with."""
    rules = games.get(created.game_type)
    if rules is None:
        raise GameTypeRetired(f"this server no longer runs {created.game_type!r} games")
    if rules.content_hash(created.options) != created.content_hash:
        raise ContentChanged(
            f"the {created.game_type} content changed since this game began "
            f"(recorded {created.content_hash[:12]}, now "
            f"{rules.content_hash(created.options)[:12]}): it cannot be folded with it"
        )
    return rules


def state_at(
    records: Sequence[Any], games: Mapping[str, GameRules], event_types: EventTypes
) -> Any:
    """The state after the given stream prefix (a replay); never draws, never decides."""
    created = created_of(records[0], event_types)
    rules = rules_for(created, games)
    state = rules.initial_state(created)
    for record in records[1:]:
        state = rules.fold(state, decode(record.topic, record.state, event_types)[0])
    return state
