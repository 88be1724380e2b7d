"""Section "3 - Tallying the Votes": once every vote and the Vizier card are in, they are
turned face up and scored, the Vizier bans its route, and the route is chosen.

- `reveal` (the end of the voting phase): `VotesRevealed`; the unanimity bonus when every
  active card shows one direction (a solo player's two equal cards count); an individual
  point token for each opposing seat whose card matches any active card — before the ban,
  as in the rulebook's example (Camille scores for a card the Vizier then bans); the ban
  (`RouteBanned`), always recorded.
- `settle_route` (the tally phase): no active card left grounds the flight; one direction
  left is flown without a draw. Several directions are drawn among the cards left (the
  drawing phase's chance), and `select_route` records the one drawn.
"""

from __future__ import annotations

from service.games.g1001 import events as ev
from service.games.g1001.state import UNANIMOUS_BONUS
from service.kit.base import Recorder


def reveal(out: Recorder) -> None:
    g = out.state
    assert g.vizier is not None
    turn, active = g.turn, g.active
    votes = tuple(sorted(g.votes))
    vizier = g.vizier[1]
    out.emit(ev.VotesRevealed(turn, votes, vizier))
    active_seats = g.seats_of(active)
    active_cards = [x for seat, cards in votes if seat in active_seats for x in cards]
    if len(set(active_cards)) == 1:
        out.emit(ev.UnanimousBonusScored(turn, active, UNANIMOUS_BONUS))
    guessed = set(active_cards)
    for seat, cards in votes:
        if seat not in active_seats and any(x in guessed for x in cards):
            out.emit(ev.IndividualPointsScored(turn, seat, g.point_value))
    returned = tuple(seat for seat, cards in votes if seat in active_seats
                     for x in cards if x == vizier)
    out.emit(ev.RouteBanned(turn, vizier, returned))


def settle_route(out: Recorder) -> None:
    """No card left: the flight is grounded; one direction left: it is flown."""
    tally = out.state.tally
    assert tally is not None
    if not tally.pool:
        out.emit(ev.FlightGrounded(out.state.turn))
    else:
        select_route(out, tally.pool[0], drawn=False)


def select_route(out: Recorder, direction: int, drawn: bool) -> None:
    g = out.state
    assert g.tally is not None
    card = g.cards[direction - 1]
    out.emit(ev.RouteSelected(g.turn, direction, card, g.tally.pool, drawn))
