"""Checks of request fields that need no game: names, page tokens, ids, options.

Each failure is INVALID_ARGUMENT with a reason naming the field's problem, raised before the
application is called, so a malformed request can never surface as UNKNOWN or INTERNAL.
"""

from __future__ import annotations

import base64
import binascii
import math
import re
from typing import Any

from google.protobuf import json_format, struct_pb2

from scheherazade.v1 import game_service_pb2 as pb
from service.api.errors import invalid

GAME_NAME = re.compile(r"games/([a-z0-9][a-z0-9_-]{0,63})")
STATISTIC_NAME = re.compile(r"statistics/([A-Za-z0-9][A-Za-z0-9_.-]{0,127})")
COMMAND_ID = re.compile(r"[\x21-\x7e]{1,128}")  # printable ASCII, no spaces (a UUID fits)
MAX_PAGE_SIZE = 1000
POSITION = re.compile(r"[0-9]{1,18}")  # below 2**63: the stores' integer range
# Struct numbers are doubles: beyond 2**53 an integer is no longer exact.
MAX_EXACT_INT = 2**53


def game_id(name: str) -> str:
    if not name:
        raise invalid("MISSING_NAME", "name is required, e.g. 'games/abc123'")
    match = GAME_NAME.fullmatch(name)
    if match is None:
        raise invalid("BAD_NAME", f"name must look like 'games/{{game_id}}', not {name!r:.80}")
    return match.group(1)


def game_name(game_id: str) -> str:
    return f"games/{game_id}"


def statistic_id(name: str) -> str:
    if not name:
        raise invalid("MISSING_NAME", "name is required, e.g. 'statistics/games_by_type'")
    match = STATISTIC_NAME.fullmatch(name)
    if match is None:
        raise invalid("BAD_NAME", f"name must look like 'statistics/{{id}}', not {name!r:.80}")
    return match.group(1)


def page_size(value: int, default: int) -> int:
    if value < 0:
        raise invalid("BAD_PAGE_SIZE", "page_size must not be negative")
    return min(value or default, MAX_PAGE_SIZE)


def encode_page_token(scope: str, position: int | str) -> str:
    """An opaque token bound to what it pages over (`scope`), so it cannot be misused."""
    return base64.urlsafe_b64encode(f"{scope}|{position}".encode()).decode().rstrip("=")


def decode_page_token(token: str, scope: str) -> str | None:
    """The position in a token this scope issued; None for the first page."""
    if not token:
        return None
    try:
        raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)).decode()
    except (binascii.Error, UnicodeDecodeError, ValueError):
        raw = ""
    got_scope, sep, position = raw.rpartition("|")
    if not sep or got_scope != scope or not position:
        raise invalid("BAD_PAGE_TOKEN", "page_token is not one this request's pages issued")
    return position


def int_position(token: str, scope: str) -> int:
    """The numeric position in a page token (0 for the first page). Tokens are only base64,
    so a client can forge one: ASCII digits and SQL's 64-bit range, or INVALID_ARGUMENT."""
    position = decode_page_token(token, scope)
    if position is None:
        return 0
    if POSITION.fullmatch(position) is None:
        raise invalid("BAD_PAGE_TOKEN", "page_token is not one this request's pages issued")
    return int(position)


def command_id(value: str) -> str | None:
    if not value:
        return None
    if COMMAND_ID.fullmatch(value) is None:
        raise invalid("BAD_COMMAND_ID", "command_id must be 1 to 128 printable ASCII characters")
    return value


def full_view(value: int, default: int) -> bool:
    """Whether a request's `view` (a `GameView`, AIP-157) asks for the full game, with the
    caller's view of the table, rather than the basic one; unspecified means `default`."""
    if value == pb.GAME_VIEW_UNSPECIFIED:
        value = default
    if value == pb.GAME_VIEW_FULL:
        return True
    if value == pb.GAME_VIEW_BASIC:
        return False
    raise invalid("BAD_VIEW", f"view must be GAME_VIEW_BASIC or GAME_VIEW_FULL, not {value}")


def options(struct: struct_pb2.Struct) -> dict[str, Any]:
    return struct_dict(struct, "BAD_OPTIONS")


def struct_dict(struct: struct_pb2.Struct, reason: str) -> dict[str, Any]:
    """A Struct as plain Python, whole numbers back to int (Struct stores doubles)."""
    try:
        raw = json_format.MessageToDict(struct)
    except (ValueError, TypeError) as exc:  # e.g. NaN/Infinity, which JSON cannot carry
        raise invalid(reason, f"not valid JSON: {exc}") from None
    return {k: _plain(v, reason) for k, v in raw.items()}


def _plain(value: Any, reason: str) -> Any:
    if isinstance(value, float):
        if not math.isfinite(value):
            raise invalid(reason, "numbers must be finite")
        if value.is_integer() and abs(value) <= MAX_EXACT_INT:
            return int(value)
        return value
    if isinstance(value, list):
        return [_plain(v, reason) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v, reason) for k, v in value.items()}
    return value

