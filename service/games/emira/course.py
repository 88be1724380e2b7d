"""The course of a turn (rulebook 4.0): a turn begun, a phase begun, and the seats that act
one after another from the first player in the phases played seat by seat (event cards,
purchase, upkeep). The phases' table (`phases.py`) and the moves both record through these.
"""

from __future__ import annotations

from service.games.emira import events as ev
from service.games.emira.cards import events_allowed
from service.games.emira.state import EVENTS, PURCHASE, UPKEEP, Game, clockwise, odd_turn, three
from service.kit.base import Recorder

SEAT_BY_SEAT = (EVENTS, PURCHASE, UPKEEP)


def purchase_allowed(g: Game) -> bool:
    """6.1: no event cards are bought in the odd turn of a three-player game."""
    return not (three(g) and odd_turn(g))


def eligible(g: Game, phase: str, seat: int) -> bool:
    """`seat` acts in `phase` when its turn comes."""
    s = g.sheiks[seat]
    if s.lost == g.turn and phase != UPKEEP:
        return False  # Hind: no card played or bought this turn; but "you must pay your upkeep"
    if phase == EVENTS:
        return events_allowed(g) and bool(s.hand)
    if phase == PURCHASE:
        return purchase_allowed(g) and len(g.decks.events) >= 2
    return phase == UPKEEP


def next_seat(g: Game, phase: str, done: tuple[int, ...]) -> int:
    """The next seat clockwise from the first player to act in `phase` (-1: nobody)."""
    for seat in clockwise(g, g.first):
        if seat not in done and eligible(g, phase, seat):
            return seat
    return -1


def start_phase(out: Recorder, phase: str, stage: str = "") -> None:
    """`phase` begins (at its first `stage`); in a phase played seat by seat, with the
    first seat to act."""
    g = out.state
    seat = next_seat(g, phase, ()) if phase in SEAT_BY_SEAT else -1
    out.emit(ev.PhaseBegan(g.turn, phase, seat, stage))


def seat_done(out: Recorder, seat: int) -> None:
    """`seat` is done in this phase; the next acts."""
    g = out.state
    out.emit(ev.SeatDone(seat, next_seat(g, g.phase, g.done + (seat,))))


def begin_turn(out: Recorder) -> None:
    """The next turn begins (the first after the setup) with its event cards."""
    g = out.state
    out.emit(ev.TurnBegan(g.turn + 1, g.first))
    start_phase(out, EVENTS)
