"""The moves of New Game (`MOVES`), the deal's outcome and the result."""

from __future__ import annotations

from typing import Any

from service.games.newgame import events as ev
from service.games.newgame.commands import PlaceCard
from service.games.newgame.state import OVER, State
from service.kit.base import ChanceSpec, Command, Context, Recorder, Result, RuleViolation
from service.kit.turns import Move


def on_chance(out: Recorder, spec: ChanceSpec, outcome: Any, ctx: Context) -> None:
    """The deck shuffled: each seat is dealt its hand from the top, in seat order."""
    s = out.state
    out.emit(ev.DeckShuffled(len(outcome), tuple(outcome)))
    for seat in range(s.seats):
        cards = tuple(outcome[seat * s.hand:(seat + 1) * s.hand])
        out.emit(ev.HandDealt(seat, len(cards), cards))


def place_card(out: Recorder, command: PlaceCard, seat: int) -> None:
    s = out.state
    if type(command.card) is not str or command.card not in s.hands[seat]:
        raise RuleViolation("NOT_IN_HAND", f"{command.card!r} is not in your hand")
    out.emit(ev.CardPlaced(seat, command.card))


def place_options(s: State, seat: int) -> list[Command]:
    return [PlaceCard(seat, card) for card in s.hands[seat]]


MOVES: dict[type[Command], Move] = {PlaceCard: Move(place_card, place_options)}


def result(s: State) -> Result | None:
    if s.phase != OVER:
        return None
    best = max(s.scores)
    return Result(tuple(seat for seat in range(s.seats) if s.scores[seat] == best), s.scores)
