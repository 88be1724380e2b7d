"""Events of the princesses: who joins whom, who stays undecided, who leaves, and what
their abilities take or owe."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from service.kit.base import Event


@dataclass(frozen=True, slots=True)
class GoldRevealed(Event):
    """A princess who looks at gold chooses: every sheik's gold, face up."""

    TYPE: ClassVar[str] = "emira.GoldRevealed"
    gold: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PrincessJoined(Event):
    TYPE: ClassVar[str] = "emira.PrincessJoined"
    princess: str
    seat: int
    preference: str = ""  # what decided her: a preference, "room", or "" (she did not choose)


@dataclass(frozen=True, slots=True)
class PrincessUndecided(Event):
    TYPE: ClassVar[str] = "emira.PrincessUndecided"
    princess: str


@dataclass(frozen=True, slots=True)
class PrincessLeft(Event):
    """`to`: "deck" (the bottom of the Emira deck), "out" (out of the game), or "moving"
    (Xenia on her way to another sheik: a `PrincessJoined` follows)."""

    TYPE: ClassVar[str] = "emira.PrincessLeft"
    princess: str
    seat: int
    reason: str
    to: str


@dataclass(frozen=True, slots=True)
class CounterDiscarded(Event):
    """Samira: an appearance counter back into the bag."""

    TYPE: ClassVar[str] = "emira.CounterDiscarded"
    seat: int
    kind: str


@dataclass(frozen=True, slots=True)
class StatusDiscarded(Event):
    """Zahrah: a status card out of the game."""

    TYPE: ClassVar[str] = "emira.StatusDiscarded"
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class TurnLost(Event):
    """Hind: `seat` cannot act in turn `turn`."""

    TYPE: ClassVar[str] = "emira.TurnLost"
    seat: int
    turn: int


@dataclass(frozen=True, slots=True)
class DuesOwed(Event):
    """Suleika: a one-time upkeep for a newcomer, paid in this turn's upkeep."""

    TYPE: ClassVar[str] = "emira.DuesOwed"
    seat: int
    amount: int
