"""Events of the event cards: played, their effects, bought and kept."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from service.kit.base import Event, SeatPrivate

# --- event cards ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EventPlayed(Event):
    """`choice`: the type Good Looking names, or the 3-player split ("odd" / "even").
    `markers`: the "+1" markers Good Looking gave, counted when it was played (7.2)."""

    TYPE: ClassVar[str] = "emira.EventPlayed"
    seat: int
    card: str
    kind: str
    choice: str
    permanent: bool
    markers: int = 0


@dataclass(frozen=True, slots=True)
class GoldGained(Event):
    """From the bank: "gift" (The Caliph's Gift), "alternative" (the 150 gold of 4.4.2)."""

    TYPE: ClassVar[str] = "emira.GoldGained"
    seat: int
    amount: int
    reason: str


@dataclass(frozen=True, slots=True)
class CamelsChanged(Event):
    """Camel Breeding, Camel Epidemic, Camel Market: `deltas` per seat, from or to the
    supply."""

    TYPE: ClassVar[str] = "emira.CamelsChanged"
    deltas: tuple[int, ...]
    reason: str


@dataclass(frozen=True, slots=True)
class TrackMoved(Event):
    """The camel track (Better Breed) or the palace track (Restoration +1, Albina / Firyal
    -1, in half sections)."""

    TYPE: ClassVar[str] = "emira.TrackMoved"
    seat: int
    track: str  # "camel" | "palace"
    delta: int


@dataclass(frozen=True, slots=True)
class EmiraCardsSeen(SeatPrivate):
    TYPE: ClassVar[str] = "emira.EmiraCardsSeen"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat", "about")
    seat: int
    about: str
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MindChanged(SeatPrivate):
    """Changing Her Mind: "keep", "swap" (her preferences) or "bottom" (of the deck)."""

    TYPE: ClassVar[str] = "emira.MindChanged"
    seat: int
    princess: str
    choice: str


@dataclass(frozen=True, slots=True)
class EmiraDeckReordered(SeatPrivate):
    """Court Influence: the top cards of the Emira deck, in the order chosen."""

    TYPE: ClassVar[str] = "emira.EmiraDeckReordered"
    seat: int
    order: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class UndecidedSentHome(Event):
    """Homesick: the undecided princesses go to the bottom of the Emira deck."""

    TYPE: ClassVar[str] = "emira.UndecidedSentHome"
    princesses: tuple[str, ...]


# --- buying event cards -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EventsBought(Event):
    TYPE: ClassVar[str] = "emira.EventsBought"
    seat: int
    count: int
    paid: int


@dataclass(frozen=True, slots=True)
class EventCardsDrawn(SeatPrivate):
    TYPE: ClassVar[str] = "emira.EventCardsDrawn"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat", "count")
    seat: int
    count: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class EventCardKept(SeatPrivate):
    """One kept; `returned` go face down to the bottom of the event deck."""

    TYPE: ClassVar[str] = "emira.EventCardKept"
    seat: int
    card: str
    returned: tuple[str, ...]
