"""Commands of Bazaar: what a seat (or the merchant) asks to do. Imperative names."""

from __future__ import annotations

from dataclasses import dataclass

from service.kit.base import Command


@dataclass(frozen=True)
class Bid(Command):
    """Place a secret bid of `amount` coins for this round's first pick (0 is a bid)."""

    amount: int = 0


@dataclass(frozen=True)
class TakeGood(Command):
    """The high bidder's decision: which laid-out good to take."""

    good: str = ""


@dataclass(frozen=True)
class Protest(Command):
    """Answer the take in the response window: pay the bank 1 coin, the taker pays you 2."""


@dataclass(frozen=True)
class Pass(Command):
    """Let the take stand; the window moves to the next seat."""


@dataclass(frozen=True)
class MerchantTakes(Command):
    """The rule-driven merchant's command (its seat is the number of seats): never a
    client's, so it is not in `COMMAND_TYPES`; the application issues it."""

    good: str = ""


COMMAND_TYPES: dict[str, type[Command]] = {
    "bid": Bid,
    "take_good": TakeGood,
    "protest": Protest,
    "pass": Pass,
}
