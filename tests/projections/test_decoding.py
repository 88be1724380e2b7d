"""The projector's decoding gives what `codec.decode` gives, lists aside; its JSON parse
gives what `json.loads` gives."""

from __future__ import annotations

import dataclasses
import json
import random
from dataclasses import dataclass
from typing import ClassVar

import pytest

from projections.decoding import decode_event, loads
from projections.synthetic_events import game_events
from service.app.codec import Meta, UnknownEventType, _freeze, decode, encode
from service.games.g1001.events import EVENT_TYPES
from service.kit.base import Event
from tests.projections import game_1001 as hand


def frozen(event: Event) -> Event:
    fields = {f.name: _freeze(getattr(event, f.name)) for f in dataclasses.fields(event)}
    return type(event)(**fields)


@pytest.mark.parametrize("events", [
    hand.until_votes_cast() + hand.rest_of_game(),
    game_events(random.Random(11), "g", 3),
    game_events(random.Random(12), "g", 6),
])
def test_same_events_and_meta_as_the_codec(events):
    for event, meta in events:
        topic, state = encode(event, meta)
        ours, our_meta = decode_event(topic, state, EVENT_TYPES)
        theirs, their_meta = decode(topic, state, EVENT_TYPES)
        assert frozen(ours) == theirs == frozen(event)
        assert our_meta == their_meta == meta


@dataclass(frozen=True)
class Renamed(Event):
    TYPE: ClassVar[str] = "test.Renamed"
    SCHEMA: ClassVar[int] = 2
    cards: tuple[int, ...]

    @staticmethod
    def upcast(schema: int, data: dict) -> dict:
        return {"cards": data["old"]}


def test_an_older_schema_goes_through_the_codec_and_is_upcast():
    state = json.dumps({"schema": 1, "data": {"old": [1, 2]}, "meta": {"at": 3.0}}).encode()
    event, meta = decode_event("test.Renamed", state, {"test.Renamed": Renamed})
    assert event == Renamed(cards=(1, 2)) and meta == Meta(at=3.0)


def test_an_unknown_type_is_refused_like_the_codec_does():
    with pytest.raises(UnknownEventType):
        decode_event("nobody.Knows", b'{"data":{}}', EVENT_TYPES)


@pytest.mark.parametrize("text", [
    b'{"a":[1,2.5,-0.0,1e300,"\\u00e9t\\u00e9",null,true],"b":{"c":"x"}}',
    b'{"big":123456789012345678901234567890}',  # past 64 bits: orjson 3.8 gives a float
    b'{"u":18446744073709551615,"i":-9223372036854775808,"j":-9999999999999999999}',
    b'{"i":999999999999999999,"j":-999999999999999999}',  # 18 digits: orjson's
    b'{"f":[0.1,1e-300,5e-324,1.7976931348623157e308,123456.789e-3,2.5E+10]}',
    b'{"n":NaN,"i":-Infinity}',  # not JSON, but json.loads reads it
    b'{"s":"\\ud800"}',  # a lone surrogate
])
def test_fast_loads_gives_what_json_loads_gives(text):
    assert repr(loads(text)) == repr(json.loads(text))
