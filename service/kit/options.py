"""A game's options, declared, and the one validator every game's options go through.

A game declares each option it takes (`Option`: its name, type, allowed values or range,
default) and, where options depend on each other or on the seat count, one `check` of its
own. `Options.validate(players, given)` answers with one set of codes for every game:

- `BAD_PLAYER_COUNT`: the seat count is not a whole number in the game's range;
- `BAD_OPTIONS`: not a mapping, an unknown name, a wrong type, a value not allowed, or what
  the game's `check` refuses.

The options a game records in `game.Created` are the validated ones, in the order the game
declares them: each option's value given, or its default (an option without a default,
not given, is left out), as the game's `check` then leaves them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from service.kit.base import RuleViolation

_NO_DEFAULT = object()


@dataclass(frozen=True)
class Option:
    """One option. `kind`: bool, int, str or list (JSON's array; its items are the game's
    `check`'s to judge). `choices`: the values allowed (None: any of its kind); `low` and
    `high`: an int's range, both included. `default`: the value recorded when the option is
    not given (leave it out to record nothing)."""

    name: str
    kind: type
    doc: str
    choices: tuple[Any, ...] | None = None
    low: int | None = None
    high: int | None = None
    default: Any = _NO_DEFAULT

    @property
    def has_default(self) -> bool:
        return self.default is not _NO_DEFAULT

    def checked(self, value: Any) -> Any:
        kinds = (list, tuple) if self.kind is list else (self.kind,)
        # `type(...) is`: True is an int to isinstance, and a bool is no number of seats.
        if type(value) not in kinds:
            raise RuleViolation("BAD_OPTIONS", f"{self.name} must be {_kind_name(self.kind)}, "
                                               f"not {value!r}")
        if self.choices is not None and value not in self.choices:
            raise RuleViolation("BAD_OPTIONS", f"{self.name} is one of {list(self.choices)}, "
                                               f"not {value!r}")
        if (self.low is not None and value < self.low) or (
                self.high is not None and value > self.high):
            raise RuleViolation("BAD_OPTIONS", f"{self.name} is from {self.low} to "
                                               f"{self.high}, not {value!r}")
        return value


def _kind_name(kind: type) -> str:
    return {bool: "true or false", int: "a whole number", str: "text",
            list: "a list"}.get(kind, kind.__name__)


Check = Callable[[int, dict[str, Any]], dict[str, Any]]


@dataclass(frozen=True)
class Options:
    """Every option a game takes, and its own `check(players, options) -> options` for
    the rules across them (which raises `RuleViolation("BAD_OPTIONS", …)`)."""

    declared: tuple[Option, ...] = ()
    check: Check | None = None

    def __iter__(self) -> Iterator[Option]:
        return iter(self.declared)

    def validate(self, players: int, given: Mapping[str, Any], game: str,
                 min_players: int, max_players: int) -> dict[str, Any]:
        if type(players) is not int or not min_players <= players <= max_players:
            raise RuleViolation("BAD_PLAYER_COUNT", f"{game} takes {min_players} to "
                                                    f"{max_players} players, not {players!r}")
        if not isinstance(given, Mapping):
            raise RuleViolation("BAD_OPTIONS", "options must be a mapping of names to values")
        known = {o.name: o for o in self.declared}
        unknown = sorted(str(k) for k in given if k not in known)
        if unknown:
            names = sorted(known) or "none"
            raise RuleViolation("BAD_OPTIONS", f"unknown option(s) {unknown}; {game} takes "
                                               f"{names}")
        out = {}
        for o in self.declared:
            if o.name in given:
                out[o.name] = o.checked(given[o.name])
            elif o.has_default:
                out[o.name] = o.default
        return self.check(players, out) if self.check is not None else out
