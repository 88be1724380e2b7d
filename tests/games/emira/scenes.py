"""Helpers for Emira's tests: a seeded game played through the pure rules as the application
plays it (chance settled by `service.app.chance.settle`), states arranged for a scenario
with `evolve`, a game played forward with do-nothing commands to a phase of a later turn,
a seat handed an event card to play, an automatic step recorded into a `Play`, and a view
as a seat or a spectator sees it."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from service.app import chance
from service.games.emira import GAME
from service.games.emira.commands import (
    Pass,
    PlayEvent,
    SkipEvent,
    SkipPurchase,
    TakeNoAction,
)
from service.games.emira.state import Game
from service.kit.base import Command, Context, Event, GameCreated, Recorder, RuleViolation, Viewer
from service.kit.records import evolve, with_item

NOW = 1_700_000_000.0


class Play:
    def __init__(self, players: int = 4, advanced: bool = False, seed: int = 7) -> None:
        options = GAME.validate_options(players, {"advanced": advanced})
        self.created = GameCreated("emira", tuple(f"p{i}" for i in range(players)), options,
                                   seed, GAME.content_hash(options), NOW)
        self.state: Game = GAME.initial_state(self.created)
        self.events: list[Event] = [self.created]
        self.settle()

    def settle(self) -> None:
        for event, state, _ in chance.settle(GAME, self.state, self.created.seed,
                                          len(self.events), Context(NOW)):
            self.events.append(event)
            if state is not None:
                self.state = state

    def apply(self, command: Command) -> list[Event]:
        decision = GAME.decide(self.state, command, Context(NOW))
        self.state = decision.state
        self.events += decision.events
        before = len(self.events)
        self.settle()
        return list(decision.events) + self.events[before:]

    def refused(self, command: Command) -> str:
        try:
            GAME.decide(self.state, command, Context(NOW))
        except RuleViolation as e:
            return e.code
        raise AssertionError(f"{command} was accepted")

    def keep_starting_cards(self) -> None:
        for seat in range(self.state.n):
            self.apply(GAME.legal_commands(self.state, seat)[0])

    def sheik(self, seat: int, **changes: Any) -> None:
        g = self.state
        self.state = evolve(g, sheiks=with_item(g.sheiks, seat, evolve(g.sheiks[seat], **changes)))

    def board(self, **changes: Any) -> None:
        self.state = evolve(self.state, board=evolve(self.state.board, **changes))

    def to_act(self) -> tuple[int, ...]:
        return GAME.turn(self.state).seats

    def rest(self) -> list[Event]:
        """The automatic steps a position set by hand owes before anyone acts (an undecided
        princess whose best sheik is now one joins him), recorded; the rules run them after
        every command, so a state they leave always waits on a seat, a draw or nobody."""
        out = Recorder(self.state, GAME.fold)
        GAME.phases.advance(out)
        self.state = out.state
        self.events += out.events
        return out.events


def at_bidding(players: int = 4, advanced: bool = False, seed: int = 7) -> Play:
    """A game at the first bidding round of turn 1 (basic: no event cards in turn 1)."""
    play = Play(players, advanced, seed)
    play.keep_starting_cards()
    while play.state.phase != "bidding":
        seat = play.to_act()[0]
        play.apply(GAME.legal_commands(play.state, seat)[-1])  # skip / pass
    return play


def of_type(events: list[Event], cls: type) -> list[Any]:
    return [e for e in events if isinstance(e, cls)]


IDLE = (SkipEvent, Pass, TakeNoAction, SkipPurchase)


def idle(play: Play, seat: int) -> Command:
    """The do-nothing command of `seat` now (skip, pass, no action), else its first option."""
    options = GAME.legal_commands(play.state, seat)
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
    play.state = evolve(g, decks=evolve(d, events=tuple(c for c in d.events if c != card),
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
    play.state = evolve(play.state, seat=seat)


def play_card(play: Play, seat: int, kind: str, choice: str = "", copy: int = 1) -> list:
    """`seat` gets a card of `kind` and plays it now; the events recorded."""
    card = give(play, seat, kind, copy)
    to_play(play, seat)
    return play.apply(PlayEvent(seat, card, choice))


def record(play: Play, fn: Callable[..., None], *args: Any) -> list:
    """Run an automatic step (e.g. `princesses.join`) on the play's state."""
    out = Recorder(play.state, GAME.fold)
    fn(out, *args)
    play.state = out.state
    return out.events


def view(play: Play, seat: int | None) -> dict[str, Any]:
    return GAME.view(play.state, Viewer(seat))


def text(play: Play, seat: int | None) -> str:
    return json.dumps(view(play, seat), sort_keys=True)


def golds(play: Play, seat: int | None) -> list[int | None]:
    return [s["gold"] for s in view(play, seat)["sheiks"]]
