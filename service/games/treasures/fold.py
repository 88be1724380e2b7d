"""The fold: one recorded treasures event into the state. Never validates, never raises.

One handler per event class in `HANDLERS`, found by the event's exact type.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.games.treasures import events as ev
from service.games.treasures.state import (
    MOVING,
    NOBODY,
    OUT,
    OVER,
    PLACING,
    UNPLACED,
    State,
)
from service.kit.base import Event
from service.kit.records import evolve, with_item


def _cards_dealt(s: State, e: ev.CardsDealt) -> State:
    index = s.content.board.index
    cave: list[str | None] = [None] * len(s.content.board.squares)
    for square, card in zip(e.squares, e.cards, strict=False):
        cave[index[square]] = card
    return evolve(s, cave=tuple(cave))


def _provision_shuffled(s: State, e: ev.ProvisionShuffled) -> State:
    first = s.figures.index(UNPLACED) if UNPLACED in s.figures else NOBODY
    return evolve(s, pile=e.order, drawn=0, phase=PLACING, current=first)


def unseen_piles(s: State) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The provision pile's undrawn cards: the one face-down pile (each card is seen only as
    it is drawn; nothing looks ahead or returns to it)."""
    return (("provision", s.pile[s.drawn:]),) if s.pile else ()


def _pile_reshuffled(s: State, e: ev.PileReshuffled) -> State:
    """A fork's reshuffle of the provision pile's undrawn cards (the only pile)."""
    return evolve(s, pile=s.pile[: s.drawn] + tuple(e.order))


def _figure_placed(s: State, e: ev.FigurePlaced) -> State:
    figures = with_item(s.figures, e.seat, s.content.board.index[e.square])
    nxt = figures.index(UNPLACED) if UNPLACED in figures else NOBODY
    return evolve(s, figures=figures, current=nxt)


def _turn_began(s: State, e: ev.TurnBegan) -> State:
    return evolve(s, phase=MOVING, turn=e.turn, current=e.seat, die=0)


def _die_rolled(s: State, e: ev.DieRolled) -> State:
    return evolve(s, die=e.face)


def _figure_moved(s: State, e: ev.FigureMoved) -> State:
    return evolve(s, figures=with_item(s.figures, e.seat, s.content.board.index[e.to_square]))


def _figure_escaped(s: State, e: ev.FigureEscaped) -> State:
    return evolve(s, figures=with_item(s.figures, e.seat, OUT))


def _card_taken(s: State, e: ev.CardTaken) -> State:
    return evolve(
        s,
        cave=with_item(s.cave, s.content.board.index[e.square], None),
        hands=with_item(s.hands, e.seat, s.hands[e.seat] + (e.card,)),
        totals=with_item(s.totals, e.seat, e.total),
    )


def _provision_drawn(s: State, e: ev.ProvisionDrawn) -> State:
    return evolve(
        s,
        cave=with_item(s.cave, s.content.board.index[e.square], e.card),
        drawn=len(s.pile) - e.left,
    )


def _chief_advanced(s: State, e: ev.ChiefAdvanced) -> State:
    return evolve(s, chief=e.position)


def _players_caught(s: State, e: ev.PlayersCaught) -> State:
    return evolve(s, caught=e.seats)


def _game_ended(s: State, e: ev.GameEnded) -> State:
    return evolve(s, phase=OVER, current=NOBODY, reason=e.reason, scores=e.scores,
                  winners=e.winners)


HANDLERS: dict[type[Event], Callable[[State, Any], State]] = {
    ev.CardsDealt: _cards_dealt,
    ev.ProvisionShuffled: _provision_shuffled,
    ev.PileReshuffled: _pile_reshuffled,
    ev.FigurePlaced: _figure_placed,
    ev.TurnBegan: _turn_began,
    ev.DieRolled: _die_rolled,
    ev.FigureMoved: _figure_moved,
    ev.FigureEscaped: _figure_escaped,
    ev.CardTaken: _card_taken,
    ev.ProvisionDrawn: _provision_drawn,
    ev.ChiefAdvanced: _chief_advanced,
    ev.PlayersCaught: _players_caught,
    ev.GameEnded: _game_ended,
}


def _unchanged(s: State, e: Event) -> State:
    return s


def fold(state: State, event: Event) -> State:
    return HANDLERS.get(type(event), _unchanged)(state, event)
