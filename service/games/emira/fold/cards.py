"""The fold of the event cards: played, their effects, bought and kept."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.emira import events as ev
from service.games.emira.fold.common import add, without
from service.games.emira.state import Game, Question
from service.kit.records import evolve, with_item


def _played(g: Game, e: ev.EventPlayed) -> Game:
    s = g.sheiks[e.seat]
    looks = s.looks + (e.choice,) * e.markers if e.kind == "good_looking" else s.looks
    kept = s.kept + (e.card,) if e.permanent else s.kept
    sheiks = with_item(g.sheiks, e.seat,
                       evolve(s, looks=looks, hand=without(s.hand, e.card), kept=kept))
    decks = g.decks if e.permanent else evolve(g.decks, out=g.decks.out + (e.card,))
    symbol = g.content.event_kinds[e.kind].symbol
    effects = g.effects + ((e.kind, e.seat),)
    if e.choice:
        effects += ((f"{e.kind}:{e.choice}", e.seat),)
    symbols = g.symbols + (symbol,) if symbol else g.symbols
    return evolve(g, sheiks=sheiks, decks=decks,
                  effects=effects, symbols=symbols)


# --- the cards' effects ----------------------------------------------------------------------


def _camels(g: Game, e: ev.CamelsChanged) -> Game:
    pairs = zip(g.sheiks, e.deltas, strict=True)
    sheiks = tuple(evolve(s, camels=s.camels + d) if d else s for s, d in pairs)
    b = g.board
    return evolve(g, sheiks=sheiks, board=evolve(b, supply=add(b.supply, 0, -sum(e.deltas))))


def _track(g: Game, e: ev.TrackMoved) -> Game:
    s = g.sheiks[e.seat]
    if e.track == "camel":
        s = evolve(s, breed=s.breed + e.delta)
    else:
        s = evolve(s, track=s.track + e.delta)
    return evolve(g, sheiks=with_item(g.sheiks, e.seat, s))


def _seen(g: Game, e: ev.EmiraCardsSeen) -> Game:
    return evolve(g, ask=Question(e.about, e.seat, tuple(e.cards)))


def _mind(g: Game, e: ev.MindChanged) -> Game:
    if e.choice == "swap":
        sw = g.board.swapped
        swapped = without(sw, e.princess) if e.princess in sw else sw + (e.princess,)
        return evolve(g, board=evolve(g.board, swapped=swapped), ask=None)
    if e.choice == "bottom":
        emira = without(g.decks.emira, e.princess) + (e.princess,)
        return evolve(g, decks=evolve(g.decks, emira=emira), ask=None)
    return evolve(g, ask=None)


def _reordered(g: Game, e: ev.EmiraDeckReordered) -> Game:
    emira = g.decks.emira
    return evolve(g, decks=evolve(g.decks, emira=tuple(e.order) + emira[len(e.order):]),
                  ask=None)


def _sent_home(g: Game, e: ev.UndecidedSentHome) -> Game:
    """Back under the Emira deck as the cards they are: a Changing Her Mind swap is gone."""
    b, d = g.board, g.decks
    board = evolve(b, undecided=tuple(p for p in b.undecided if p not in e.princesses),
                   swapped=tuple(p for p in b.swapped if p not in e.princesses))
    return evolve(g, board=board, decks=evolve(d, emira=d.emira + tuple(e.princesses)))


# --- buying event cards ---------------------------------------------------------------------------


def _bought(g: Game, e: ev.EventsBought) -> Game:
    s = g.sheiks[e.seat]
    return evolve(g, sheiks=with_item(g.sheiks, e.seat, evolve(s, gold=s.gold - e.paid)))


def _cards_drawn(g: Game, e: ev.EventCardsDrawn) -> Game:
    d = g.decks
    return evolve(g, decks=evolve(d, events=d.events[len(e.cards):]),
                  ask=Question("keep_event", e.seat, tuple(e.cards)))


def _card_kept(g: Game, e: ev.EventCardKept) -> Game:
    s = g.sheiks[e.seat]
    return evolve(g, sheiks=with_item(g.sheiks, e.seat, evolve(s, hand=s.hand + (e.card,))),
                  decks=evolve(g.decks, events=g.decks.events + tuple(e.returned)),
                  ask=None)


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
