"""Events of New Game: past-tense facts with stable stored names. The deck's order is the
auditor's; a hand is its seat's until its cards are played."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from service.kit.base import AuditorOnly, Event, GameCreated, SeatPrivate, event_table


@dataclass(frozen=True, slots=True)
class DeckShuffled(AuditorOnly):
    """The deck, face down: `order[0]` is the top card. Secret but for its size."""

    TYPE: ClassVar[str] = "newgame-type.DeckShuffled"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("size",)
    size: int
    order: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class HandDealt(SeatPrivate):
    """`seat`'s hand, from the top of the deck: the seat's alone (others see its size)."""

    TYPE: ClassVar[str] = "newgame-type.HandDealt"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat", "size")
    seat: int
    size: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    TYPE: ClassVar[str] = "newgame-type.CardPlayed"
    seat: int
    card: str
    value: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    TYPE: ClassVar[str] = "newgame-type.GameEnded"
    scores: tuple[int, ...]
    winners: tuple[int, ...]


EVENT_TYPES = event_table("newgame-type", GameCreated, DeckShuffled, HandDealt, CardPlayed,
                          GameEnded)
