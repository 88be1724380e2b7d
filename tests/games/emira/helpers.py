"""Helpers for Emira's tests: a seeded game played through the pure rules as the application
plays it (chance settled by `service.app.chance.settle`), and states arranged for a
scenario with `state.put`."""

from __future__ import annotations

from typing import Any

from service.app import chance
from service.games.emira import RULES
from service.games.emira.state import Game, put, with_sheik
from service.kit.base import Command, Context, Event, GameCreated, RuleViolation

NOW = 1_700_000_000.0


class Play:
    def __init__(self, players: int = 4, advanced: bool = False, seed: int = 7) -> None:
        options = RULES.validate_options(players, {"advanced": advanced})
        self.created = GameCreated("emira", tuple(f"p{i}" for i in range(players)), options,
                                   seed, RULES.content_hash(options), NOW)
        self.state: Game = RULES.initial_state(self.created)
        self.events: list[Event] = [self.created]
        self.settle()

    def settle(self) -> None:
        for event, state, _ in chance.settle(RULES, self.state, self.created.seed,
                                          len(self.events), Context(NOW)):
            self.events.append(event)
            if state is not None:
                self.state = state

    def apply(self, command: Command) -> list[Event]:
        decision = RULES.decide(self.state, command, Context(NOW))
        self.state = decision.state
        self.events += decision.events
        before = len(self.events)
        self.settle()
        return list(decision.events) + self.events[before:]

    def refused(self, command: Command) -> str:
        try:
            RULES.decide(self.state, command, Context(NOW))
        except RuleViolation as e:
            return e.code
        raise AssertionError(f"{command} was accepted")

    def keep_starting_cards(self) -> None:
        for seat in range(self.state.n):
            self.apply(RULES.legal_commands(self.state, seat)[0])

    def sheik(self, seat: int, **changes: Any) -> None:
        self.state = with_sheik(self.state, seat, **changes)

    def board(self, **changes: Any) -> None:
        self.state = put(self.state, board=put(self.state.board, **changes))

    def to_act(self) -> tuple[int, ...]:
        return RULES.turn(self.state).seats


def at_bidding(players: int = 4, advanced: bool = False, seed: int = 7) -> Play:
    """A game at the first bidding round of turn 1 (basic: no event cards in turn 1)."""
    play = Play(players, advanced, seed)
    play.keep_starting_cards()
    while play.state.phase != "bidding":
        seat = play.to_act()[0]
        play.apply(RULES.legal_commands(play.state, seat)[-1])  # skip / pass
    return play


def of_type(events: list[Event], cls: type) -> list[Any]:
    return [e for e in events if isinstance(e, cls)]
