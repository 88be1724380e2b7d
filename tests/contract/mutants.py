"""Commands bent out of the legal ones, for any game: another seat's, another game's, the
application's own, and wrong field types; each with whether the rules must refuse it.

What "must refuse" rests on, with no knowledge of a game: `legal_commands(seat)` offers
every kind of command the seat may issue now (a listing may give one bid of many, but
never none when some would do), so a seat offered nothing, or nothing of that kind, may
not issue it; and a value of a type no offered command ever holds in that field
is no command at all.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from service.kit.base import Command, ExpireTimer, GameRules, ResolveChance
from service.kit.registry import games
from tests.contract.tables import Table, cases, playout


@dataclass(frozen=True)
class Foreign(Command):
    """A command of no registered game."""

    value: int = 0


BAD_VALUES: tuple[Any, ...] = (
    None, True, 2.5, "x", -(10**30), ("x",), (2.5,), (None,), (True,), ((1,),), {"k": 1},
)


def shape(value: Any) -> Any:
    """A value's type, sequences by their elements' types (a list as a tuple)."""
    if isinstance(value, tuple | list):
        return ("seq", frozenset(shape(v) for v in value))
    return "big" if type(value) is int and abs(value) > 2**62 else type(value).__name__


def fits(value: Any, seen: set[Any]) -> bool:
    """Whether `value`'s type is one offered commands hold in that field."""
    s = shape(value)
    if isinstance(s, tuple):
        elements = {e for t in seen if isinstance(t, tuple) for e in t[1]}
        return any(isinstance(t, tuple) for t in seen) and s[1] <= elements
    return s in seen


def value_fields(command: Command) -> list[str]:
    return [f.name for f in dataclasses.fields(command) if f.name != "seat"]


def field_shapes(commands: Iterable[Command]) -> dict[tuple[type, str], set[Any]]:
    out: dict[tuple[type, str], set[Any]] = {}
    for c in commands:
        for name in value_fields(c):
            out.setdefault((type(c), name), set()).add(shape(getattr(c, name)))
    return out


@cache
def offered(game_type: str) -> tuple[Command, ...]:
    """Every command offered in the game's playouts (all seats, seat counts, variants)."""
    return tuple(
        c
        for case in cases()
        if case.game_type == game_type
        for step in playout(case).steps
        for _, c in step.before.legal()
    )


def offered_shapes(game_type: str) -> dict[tuple[type, str], set[Any]]:
    return field_shapes(offered(game_type))


@cache
def _other_kinds(game_type: str) -> tuple[Command, ...]:
    kinds: dict[type, Command] = {}
    for other in games():
        if other != game_type:
            for c in offered(other):
                kinds.setdefault(type(c), c)
    return tuple(kinds.values())


def foreign_commands(game_type: str, seat: int) -> list[Command]:
    """One offered command of every kind of every other game, and a command of none."""
    others = [dataclasses.replace(c, seat=seat) for c in _other_kinds(game_type)]
    return [Foreign(seat), Command(seat), *others]


def mutants(
    table: Table,
    shapes: dict[tuple[type, str], set[Any]],
    rng: random.Random,
    per_seat: int = 3,
) -> Iterator[tuple[Command, bool]]:
    """(command, whether it must be refused) around the commands offered at `table`."""
    rules: GameRules = table.rules
    n = table.players
    offered = {s: rules.legal_commands(table.state, s) for s in range(n)}
    kinds = {s: {type(c) for c in cs} for s, cs in offered.items()}
    deadline = rules.deadline(table.state)
    for seat in range(n):
        yield ResolveChance(seat, "", 0), True
        yield ExpireTimer(seat), True
        for c in foreign_commands(table.created.game_type, seat):
            yield c, True
        for c in rng.sample(offered[seat], min(per_seat, len(offered[seat]))):
            for other in range(n):
                if other != seat:
                    yield dataclasses.replace(c, seat=other), type(c) not in kinds[other]
            for bad_seat in (-1, n, None, True, "0", 0.0):
                yield dataclasses.replace(c, seat=bad_seat), True
            for name in value_fields(c):
                for bad in BAD_VALUES:
                    if not fits(bad, shapes.get((type(c), name), set())):
                        yield dataclasses.replace(c, **{name: bad}), True
    yield ResolveChance(None, "no-such-draw", 0), rules.chance(table.state) is None
    yield ExpireTimer(None), deadline is None or table.now < deadline
