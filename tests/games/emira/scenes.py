"""More helpers for Emira's tests: play a seeded game forward with do-nothing commands to a
phase of a later turn, hand a seat an event card and let it play it, record an automatic
step (a princess joining) into a `Play`, and look at a view as a seat or a spectator."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from service.games.emira import RULES
from service.games.emira.commands import (
    Pass,
    PlayEvent,
    SkipEvent,
    SkipPurchase,
    TakeNoAction,
)
from service.games.emira.state import Game, put
from service.kit.base import Command, Recorder, Viewer

from .helpers import Play

IDLE = (SkipEvent, Pass, TakeNoAction, SkipPurchase)


def idle(play: Play, seat: int) -> Command:
    """The do-nothing command of `seat` now (skip, pass, no action), else its first option."""
    options = RULES.legal_commands(play.state, seat)
    for kind in IDLE:
        for command in options:
            if type(command) is kind:
                return command
    return options[0]


def until(play: Play, done: Callable[[Game], bool], limit: int = 2000) -> list:
    """Idle every seat until `done(state)`; the events recorded meanwhile."""
    events: list = []
    for _ in range(limit):
        if done(play.state):
            return events
        events += play.apply(idle(play, play.to_act()[0]))
    raise AssertionError("the game never reached the wanted state")


def at(phase: str, turn: int = 2, players: int = 4, advanced: bool = False,
       seed: int = 7) -> Play:
    """A game idled to `phase` of `turn` (every seat kept its first starting card)."""
    play = Play(players, advanced, seed)
    play.keep_starting_cards()
    until(play, lambda g: g.turn == turn and g.phase == phase)
    return play


def card_of(g: Game, kind: str, copy: int = 1) -> str:
    return f"{kind}#{copy}"


def give(play: Play, seat: int, kind: str, copy: int = 1) -> str:
    """Move a card of `kind` from wherever it is into `seat`'s hand."""
    card = card_of(play.state, kind, copy)
    g = play.state
    d = g.decks
    play.state = put(g, decks=put(d, events=tuple(c for c in d.events if c != card),
                                  out=tuple(c for c in d.out if c != card)))
    for other in range(play.state.n):
        s = play.state.sheiks[other]
        play.sheik(other, hand=tuple(c for c in s.hand if c != card),
                   kept=tuple(c for c in s.kept if c != card))
    play.sheik(seat, hand=play.state.sheiks[seat].hand + (card,))
    return card


def to_play(play: Play, seat: int) -> None:
    """Make `seat` the one to play an event card now (the events phase)."""
    assert play.state.phase == "events"
    play.state = put(play.state, step=put(play.state.step, seat=seat))


def play_card(play: Play, seat: int, kind: str, choice: str = "", copy: int = 1) -> list:
    """`seat` gets a card of `kind` and plays it now; the events recorded."""
    card = give(play, seat, kind, copy)
    to_play(play, seat)
    return play.apply(PlayEvent(seat, card, choice))


def record(play: Play, fn: Callable[..., None], *args: Any) -> list:
    """Run an automatic step (e.g. `princesses.join`) on the play's state."""
    out = Recorder(play.state, RULES.fold)
    fn(out, *args)
    play.state = out.state
    return out.events


def view(play: Play, seat: int | None) -> dict[str, Any]:
    return RULES.view(play.state, Viewer(seat))


def text(play: Play, seat: int | None) -> str:
    return json.dumps(view(play, seat), sort_keys=True)


def golds(play: Play, seat: int | None) -> list[int | None]:
    return [s["gold"] for s in view(play, seat)["sheiks"]]
