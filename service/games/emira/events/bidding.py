"""Events of the bidding: rounds, bids, the action chosen (or the gold), the leftovers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from service.kit.base import Event


@dataclass(frozen=True, slots=True)
class RoundOpened(Event):
    TYPE: ClassVar[str] = "emira.RoundOpened"
    opener: int
    bidder: int  # who bids first (the opener)


@dataclass(frozen=True, slots=True)
class BidRaised(Event):
    TYPE: ClassVar[str] = "emira.BidRaised"
    seat: int
    amount: int
    next: int  # who bids next (-1: the round is over)


@dataclass(frozen=True, slots=True)
class BidPassed(Event):
    TYPE: ClassVar[str] = "emira.BidPassed"
    seat: int
    next: int


@dataclass(frozen=True, slots=True)
class RoundWon(Event):
    """`seat` chooses an action: his bid `bid` cost him `paid` (the camel discount taken
    off, never below 0); `free` when everybody passed, or he is the last to act."""

    TYPE: ClassVar[str] = "emira.RoundWon"
    seat: int
    bid: int
    paid: int
    free: bool
    last: bool  # the last seat without an action: it may still bid (4.4.2 rule 4)


@dataclass(frozen=True, slots=True)
class LastBid(Event):
    """The last seat to act bid anyway (4.4.2 rule 4) and paid `paid`."""

    TYPE: ClassVar[str] = "emira.LastBid"
    seat: int
    bid: int
    paid: int


@dataclass(frozen=True, slots=True)
class ActionTaken(Event):
    """`item`: the caravan ("small_slow"…), the status card, the counter type, or ""."""

    TYPE: ClassVar[str] = "emira.ActionTaken"
    seat: int
    action: str
    item: str
    cost: int


@dataclass(frozen=True, slots=True)
class NoActionTaken(Event):
    """The seat took no action, or the 150 gold instead (`gold`)."""

    TYPE: ClassVar[str] = "emira.NoActionTaken"
    seat: int
    gold: bool


@dataclass(frozen=True, slots=True)
class BiddingEnded(Event):
    """Unbought: the counter back into the bag, the status card to the bottom of its deck."""

    TYPE: ClassVar[str] = "emira.BiddingEnded"
    counter: str | None
    status: str | None
