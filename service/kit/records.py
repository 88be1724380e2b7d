"""The one way a game changes its state: `evolve(record, field=value, ...)`.

A game's state is frozen dataclasses; a fold or a rule makes the next state by copying a
record with some fields changed. `evolve` is `dataclasses.replace` with the same meaning
(keyword only; an unknown field is a `TypeError`; a record with a `__post_init__` is built
through its `__init__`, so derived fields stay right), made cheap for the plain records
games keep: the copy is the record's own field dictionary, updated, under the same class.
`tests/kit/test_records.py` holds the two equal.

`with_item(items, i, value)` is the tuple of `items` with its `i`-th item replaced: the
per-seat tuples every game keeps.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import Any, TypeVar

R = TypeVar("R")
T = TypeVar("T")

_new = object.__new__
_set = object.__setattr__


# Each record class's answer of `_copyable`, worked out once.
_COPYABLE: dict[type, frozenset[str] | None] = {}


def _copyable(cls: type) -> frozenset[str] | None:
    """The field names of a record `evolve` may copy by its dictionary; None for one it
    must rebuild through `dataclasses.replace` (slots, `__post_init__`, init-less fields, or
    a `cached_property`, whose value in the dictionary would go stale)."""
    try:
        return _COPYABLE[cls]
    except KeyError:
        found = _COPYABLE[cls] = _work_out_copyable(cls)
        return found


def _work_out_copyable(cls: type) -> frozenset[str] | None:
    if not dataclasses.is_dataclass(cls):
        raise TypeError(f"evolve() takes a dataclass record, not {cls.__name__}")
    fields = dataclasses.fields(cls)
    cached = any(isinstance(v, functools.cached_property)
                 for k in cls.__mro__ for v in vars(k).values())
    if ("__slots__" in vars(cls) or hasattr(cls, "__post_init__") or cached
            or any(not f.init for f in fields)):
        return None
    return frozenset(f.name for f in fields)


def evolve(record: R, /, **changes: Any) -> R:
    """A copy of the frozen dataclass `record` with `changes` (field=value) applied."""
    names = _copyable(type(record))
    if names is None:
        return dataclasses.replace(record, **changes)  # type: ignore[type-var]
    if not names.issuperset(changes):
        unknown = sorted(set(changes) - names)
        raise TypeError(f"{type(record).__name__} has no field(s) {unknown}")
    fields = record.__dict__.copy()
    fields.update(changes)
    copy = _new(type(record))
    _set(copy, "__dict__", fields)
    return copy


def with_item(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """`items` with the item at `index` replaced by `value`."""
    return items[:index] + (value,) + items[index + 1:]
