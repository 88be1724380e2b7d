"""The fold of New Game: one recorded event into the state. Never validates, never raises."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.newgame import events as ev
from service.games.newgame.state import OVER, PLAYING, State
from service.kit.base import Event
from service.kit.records import evolve, with_item


def _hand_dealt(s: State, e: ev.HandDealt) -> State:
    s = evolve(s, hands=with_item(s.hands, e.seat, e.cards))
    return evolve(s, phase=PLAYING) if e.seat == s.seats - 1 else s


def _card_placed(s: State, e: ev.CardPlaced) -> State:
    hand = tuple(c for c in s.hands[e.seat] if c != e.card)
    return evolve(s, hands=with_item(s.hands, e.seat, hand),
                  placed=with_item(s.placed, e.seat, e.card))


def _cards_revealed(s: State, e: ev.CardsRevealed) -> State:
    played = tuple(cards + (card,) for cards, card in zip(s.played, e.cards, strict=True))
    return evolve(s, played=played, placed=(None,) * s.seats, round=s.round + 1)


def _game_ended(s: State, e: ev.GameEnded) -> State:
    return evolve(s, phase=OVER, scores=e.scores)


HANDLERS: dict[type[Event], Callable[[State, Any], State]] = {
    ev.HandDealt: _hand_dealt,
    ev.CardPlaced: _card_placed,
    ev.CardsRevealed: _cards_revealed,
    ev.GameEnded: _game_ended,
}


def fold(s: State, e: Event) -> State:
    handler = HANDLERS.get(type(e))
    return s if handler is None else handler(s, e)
