"""The state of a Bazaar game, its content and its fixed numbers. A frozen dataclass."""

from __future__ import annotations

from dataclasses import dataclass

from service.kit.turns import Window

MIN_PLAYERS = 2
MAX_PLAYERS = 4
START_COINS = 10
ROUNDS = 3
LAID_OUT = 3  # goods laid out per round: one taken, one for the merchant, one discarded
BID_SECONDS = 60.0
PROTEST_COST = 1  # the protester pays the bank
PROTEST_GAIN = 2  # the taker pays the protester (at most what the taker has)
# The goods deck (designed content of a test game): name → value. 3 rounds × 3 goods.
GOODS: dict[str, int] = {
    "dates": 1, "figs": 1, "salt": 2, "copper": 2, "indigo": 3,
    "amber": 3, "pearls": 4, "saffron": 4, "silk": 5,
}
@dataclass(frozen=True)
class Content:
    """The goods deck as the kit's content: a module constant, and its hash."""

    goods: dict[str, int]
    hash: str


CONTENT = Content(GOODS, "bazaar-goods-v1")

# Phases
MARKET = "market"  # the chance player shuffles and lays out goods
BIDDING = "bidding"  # every seat bids at once, in secret, against the clock
CHOOSING = "choosing"  # the high bidder owes the choice of a good
RESPONDING = "responding"  # the response window after the take
MERCHANT = "merchant"  # the rule-driven merchant takes the cheapest good left
OVER = "over"


@dataclass(frozen=True)
class State:
    seats: int
    coins: tuple[int, ...]
    holdings: tuple[tuple[str, ...], ...]
    phase: str = MARKET
    round: int = 0
    deck: tuple[str, ...] = tuple(sorted(GOODS))  # in shuffled order once shuffled
    layout: tuple[str, ...] = ()
    bids: tuple[int | None, ...] = ()  # this round's bids; None: not yet
    deadline: float | None = None
    timer_out: bool = False
    revealed: tuple[int, ...] = ()  # the last revealed bids
    taker: int | None = None  # this round's high bidder
    window: Window | None = None
    merchant: tuple[str, ...] = ()
    discarded: tuple[str, ...] = ()

    @property
    def merchant_seat(self) -> int:
        """The merchant acts under the first seat number no player holds."""
        return self.seats

    def score(self, seat: int) -> int:
        return sum(GOODS[g] for g in self.holdings[seat]) + self.coins[seat] // 3

    def scores(self) -> tuple[int, ...]:
        return tuple(self.score(s) for s in range(self.seats))


def initial(seats: int) -> State:
    return State(seats=seats, coins=(START_COINS,) * seats, holdings=((),) * seats)


def cheapest(goods: tuple[str, ...]) -> str:
    """The merchant's pick: the lowest value, ties by name."""
    return min(goods, key=lambda g: (GOODS[g], g))
