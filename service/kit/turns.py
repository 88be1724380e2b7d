"""Turn structure as data: who may act now.

A game's phases (`service.kit.phases`) answer, for a state at rest, a `Turn`: which seats
may act and with which command types (each seat in its own `Stage`: one seat, several seats
in different stages, or every seat at once and in secret), the decision a seat owes
(`Pending`), a response window (`Window`: after an action every other seat in turn may
answer or pass), and the automatic actors the application settles through one hook
(`Turn.chance`, `Turn.deadline`, `Turn.automaton`). A game's `Move`s say how each command
type is applied and how its instances are listed. The kit's gate (`service.kit.game`) reads
the turn for both `decide` and `legal_commands`, so the two cannot disagree. Modelled on
boardgame.io's turn stages and `activePlayers`, and OpenSpiel's current player and chance
player.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from service.kit.base import ChanceSpec, Command, Recorder


@dataclass(frozen=True, slots=True)
class Stage:
    """What one seat may do now: a name (for views and clients) and the command types."""

    name: str
    moves: tuple[type[Command], ...]


@dataclass(frozen=True, slots=True)
class Pending:
    """A decision the rules wait on: who must decide (any one of `seats`), what about, and
    the options as the game names them (e.g. gem colours)."""

    name: str
    seats: tuple[int, ...]
    options: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class Window:
    """A response window: after `opened_by`'s action, each seat of `order` in turn may
    answer (a card, a spell) or pass before play goes on. `order[0]` answers now."""

    opened_by: int
    about: str
    order: tuple[int, ...]

    @property
    def responder(self) -> int:
        return self.order[0]

    def after_answer(self) -> Window | None:
        """The window once the current responder has answered or passed; None when closed."""
        rest = self.order[1:]
        return Window(self.opened_by, self.about, rest) if rest else None

    @staticmethod
    def open(
        opened_by: int, about: str, seats: int, eligible: Callable[[int], bool] | None = None
    ) -> Window | None:
        """Every other seat, clockwise from the one after `opened_by` — only those
        `eligible` says may answer (e.g. seats holding a spell); None when nobody may."""
        clockwise = ((opened_by + k) % seats for k in range(1, seats))
        order = tuple(s for s in clockwise if eligible is None or eligible(s))
        return Window(opened_by, about, order) if order else None


@dataclass(frozen=True, slots=True)
class Turn:
    """Who may act now.

    - `stages`: seat → its stage. Several seats may act at once (`simultaneous`: in secret,
      their commands recorded as private events until a reveal).
    - `pending` / `window`: what the rules wait on, for views and clients.
    - Automatic actors, settled by the application and never by a seat: `chance` (a draw
      the seeded generator answers), `automaton` (a command of a rule-driven player such as
      the Dragons Dummy, decided as the rules say) and `deadline` (a running timer's end,
      epoch seconds; `ExpireTimer` is due once the clock passes it).
    - `over`: the game has ended; nobody acts again.
    """

    phase: str
    stages: Mapping[int, Stage] = field(default_factory=dict)
    simultaneous: bool = False
    pending: Pending | None = None
    window: Window | None = None
    chance: ChanceSpec | None = None
    automaton: Command | None = None
    deadline: float | None = None
    over: bool = False

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats that may act now, in seat order."""
        return tuple(sorted(self.stages))




def everyone(seats: Iterable[int], stage: Stage) -> dict[int, Stage]:
    return {s: stage for s in seats}


@dataclass(frozen=True)
class Move:
    """One command type of a game: how it is applied and how its instances are listed.

    `apply(out, command, seat)` validates the command's own fields against the state in
    `out.state` (RuleViolation) and emits its events; the gate has already checked that the
    seat may send this type now. `options(state, seat)` lists every instance the seat may
    send now, each of which `apply` accepts.
    """

    apply: Callable[[Recorder, Any, int], None]
    options: Callable[[Any, int], Iterable[Command]]
