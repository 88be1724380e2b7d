"""A tiny game for testing the application layer apart from any real game's rules.

Two or three seats; each round a die is rolled (chance), then every seat secretly guesses it
once (a private event); when all guessed, the guesses are revealed and right guesses score.
A guessing timer runs 60 s from the roll. Two rounds.
"""

from __future__ import annotations

from dataclasses import dataclass
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
    event_table,
)
from service.kit.game import Game
from service.kit.phases import Ask, Phase, Phases
from service.kit.records import evolve, with_item
from service.kit.turns import Move, Stage, everyone

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


def _fold(state: State, event: Event) -> State:
    if isinstance(event, DieRolled):
        return evolve(
            state, round=event.round, face=event.face, deadline=event.deadline,
            timer_out=False, guesses=(None,) * state.seats,
        )
    if isinstance(event, Guessed):
        return evolve(state, guesses=with_item(state.guesses, event.seat, event.value))
    if isinstance(event, Revealed):
        pairs = zip(state.scores, event.guesses, strict=True)
        scores = tuple(s + (g == event.face) for s, g in pairs)
        return evolve(state, scores=scores, face=None, deadline=None)
    if isinstance(event, TimerRanOut):
        return evolve(state, timer_out=True)
    return state


def _phase(state: State) -> str:
    if state.face is not None:
        return "guessing"
    return "rolling" if state.round < ROUNDS else "over"


def _roll(state: State) -> ChanceSpec:
    return ChanceSpec(f"die:{state.round + 1}", "die", (1, 2, 3, 4, 5, 6))


def _guessers(state: State) -> Ask:
    waiting = [s for s, g in enumerate(state.guesses) if g is None]
    return Ask(everyone(waiting, GUESSING), simultaneous=True)


def _clock(state: State) -> float | None:
    return None if state.face is None or state.timer_out else state.deadline


def _on_chance(out: Recorder, spec: ChanceSpec, outcome: Any, ctx: Context) -> None:
    out.emit(DieRolled(round=out.state.round + 1, face=outcome, deadline=ctx.now + 60))


def _on_timer(out: Recorder, ctx: Context) -> None:
    out.emit(TimerRanOut(round=out.state.round))


def _view(state: State, viewer: Viewer) -> dict[str, Any]:
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


def _result(state: State) -> Result | None:
    if state.round < ROUNDS or state.face is not None:
        return None
    top = max(state.scores)
    return Result(
        winners=tuple(i for i, s in enumerate(state.scores) if s == top), scores=state.scores
    )


@dataclass(frozen=True)
class _Content:
    hash: str = "none"


GAME = Game(
    game_type="guess",
    name="guess",
    title="the guessing game",
    min_players=2,
    max_players=3,
    stochastic=True,
    imperfect_information=True,
    commands={"guess": Guess},
    events=event_table("guess", GameCreated, DieRolled, Guessed, Revealed, TimerRanOut),
    phases=Phases(
        Phase("rolling", play=_roll, next=("guessing", "over")),
        Phase("guessing", play=_guessers, next=("rolling",)),
        Phase("over", over=True),
        current=_phase,
        timer=_clock,
    ),
    moves={Guess: Move(_guess, _guesses)},
    setup=lambda created, content: State(seats=len(created.players),
                                         guesses=(None,) * len(created.players),
                                         scores=(0,) * len(created.players)),
    fold=_fold,
    view=_view,
    result=_result,
    seats=lambda state: state.seats,
    load_content=_Content,
    on_chance=_on_chance,
    on_timer=_on_timer,
    refuse=lambda state, turn, seat, command: RuleViolation("ALREADY_GUESSED",
                                                            "one guess per round"),
)
