"""Bazaar's rules: its phases (`PHASES`: who acts in each) and each move's checks and events
(`MOVES`), which the kit's game (service/kit/game.py) turns into `decide` and
`legal_commands`.

Every check runs before anything is recorded; a refused command raises `RuleViolation`.
Field types are checked exactly, so a malformed command gets a `RuleViolation`, nothing else.
"""

from __future__ import annotations

from typing import Any

from service.kit.base import ChanceSpec, Command, Context, Recorder, Result, RuleViolation
from service.kit.options import Options
from service.kit.phases import Ask, Phase, Phases
from service.kit.turns import Move, Pending, Stage, Turn, everyone
from tests.kit.bazaar import events as ev
from tests.kit.bazaar.commands import Bid, MerchantTakes, Pass, Protest, TakeGood
from tests.kit.bazaar.state import (
    BID_SECONDS,
    BIDDING,
    CHOOSING,
    LAID_OUT,
    MARKET,
    MERCHANT,
    OVER,
    PROTEST_COST,
    PROTEST_GAIN,
    RESPONDING,
    ROUNDS,
    State,
    cheapest,
)

BID = Stage("bid", (Bid,))
CHOOSE = Stage("choose", (TakeGood,))
RESPOND = Stage("respond", (Protest, Pass))


OPTIONS = Options()  # Bazaar takes none


# --- who may act now --------------------------------------------------------------------


def shuffle(s: State) -> ChanceSpec:
    """The chance player shuffles the goods left and lays out the top three."""
    return ChanceSpec(f"deck:{s.round + 1}", "shuffle", tuple(sorted(s.deck)))


def bidders(s: State) -> Ask:
    """Every seat that has not bid, at once and in secret."""
    waiting = [seat for seat, b in enumerate(s.bids) if b is None]
    return Ask(everyone(waiting, BID), simultaneous=True)


def taker(s: State) -> Ask:
    assert s.taker is not None
    return Ask.seat(s.taker, CHOOSE, Pending("take_good", (s.taker,), tuple(sorted(s.layout))))


def responder(s: State) -> Ask:
    assert s.window is not None
    return Ask({s.window.responder: RESPOND}, window=s.window)


def merchant(s: State) -> Ask:
    """The rule-driven merchant takes the cheapest good left."""
    return Ask(automaton=MerchantTakes(seat=s.merchant_seat, good=cheapest(s.layout)))


def bidding_clock(s: State) -> float | None:
    return s.deadline if s.phase == BIDDING and not s.timer_out else None


PHASES = Phases(
    Phase(MARKET, play=shuffle, next=(BIDDING,)),
    Phase(BIDDING, play=bidders, next=(CHOOSING,)),
    Phase(CHOOSING, play=taker, next=(RESPONDING,)),
    Phase(RESPONDING, play=responder, next=(MERCHANT,)),
    Phase(MERCHANT, play=merchant, next=(MARKET, OVER)),
    Phase(OVER, over=True),
    current=lambda s: s.phase,
    timer=bidding_clock,
)


def refuse(s: State, turn: Turn, seat: int, command: Command) -> RuleViolation:
    """Why `seat` may not send this command now (its type is not in the seat's stage)."""
    if isinstance(command, Bid):
        if s.phase != BIDDING:
            return RuleViolation("WRONG_PHASE", f"no bidding is open (phase {s.phase})")
        return RuleViolation("ALREADY_BID", "one bid per seat and round")
    if isinstance(command, TakeGood):
        if s.phase != CHOOSING:
            return RuleViolation("NO_PENDING_DECISION", "no good is waiting to be taken")
        return RuleViolation("NOT_YOUR_DECISION", f"seat {s.taker} takes this round's good")
    # Protest or Pass: the merchant's own move never reaches here (the kit answers
    # APPLICATION_ONLY for a move outside command_types).
    if s.phase != RESPONDING or s.window is None:
        return RuleViolation("NO_WINDOW_OPEN", "nothing to answer now")
    return RuleViolation("NOT_YOUR_RESPONSE", f"seat {s.window.responder} answers now")


# --- chance and the timer ---------------------------------------------------------------------


def on_chance(out: Recorder, spec: ChanceSpec, outcome: Any, ctx: Context) -> None:
    round_ = out.state.round + 1
    out.emit(ev.DeckShuffled(round=round_, order=outcome))
    goods, deadline = outcome[:LAID_OUT], ctx.now + BID_SECONDS
    out.emit(ev.GoodsLaidOut(round=round_, goods=goods, deadline=deadline))


def on_timer(out: Recorder, ctx: Context) -> None:
    s = out.state
    missing = tuple(seat for seat, b in enumerate(s.bids) if b is None)
    out.emit(ev.TimerRanOut(round=s.round, missing=missing))
    _reveal(out)


def _reveal(out: Recorder) -> None:
    s = out.state
    bids = tuple(0 if b is None else b for b in s.bids)
    winner = max(range(s.seats), key=lambda seat: (bids[seat], -seat))
    out.emit(ev.BidsRevealed(round=s.round, bids=bids, winner=winner, price=bids[winner]))


# --- moves ------------------------------------------------------------------------------------


def _bid(out: Recorder, command: Bid, seat: int) -> None:
    amount, coins = command.amount, out.state.coins[seat]
    if type(amount) is not int or amount < 0:
        raise RuleViolation("BAD_BID", "a bid is a whole number of coins, 0 or more")
    if amount > coins:
        raise RuleViolation("BID_TOO_HIGH", f"seat {seat} has only {coins} coins")
    out.emit(ev.BidPlaced(seat=seat, amount=amount))
    if all(b is not None for b in out.state.bids):
        _reveal(out)


def _bids(s: State, seat: int) -> list[Command]:
    return [Bid(seat=seat, amount=a) for a in range(s.coins[seat] + 1)]


def _take(out: Recorder, command: TakeGood, seat: int) -> None:
    layout = out.state.layout
    if type(command.good) is not str or command.good not in layout:
        raise RuleViolation("NOT_ON_OFFER", f"{command.good!r} is not one of {sorted(layout)}")
    out.emit(ev.GoodTaken(seat=seat, good=command.good))


def _takes(s: State, seat: int) -> list[Command]:
    return [TakeGood(seat=seat, good=g) for g in sorted(s.layout)]


def _protest(out: Recorder, command: Protest, seat: int) -> None:
    s = out.state
    if s.coins[seat] < PROTEST_COST:
        raise RuleViolation("NO_COINS", f"a protest costs {PROTEST_COST} coin")
    assert s.taker is not None
    received = min(PROTEST_GAIN, s.coins[s.taker])
    out.emit(ev.Protested(seat=seat, against=s.taker, paid=PROTEST_COST, received=received))


def _protests(s: State, seat: int) -> list[Command]:
    return [Protest(seat=seat)] if s.coins[seat] >= PROTEST_COST else []


def _pass(out: Recorder, command: Pass, seat: int) -> None:
    out.emit(ev.Passed(seat=seat))


def _passes(s: State, seat: int) -> list[Command]:
    return [Pass(seat=seat)]


def _merchant(out: Recorder, command: MerchantTakes, seat: int) -> None:
    s = out.state
    # The gate lets this through only as `turn().automaton`; a check stays here so that
    # the move is right on its own.
    if s.phase != MERCHANT or command.good != cheapest(s.layout):
        raise RuleViolation("MERCHANT_RULE", "the merchant takes the cheapest good left")
    out.emit(ev.MerchantTook(good=command.good))
    for good in out.state.layout:
        out.emit(ev.GoodDiscarded(round=s.round, good=good))
    if s.round == ROUNDS:
        scores = out.state.scores()
        top = max(scores)
        winners = tuple(seat for seat, score in enumerate(scores) if score == top)
        out.emit(ev.GameEnded(scores=scores, winners=winners))


def _nobody(s: State, seat: int) -> list[Command]:
    return []  # the merchant's command comes from `turn().automaton`, never from a seat


MOVES: dict[type[Command], Move] = {
    Bid: Move(_bid, _bids),
    TakeGood: Move(_take, _takes),
    Protest: Move(_protest, _protests),
    Pass: Move(_pass, _passes),
    MerchantTakes: Move(_merchant, _nobody),
}


def result(s: State) -> Result | None:
    if s.phase != OVER:
        return None
    scores = s.scores()
    top = max(scores)
    winners = tuple(seat for seat, score in enumerate(scores) if score == top)
    return Result(winners=winners, scores=scores, details={"coins": list(s.coins)})
