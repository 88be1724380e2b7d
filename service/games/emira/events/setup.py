"""Events of the setup: the draws before the first turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from service.kit import base
from service.kit.base import AuditorOnly, Event, SeatPrivate


@dataclass(frozen=True, slots=True)
class ColoursDrawn(Event):
    """Seat i drew `colours[i]` from the bag, and takes that sheik's advantage."""

    TYPE: ClassVar[str] = "emira.ColoursDrawn"
    colours: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class FirstPlayerDrawn(Event):
    TYPE: ClassVar[str] = "emira.FirstPlayerDrawn"
    seat: int


@dataclass(frozen=True, slots=True)
class StatusDeckShuffled(AuditorOnly):
    """`stage` "first": the cards without the 3-point ones; "second": the rest with them.
    The deck is the first's top `aside` cards on top of the second."""

    TYPE: ClassVar[str] = "emira.StatusDeckShuffled"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("stage",)
    stage: str
    order: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GoalDealt(SeatPrivate):
    TYPE: ClassVar[str] = "emira.GoalDealt"
    seat: int
    goal: str


@dataclass(frozen=True, slots=True)
class EventDeckShuffled(AuditorOnly):
    TYPE: ClassVar[str] = "emira.EventDeckShuffled"
    order: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PileReshuffled(base.PileReshuffled):
    """A fork's first step (`pile` "events"): the event deck shuffled again from the fork's
    seed, top first. Secret but for its name and size."""

    TYPE: ClassVar[str] = "emira.PileReshuffled"


@dataclass(frozen=True, slots=True)
class StartingEventsDealt(SeatPrivate):
    TYPE: ClassVar[str] = "emira.StartingEventsDealt"
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class StartingEventKept(SeatPrivate):
    TYPE: ClassVar[str] = "emira.StartingEventKept"
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class StartingEventsReturned(Event):
    """The cards not kept go back into the event deck (which is then shuffled again)."""

    TYPE: ClassVar[str] = "emira.StartingEventsReturned"
    count: int


@dataclass(frozen=True, slots=True)
class EmiraDeckShuffled(AuditorOnly):
    TYPE: ClassVar[str] = "emira.EmiraDeckShuffled"
    order: tuple[str, ...]
