"""Scenario helpers for Bazaar: a game through the pure rules, the automatic actors settled
as the application settles them (`service.app.chance.settle`), at a clock the test sets."""

from __future__ import annotations

import dataclasses
from typing import Any

from service.app import chance
from service.kit.base import Command, Context, Event, GameCreated, RuleViolation
from tests.kit.bazaar import GAME
from tests.kit.bazaar.commands import Bid, Pass, TakeGood

START = 1_000.0


class Table:
    """One game: its events (Created first) and state; `play` decides then settles."""

    def __init__(self, players: int = 3, seed: int = 7, now: float = START) -> None:
        self.now = now
        self.created = GameCreated(
            game_type="bazaar", players=tuple(f"p{i}" for i in range(players)), options={},
            seed=seed, content_hash=GAME.content_hash({}), created_at=now,
        )
        self.events: list[Event] = [self.created]
        self.state: Any = GAME.initial_state(self.created)
        self.settle()

    @property
    def ctx(self) -> Context:
        return Context(now=self.now)

    def settle(self) -> list[Event]:
        drawn = chance.settle(GAME, self.state, self.created.seed, len(self.events), self.ctx)
        for event, state, _ in drawn:
            self.events.append(event)
            if state is not None:
                self.state = state
        return [s.event for s in drawn]

    def play(self, command: Command) -> list[Event]:
        """The command's events, then the automatic actors' ones."""
        decision = GAME.decide(self.state, command, self.ctx)
        self.events.extend(decision.events)
        self.state = decision.state
        return [*decision.events, *self.settle()]

    def refused(self, command: Command) -> str:
        """The refusal code; asserts that nothing changed."""
        before = (self.state, len(self.events))
        try:
            GAME.decide(self.state, command, self.ctx)
        except RuleViolation as exc:
            assert (self.state, len(self.events)) == before
            return exc.code
        raise AssertionError(f"{command} was accepted")

    def bid_all(self, *amounts: int) -> list[Event]:
        out: list[Event] = []
        for seat, amount in enumerate(amounts):
            out += self.play(Bid(seat=seat, amount=amount))
        return out

    def to_window(self, *amounts: int) -> None:
        """Bid, then the taker takes its first option."""
        self.bid_all(*amounts)
        taker = self.state.taker
        self.play(TakeGood(seat=taker, good=self.state.layout[0]))

    def pass_window(self) -> None:
        while self.state.window is not None:
            self.play(Pass(seat=self.state.window.responder))


def fold(events: list[Event]) -> Any:
    state = GAME.initial_state(events[0])  # type: ignore[arg-type]
    for event in events[1:]:
        state = GAME.fold(state, event)
    return state


def with_seat(command: Command, seat: int) -> Command:
    return dataclasses.replace(command, seat=seat)
