"""A game's phases, declared as a table, and the one loop that runs them.

A game is a sequence of phases, in the order its rulebook tells them. Each `Phase` says what
happens while it lasts (`play`), when it is over (`done`), the events that close it (`end`)
and open the next (`begin`), and which phases may follow it (`next`; `pick` chooses when
there are several). `play(state)` answers "what happens next" with one of:

- an automatic step: a callable `step(out)` that records events through the `Recorder`
  (income paid, a card dealt, the Dummy's treasure laid out);
- a `ChanceSpec`: a draw the application settles with the game's seeded generator;
- an `Ask`: the seats the rules wait on, each with its stage (one seat, several in their
  own stages, every seat at once in secret, a response window, or the command of a
  rule-driven player);
- None: nobody (the game is over, or it waits on a timer).

`Phases` is the table and its one loop: `next(state)` is the answer for a state (the
phase's own, unless the game's `first` answers before every phase: a pending decision, a
response window, an award to settle), remembered for the last state asked about; `advance`
runs automatic steps until a seat, a draw or nobody is next; `turn` is the kit's `Turn`
for a state (nobody acts in a state between the events of one command, which a replay
shows). The kit's game (`service.kit.game`) runs `advance` after every move, draw and
timer, so a game's moves only record what they decide. Modelled on boardgame.io's phases
(`onBegin`, `endIf`, `next`) and turn stages.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from service.kit.base import ChanceSpec, Command, Recorder
from service.kit.turns import Pending, Stage, Turn, Window

S = TypeVar("S")
Step = Callable[[Recorder], None]
# The automatic steps the loop runs in a row before it gives up: a game whose steps never
# reach a seat, a draw or the end has a bug, and an endless loop would hide it.
MOST_STEPS = 10_000


@dataclass(frozen=True)
class Ask:
    """The seats the rules wait on now: each seat's stage (the command types it may send),
    whether they act at once and in secret (`simultaneous`), the decision owed
    (`pending`), a response window, or the command of a rule-driven player who acts now
    (`automaton`, e.g. the Dragons Dummy's). `about`: the game's own record of the
    decision, for its moves to read (the options it offered, whom it is for)."""

    stages: Mapping[int, Stage] = field(default_factory=dict)
    simultaneous: bool = False
    pending: Pending | None = None
    window: Window | None = None
    automaton: Command | None = None
    about: Any = None

    @staticmethod
    def seat(seat: int, stage: Stage, pending: Pending | None = None,
             about: Any = None) -> Ask:
        """One seat, in one stage."""
        return Ask({seat: stage}, pending=pending, about=about)


Next = Step | ChanceSpec | Ask | None


def nobody(state: Any) -> Next:
    """A phase in which nothing happens by itself and nobody is asked."""
    return None


@dataclass(frozen=True)
class Phase(Generic[S]):
    """One phase, as the rulebook tells it.

    - `play(state)`: what happens next while the phase lasts (module docstring).
    - `done(state)`: the phase is over; the loop then records `end` and the next phase's
      `begin`. None: the phase's own events move the game on (a draw's outcome, a last
      choice).
    - `next`: the phases that may follow this one, the usual first; `pick(state)` names
      the one that does when there are several (read after `end` is recorded).
    - `begin` / `end`: the events that open and close it (their fold changes the phase).
    - `over`: the game has ended in this phase; nobody acts again.
    """

    name: str
    play: Callable[[S], Next] = nobody
    done: Callable[[S], bool] | None = None
    next: tuple[str, ...] = ()
    pick: Callable[[S], str] | None = None
    begin: Step | None = None
    end: Step | None = None
    over: bool = False


class Phases(Generic[S]):
    """A game's phases, in the rulebook's order, and the one loop that runs them.

    `current(state)`: the name of the phase a state is in. `first(state)`: what comes
    before any phase's own `play` (None: the phase's play). `timer(state)`: the deadline
    of a running timer, epoch seconds of the game's clock, or None.
    """

    def __init__(self, *phases: Phase[S], current: Callable[[S], str],
                 first: Callable[[S], Next] | None = None,
                 timer: Callable[[S], float | None] | None = None) -> None:
        self.phases = phases
        self.by_name = {p.name: p for p in phases}
        if len(self.by_name) != len(phases):
            raise ValueError("two phases share a name")
        for phase in phases:
            unknown = [n for n in phase.next if n not in self.by_name]
            if unknown:
                raise ValueError(f"phase {phase.name!r} leads to unknown phases {unknown}")
            if phase.done is not None and not phase.next:
                raise ValueError(f"phase {phase.name!r} ends but names no next phase")
            if phase.pick is None and len(phase.next) > 1 and phase.done is not None:
                raise ValueError(f"phase {phase.name!r} leads to several phases: pick one")
        self.current = current
        self.first = first
        self.timer = timer
        # The last state asked about, what happens next in it, and its turn (None until
        # asked): the rules ask again of the same state for the turn, the legal commands
        # and the move. States never change, so identity is the key; one slot, replaced
        # whole (a reader sees an old or a new triple, never half of one).
        self._memo: tuple[Any, Next, Turn | None] = (object(), None, None)

    def phase(self, state: S) -> Phase[S]:
        return self.by_name[self.current(state)]

    def next(self, state: S) -> Next:
        """What happens next in `state`."""
        memo = self._memo
        if memo[0] is state:
            return memo[1]
        found = self._next(state)
        self._memo = (state, found, None)
        return found

    def _next(self, state: S) -> Next:
        phase = self.phase(state)
        if phase.over:
            return None
        if self.first is not None:
            found = self.first(state)
            if found is not None:
                return found
        if phase.done is not None and phase.done(state):
            return self._moving_on(phase)
        return phase.play(state)

    def _moving_on(self, phase: Phase[S]) -> Step:
        """The step from `phase`, which is done, into the phase that follows it."""

        def move_on(out: Recorder) -> None:
            if phase.end is not None:
                phase.end(out)
            following = phase.pick(out.state) if phase.pick is not None else phase.next[0]
            begin = self.by_name[following].begin
            if begin is not None:
                begin(out)

        return move_on

    def advance(self, out: Recorder) -> None:
        """Run the automatic steps until a seat, a draw or nobody is next."""
        for _ in range(MOST_STEPS):
            step = self.next(out.state)
            if step is None or isinstance(step, ChanceSpec | Ask):
                return
            step(out)
        raise RuntimeError("the automatic steps did not come to rest")

    def turn(self, state: S) -> Turn:
        """The kit's `Turn` for `state`: at rest (after `advance`), or between the events of
        one command, where nobody acts."""
        memo = self._memo
        if memo[0] is state and memo[2] is not None:
            return memo[2]
        found = self.next(state)
        turn = self._turn(state, found)
        self._memo = (state, found, turn)
        return turn

    def _turn(self, state: S, found: Next) -> Turn:
        phase = self.phase(state)
        if phase.over:
            return Turn(phase.name, over=True)
        deadline = self.timer(state) if self.timer is not None else None
        if isinstance(found, ChanceSpec):
            return Turn(phase.name, chance=found, deadline=deadline)
        if isinstance(found, Ask):
            return Turn(phase.name, found.stages, simultaneous=found.simultaneous,
                        pending=found.pending, window=found.window,
                        automaton=found.automaton, deadline=deadline)
        # Nobody; or an automatic step is due: a state between the events of one command
        # (a replay shows every version), where nobody acts until the command's own steps
        # are recorded (`decide` always ends at rest: `advance`).
        return Turn(phase.name, deadline=deadline)

    def asked(self, state: S) -> Ask | None:
        """The seats' decision `state` waits on, if that is what happens next."""
        found = self.next(state)
        return found if isinstance(found, Ask) else None
