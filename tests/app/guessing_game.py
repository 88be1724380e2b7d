"""A tiny game for testing the application layer apart from any real game's rules.

Two or three seats; each round a die is rolled (chance), then every seat secretly guesses it
once (a private event); when all guessed, the guesses are revealed and right guesses score.
A guessing timer runs 60 s from the roll. Two rounds.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from service.kit.base import (
    ChanceSpec,
    Command,
    Context,
    Event,
    GameCreated,
    Recorder,
    Result,
    RuleViolation,
    Viewer,
)
from service.kit.turns import DeclaredRules, Move, Stage, Turn, everyone

ROUNDS = 2


@dataclass(frozen=True)
class Guess(Command):
    value: int = 0


@dataclass(frozen=True)
class DieRolled(Event):
    TYPE: ClassVar[str] = "guess.DieRolled"
    round: int
    face: int
    deadline: float


@dataclass(frozen=True)
class Guessed(Event):
    TYPE: ClassVar[str] = "guess.Guessed"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat",)
    seat: int
    value: int

    def audience(self) -> frozenset[int] | None:
        return frozenset((self.seat,))


@dataclass(frozen=True)
class Revealed(Event):
    TYPE: ClassVar[str] = "guess.Revealed"
    round: int
    guesses: tuple[int, ...]
    face: int


@dataclass(frozen=True)
class TimerRanOut(Event):
    TYPE: ClassVar[str] = "guess.TimerRanOut"
    round: int


@dataclass(frozen=True)
class State:
    seats: int
    round: int = 0
    face: int | None = None
    deadline: float | None = None
    timer_out: bool = False
    guesses: tuple[int | None, ...] = ()
    scores: tuple[int, ...] = ()


def _guess(out: Recorder, command: Guess, seat: int) -> None:
    state = out.state
    if type(command.value) is not int or not 1 <= command.value <= 6:
        raise RuleViolation("BAD_GUESS", "guess a face from 1 to 6")
    out.emit(Guessed(seat=seat, value=command.value))
    guesses = out.state.guesses
    if all(g is not None for g in guesses):
        out.emit(Revealed(round=state.round, guesses=guesses, face=state.face))


def _guesses(state: State, seat: int) -> list[Command]:
    return [Guess(seat=seat, value=v) for v in range(1, 7)]


GUESSING = Stage("guess", (Guess,))


class GuessingRules(DeclaredRules):
    game_type = "guess"
    min_players = 2
    max_players = 3
    event_types: dict[str, type[Event]] = {
        c.TYPE: c for c in (GameCreated, DieRolled, Guessed, Revealed, TimerRanOut)
    }
    command_types: dict[str, type[Command]] = {"guess": Guess}
    variants: tuple[dict[str, Any], ...] = ({},)
    moves = {Guess: Move(_guess, _guesses)}

    def content_hash(self, options: dict[str, Any]) -> str:
        return "none"

    def validate_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        if options:
            raise RuleViolation("BAD_OPTION", "the guessing game takes no options")
        return {}

    def initial_state(self, created: GameCreated) -> State:
        n = len(created.players)
        return State(seats=n, guesses=(None,) * n, scores=(0,) * n)

    def evolve(self, state: State, event: Event) -> State:
        if isinstance(event, DieRolled):
            return replace(
                state, round=event.round, face=event.face, deadline=event.deadline,
                timer_out=False, guesses=(None,) * state.seats,
            )
        if isinstance(event, Guessed):
            guesses = list(state.guesses)
            guesses[event.seat] = event.value
            return replace(state, guesses=tuple(guesses))
        if isinstance(event, Revealed):
            pairs = zip(state.scores, event.guesses, strict=True)
            scores = tuple(s + (g == event.face) for s, g in pairs)
            return replace(state, scores=scores, face=None, deadline=None)
        if isinstance(event, TimerRanOut):
            return replace(state, timer_out=True)
        return state

    def seats(self, state: State) -> int:
        return state.seats

    def declare(self, state: State) -> Turn:
        if state.face is None:
            if state.round < ROUNDS:
                faces = (1, 2, 3, 4, 5, 6)
                return Turn("rolling", chance=ChanceSpec(f"die:{state.round + 1}", "die", faces))
            return Turn("over", over=True)
        waiting = [s for s, g in enumerate(state.guesses) if g is None]
        deadline = None if state.timer_out else state.deadline
        return Turn("guessing", everyone(waiting, GUESSING), simultaneous=True,
                    deadline=deadline)

    def refuse(self, state: State, seat: int, command: Command) -> RuleViolation:
        return RuleViolation("ALREADY_GUESSED", "one guess per round")

    def on_chance(self, out: Recorder, spec: ChanceSpec, outcome: Any, ctx: Context) -> None:
        out.emit(DieRolled(round=out.state.round + 1, face=outcome, deadline=ctx.now + 60))

    def on_timer(self, out: Recorder, ctx: Context) -> None:
        out.emit(TimerRanOut(round=out.state.round))

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        view: dict[str, Any] = {
            "round": state.round,
            "scores": list(state.scores),
            "guessed": [g is not None for g in state.guesses],
            "timer_out": state.timer_out,
        }
        if viewer.seat is not None and state.guesses[viewer.seat] is not None:
            view["my_guess"] = state.guesses[viewer.seat]
        if viewer.auditor:
            view["face"] = state.face
            view["guesses"] = list(state.guesses)
        return view

    def result(self, state: State) -> Result | None:
        if state.round < ROUNDS or state.face is not None:
            return None
        top = max(state.scores)
        return Result(
            winners=tuple(i for i, s in enumerate(state.scores) if s == top), scores=state.scores
        )


RULES = GuessingRules()
