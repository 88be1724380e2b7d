"""A game's words: its events told as sentences, its legal commands as labels.

One place per game (`service/games/<game>/words.py`, declared as `Game.words`) and one
here for what every game shares, so that every client shows the same words (the API sends
them as `GameEvent.text` and `ListLegalCommandsResponse.words`):

- a **sentence** is built from an event as one viewer receives it (its redacted `data`),
  never from the stored event, so it cannot tell what the data does not show;
- a **label** is built from a legal command and what its seat may see (`Seen.view`, the
  seat's own view), so it cannot tell another seat's secret;
- neither holds an internal id (`#3`, `room:`, `s350a`, an enum or a field name): the
  names a player reads, from the game's content.

A game without words of its own (the kit's toy games) is told generically: the event's
name and fields in words, the command's name and fields.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields
from functools import cached_property
from typing import Any, NamedTuple

from service.kit.base import Command, GameCreated


class Label(NamedTuple):
    """A legal command in words; `confirm` for a move that gives up the rest of a turn or
    round (a table asks before sending it)."""

    label: str
    confirm: bool = False


class Names:
    """The name a sentence gives a seat: its player's; `beyond(seat)` for a seat past the
    players (a rules-driven seat, such as Dragons' Dummy) or a value that is no seat."""

    def __init__(self, players: Sequence[str],
                 beyond: Callable[[object], str] | None = None) -> None:
        self.players = tuple(players)
        self.beyond = beyond or (lambda seat: f"seat {seat}")

    def __call__(self, seat: object) -> str:
        if type(seat) is int and 0 <= seat < len(self.players):
            return self.players[seat]
        return self.beyond(seat)

    def listed(self, seats: Sequence[object], empty: str = "nobody") -> str:
        return joined([self(s) for s in seats], empty)


Sentence = Callable[[dict[str, Any], Names], str]


@dataclass
class Seen:
    """What a label may be built from: the seat, the players' names, the seat's own view of
    the game (built on first use: most labels need only the command) and the state, which
    a label reads only for what the view tells the seat too in other words (its own price
    of an action, say): never another seat's secret."""

    seat: int
    names: Names
    state: Any
    build_view: Callable[[], dict[str, Any]]

    @cached_property
    def view(self) -> dict[str, Any]:
        return self.build_view()


@dataclass(frozen=True)
class Words:
    """One game's words. `sentences`: an event's short name (its TYPE after the dot) →
    its sentence; `label(command, seen)`: a legal command's label; `beyond(seat)`: the name
    of a seat past the players."""

    sentences: Mapping[str, Sentence]
    label: Callable[[Command, Seen], Label | str]
    beyond: Callable[[object], str] | None = None


# ------------------------------------------------------------------------------ sentences


class Teller:
    """One game's events told to its players: `teller(event_type, data, seat)` is the
    sentence of an event from `data` as the viewer receives it."""

    def __init__(self, words: Words | None, players: Sequence[str]) -> None:
        self.sentences = words.sentences if words is not None else {}
        self.names = Names(players, words.beyond if words is not None else None)

    def __call__(self, event_type: str, data: dict[str, Any], seat: int | None) -> str:
        if event_type == GameCreated.TYPE:
            return _created(data, self.names)
        kind = event_type[event_type.find(".") + 1:]
        say = self.sentences.get(kind)
        if say is not None:
            try:
                return capital(say(data, self.names))
            except (KeyError, IndexError, TypeError, ValueError):
                pass  # an event of an older schema lacks a field: the generic sentence
        return generic_sentence(kind, data, seat, self.names)


def _created(d: dict[str, Any], names: Names) -> str:
    return f"The game begins: {joined(list(d.get('players') or names.players))} sit down"


def generic_sentence(kind: str, data: dict[str, Any], seat: int | None, names: Names) -> str:
    """"Ann: vote cast, turn 2": the event's name and fields in words (a seat's own
    fields shown only when `data` holds them)."""
    who = f"{names(seat)}: " if seat is not None else ""
    shown = ", ".join(f"{spaced(k)} {plain(v)}" for k, v in data.items() if k != "seat")
    return capital(who + spaced(kind) + (f", {shown}" if shown else ""))


# ------------------------------------------------------------------------------ labels


def command_labels(words: Words | None, commands: Sequence[Command], seat: int,
                   players: Sequence[str], state: Any,
                   build_view: Callable[[], dict[str, Any]]) -> list[Label]:
    """Each legal command of `seat` labelled, in order (`build_view`: the seat's view, built
    only if a label asks for it); two commands never share a label (a repeated one is told
    apart by its place among them: "(choice 2)")."""
    seen = Seen(seat, Names(players, words.beyond if words is not None else None), state,
                build_view)
    labels = []
    for command in commands:
        said = words.label(command, seen) if words is not None else generic_label(command)
        labels.append(Label(capital(said)) if isinstance(said, str)
                      else Label(capital(said.label), said.confirm))
    return distinct(labels)


def distinct(labels: list[Label]) -> list[Label]:
    count: dict[str, int] = {}
    for label in labels:
        count[label.label] = count.get(label.label, 0) + 1
    if all(n == 1 for n in count.values()):
        return labels
    taken: dict[str, int] = {}
    out = []
    for label in labels:
        if count[label.label] == 1:
            out.append(label)
            continue
        taken[label.label] = taken.get(label.label, 0) + 1
        out.append(label._replace(label=f"{label.label} (choice {taken[label.label]})"))
    return out


def generic_label(command: Command) -> str:
    """"bid amount 3": the command's name and fields in words (its seat left out)."""
    shown = [f"{spaced(f.name)} {plain(getattr(command, f.name))}"
             for f in fields(command) if f.name != "seat"]
    return " ".join([spaced(type(command).__name__), *shown])


# ------------------------------------------------------------------------------ helpers


def spaced(name: str) -> str:
    """`VoteCast` / `point_value` → "vote cast" / "point value"."""
    return re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name).replace("_", " ").lower()


def titled(ident: str) -> str:
    """An id as a title, for ids that are names already: "carpet_of_the_winds" →
    "Carpet of the Winds"."""
    small = {"of", "the", "a", "an", "and", "in", "to", "at", "by", "on", "for", "from"}
    parts = [p for p in str(ident).split("_") if p]
    return " ".join(p if i and p in small else p[:1].upper() + p[1:]
                    for i, p in enumerate(parts))


def plain(value: object) -> str:
    """A value in words: lists joined, yes/no for truth, "none" for nothing."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, list | tuple):
        return ", ".join(plain(v) for v in value) or "none"
    if isinstance(value, dict):
        return ", ".join(f"{spaced(str(k))} {plain(v)}" for k, v in value.items()) or "none"
    return value.replace("_", " ") if isinstance(value, str) else str(value)


def joined(items: Sequence[str], empty: str = "nobody") -> str:
    """"Ann", "Ann and Bob", "Ann, Bob and Cy"."""
    items = list(items)
    if not items:
        return empty
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def plural(n: int, one: str, many: str | None = None) -> str:
    """"1 gold", "2 clouds": a count and its noun."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]
