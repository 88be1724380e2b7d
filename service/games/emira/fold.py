"""Evolve: fold one recorded Emira event into the state. Never validates, never raises.

One handler per event class (`HANDLERS`); records are rebuilt with `state.put`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.base import Event, GameCreated
from service.games.emira import events as ev
from service.games.emira.state import (
    APPEARANCES,
    BIDDING,
    CHOOSING,
    KEEP_START,
    OVER,
    PRINCESS,
    SETUP,
    Ask,
    Board,
    Decks,
    Final,
    Game,
    Setup,
    Sheik,
    Step,
    caravan,
    put,
    with_sheik,
)

MARKER_SUPPLY = {"camel": 0, "palace": 1, "small": 2, "large": 3}
ACTION_MARKER = {"small_caravan": "small", "large_caravan": "large", "palace": "palace",
                 "camel": "camel"}


def initial_state(created: GameCreated, content: Any) -> Game:
    n = len(created.players)
    options = created.options or {}
    supply = content.supplies.get(n) or content.supplies[max(content.supplies)]
    # One counter of each type lies beside the board; the rest are in the bag.
    per = supply.appearance_per_type - 1
    board = Board(
        supply=(supply.camels, supply.palace_sections, supply.small_caravans,
                supply.large_caravans),
        bag=(per, per, per),
    )
    setup = Setup(tuple(created.players), bool(options.get("advanced", False)),
                  created.content_hash, content)
    return Game(setup, SETUP, 0, 0, (Sheik(),) * n, board, Decks(), Step(stage="colours"))


def _step(g: Game, **changes: Any) -> Game:
    return put(g, step=put(g.step, **changes))


def _board(g: Game, **changes: Any) -> Game:
    return put(g, board=put(g.board, **changes))


def _decks(g: Game, **changes: Any) -> Game:
    return put(g, decks=put(g.decks, **changes))


def _without(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    if item not in items:
        return items
    i = items.index(item)
    return items[:i] + items[i + 1:]


def _add(t: tuple[int, ...], i: int, d: int) -> tuple[int, ...]:
    return t[:i] + (t[i] + d,) + t[i + 1:]


# --- setup ------------------------------------------------------------------------------------


def _colours(g: Game, e: ev.ColoursDrawn) -> Game:
    content = g.content
    b = g.board
    camels, sections, small, large = b.supply
    bag = b.bag
    sheiks = []
    red_card = _red_card(content)
    for colour in e.colours[: g.n]:
        s = Sheik(colour=colour, gold=content.start_gold)
        if colour == "green":
            s, camels = put(s, camels=1), camels - 1
        elif colour == "white":
            s, sections = put(s, sections=1), sections - 1
        elif colour == "red":
            s = put(s, status=(red_card,))
        elif colour == "blue":
            s = put(s, counters=(0, 0, 1))
        sheiks.append(s)
    if "blue" not in e.colours[: g.n]:
        bag = _add(bag, 2, 1)
    board = put(b, supply=(camels, sections, small, large), bag=bag)
    return put(g, sheiks=tuple(sheiks), board=board, step=put(g.step, stage="first"))


def _red_card(content: Any) -> str:
    return next(c.id for c in content.status_cards.values() if c.cost == 350)


def _first(g: Game, e: ev.FirstPlayerDrawn) -> Game:
    return put(g, first=e.seat, step=put(g.step, stage="status1"))


def _status_shuffled(g: Game, e: ev.StatusDeckShuffled) -> Game:
    if e.stage == "first":
        return put(g, decks=put(g.decks, status=tuple(e.order)), step=put(g.step, stage="status2"))
    aside = g.content.set_aside_status[g.n]
    deck = g.decks.status[:aside] + tuple(e.order)
    return put(g, decks=put(g.decks, status=deck), step=put(g.step, stage="goals"))


def _goal(g: Game, e: ev.GoalDealt) -> Game:
    g = with_sheik(g, e.seat, goal=e.goal)
    return _step(g, stage="events") if e.seat == g.n - 1 else g


def _event_deck(g: Game, e: ev.EventDeckShuffled) -> Game:
    stage = "deal" if g.step.stage == "events" else "emira"
    return put(g, decks=put(g.decks, events=tuple(e.order)), step=put(g.step, stage=stage))


def _dealt(g: Game, e: ev.StartingEventsDealt) -> Game:
    d = g.decks
    dealt = d.dealt + (tuple(e.cards),)
    g = put(g, decks=put(d, events=d.events[len(e.cards):], dealt=dealt))
    return put(g, phase=KEEP_START) if e.seat == g.n - 1 else g


def _kept_start(g: Game, e: ev.StartingEventKept) -> Game:
    d = g.decks
    dealt = list(d.dealt)
    dealt[e.seat] = _without(dealt[e.seat], e.card)
    g = put(g, decks=put(d, dealt=tuple(dealt)))
    return with_sheik(g, e.seat, hand=g.sheiks[e.seat].hand + (e.card,))


def _returned(g: Game, e: ev.StartingEventsReturned) -> Game:
    d = g.decks
    back = tuple(c for cards in d.dealt for c in cards)
    return put(g, phase=SETUP, decks=put(d, events=d.events + back, dealt=()),
               step=put(g.step, stage="reshuffle"))


def _emira_deck(g: Game, e: ev.EmiraDeckShuffled) -> Game:
    return put(g, decks=put(g.decks, emira=tuple(e.order)), step=put(g.step, stage="start"))


# --- turn structure ---------------------------------------------------------------------------


def _turn_began(g: Game, e: ev.TurnBegan) -> Game:
    sheiks = tuple(put(s, paid=False, dues=0) if s.paid or s.dues else s for s in g.sheiks)
    return put(g, turn=e.turn, first=e.first, sheiks=sheiks, step=Step())


def _phase(g: Game, e: ev.PhaseBegan) -> Game:
    st = g.step
    step = put(st, stage=e.stage, seat=e.seat, done=(), opener=-1, high=0, leader=-1,
               passed=(), chooser=-1, bid_paid=False, index=0)
    return put(g, phase=e.phase, step=step)


def _stage(g: Game, e: ev.StageReached) -> Game:
    return _step(g, stage=e.stage)


def _asked(g: Game, e: ev.DecisionAsked) -> Game:
    return _step(g, ask=Ask(e.name, e.seat, tuple(e.options)))


def _seat_done(g: Game, e: ev.SeatDone) -> Game:
    st = g.step
    return _step(g, done=st.done + (e.seat,), seat=e.next, ask=None)


# --- event cards --------------------------------------------------------------------------------


def _played(g: Game, e: ev.EventPlayed) -> Game:
    s = g.sheiks[e.seat]
    hand = _without(s.hand, e.card)
    looks = s.looks + (e.choice,) if e.kind == "good_looking" else s.looks
    kept = s.kept + (e.card,) if e.permanent else s.kept
    g = with_sheik(g, e.seat, hand=hand, looks=looks, kept=kept)
    if not e.permanent:
        g = _decks(g, out=g.decks.out + (e.card,))
    symbol = g.content.event_kinds[e.kind].symbol
    st = g.step
    effects = st.effects + ((e.kind, e.seat),)
    if e.choice:
        effects += ((f"{e.kind}:{e.choice}", e.seat),)
    symbols = st.symbols + (symbol,) if symbol else st.symbols
    return _step(g, effects=effects, symbols=symbols)


def _gold(g: Game, e: ev.GoldGained) -> Game:
    return with_sheik(g, e.seat, gold=g.sheiks[e.seat].gold + e.amount)


def _camels(g: Game, e: ev.CamelsChanged) -> Game:
    pairs = zip(g.sheiks, e.deltas, strict=True)
    sheiks = tuple(put(s, camels=s.camels + d) if d else s for s, d in pairs)
    b = g.board
    return put(g, sheiks=sheiks, board=put(b, supply=_add(b.supply, 0, -sum(e.deltas))))


def _track(g: Game, e: ev.TrackMoved) -> Game:
    s = g.sheiks[e.seat]
    if e.track == "camel":
        return with_sheik(g, e.seat, breed=s.breed + e.delta)
    return with_sheik(g, e.seat, track=s.track + e.delta)


def _seen(g: Game, e: ev.EmiraCardsSeen) -> Game:
    return _step(g, ask=Ask(e.about, e.seat, tuple(e.cards)))


def _mind(g: Game, e: ev.MindChanged) -> Game:
    g = _step(g, ask=None)
    if e.choice == "swap":
        sw = g.board.swapped
        swapped = _without(sw, e.princess) if e.princess in sw else sw + (e.princess,)
        return _board(g, swapped=swapped)
    if e.choice == "bottom":
        return _decks(g, emira=_without(g.decks.emira, e.princess) + (e.princess,))
    return g


def _reordered(g: Game, e: ev.EmiraDeckReordered) -> Game:
    emira = g.decks.emira
    return put(g, decks=put(g.decks, emira=tuple(e.order) + emira[len(e.order):]),
               step=put(g.step, ask=None))


def _sent_home(g: Game, e: ev.UndecidedSentHome) -> Game:
    g = _board(g, undecided=tuple(p for p in g.board.undecided if p not in e.princesses))
    return _decks(g, emira=g.decks.emira + tuple(e.princesses))


# --- income and preparation -------------------------------------------------------------------


def _income(g: Game, e: ev.IncomePaid) -> Game:
    s = g.sheiks[e.seat]
    caravans, back_small, back_large = [], 0, 0
    for item, left in s.caravans:
        if left > 1:
            caravans.append((item, left - 1))
        elif item.startswith("small"):
            back_small += 1
        else:
            back_large += 1
    g = with_sheik(g, e.seat, gold=s.gold + e.amount, caravans=tuple(caravans))
    if back_small or back_large:
        c, p, sm, lg = g.board.supply
        g = _board(g, supply=(c, p, sm + back_small, lg + back_large))
    return g


def _drawn(g: Game, e: ev.PrincessesDrawn) -> Game:
    k = len(e.active) + len(e.later)
    g = _decks(g, emira=g.decks.emira[k:])
    return _board(g, active=tuple(e.active), later=tuple(e.later))


def _later(g: Game, e: ev.LaterPrincessesActive) -> Game:
    return _board(g, active=g.board.later, later=())


def _ran_out(g: Game, e: ev.EmiraDeckRanOut) -> Game:
    return put(g, ended=True)


def _status_turned(g: Game, e: ev.StatusCardsTurned) -> Game:
    g = _decks(g, status=g.decks.status[len(e.cards):])
    if len(e.cards) == 1:
        return _board(g, status=e.cards[0])
    seat = next((s for k, s in g.step.effects if k == "royal_favour"), 0)
    return _step(g, ask=Ask("royal_favour", seat, tuple(e.cards)))


def _status_chosen(g: Game, e: ev.StatusCardChosen) -> Game:
    g = put(g, board=put(g.board, status=e.card), step=put(g.step, ask=None))
    return _decks(g, status=g.decks.status + (e.bottom,))


def _counter(g: Game, e: ev.CounterPlaced) -> Game:
    b = g.board
    bag = _add(b.bag, APPEARANCES.index(e.kind), -1)
    return put(g, board=put(b, bag=bag, counter=e.kind), step=put(g.step, ask=None))


def _markers(g: Game, e: ev.MarkersPlaced) -> Game:
    b = g.board
    supply = b.supply
    for m in e.markers:
        supply = _add(supply, MARKER_SUPPLY[m], -1)
    return _board(g, offers=b.offers + tuple(e.markers), supply=supply)


# --- bidding and actions -------------------------------------------------------------------------


def _round_opened(g: Game, e: ev.RoundOpened) -> Game:
    step = put(g.step, opener=e.opener, seat=e.bidder, high=0, leader=-1, passed=(),
               chooser=-1, bid_paid=False)
    return put(g, phase=BIDDING, step=step)


def _raised(g: Game, e: ev.BidRaised) -> Game:
    return _step(g, high=e.amount, leader=e.seat, seat=e.next)


def _passed(g: Game, e: ev.BidPassed) -> Game:
    return _step(g, passed=g.step.passed + (e.seat,), seat=e.next)


def _won(g: Game, e: ev.RoundWon) -> Game:
    g = with_sheik(g, e.seat, gold=g.sheiks[e.seat].gold - e.paid)
    step = put(g.step, chooser=e.seat, seat=-1, bid_paid=not e.last)
    return put(g, phase=CHOOSING, step=step)


def _last_bid(g: Game, e: ev.LastBid) -> Game:
    g = with_sheik(g, e.seat, gold=g.sheiks[e.seat].gold - e.paid)
    return _step(g, bid_paid=True, high=e.bid)


def _action(g: Game, e: ev.ActionTaken) -> Game:
    s = g.sheiks[e.seat]
    gold = s.gold - e.cost
    a = e.action
    b = g.board
    if a in ("small_caravan", "large_caravan"):
        turns = caravan(g.content, e.item).turns
        g = with_sheik(g, e.seat, gold=gold, caravans=s.caravans + ((e.item, turns),))
    elif a == "appearance":
        i = APPEARANCES.index(e.item)
        g = with_sheik(g, e.seat, gold=gold, counters=_add(s.counters, i, 1))
        b = put(b, counter=None)
    elif a == "status":
        g = with_sheik(g, e.seat, gold=gold, status=s.status + (e.item,))
        b = put(b, status=None)
    elif a == "palace":
        g = with_sheik(g, e.seat, gold=gold, sections=s.sections + 1)
    else:
        g = with_sheik(g, e.seat, gold=gold, camels=s.camels + 1)
    marker = ACTION_MARKER.get(a)
    if marker is not None:
        b = put(b, offers=_without(b.offers, marker))
    st = g.step
    step = put(st, acted=st.acted + (e.seat,), taken=st.taken + (a,), chooser=-1)
    return put(g, board=b, step=step)


def _no_action(g: Game, e: ev.NoActionTaken) -> Game:
    if e.gold:
        g = with_sheik(g, e.seat, gold=g.sheiks[e.seat].gold + g.content.costs["gold_alternative"])
    st = g.step
    chooser = -1 if st.chooser == e.seat else st.chooser
    return _step(g, acted=st.acted + (e.seat,), chooser=chooser)


def _bidding_ended(g: Game, e: ev.BiddingEnded) -> Game:
    b = g.board
    if e.counter is not None:
        b = put(b, counter=None, bag=_add(b.bag, APPEARANCES.index(e.counter), 1))
    if e.status is not None:
        b = put(b, status=None)
        g = _decks(g, status=g.decks.status + (e.status,))
    return put(g, board=b)


# --- buying event cards -------------------------------------------------------------------------


def _bought(g: Game, e: ev.EventsBought) -> Game:
    return with_sheik(g, e.seat, gold=g.sheiks[e.seat].gold - e.paid)


def _cards_drawn(g: Game, e: ev.EventCardsDrawn) -> Game:
    g = _decks(g, events=g.decks.events[len(e.cards):])
    return _step(g, ask=Ask("keep_event", e.seat, tuple(e.cards)))


def _card_kept(g: Game, e: ev.EventCardKept) -> Game:
    g = with_sheik(g, e.seat, hand=g.sheiks[e.seat].hand + (e.card,))
    return put(g, decks=put(g.decks, events=g.decks.events + tuple(e.returned)),
               step=put(g.step, ask=None))


# --- princesses ---------------------------------------------------------------------------------


def _nothing(g: Game, e: Event) -> Game:
    return g


def _advance_index(g: Game, princess: str) -> Game:
    """The princess in play has chosen (or is undecided): she leaves the "in play" box."""
    active = g.board.active
    if g.phase == PRINCESS and active and active[0] == princess:
        return _board(g, active=active[1:])
    return g


def _joined(g: Game, e: ev.PrincessJoined) -> Game:
    s = g.sheiks[e.seat]
    g = with_sheik(g, e.seat, princesses=s.princesses + (e.princess,))
    b = g.board
    changes: dict[str, Any] = {}
    if e.princess in b.undecided:
        changes["undecided"] = _without(b.undecided, e.princess)
    if e.princess in b.swapped:
        changes["swapped"] = _without(b.swapped, e.princess)
    if g.content.princesses[e.princess].ability == "gift":
        changes["xenia"], changes["xenia_due"] = 0, True
    if changes:
        g = _board(g, **changes)
    return _advance_index(g, e.princess)


def _undecided(g: Game, e: ev.PrincessUndecided) -> Game:
    g = _board(g, undecided=g.board.undecided + (e.princess,))
    return _advance_index(g, e.princess)


def _left(g: Game, e: ev.PrincessLeft) -> Game:
    s = g.sheiks[e.seat]
    g = with_sheik(g, e.seat, princesses=_without(s.princesses, e.princess))
    g = _step(g, ask=None)
    if g.content.princesses[e.princess].ability == "gift":
        g = _board(g, xenia=0, xenia_due=False)
    if e.to == "deck":
        return _decks(g, emira=g.decks.emira + (e.princess,))
    if e.to == "out":
        return _board(g, removed=g.board.removed + (e.princess,))
    return g


def _counter_discarded(g: Game, e: ev.CounterDiscarded) -> Game:
    i = APPEARANCES.index(e.kind)
    g = with_sheik(g, e.seat, counters=_add(g.sheiks[e.seat].counters, i, -1))
    return put(g, board=put(g.board, bag=_add(g.board.bag, i, 1)), step=put(g.step, ask=None))


def _status_discarded(g: Game, e: ev.StatusDiscarded) -> Game:
    g = with_sheik(g, e.seat, status=_without(g.sheiks[e.seat].status, e.card))
    return _step(g, ask=None)


def _turn_lost(g: Game, e: ev.TurnLost) -> Game:
    return with_sheik(g, e.seat, lost=e.turn)


def _dues(g: Game, e: ev.DuesOwed) -> Game:
    return with_sheik(g, e.seat, dues=g.sheiks[e.seat].dues + e.amount)


# --- upkeep and the end ---------------------------------------------------------------------------


def _upkeep(g: Game, e: ev.UpkeepPaid) -> Game:
    return with_sheik(g, e.seat, gold=g.sheiks[e.seat].gold - e.amount, paid=e.full)


def _xenia_paid(g: Game, e: ev.XeniaGiftPaid) -> Game:
    g = with_sheik(g, e.seat, gold=g.sheiks[e.seat].gold - e.amount)
    return put(g, board=put(g.board, xenia=2, xenia_due=False), step=put(g.step, ask=None))


def _xenia_marker(g: Game, e: ev.XeniaMarkerRemoved) -> Game:
    return _board(g, xenia=e.markers)


def _turn_ended(g: Game, e: ev.TurnEnded) -> Game:
    return put(g, first=e.first)


def _ended(g: Game, e: ev.GameEnded) -> Game:
    return put(g, phase=OVER, final=Final(tuple(e.winners), tuple(e.scores), e.reason))


HANDLERS: dict[type, Callable[[Game, Any], Game]] = {
    ev.ColoursDrawn: _colours,
    ev.FirstPlayerDrawn: _first,
    ev.StatusDeckShuffled: _status_shuffled,
    ev.GoalDealt: _goal,
    ev.EventDeckShuffled: _event_deck,
    ev.StartingEventsDealt: _dealt,
    ev.StartingEventKept: _kept_start,
    ev.StartingEventsReturned: _returned,
    ev.EmiraDeckShuffled: _emira_deck,
    ev.TurnBegan: _turn_began,
    ev.PhaseBegan: _phase,
    ev.StageReached: _stage,
    ev.DecisionAsked: _asked,
    ev.SeatDone: _seat_done,
    ev.EventPlayed: _played,
    ev.GoldGained: _gold,
    ev.CamelsChanged: _camels,
    ev.TrackMoved: _track,
    ev.EmiraCardsSeen: _seen,
    ev.MindChanged: _mind,
    ev.EmiraDeckReordered: _reordered,
    ev.UndecidedSentHome: _sent_home,
    ev.IncomePaid: _income,
    ev.PrincessesDrawn: _drawn,
    ev.LaterPrincessesActive: _later,
    ev.EmiraDeckRanOut: _ran_out,
    ev.StatusCardsTurned: _status_turned,
    ev.StatusCardChosen: _status_chosen,
    ev.CounterPlaced: _counter,
    ev.MarkersPlaced: _markers,
    ev.RoundOpened: _round_opened,
    ev.BidRaised: _raised,
    ev.BidPassed: _passed,
    ev.RoundWon: _won,
    ev.LastBid: _last_bid,
    ev.ActionTaken: _action,
    ev.NoActionTaken: _no_action,
    ev.BiddingEnded: _bidding_ended,
    ev.EventsBought: _bought,
    ev.EventCardsDrawn: _cards_drawn,
    ev.EventCardKept: _card_kept,
    ev.GoldRevealed: _nothing,
    ev.PrincessJoined: _joined,
    ev.PrincessUndecided: _undecided,
    ev.PrincessLeft: _left,
    ev.CounterDiscarded: _counter_discarded,
    ev.StatusDiscarded: _status_discarded,
    ev.TurnLost: _turn_lost,
    ev.DuesOwed: _dues,
    ev.UpkeepPaid: _upkeep,
    ev.XeniaGiftPaid: _xenia_paid,
    ev.XeniaMarkerRemoved: _xenia_marker,
    ev.TurnEnded: _turn_ended,
    ev.GameEnded: _ended,
}


def evolve(g: Game, e: Event) -> Game:
    handler = HANDLERS.get(type(e))
    return g if handler is None else handler(g, e)
