"""What the fold's handlers share: the game with a decision asked or answered, and a little
tuple arithmetic. Every record is copied with `evolve(record, field=value)`, a sheik's as
`evolve(g, sheiks=with_item(g.sheiks, seat, evolve(s, ...)))`; a handler copies the game
once, with every record it changes (the fold is the hot path of a replay: each copy and
each call counts)."""

from __future__ import annotations

from service.games.emira.state import Game, Question
from service.kit.records import evolve


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
