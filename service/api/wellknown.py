"""Python values → protobuf well-known types (Timestamp, Struct, Value), shared by the
generic and the per-game mappings."""

from __future__ import annotations

import math
from typing import Any

from google.protobuf import struct_pb2, timestamp_pb2

from service.api.requests import MAX_EXACT_INT


def timestamp(epoch_seconds: float | None) -> timestamp_pb2.Timestamp | None:
    if epoch_seconds is None or not math.isfinite(epoch_seconds):
        return None
    ts = timestamp_pb2.Timestamp()
    set_timestamp(ts, epoch_seconds)
    return ts


def set_timestamp(out: timestamp_pb2.Timestamp, epoch_seconds: float | None) -> None:
    """Write a time into the Timestamp `out` in place; nothing for None or a non-finite time
    (the field stays unset)."""
    if epoch_seconds is not None and math.isfinite(epoch_seconds):
        nanos = round(epoch_seconds * 1e9)
        out.seconds, out.nanos = divmod(nanos, 1_000_000_000)


def struct(data: dict[str, Any]) -> struct_pb2.Struct:
    out = struct_pb2.Struct()
    fill_struct(out, data)
    return out


def fill_struct(out: struct_pb2.Struct, data: dict[str, Any]) -> None:
    """Write `data` into the (empty) Struct `out` in place, in one pass: no intermediate
    copy of the data, no Struct copied into its parent (the library's `Struct.update`
    checks every value's type twice over; this is about twice as fast on event data)."""
    out.SetInParent()  # a field set to {} is present, as with a Struct assigned to it
    fields = out.fields
    for key, item in data.items():
        _set_value(fields[str(key)], item)


def value(item: Any) -> struct_pb2.Value:
    out = struct_pb2.Value()
    _set_value(out, item)
    return out


def fill_value(out: struct_pb2.Value, item: Any) -> None:
    """Write `item` into the Value `out` in place."""
    _set_value(out, item)


def fill_list(out: struct_pb2.ListValue, items: list[Any]) -> None:
    """Write `items` into the (empty) ListValue `out` in place."""
    out.SetInParent()
    values = out.values
    for x in items:
        _set_value(values.add(), x)


def _set_value(out: struct_pb2.Value, item: Any) -> None:
    """What a Struct can hold: big integers become strings (doubles would round them, as
    proto3's JSON mapping does for int64); non-finite floats and unknown types their text,
    numbers of other types (Decimal, numpy, from analytics) floats."""
    kind = type(item)
    if kind is str:
        out.string_value = item
    elif kind is int:
        if -MAX_EXACT_INT <= item <= MAX_EXACT_INT:
            out.number_value = item
        else:
            out.string_value = str(item)
    elif item is None:
        out.null_value = struct_pb2.NULL_VALUE
    elif kind is bool:
        out.bool_value = item
    elif isinstance(item, dict):
        inner = out.struct_value
        inner.SetInParent()  # an empty dict is still a Struct, not an unset value
        fields = inner.fields
        for key, x in item.items():
            _set_value(fields[str(key)], x)
    elif isinstance(item, list | tuple | set | frozenset):
        items = out.list_value
        items.SetInParent()
        values = items.values
        for x in item:
            _set_value(values.add(), x)
    elif isinstance(item, float):
        if math.isfinite(item):
            out.number_value = item
        else:
            out.string_value = str(item)
    elif isinstance(item, int):  # an int subclass (bool is handled above)
        _set_value(out, int(item))
    elif isinstance(item, str):  # a str subclass (e.g. a str enum): its string value
        out.string_value = item
    else:
        try:
            number = float(item)  # Decimal and numpy numbers from analytics
        except (TypeError, ValueError):
            out.string_value = str(item)
        else:
            _set_value(out, number)
