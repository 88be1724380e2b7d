"""The fold of the event cards: played, their effects, bought and kept."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.emira import events as ev
from service.games.emira.fold.common import (
    add,
    asked,
    gold_changed,
    replace_sheik,
    sheik_hand,
    step_ask,
    with_board,
    with_decks,
    without,
)
from service.games.emira.records import make_ask, make_decks, make_game, make_sheik, make_step
from service.games.emira.state import Game, put


def _played(g: Game, e: ev.EventPlayed) -> Game:
    s = g.sheiks[e.seat]
    looks = s.looks + (e.choice,) * e.markers if e.kind == "good_looking" else s.looks
    kept = s.kept + (e.card,) if e.permanent else s.kept
    s = make_sheik(s.colour, s.gold, s.camels, s.breed, s.sections, s.track, s.counters, looks,
                   s.status, s.caravans, s.princesses, without(s.hand, e.card), kept, s.goal,
                   s.dues, s.lost, s.paid)
    d = g.decks
    if not e.permanent:
        d = make_decks(d.emira, d.status, d.events, d.dealt, d.out + (e.card,))
    symbol = g.content.event_kinds[e.kind].symbol
    st = g.step
    effects = st.effects + ((e.kind, e.seat),)
    if e.choice:
        effects += ((f"{e.kind}:{e.choice}", e.seat),)
    symbols = st.symbols + (symbol,) if symbol else st.symbols
    step = make_step(st.stage, st.seat, st.done, st.acted, st.taken, st.opener, st.high,
                     st.leader, st.passed, st.chooser, st.bid_paid, st.ask, effects, symbols)
    return make_game(g.setup, g.phase, g.turn, g.first, replace_sheik(g.sheiks, e.seat, s),
                     g.board, d, step, g.ended, g.final)


# --- the cards' effects (rare: rebuilt by name) ---------------------------------------------------


def _camels(g: Game, e: ev.CamelsChanged) -> Game:
    pairs = zip(g.sheiks, e.deltas, strict=True)
    sheiks = tuple(put(s, camels=s.camels + d) if d else s for s, d in pairs)
    b = g.board
    return put(g, sheiks=sheiks, board=put(b, supply=add(b.supply, 0, -sum(e.deltas))))


def _track(g: Game, e: ev.TrackMoved) -> Game:
    s = g.sheiks[e.seat]
    if e.track == "camel":
        s = put(s, breed=s.breed + e.delta)
    else:
        s = put(s, track=s.track + e.delta)
    return put(g, sheiks=replace_sheik(g.sheiks, e.seat, s))


def _seen(g: Game, e: ev.EmiraCardsSeen) -> Game:
    return asked(g, make_ask(e.about, e.seat, tuple(e.cards), ""))


def _mind(g: Game, e: ev.MindChanged) -> Game:
    g = asked(g, None)
    if e.choice == "swap":
        sw = g.board.swapped
        swapped = without(sw, e.princess) if e.princess in sw else sw + (e.princess,)
        return with_board(g, put(g.board, swapped=swapped))
    if e.choice == "bottom":
        return with_decks(g, put(g.decks, emira=without(g.decks.emira, e.princess) + (e.princess,)))
    return g


def _reordered(g: Game, e: ev.EmiraDeckReordered) -> Game:
    emira = g.decks.emira
    g = with_decks(g, put(g.decks, emira=tuple(e.order) + emira[len(e.order):]))
    return asked(g, None)


def _sent_home(g: Game, e: ev.UndecidedSentHome) -> Game:
    b, d = g.board, g.decks
    board = put(b, undecided=tuple(p for p in b.undecided if p not in e.princesses))
    return put(g, board=board, decks=put(d, emira=d.emira + tuple(e.princesses)))


# --- buying event cards ---------------------------------------------------------------------------


def _bought(g: Game, e: ev.EventsBought) -> Game:
    return gold_changed(g, e.seat, -e.paid)


def _cards_drawn(g: Game, e: ev.EventCardsDrawn) -> Game:
    d = g.decks
    decks = make_decks(d.emira, d.status, d.events[len(e.cards):], d.dealt, d.out)
    step = step_ask(g.step, make_ask("keep_event", e.seat, tuple(e.cards), ""))
    return make_game(g.setup, g.phase, g.turn, g.first, g.sheiks, g.board, decks, step,
                     g.ended, g.final)


def _card_kept(g: Game, e: ev.EventCardKept) -> Game:
    s = g.sheiks[e.seat]
    d = g.decks
    decks = make_decks(d.emira, d.status, d.events + tuple(e.returned), d.dealt, d.out)
    return make_game(g.setup, g.phase, g.turn, g.first,
                     replace_sheik(g.sheiks, e.seat, sheik_hand(s, s.hand + (e.card,))),
                     g.board, decks, step_ask(g.step, None), g.ended, g.final)


HANDLERS: dict[type, Callable[[Game, Any], Game]] = {
    ev.EventPlayed: _played,
    ev.CamelsChanged: _camels,
    ev.TrackMoved: _track,
    ev.EmiraCardsSeen: _seen,
    ev.MindChanged: _mind,
    ev.EmiraDeckReordered: _reordered,
    ev.UndecidedSentHome: _sent_home,
    ev.EventsBought: _bought,
    ev.EventCardsDrawn: _cards_drawn,
    ev.EventCardKept: _card_kept,
}
