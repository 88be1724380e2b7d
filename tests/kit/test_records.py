"""`evolve(record, field=value)`: the one way a game changes its state, the same as
`dataclasses.replace` whichever way the kit copies the record."""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass, field

import pytest

from service.kit.records import evolve, with_item


@dataclass(frozen=True)
class Plain:
    a: int
    b: tuple[int, ...] = ()
    c: str = "x"


@dataclass(frozen=True, slots=True)
class Slotted:
    a: int
    b: int = 0


@dataclass(frozen=True)
class Derived:
    a: int
    double: int = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "double", 2 * self.a)


@dataclass(frozen=True)
class Cached:
    a: int

    @functools.cached_property
    def square(self) -> int:
        return self.a * self.a


@pytest.mark.parametrize("record, changes", [
    (Plain(1, (2,)), {"a": 5}),
    (Plain(1), {"b": (1, 2), "c": "y"}),
    (Slotted(1, 2), {"b": 3}),
    (Derived(2), {"a": 7}),
])
def test_evolve_gives_what_dataclasses_replace_gives(record, changes) -> None:
    copy = evolve(record, **changes)
    assert copy == dataclasses.replace(record, **changes)
    assert type(copy) is type(record)
    assert copy is not record
    with pytest.raises(dataclasses.FrozenInstanceError):
        copy.a = 9  # type: ignore[misc]


def test_a_derived_field_follows_the_change() -> None:
    assert evolve(Derived(2), a=5).double == 10


def test_a_cached_property_is_never_carried_over_stale() -> None:
    record = Cached(3)
    assert record.square == 9
    assert evolve(record, a=4).square == 16


def test_an_unknown_field_is_refused_as_replace_refuses_it() -> None:
    with pytest.raises(TypeError, match="d"):
        evolve(Plain(1), d=2)
    with pytest.raises(TypeError):
        evolve(Slotted(1), d=2)


def test_with_item_replaces_one_item() -> None:
    assert with_item((1, 2, 3), 1, 9) == (1, 9, 3)
    assert with_item((1,), 0, 2) == (2,)
