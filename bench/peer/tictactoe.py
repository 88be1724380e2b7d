"""Tic-tac-toe, the peer benchmark's game: boardgame.io's own example, written once more on
our kit so that the same game can be played move by move through both servers
(bench/peer/README.md). Not one of the service's games: a server plays it only when
plugged in with `SCHEHERAZADE_GAMES=bench.peer.tictactoe`.

Two seats; seat 0 marks first; a cell is 0–8, row by row; three in a row wins; a full
board without one is a draw (both seats "win" a draw with score 0, as Result has no draw).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from service.kit.base import (
    Command,
    Event,
    GameCreated,
    Recorder,
    Result,
    RuleViolation,
    event_table,
)
from service.kit.game import Game
from service.kit.phases import Ask, Phase, Phases
from service.kit.records import evolve, with_item
from service.kit.turns import Move, Stage

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


@dataclass(frozen=True)
class Mark(Command):
    """Put this seat's mark in an empty cell (0–8, row by row)."""

    cell: int = -1


@dataclass(frozen=True)
class Marked(Event):
    TYPE: ClassVar[str] = "tictactoe.Marked"
    seat: int
    cell: int


@dataclass(frozen=True)
class GameEnded(Event):
    TYPE: ClassVar[str] = "tictactoe.GameEnded"
    scores: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
class State:
    cells: tuple[int | None, ...] = (None,) * 9  # the seat whose mark is in the cell
    to_move: int = 0
    result: Result | None = None


def _line_of(cells: tuple[int | None, ...], seat: int) -> bool:
    return any(all(cells[i] == seat for i in line) for line in LINES)


def _mark(out: Recorder, command: Mark, seat: int) -> None:
    cell, cells = command.cell, out.state.cells
    if type(cell) is not int or not 0 <= cell <= 8:
        raise RuleViolation("BAD_CELL", "a cell is a whole number from 0 to 8, row by row")
    if cells[cell] is not None:
        raise RuleViolation("CELL_TAKEN", f"cell {cell} already holds seat {cells[cell]}'s mark")
    out.emit(Marked(seat=seat, cell=cell))
    cells = out.state.cells
    if _line_of(cells, seat):
        out.emit(GameEnded(scores=tuple(int(s == seat) for s in (0, 1)), winners=(seat,)))
    elif None not in cells:
        out.emit(GameEnded(scores=(0, 0), winners=(0, 1)))


def _marks(state: State, seat: int) -> list[Command]:
    return [Mark(seat=seat, cell=i) for i, c in enumerate(state.cells) if c is None]


MARK = Stage("mark", (Mark,))


def _fold(state: State, event: Any) -> State:
    if type(event) is Marked:
        return evolve(state, cells=with_item(state.cells, event.cell, event.seat),
                      to_move=1 - event.seat)
    if type(event) is GameEnded:
        return evolve(state, result=Result(event.winners, event.scores))
    return state


@dataclass(frozen=True)
class _Content:
    hash: str = "tictactoe-v1"  # no content: the board is the rules


GAME = Game(
    game_type="tictactoe",
    name="tictactoe",
    title="tic-tac-toe",
    min_players=2,
    max_players=2,
    stochastic=False,
    imperfect_information=False,
    commands={"mark": Mark},
    events=event_table("tictactoe", GameCreated, Marked, GameEnded),
    phases=Phases(
        Phase("play", play=lambda state: Ask.seat(state.to_move, MARK), next=("over",)),
        Phase("over", over=True),
        current=lambda state: "play" if state.result is None else "over",
    ),
    moves={Mark: Move(_mark, _marks)},
    setup=lambda created, content: State(),
    fold=_fold,
    view=lambda state, viewer: {"cells": list(state.cells), "to_move": state.to_move},
    result=lambda state: state.result,
    seats=lambda state: 2,
    load_content=_Content,
    refuse=lambda state, turn, seat, command: RuleViolation(
        "NOT_YOUR_TURN", f"seat {state.to_move} marks now"),
)
