"""Events of Bazaar: past-tense facts, each carrying everything its fold needs.

Visibility: the shuffled deck order is the auditor's only (`audience()` is the empty set),
a bid is its bidder's until `BidsRevealed` makes every bid public; the rest is public.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from service.kit.base import AuditorOnly, Event, GameCreated, SeatPrivate, event_table


@dataclass(frozen=True)
class DeckShuffled(AuditorOnly):
    """The chance player shuffled what is left of the goods deck: the order is nobody's."""

    TYPE: ClassVar[str] = "bazaar.DeckShuffled"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("round",)
    round: int
    order: tuple[str, ...]


@dataclass(frozen=True)
class GoodsLaidOut(Event):
    """The top goods of the shuffled deck go on the table; bidding runs until `deadline`."""

    TYPE: ClassVar[str] = "bazaar.GoodsLaidOut"
    round: int
    goods: tuple[str, ...]
    deadline: float


@dataclass(frozen=True)
class BidPlaced(SeatPrivate):
    """A secret bid: everyone else learns only that `seat` has bid."""

    TYPE: ClassVar[str] = "bazaar.BidPlaced"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat",)
    seat: int
    amount: int


@dataclass(frozen=True)
class TimerRanOut(Event):
    """Bidding time is up: the seats in `missing` bid 0."""

    TYPE: ClassVar[str] = "bazaar.TimerRanOut"
    round: int
    missing: tuple[int, ...]


@dataclass(frozen=True)
class BidsRevealed(Event):
    """Every bid face up; `winner` (highest, ties: lowest seat) pays `price` to the bank."""

    TYPE: ClassVar[str] = "bazaar.BidsRevealed"
    round: int
    bids: tuple[int, ...]
    winner: int
    price: int


@dataclass(frozen=True)
class GoodTaken(Event):
    """The high bidder took `good`; the response window opens after the take."""

    TYPE: ClassVar[str] = "bazaar.GoodTaken"
    seat: int
    good: str


@dataclass(frozen=True)
class Protested(Event):
    """`seat` protested the take: paid `paid` to the bank, received `received` from `against`."""

    TYPE: ClassVar[str] = "bazaar.Protested"
    seat: int
    against: int
    paid: int
    received: int


@dataclass(frozen=True)
class Passed(Event):
    TYPE: ClassVar[str] = "bazaar.Passed"
    seat: int


@dataclass(frozen=True)
class MerchantTook(Event):
    """The merchant (no seat; rule-driven) took the cheapest good left."""

    TYPE: ClassVar[str] = "bazaar.MerchantTook"
    good: str


@dataclass(frozen=True)
class GoodDiscarded(Event):
    """The last good of the round leaves the game; the round ends."""

    TYPE: ClassVar[str] = "bazaar.GoodDiscarded"
    round: int
    good: str


@dataclass(frozen=True)
class GameEnded(Event):
    TYPE: ClassVar[str] = "bazaar.GameEnded"
    scores: tuple[int, ...]
    winners: tuple[int, ...]


EVENT_TYPES = event_table(
    "bazaar",
    GameCreated,
    DeckShuffled,
    GoodsLaidOut,
    BidPlaced,
    TimerRanOut,
    BidsRevealed,
    GoodTaken,
    Protested,
    Passed,
    MerchantTook,
    GoodDiscarded,
    GameEnded,
)
