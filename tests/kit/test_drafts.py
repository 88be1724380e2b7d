"""The kit's drafts (`service/games/drafts.py`): an edited, sealed draft is exactly the record
the constructor gives — its type, frozen, equal and hashed alike — and the original is
untouched."""

from __future__ import annotations

import dataclasses

import pytest

from service.games.drafts import drafter


@dataclasses.dataclass(frozen=True, slots=True)
class Record:
    a: int = 0
    b: tuple[str, ...] = ()
    c: str | None = None


def test_a_sealed_draft_is_the_record_the_constructor_gives() -> None:
    draft = drafter(Record)
    original = Record(1, ("x",), "y")
    d = draft(original)
    d.a = 2
    d.b = d.b + ("z",)
    sealed = d.seal()
    expected = Record(2, ("x", "z"), "y")
    assert type(sealed) is Record
    assert sealed == expected and hash(sealed) == hash(expected) and repr(sealed) == repr(expected)
    assert original == Record(1, ("x",), "y")
    with pytest.raises(dataclasses.FrozenInstanceError):
        sealed.a = 3  # type: ignore[misc]


def test_only_slotted_records_have_drafts() -> None:
    @dataclasses.dataclass(frozen=True)
    class Plain:
        a: int = 0

    with pytest.raises(TypeError):
        drafter(Plain)
