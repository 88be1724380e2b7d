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
    ts.FromNanoseconds(round(epoch_seconds * 1e9))
    return ts


def struct(data: dict[str, Any]) -> struct_pb2.Struct:
    out = struct_pb2.Struct()
    out.update({str(k): _json_value(v) for k, v in data.items()})
    return out


def value(item: Any) -> struct_pb2.Value:
    out = struct_pb2.Value()
    json_value = _json_value(item)
    if json_value is None:
        out.null_value = struct_pb2.NULL_VALUE
    elif isinstance(json_value, bool):
        out.bool_value = json_value
    elif isinstance(json_value, int | float):
        out.number_value = json_value
    elif isinstance(json_value, str):
        out.string_value = json_value
    elif isinstance(json_value, dict):
        out.struct_value.update(json_value)
    else:
        out.list_value.extend(json_value)
    return out


def _json_value(item: Any) -> Any:
    """What a Struct can hold: big integers become strings (doubles would round them, as
    proto3's JSON mapping does for int64); unknown types their text."""
    if item is None or isinstance(item, bool | str):
        return item
    if isinstance(item, int):
        return item if abs(item) <= MAX_EXACT_INT else str(item)
    if isinstance(item, float):
        return item if math.isfinite(item) else str(item)
    if isinstance(item, dict):
        return {str(k): _json_value(v) for k, v in item.items()}
    if isinstance(item, list | tuple | set | frozenset):
        return [_json_value(v) for v in item]
    try:
        return float(item)  # Decimal and numpy numbers from analytics
    except (TypeError, ValueError):
        return str(item)
