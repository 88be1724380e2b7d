"""The automatic steps of a turn, chained inside one decision through the `Recorder` until a
seat must decide, a chance draw is needed, or the game is over (`advance`): the setup's
deal, income, preparation, the end of the bidding, the princesses' choice, upkeep and
tumult, and the end of the turn. Each step returns True when it recorded something.
"""

from __future__ import annotations

from collections.abc import Callable

from service.games.emira import events as ev
from service.games.emira import scoring
from service.games.emira.cards import events_allowed, param, plan_three
from service.games.emira.princesses import choose, join, join_undecided
from service.games.emira.state import (
    APPEARANCES,
    BIDDING,
    END,
    EVENTS,
    INCOME,
    KEEP_START,
    OVER,
    PREPARE,
    PRINCESS,
    PURCHASE,
    SETUP,
    UPKEEP,
    Game,
    caravan,
    clockwise,
    effect,
    has,
    left_of,
    odd_turn,
    room,
    three,
    upkeep,
)
from service.games.emira.turn import chance_due, needs_counter
from service.kit.base import Recorder

START_CARDS = 3
MARKER_SUPPLY = (("palace", 1), ("camel", 0), ("small", 2), ("large", 3))


# --- who acts in a phase played seat after seat --------------------------------------------------


def purchase_allowed(g: Game) -> bool:
    return not (three(g) and odd_turn(g))


def eligible(g: Game, phase: str, seat: int) -> bool:
    s = g.sheiks[seat]
    if s.lost == g.turn and phase != UPKEEP:
        return False  # Hind: no card played or bought this turn; but "you must pay your upkeep"
    if phase == EVENTS:
        return events_allowed(g) and bool(s.hand)
    if phase == PURCHASE:
        return purchase_allowed(g) and len(g.decks.events) >= 2
    return phase == UPKEEP


def next_seat(g: Game, phase: str, done: tuple[int, ...]) -> int:
    for seat in clockwise(g, g.first):
        if seat not in done and eligible(g, phase, seat):
            return seat
    return -1


def start_phase(out: Recorder, phase: str, stage: str = "") -> None:
    g = out.state
    seat = next_seat(g, phase, ()) if phase in (EVENTS, PURCHASE, UPKEEP) else -1
    out.emit(ev.PhaseBegan(g.turn, phase, seat, stage))


def seat_done(out: Recorder, seat: int) -> None:
    g = out.state
    out.emit(ev.SeatDone(seat, next_seat(g, g.phase, g.step.done + (seat,))))


def begin_turn(out: Recorder, turn: int, first: int) -> None:
    out.emit(ev.TurnBegan(turn, first))
    start_phase(out, EVENTS)


# --- setup ----------------------------------------------------------------------------------------


def _setup(out: Recorder) -> bool:
    g = out.state
    if g.step.stage == "deal":
        for seat in range(g.n):
            top = out.state.decks.events[:START_CARDS]
            out.emit(ev.StartingEventsDealt(seat, top))
        return True
    if g.step.stage == "start":
        begin_turn(out, 1, g.first)
        return True
    return False  # a setup draw: the chance player's


def _keep_start(out: Recorder) -> bool:
    g = out.state
    if all(len(s.hand) == 1 for s in g.sheiks):
        out.emit(ev.StartingEventsReturned(sum(len(d) for d in g.decks.dealt)))
        return True
    return False


# --- income and preparation -------------------------------------------------------------------


def income(g: Game, seat: int) -> int:
    s, c = g.sheiks[seat], g.content
    amount = c.base_income + (c.black_bonus if s.colour == "black" else 0)
    amount += sum(caravan(c, item).pays for item, _ in s.caravans)
    for kind, sign in (("golden_times", 1), ("lean_times", -1)):
        if effect(g, kind) is not None:
            amount = amount * (100 + sign * param(g, kind, "percent", 20)) // 100
    return amount


def _income(out: Recorder) -> bool:
    g = out.state
    for seat in clockwise(g, g.first):
        out.emit(ev.IncomePaid(seat, income(g, seat)))
    start_phase(out, PREPARE, "princesses")
    return True


def _draw_princesses(out: Recorder) -> None:
    g = out.state
    if three(g) and not odd_turn(g):
        out.emit(ev.LaterPrincessesActive(g.turn))
        return
    if three(g):
        odd, even = plan_three(g)
    else:
        odd = 2 if effect(g, "double_trouble") is not None else 1
        odd, even = (0 if effect(g, "quiet_days") is not None else odd), 0
    deck = g.decks.emira
    drawn = deck[: odd + even]
    swapped = tuple(p in g.board.swapped for p in drawn)
    out.emit(ev.PrincessesDrawn(g.turn, drawn[:odd], drawn[odd:], swapped))
    if len(deck) < odd + even:
        out.emit(ev.EmiraDeckRanOut(g.turn))


def _turn_status(out: Recorder) -> None:
    g = out.state
    if g.board.status is not None or not g.decks.status:
        return
    k = 2 if effect(g, "royal_favour") is not None and len(g.decks.status) >= 2 else 1
    out.emit(ev.StatusCardsTurned(g.decks.status[:k]))


def _place_markers(out: Recorder) -> None:
    g = out.state
    b = g.board
    even = three(g) and not odd_turn(g)
    markers = tuple(m for m, i in MARKER_SUPPLY
                    if m not in b.offers and b.supply[i] > 0 and (not even or m == "palace"))
    if markers:
        out.emit(ev.MarkersPlaced(markers))


def _prepare(out: Recorder) -> bool:
    g = out.state
    stage = g.step.stage
    if stage == "princesses":
        _draw_princesses(out)
        out.emit(ev.StageReached("status"))
        return True
    if stage == "status":
        if not (three(g) and not odd_turn(g)):
            out.emit(ev.StageReached("markers"))
            _turn_status(out)
        else:
            out.emit(ev.StageReached("markers"))
        return True
    if stage == "markers":
        _place_markers(out)
        out.emit(ev.StageReached("counter"))
        return True
    if needs_counter(g):
        bazaar = effect(g, "bazaar")
        if bazaar is None:
            return False  # the chance player draws it from the bag
        kinds = tuple(k for k, n in zip(APPEARANCES, g.board.bag, strict=True) if n)
        out.emit(ev.DecisionAsked(bazaar, "bazaar", kinds))
        return True
    start_phase(out, BIDDING)
    from service.games.emira.bidding import open_round

    open_round(out, g.first)
    return True


# --- after the bidding ----------------------------------------------------------------------------


def end_bidding(out: Recorder) -> None:
    """Unbought counter back into the bag, unbought status card to the bottom of its deck
    (3 players: at the end of the even turn's bidding only)."""
    g = out.state
    if not three(g) or not odd_turn(g):
        b = g.board
        if b.counter is not None or b.status is not None:
            out.emit(ev.BiddingEnded(b.counter, b.status))
    start_phase(out, PURCHASE if purchase_allowed(out.state) else PRINCESS)


def _seat_phase(next_phase: str, stage: str = "") -> Callable[[Recorder], bool]:
    def step(out: Recorder) -> bool:
        if out.state.step.seat != -1:
            return False
        start_phase(out, next_phase, stage)
        return True

    return step


def _princess(out: Recorder) -> bool:
    g = out.state
    active = g.board.active
    if active:
        choose(out, active[0])
        return True
    start_phase(out, UPKEEP, "xenia")
    return True


# --- upkeep ---------------------------------------------------------------------------------------


def xenia_owner(g: Game) -> int | None:
    for seat, s in enumerate(g.sheiks):
        if has(s, "gift", g.content):
            return seat
    return None


def first_gift(out: Recorder, seat: int) -> None:
    """She arrived: her sheik pays now, or she alone leaves the game."""
    g = out.state
    gift = g.content.costs["xenia_gift"]
    s = g.sheiks[seat]
    xenia = next(p for p in s.princesses if g.content.princesses[p].ability == "gift")
    if s.gold >= upkeep(s, g.content) + gift:
        out.emit(ev.XeniaGiftPaid(seat, gift))
    else:
        out.emit(ev.PrincessLeft(xenia, seat, "gift_unpaid", "out"))


def move_xenia(out: Recorder, seat: int) -> None:
    """Refused (or unpaid): she goes to the richest other sheik with room (ties: the nearest
    clockwise), who pays her first gift at once; nobody with room: she leaves the game."""
    g = out.state
    xenia = next(p for p in g.sheiks[seat].princesses
                 if g.content.princesses[p].ability == "gift")
    others = [s for s in clockwise(g, left_of(g, seat)) if s != seat and room(g.sheiks[s]) > 0]
    if not others:
        out.emit(ev.PrincessLeft(xenia, seat, "refused", "out"))
        return
    top = max(g.sheiks[s].gold for s in others)
    target = next(s for s in others if g.sheiks[s].gold == top)
    out.emit(ev.PrincessLeft(xenia, seat, "refused", "moving"))
    join(out, xenia, target)
    first_gift(out, target)


def _xenia(out: Recorder) -> None:
    g = out.state
    owner = xenia_owner(g)
    if owner is None:
        return
    if g.board.xenia_due:
        first_gift(out, owner)
    elif g.board.xenia > 0:
        out.emit(ev.XeniaMarkerRemoved(g.board.xenia - 1))
    else:
        s = g.sheiks[owner]
        if s.gold >= upkeep(s, g.content) + g.content.costs["xenia_gift"]:
            out.emit(ev.DecisionAsked(owner, "xenia", ("pay", "refuse")))
        else:
            move_xenia(out, owner)


AFTER_TUMULT = "pay_after_tumult"  # the big tumult's next try at paying (advanced)


def _upkeep(out: Recorder) -> bool:
    g = out.state
    stage = g.step.stage
    if stage == "xenia":
        out.emit(ev.StageReached("pay"))
        _xenia(out)
        return True
    if stage == "tumult":
        return False  # the chance player picks the princess who leaves
    seat = g.step.seat
    if seat == -1:
        start_phase(out, END)
        return True
    s = g.sheiks[seat]
    owed = upkeep(s, g.content)
    if s.gold >= owed:
        # After a big tumult (advanced) he pays for those left, but he could not pay his
        # upkeep for the turn (4.6, 8.2): no win this turn, as in the basic game.
        out.emit(ev.UpkeepPaid(seat, owed, stage != AFTER_TUMULT))
        _paid(out, seat)
    elif g.setup.advanced and s.princesses:
        out.emit(ev.StageReached("tumult"))  # princesses leave until he can pay
    else:
        out.emit(ev.UpkeepPaid(seat, s.gold, False))
        if s.princesses:
            out.emit(ev.StageReached("tumult"))
        else:
            _paid(out, seat)
    return True


def _paid(out: Recorder, seat: int) -> None:
    """The seat's upkeep is settled: the next seat pays (from the plain "pay" stage)."""
    if out.state.step.stage != "pay":
        out.emit(ev.StageReached("pay"))
    seat_done(out, seat)


def tumult(out: Recorder, princess: str) -> None:
    """The chance player picked `princess`: she leaves for the bottom of the Emira deck."""
    g = out.state
    seat = g.step.seat
    out.emit(ev.PrincessLeft(princess, seat, "tumult", "deck"))
    if g.setup.advanced:
        out.emit(ev.StageReached(AFTER_TUMULT))  # more may leave until he can pay
    else:
        _paid(out, seat)


# --- the end of the turn ------------------------------------------------------------------------


def _end(out: Recorder) -> bool:
    g = out.state
    winners = tuple(seat for seat in range(g.n) if scoring.wins(g, seat))
    scores = tuple(scoring.score(g, seat) for seat in range(g.n))
    goals = tuple(s.goal for s in g.sheiks)
    if winners:
        if g.setup.advanced and len(winners) > 1:
            winners = scoring.best(g, winners)
        out.emit(ev.GameEnded(winners, scores, "goal", goals))
    elif g.ended:
        out.emit(ev.GameEnded(scoring.best(g, tuple(range(g.n))), scores, "emira_deck_empty",
                              goals))
    else:
        first = left_of(g, g.first)
        out.emit(ev.TurnEnded(g.turn, first))
        begin_turn(out, g.turn + 1, first)
    return True


AUTOMATIC: dict[str, Callable[[Recorder], bool]] = {
    SETUP: _setup,
    KEEP_START: _keep_start,
    EVENTS: _seat_phase(INCOME),
    INCOME: _income,
    PREPARE: _prepare,
    PURCHASE: _seat_phase(PRINCESS),
    PRINCESS: _princess,
    UPKEEP: _upkeep,
    END: _end,
}


_NO_PRINCESSES = frozenset((SETUP, KEEP_START, OVER))  # no undecided princess to look at


def advance(out: Recorder) -> None:
    """Run the automatic steps until a seat must decide, a draw is needed or the game is
    over; undecided princesses are looked at before every step."""
    while True:
        g = out.state
        if g.phase == OVER or g.step.ask is not None:
            return
        if g.board.undecided and g.phase not in _NO_PRINCESSES:
            join_undecided(out)
            g = out.state
            if g.step.ask is not None:
                return
        if chance_due(g):
            return
        step = AUTOMATIC.get(g.phase)
        if step is None or not step(out):
            return
