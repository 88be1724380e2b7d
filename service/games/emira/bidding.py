"""Bidding and actions (4.4, 4.4.2), as the README reads them.

A round is opened by the first player (then by the seat left of the last round's winner),
skipping seats that have acted this turn or lost it (Hind). Bids go clockwise among the
seats still in the round; a pass is final. When all but the highest bidder have passed, he
pays his bid less his camel discount (never below 0) and chooses; when everybody passed, the
opener chooses free. The last seat without an action does not bid: it chooses at once (and
may still bid to pay gold away, rule 4). The 150 gold (rule 3) may be taken instead of
bidding, or by a round's winner instead of an action.
"""

from __future__ import annotations

from service.games.emira import actions
from service.games.emira import events as ev
from service.games.emira.commands import Bid, Pass, TakeAction, TakeGold, TakeNoAction
from service.games.emira.course import purchase_allowed, start_phase
from service.games.emira.state import (
    BIDDING,
    CHOOSING,
    PRINCESS,
    PURCHASE,
    Game,
    bid_payment,
    clockwise,
    gold_alternative,
    left_of,
    odd_turn,
    three,
)
from service.kit.base import Recorder, RuleViolation


def eligible(g: Game, seat: int) -> bool:
    return seat not in g.acted and g.sheiks[seat].lost != g.turn


def open_bidding(out: Recorder) -> None:
    """The bidding phase begins with its first round, opened by the first player."""
    start_phase(out, BIDDING)
    open_round(out, out.state.first)


def end_bidding(out: Recorder) -> None:
    """Unbought counter back into the bag, unbought status card to the bottom of its deck
    (3 players: at the end of the even turn's bidding only); then the purchase, or (3
    players, odd turn) the princesses' choice."""
    g = out.state
    if not three(g) or not odd_turn(g):
        b = g.board
        if b.counter is not None or b.status is not None:
            out.emit(ev.BiddingEnded(b.counter, b.status))
    start_phase(out, PURCHASE if purchase_allowed(out.state) else PRINCESS)


def open_round(out: Recorder, start: int) -> None:
    g = out.state
    seats = [s for s in clockwise(g, start) if eligible(g, s)]
    if not seats:
        end_bidding(out)
    elif len(seats) == 1:
        out.emit(ev.RoundWon(seats[0], 0, 0, True, True))
    else:
        out.emit(ev.RoundOpened(seats[0], seats[0]))


def _next(g: Game, after: int, passed: tuple[int, ...], leader: int) -> int:
    """Who bids after `after`, or -1 when the round is over."""
    acted, sheiks, turn = g.acted, g.sheiks, g.turn  # `eligible`, inlined: asked per bid
    rest = [s for s in clockwise(g, left_of(g, after))
            if s not in acted and sheiks[s].lost != turn and s not in passed]
    if not rest or rest == [leader]:
        return -1
    return next(s for s in rest if s != leader)


def _settle_round(out: Recorder) -> None:
    g = out.state
    if g.seat != -1:
        return
    if g.leader != -1:
        s = g.sheiks[g.leader]
        out.emit(ev.RoundWon(g.leader, g.high, bid_payment(s, g.high, g.content), False,
                             False))
    elif eligible(g, g.opener):
        out.emit(ev.RoundWon(g.opener, 0, 0, True, False))
    else:  # the opener took the 150 gold and everybody else passed: the round starts again
        open_round(out, left_of(g, g.opener))


def check_bid(g: Game, seat: int, amount: object, floor: int) -> int:
    if type(amount) is not int or amount <= 0 or amount % 10:
        raise RuleViolation("BAD_BID", "a bid is a positive multiple of 10 gold")
    if amount < floor:
        raise RuleViolation("BID_TOO_LOW", f"the bid must be at least {floor}")
    paid = bid_payment(g.sheiks[seat], amount, g.content)
    if paid > g.sheiks[seat].gold:
        raise RuleViolation("CANNOT_AFFORD", f"a bid of {amount} would cost {paid} gold")
    return paid


def _bid(out: Recorder, c: Bid, seat: int) -> None:
    g = out.state
    raise_ = g.content.costs["min_raise"]
    if g.phase == CHOOSING:  # the last seat pays a bid anyway (rule 4)
        if g.bid_paid:
            raise RuleViolation("ALREADY_BID", "this seat has already won its round")
        paid = check_bid(g, seat, c.amount, raise_)
        out.emit(ev.LastBid(seat, c.amount, paid))
        return
    check_bid(g, seat, c.amount, g.high + raise_)
    out.emit(ev.BidRaised(seat, c.amount, _next(g, seat, g.passed, seat)))
    _settle_round(out)


def _pass(out: Recorder, c: Pass, seat: int) -> None:
    g = out.state
    passed = g.passed + (seat,)
    out.emit(ev.BidPassed(seat, _next(g, seat, passed, g.leader)))
    _settle_round(out)


def _take_gold(out: Recorder, c: TakeGold, seat: int) -> None:
    g = out.state
    if not gold_alternative(g.sheiks[seat]):
        raise RuleViolation("NOT_ALLOWED", "the 150 gold needs less than 500 gold, or 4+ "
                                           "princesses and no caravan")
    out.emit(ev.NoActionTaken(seat, True))
    if g.phase == CHOOSING:
        open_round(out, left_of(g, seat))
    else:
        g = out.state
        out.emit(ev.BidPassed(seat, _next(g, seat, g.passed + (seat,), g.leader)))
        g = out.state
        if g.leader == -1 and sum(eligible(g, s) for s in range(g.n)) == 1:
            open_round(out, left_of(g, seat))  # the last seat without an action does not bid
        else:
            _settle_round(out)


def _take_action(out: Recorder, c: TakeAction, seat: int) -> None:
    g = out.state
    if type(c.action) is not str or c.action not in actions.ACTIONS:
        raise RuleViolation("UNKNOWN_ACTION", f"choose one of {list(actions.ACTIONS)}")
    if type(c.speed) is not str:
        raise RuleViolation("BAD_SPEED", "a caravan is slow or fast")
    caravan = c.action.endswith("caravan")
    if caravan and c.speed not in actions.SPEEDS or not caravan and c.speed:
        raise RuleViolation("BAD_SPEED", "a caravan is slow or fast; other actions have no speed")
    if c.action in g.taken:
        raise RuleViolation("ACTION_TAKEN", f"{c.action} was taken this turn")
    if not actions.on_board(g, c.action):
        raise RuleViolation("NOT_ON_BOARD", f"no {c.action} is on the board this turn")
    price = actions.cost(g, seat, c.action, c.speed)
    if price > g.sheiks[seat].gold:
        raise RuleViolation("CANNOT_AFFORD", f"{c.action} costs {price} gold")
    out.emit(ev.ActionTaken(seat, c.action, actions.item_of(c.action, c.speed, g), price))
    open_round(out, left_of(g, seat))


def _take_no_action(out: Recorder, c: TakeNoAction, seat: int) -> None:
    g = out.state
    out.emit(ev.NoActionTaken(seat, False))
    open_round(out, left_of(g, seat))


def bid_options(g: Game, seat: int) -> list[Bid]:
    """Every bid the seat may make: each multiple of 10 from the minimum up to what it can
    pay after its camel discount (4.4.1), so a client or the audit finds any amount here."""
    raise_ = g.content.costs["min_raise"]
    if g.phase == CHOOSING:
        if g.bid_paid:
            return []
        amount = raise_
    else:
        amount = g.high + raise_
    s = g.sheiks[seat]
    bids = []
    while bid_payment(s, amount, g.content) <= s.gold:
        bids.append(Bid(seat, amount))
        amount += 10
    return bids


def pass_options(g: Game, seat: int) -> list[Pass]:
    return [Pass(seat)]


def gold_options(g: Game, seat: int) -> list[TakeGold]:
    return [TakeGold(seat)] if gold_alternative(g.sheiks[seat]) else []


def action_options(g: Game, seat: int) -> list[TakeAction]:
    return [TakeAction(seat, a, sp) for a, sp in actions.choices(g, seat)]


def no_action_options(g: Game, seat: int) -> list[TakeNoAction]:
    return [TakeNoAction(seat)]
