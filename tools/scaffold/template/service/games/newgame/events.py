"""Events of New Game: past-tense facts with stable stored names. The deck's order is the
auditor's; a hand is its seat's, and so is a card placed face down until the round's
reveal."""

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
class CardPlaced(SeatPrivate):
    """`seat` placed `card` face down: the seat's alone until the reveal (others see that
    it placed one)."""

    TYPE: ClassVar[str] = "newgame-type.CardPlaced"
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class CardsRevealed(Event):
    """Every seat placed: the round's cards, face up, one per seat, and their values."""

    TYPE: ClassVar[str] = "newgame-type.CardsRevealed"
    round: int
    cards: tuple[str, ...]
    values: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    TYPE: ClassVar[str] = "newgame-type.GameEnded"
    scores: tuple[int, ...]
    winners: tuple[int, ...]


EVENT_TYPES = event_table("newgame-type", GameCreated, DeckShuffled, HandDealt, CardPlaced,
                          CardsRevealed, GameEnded)
