"""Positional makers of the Emira state records: the fold's fast constructors.

A frozen dataclass's __init__ sets each field through object.__setattr__; setting the slots
through their descriptors is about twice as fast, and the fold rebuilds two or three records
per event (the same pattern as `service/games/g1001/state.py`). `make_x(*values)` is the same
object `X(*values)` gives (tests check it field by field); the arguments are the record's
fields in declaration order. One explicit closure per arity keeps it loop-free.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any, TypeVar

from service.games.emira.state import Ask, Board, Decks, Game, Sheik, Step

T = TypeVar("T")


def _setters(cls: type) -> tuple[Callable[[Any, Any], None], ...]:
    return tuple(cls.__dict__[f.name].__set__ for f in fields(cls))


def _maker4(cls: type[T]) -> Callable[..., T]:
    s0, s1, s2, s3 = _setters(cls)
    new = object.__new__

    def make(a0: Any, a1: Any, a2: Any, a3: Any) -> T:
        o = new(cls)
        s0(o, a0)
        s1(o, a1)
        s2(o, a2)
        s3(o, a3)
        return o

    return make


def _maker5(cls: type[T]) -> Callable[..., T]:
    s0, s1, s2, s3, s4 = _setters(cls)
    new = object.__new__

    def make(a0: Any, a1: Any, a2: Any, a3: Any, a4: Any) -> T:
        o = new(cls)
        s0(o, a0)
        s1(o, a1)
        s2(o, a2)
        s3(o, a3)
        s4(o, a4)
        return o

    return make


def _maker10(cls: type[T]) -> Callable[..., T]:
    s0, s1, s2, s3, s4, s5, s6, s7, s8, s9 = _setters(cls)
    new = object.__new__

    def make(
        a0: Any, a1: Any, a2: Any, a3: Any, a4: Any, a5: Any, a6: Any, a7: Any, a8: Any, a9: Any
    ) -> T:
        o = new(cls)
        s0(o, a0)
        s1(o, a1)
        s2(o, a2)
        s3(o, a3)
        s4(o, a4)
        s5(o, a5)
        s6(o, a6)
        s7(o, a7)
        s8(o, a8)
        s9(o, a9)
        return o

    return make


def _maker13(cls: type[T]) -> Callable[..., T]:
    s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12 = _setters(cls)
    new = object.__new__

    def make(
        a0: Any,
        a1: Any,
        a2: Any,
        a3: Any,
        a4: Any,
        a5: Any,
        a6: Any,
        a7: Any,
        a8: Any,
        a9: Any,
        a10: Any,
        a11: Any,
        a12: Any,
    ) -> T:
        o = new(cls)
        s0(o, a0)
        s1(o, a1)
        s2(o, a2)
        s3(o, a3)
        s4(o, a4)
        s5(o, a5)
        s6(o, a6)
        s7(o, a7)
        s8(o, a8)
        s9(o, a9)
        s10(o, a10)
        s11(o, a11)
        s12(o, a12)
        return o

    return make


def _maker14(cls: type[T]) -> Callable[..., T]:
    s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13 = _setters(cls)
    new = object.__new__

    def make(
        a0: Any,
        a1: Any,
        a2: Any,
        a3: Any,
        a4: Any,
        a5: Any,
        a6: Any,
        a7: Any,
        a8: Any,
        a9: Any,
        a10: Any,
        a11: Any,
        a12: Any,
        a13: Any,
    ) -> T:
        o = new(cls)
        s0(o, a0)
        s1(o, a1)
        s2(o, a2)
        s3(o, a3)
        s4(o, a4)
        s5(o, a5)
        s6(o, a6)
        s7(o, a7)
        s8(o, a8)
        s9(o, a9)
        s10(o, a10)
        s11(o, a11)
        s12(o, a12)
        s13(o, a13)
        return o

    return make


def _maker17(cls: type[T]) -> Callable[..., T]:
    s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16 = _setters(cls)
    new = object.__new__

    def make(
        a0: Any,
        a1: Any,
        a2: Any,
        a3: Any,
        a4: Any,
        a5: Any,
        a6: Any,
        a7: Any,
        a8: Any,
        a9: Any,
        a10: Any,
        a11: Any,
        a12: Any,
        a13: Any,
        a14: Any,
        a15: Any,
        a16: Any,
    ) -> T:
        o = new(cls)
        s0(o, a0)
        s1(o, a1)
        s2(o, a2)
        s3(o, a3)
        s4(o, a4)
        s5(o, a5)
        s6(o, a6)
        s7(o, a7)
        s8(o, a8)
        s9(o, a9)
        s10(o, a10)
        s11(o, a11)
        s12(o, a12)
        s13(o, a13)
        s14(o, a14)
        s15(o, a15)
        s16(o, a16)
        return o

    return make


make_ask: Callable[[str, int, tuple[Any, ...], str], Ask] = _maker4(Ask)
make_decks: Callable[..., Decks] = _maker5(Decks)
make_game: Callable[..., Game] = _maker10(Game)
make_board: Callable[..., Board] = _maker13(Board)
make_step: Callable[..., Step] = _maker14(Step)
make_sheik: Callable[..., Sheik] = _maker17(Sheik)

NEW_STEP = Step()  # a turn begins with a fresh cursor (records are immutable: one is shared)
