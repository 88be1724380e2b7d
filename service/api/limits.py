"""Transport limits on command fields, the same for every game and for typed and generic
commands alike: they bound what a client can make the service hold, and say nothing about
the rules (a too-long square name that fits is the rules' UNKNOWN_SQUARE, not ours)."""

from __future__ import annotations

from typing import Any

from service.api.errors import invalid

MAX_TEXT = 256  # characters in one string value
MAX_ITEMS = 64  # values in one list


def check_text(command: str, name: str, value: Any) -> None:
    if isinstance(value, str) and len(value) > MAX_TEXT:
        raise invalid("TEXT_TOO_LONG", f"{command}.{name} is longer than {MAX_TEXT} characters")


def check_list(command: str, name: str, values: tuple[Any, ...] | list[Any]) -> None:
    if len(values) > MAX_ITEMS:
        raise invalid("TOO_MANY_ITEMS", f"{command}.{name} has more than {MAX_ITEMS} values")
    for item in values:
        check_text(command, name, item)


def check(command: str, values: dict[str, Any]) -> None:
    """INVALID_ARGUMENT when a field of `command` is beyond the limits."""
    for name, value in values.items():
        if isinstance(value, tuple | list):
            check_list(command, name, value)
        else:
            check_text(command, name, value)
