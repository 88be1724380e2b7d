"""What the fold's handlers share: a little tuple arithmetic.

Every record is copied with `evolve(record, field=value)`, a sheik's as
`evolve(g, sheiks=with_item(g.sheiks, seat, evolve(s, ...)))`; a handler copies the game
once, with every record it changes (the fold is the hot path of a replay: each copy and
each call counts).
"""

from __future__ import annotations


def without(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    if item not in items:
        return items
    i = items.index(item)
    return items[:i] + items[i + 1:]


def add(t: tuple[int, ...], i: int, d: int) -> tuple[int, ...]:
    return t[:i] + (t[i] + d,) + t[i + 1:]
