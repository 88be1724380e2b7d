"""TRANSITIONAL: the first shape of the kit, kept until every game declares a `Game`.

Turn structure as data: who may act now, and the one gate every command passes.

A game declares, from its state (`DeclaredRules.declare`), a `Turn`: which seats may act
and with which command types (each seat in its own `Stage`: one seat, several seats in
different stages, or every seat at once and in secret), the decision a seat owes
(`Pending`), a response window (`Window`: after an action every other seat in turn may
answer or pass), and the automatic actors the application settles through one hook
(`Turn.chance`, `Turn.deadline`, `Turn.automaton`).

`DeclaredRules` turns that declaration and a table of `Move`s into `decide` and
`legal_commands`, so the two read the same declaration and cannot disagree: a command is
accepted only if its type is in the seat's stage, and `legal_commands` lists only what the
stage's moves enumerate. Modelled on boardgame.io's phases, turn stages and
`activePlayers`, and OpenSpiel's current player and chance player.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from service.kit.base import (
    ChanceSpec,
    Command,
    Context,
    Decision,
    Event,
    ExpireTimer,
    GameCreated,
    PileReshuffled,
    Recorder,
    ResolveChance,
    Result,
    RuleViolation,
    Viewer,
    chance_outcome,
)
from service.kit.drafts import fast_init
from service.kit.turns import Move, Pending, Stage, Turn, Window, everyone  # noqa: F401

_new_tuple = tuple.__new__  # a `Decision` without its generated `__new__`'s Python call
_new_object = object.__new__


class DeclaredRules:
    """A `GameRules` built from a game's turn declaration and its moves.

    A game subclasses it and provides `declare` (its `Turn` for a state), `moves`, `refuse`
    (why a seat may not send a type now, in the game's own codes), `on_chance` and, with
    timers, `on_timer`; plus the facts and fold of `GameRules`. Chance, timers and the
    automaton reach the game only from the application (`seat` None), and a seat's command
    only through the gate.
    """

    game_type: ClassVar[str]
    name: ClassVar[str]
    title: ClassVar[str] = ""
    adapters: ClassVar[dict[str, str]] = {}
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    event_types: ClassVar[dict[str, type[Event]]]
    command_types: ClassVar[dict[str, type[Command]]]
    # The game's code when a seat acts while a draw is pending.
    chance_pending_code: ClassVar[str] = "CHANCE_PENDING"
    # The game's content loader (`<game>.content.load`, cached); None for a game without
    # seeds, which then overrides `content_hash`.
    load_content: ClassVar[Callable[[], Any] | None] = None
    # A game with face-down piles: its `PileReshuffled` subclass (and `unseen_piles`).
    pile_event: ClassVar[type[PileReshuffled] | None] = None
    # A game whose `evolve` is `table[type(event)](state, event)` may name the table: its
    # moves then record through a `TableRecorder`, a call less for every event.
    fold_table: ClassVar[Mapping[type[Event], Callable[[Any, Any], Any]] | None] = None

    moves: Mapping[type[Command], Move]
    # The last state asked about and its turn: a client, a bot or self-play asks for every
    # seat's legal commands and then decides on the same state, and each needs the turn.
    # States never change, so identity is the key; one slot, replaced whole (thread-safe).
    _memo: tuple[Any, Turn] | None = None
    _seat_kinds: frozenset[type[Command]] | None = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for command in getattr(cls, "command_types", {}).values():
            fast_init(command)  # listed for a seat at every step: built on the hot path

    def __init__(self, content: Any = None) -> None:
        """`content`: the game's content, handed in (tests pass their own boards and
        cards); by default the seeds, loaded on first use."""
        self._content = content

    @property
    def content(self) -> Any:
        if self._content is not None:
            return self._content
        assert self.load_content is not None, f"{self.game_type} declares no content loader"
        return type(self).load_content()  # type: ignore[misc]

    def unseen_piles(self, state: Any) -> tuple[tuple[str, tuple[Any, ...]], ...]:
        """() by default: a game with face-down piles names them (`GameRules`)."""
        return ()

    def pile_reshuffled(self, pile: str, order: tuple[Any, ...]) -> Event:
        """The game's own `PileReshuffled` (`pile_event`), which its fold puts in place."""
        if self.pile_event is None:
            raise NotImplementedError(f"{self.game_type} names no unseen piles to reshuffle")
        return self.pile_event(pile, len(order), tuple(order))

    def content_hash(self, options: dict[str, Any]) -> str:
        """The hash `game.Created` records: one content set for every option by default."""
        return str(self.content.hash)

    # --- what the game declares ----------------------------------------------------------

    def declare(self, state: Any) -> Turn:
        """Who may act now in `state` (the game's declaration; `turn` remembers it)."""
        raise NotImplementedError

    def seats(self, state: Any) -> int:
        raise NotImplementedError

    def refuse(self, state: Any, seat: int, command: Command) -> RuleViolation:
        """Why `seat` may not send `command`'s type now (its type is a move of the game)."""
        return RuleViolation("NOT_YOUR_TURN", "this seat may not do that now")

    def on_chance(self, out: Recorder, spec: ChanceSpec, outcome: Any, ctx: Context) -> None:
        raise NotImplementedError

    def on_timer(self, out: Recorder, ctx: Context) -> None:
        """Record a timer's end (only called once `turn().deadline` has passed)."""
        raise NotImplementedError

    def evolve(self, state: Any, event: Event) -> Any:
        raise NotImplementedError

    def fold(self, state: Any, event: Event) -> Any:
        return self.evolve(state, event)

    # --- the contract, from the declaration ----------------------------------------------

    def turn(self, state: Any) -> Turn:
        """The game's `declare(state)`, remembered for the last state asked about."""
        memo = self._memo
        if memo is not None and memo[0] is state:
            return memo[1]
        turn = self.declare(state)
        self._memo = (state, turn)
        return turn

    def decide(self, state: Any, command: Command, ctx: Context) -> Decision:
        table = self.fold_table
        if table is None:
            out = Recorder(state, self.evolve)
        else:  # `TableRecorder(state, table)`, its `__init__` inline: at every command and draw
            out = _new_object(TableRecorder)
            out.state, out.events, out.table = state, [], table
        kind = type(command)
        move = self.moves.get(kind)
        if move is None and kind is not ResolveChance and kind is not ExpireTimer:
            raise RuleViolation("UNKNOWN_COMMAND", f"{kind.__name__} is not a {self.game_type} "
                                                   "command")
        memo = self._memo  # `self.turn(state)`, its memo read here: this runs at every command
        turn = memo[1] if memo is not None and memo[0] is state else self.turn(state)
        if turn.over:
            raise RuleViolation("GAME_OVER", "the game is over")
        if kind is ResolveChance:
            spec = turn.chance
            self.on_chance(out, spec, chance_outcome(spec, command), ctx)  # type: ignore[arg-type]
        elif kind is ExpireTimer:
            self._expire(out, turn, command, ctx)
        elif (automaton := turn.automaton) is not None and command == automaton:
            # A rule-driven player acts now; the application issues its command verbatim
            # (its seat is the automaton's own, which no client's token proves).
            move.apply(out, command, command.seat)  # type: ignore[union-attr]
        else:
            kinds = self._seat_kinds or self._seat_commands()
            if kind not in kinds:
                raise RuleViolation("APPLICATION_ONLY", f"only the rules' own player sends "
                                                        f"{kind.__name__}")
            seat = command.seat
            seated = type(seat) is int
            stage = turn.stages.get(seat) if seated else None
            # A seat with a stage is one: the game's seat count is asked only of the others.
            if stage is None and (not seated or not 0 <= seat < self.seats(state)):
                raise RuleViolation("NOT_A_SEAT", f"{seat!r} is not a seat of this game")
            if automaton is not None:
                raise RuleViolation("AUTOMATON_PENDING", "the rules' own player acts first")
            if turn.chance is not None:
                raise RuleViolation(self.chance_pending_code,
                                    "the game is waiting for a random draw")
            if stage is None or kind not in stage.moves:
                raise self.refuse(state, seat, command)
            move.apply(out, command, seat)  # type: ignore[union-attr]
        # `out.decision()`, a call less: every command and every draw ends here
        return _new_tuple(Decision, (tuple(out.events), out.state))

    def legal_commands(self, state: Any, seat: int) -> list[Command]:
        memo = self._memo  # `self.turn(state)`, its memo read here: listed at every step
        turn = memo[1] if memo is not None and memo[0] is state else self.turn(state)
        pending = turn.chance is not None or turn.automaton is not None
        stage = None if pending else turn.stages.get(seat)
        if stage is None:
            return []
        kinds = stage.moves
        if len(kinds) == 1:  # most stages: one list copied whole (a loop per option is slower)
            return list(self.moves[kinds[0]].options(state, seat))
        return [c for kind in kinds for c in self.moves[kind].options(state, seat)]

    def chance(self, state: Any) -> ChanceSpec | None:
        return self.turn(state).chance

    def deadline(self, state: Any) -> float | None:
        return self.turn(state).deadline

    def _seat_commands(self) -> frozenset[type[Command]]:
        """The command types a seat may send: the client-facing ones. A move outside them
        belongs to a rule-driven player (`Turn.automaton`) alone."""
        kinds = self._seat_kinds
        if kinds is None:  # the table never changes: worked out once per rules object
            kinds = self._seat_kinds = frozenset(self.command_types.values())
        return kinds

    def _expire(self, out: Recorder, turn: Turn, command: Command, ctx: Context) -> None:
        if command.seat is not None:
            raise RuleViolation("APPLICATION_ONLY", "only the application ends timers")
        due = turn.deadline
        if due is None:
            raise RuleViolation("NO_TIMER", "no timer is running")
        now = ctx.now
        if not isinstance(now, int | float) or isinstance(now, bool):
            raise RuleViolation("BAD_CONTEXT", "the context's time must be a number")
        if now < due:
            raise RuleViolation("TIMER_NOT_EXPIRED", f"the timer runs until {due}")
        self.on_timer(out, ctx)

    # --- left to the game ----------------------------------------------------------------

    def initial_state(self, created: GameCreated) -> Any:
        raise NotImplementedError

    def view(self, state: Any, viewer: Viewer) -> dict[str, Any]:
        raise NotImplementedError

    def result(self, state: Any) -> Result | None:
        raise NotImplementedError


class TableRecorder(Recorder):
    """A `Recorder` for a fold that is a table of handlers by event type (a game's
    `DeclaredRules.fold_table`): it calls the event's handler itself."""

    __slots__ = ("table",)

    def __init__(self, state: Any, table: Mapping[type[Event], Callable[[Any, Any], Any]]) -> None:
        self.state = state
        self.events = []
        self.table = table

    def emit(self, event: Event) -> None:
        self.events.append(event)
        self.state = self.table[type(event)](self.state, event)
