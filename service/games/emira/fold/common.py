"""What the fold's handlers share: the game with one sheik, or one decision, changed, and a
little tuple arithmetic. Every record is copied with `evolve(record, field=value)`; a
handler copies the game once, with every record it changes (the fold is the hot path of a
replay: each copy counts)."""

from __future__ import annotations

from typing import Any

from service.games.emira.state import Game, Question, Sheik
from service.kit.records import evolve, with_item


def sheiks_with(g: Game, seat: int, **changes: Any) -> tuple[Sheik, ...]:
    """The sheiks, with sheik `seat`'s fields `changes`."""
    return with_item(g.sheiks, seat, evolve(g.sheiks[seat], **changes))


def with_sheik(g: Game, seat: int, **changes: Any) -> Game:
    """The game with sheik `seat`'s fields `changes`."""
    return evolve(g, sheiks=sheiks_with(g, seat, **changes))


def gold_changed(g: Game, seat: int, delta: int) -> Game:
    return with_sheik(g, seat, gold=g.sheiks[seat].gold + delta)


def asked(g: Game, ask: Question | None) -> Game:
    """The game with the decision asked (or, with None, answered)."""
    return evolve(g, ask=ask)


def without(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    if item not in items:
        return items
    i = items.index(item)
    return items[:i] + items[i + 1:]


def add(t: tuple[int, ...], i: int, d: int) -> tuple[int, ...]:
    return t[:i] + (t[i] + d,) + t[i + 1:]
