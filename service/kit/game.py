"""A game, declared as one object, and the kit's rules engine that runs any such object.

What a reader finds in `service/games/<name>/__init__.py` is one `Game(...)`: the game's
facts (type id, display name, player range, chance, hidden information), its option spec,
variants, command and event types, phases, moves, fold, view, result and content loader.
The kit implements the rule-aggregate contract (`service.kit.base.GameRules`) from it:

- `decide` is the gate, then the move, then the phases' automatic steps (`Phases.advance`):
  a command of this game (`UNKNOWN_COMMAND`), the game not over (`GAME_OVER`), draws and
  timers and the rules' own player from the application only (`APPLICATION_ONLY`), a real
  seat (`NOT_A_SEAT`), no automatic actor due first (`AUTOMATON_PENDING`, the game's
  `chance_pending_code`), the command's type in the seat's stage — else the game's
  `refuse`, then the kit's (`NOT_NOW`, `NOT_YOUR_TURN`, `WRONG_PHASE`);
- `legal_commands` lists the stage's moves' options; `turn` is the phases' `Turn`;
- `validate_options` is the option spec's one validator.

Modelled on OpenSpiel's `_GAME_TYPE`/`_GAME_INFO` and boardgame.io's `Game` object.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

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
from service.kit.options import Options
from service.kit.phases import Phases
from service.kit.turns import Move, Turn
from service.kit.words import Words


class Content(Protocol):
    """What the kit reads of a game's content: its hash, recorded in game.Created."""

    @property
    def hash(self) -> str: ...


S = TypeVar("S")  # a game's state
C = TypeVar("C", bound=Content)  # a game's content
Refuse = Callable[[S, Turn, int, Command], RuleViolation | None]


@dataclass(frozen=True)
class Piles(Generic[S]):
    """A game's face-down piles, whose order no seat has seen: `unseen(state)` names each
    as (name, cards top first); `reshuffled` is the game's `PileReshuffled` subclass, which
    its fold handles by putting the order in the named pile. A fork with a fresh seed
    shuffles each again (`service/app/chance.reshuffle_unseen`)."""

    unseen: Callable[[S], tuple[tuple[str, tuple[Any, ...]], ...]]
    reshuffled: type[PileReshuffled]


def refuse_by_turn(state: Any, turn: Turn, seat: int, command: Command) -> RuleViolation:
    """Why `seat` may not send `command` now, from the turn alone: the codes every game
    shares where its own `refuse` says nothing more."""
    stage = turn.stages.get(seat)
    kind = type(command).__name__
    if stage is not None:
        return RuleViolation("NOT_NOW", f"{kind} is not what this seat may do now "
                                        f"({stage.name})")
    if turn.stages:
        whose = ", ".join(str(s) for s in sorted(turn.stages))
        return RuleViolation("NOT_YOUR_TURN", f"seat {whose} acts now")
    return RuleViolation("WRONG_PHASE", f"nobody may do that in {turn.phase}")


@dataclass(frozen=True, eq=False)
class Game(Generic[S, C]):
    """One game, declared. Every callable takes the game's state as its content made it:
    `setup(created, content)` is the state after `game.Created`; `fold(state, event)` the
    state after an event (never validates, never raises); `view(state, viewer)` what a
    viewer may see, by allow-list; `result(state)` None while the game runs; `seats(state)`
    its number of seats; `on_chance(out, spec, outcome, ctx)` and `on_timer(out, ctx)`
    record a draw's outcome and a timer's end; `refuse(state, turn, seat, command)` the
    game's own reason a seat may not send a command now (None: the kit's)."""

    # --- the facts
    game_type: str  # stored in every game.Created: never renamed
    name: str  # a Python-safe key: the folder, the proto oneof field, the adapter modules
    title: str
    min_players: int
    max_players: int
    stochastic: bool  # chance nodes (shuffles, dice) the application settles
    imperfect_information: bool  # some seat may not see everything
    # --- the parts
    commands: Mapping[str, type[Command]]  # client-facing name → command type
    events: Mapping[str, type[Event]]  # stored name → event type (`base.event_table`)
    phases: Phases[S]
    moves: Mapping[type[Command], Move]
    setup: Callable[[GameCreated, C], S]
    fold: Callable[[S, Event], S]
    view: Callable[[S, Viewer], dict[str, Any]]
    result: Callable[[S], Result | None]
    seats: Callable[[S], int]
    options: Options = Options()
    # One options dict per way to play, for tests, bots, benches and golden playthroughs.
    variants: tuple[dict[str, Any], ...] = ({},)
    load_content: Callable[[], C] | None = None  # the seeds' loader; None: no seeds
    on_chance: Callable[[Recorder, ChanceSpec, Any, Context], None] | None = None
    on_timer: Callable[[Recorder, Context], None] | None = None
    refuse: Refuse[S] | None = None
    piles: Piles[S] | None = None
    chance_pending_code: str = "CHANCE_PENDING"  # a seat acting while a draw is due
    # Its events as sentences and its commands as labels (`service/games/<name>/words.py`);
    # None: the kit's generic words.
    words: Words | None = None
    # Layer → module path, for a game living outside the tree (its adapters too).
    adapters: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        set_ = object.__setattr__  # derived once: the declaration is frozen
        if self.events.get(GameCreated.TYPE) is not GameCreated:
            raise ValueError(f"{self.game_type}: its event table lacks game.Created "
                             f"(build it with base.event_table)")
        set_(self, "event_types", dict(self.events))
        set_(self, "command_types", dict(self.commands))
        # The command types a seat may send; a move outside them is the rules' own
        # player's (`Turn.automaton`) alone.
        set_(self, "_seat_kinds", frozenset(self.commands.values()))

    event_types: dict[str, type[Event]] = field(init=False, repr=False)
    command_types: dict[str, type[Command]] = field(init=False, repr=False)
    _seat_kinds: frozenset[type[Command]] = field(init=False, repr=False)

    # --- content and options -----------------------------------------------------------

    def with_content(self, content: C) -> Game[S, C]:
        """This game over other content (tests' boards and cards, a fixture pack)."""
        return dataclasses.replace(self, load_content=lambda: content)

    @property
    def content(self) -> C:
        """The game's content (its seeds, loaded once by the game's own loader)."""
        if self.load_content is None:
            raise RuntimeError(f"{self.game_type} declares no content")
        return self.load_content()

    def content_hash(self, options: dict[str, Any]) -> str:
        """The hash `game.Created` records: the content's, or "" for a game without."""
        return "" if self.load_content is None else self.content.hash

    def validate_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        return self.options.validate(players, options, self.title, self.min_players,
                                     self.max_players)

    # --- the fold ----------------------------------------------------------------------

    def initial_state(self, created: GameCreated) -> S:
        # A game without seeds takes None for its content (its `setup` ignores it).
        content: Any = None if self.load_content is None else self.content
        return self.setup(created, content)

    def unseen_piles(self, state: S) -> tuple[tuple[str, tuple[Any, ...]], ...]:
        return () if self.piles is None else self.piles.unseen(state)

    def pile_reshuffled(self, pile: str, order: tuple[Any, ...]) -> Event:
        if self.piles is None:
            raise NotImplementedError(f"{self.game_type} names no unseen piles to reshuffle")
        return self.piles.reshuffled(pile, len(order), tuple(order))

    # --- who acts, and the gate --------------------------------------------------------

    def turn(self, state: S) -> Turn:
        return self.phases.turn(state)

    def chance(self, state: S) -> ChanceSpec | None:
        return self.turn(state).chance

    def deadline(self, state: S) -> float | None:
        return self.turn(state).deadline

    def legal_commands(self, state: S, seat: int) -> list[Command]:
        turn = self.turn(state)
        if turn.chance is not None or turn.automaton is not None:
            return []
        stage = turn.stages.get(seat)
        if stage is None:
            return []
        return [c for kind in stage.moves for c in self.moves[kind].options(state, seat)]

    def decide(self, state: S, command: Command, ctx: Context) -> Decision:
        out = Recorder(state, self.fold)
        kind = type(command)
        move = self.moves.get(kind)
        if move is None and kind is not ResolveChance and kind is not ExpireTimer:
            raise RuleViolation("UNKNOWN_COMMAND",
                                f"{kind.__name__} is not a {self.game_type} command")
        turn = self.turn(state)
        if turn.over:
            raise RuleViolation("GAME_OVER", "the game is over")
        if isinstance(command, ResolveChance):
            self._draw(out, turn, command, ctx)
        elif move is None:  # ExpireTimer
            self._expire(out, turn, command, ctx)
        elif turn.automaton is not None and command == turn.automaton:
            # The rules' own player acts now; the application issues its command verbatim
            # (its seat is the automaton's own, which no client's token proves).
            seat = turn.automaton.seat
            if seat is None:
                raise RuntimeError(f"{self.game_type}: its automaton's command names no seat")
            move.apply(out, command, seat)
        else:
            move.apply(out, command, self._gate(state, turn, command))
        self.phases.advance(out)
        return Decision(tuple(out.events), out.state)

    def _gate(self, state: S, turn: Turn, command: Command) -> int:
        """The seat that may send `command` now; RuleViolation why not otherwise."""
        kind = type(command)
        if kind not in self._seat_kinds:
            raise RuleViolation("APPLICATION_ONLY",
                                f"only the rules' own player sends {kind.__name__}")
        seat = command.seat
        if type(seat) is not int or not 0 <= seat < self.seats(state):
            raise RuleViolation("NOT_A_SEAT", f"{seat!r} is not a seat of this game")
        if turn.automaton is not None:
            raise RuleViolation("AUTOMATON_PENDING", "the rules' own player acts first")
        if turn.chance is not None:
            raise RuleViolation(self.chance_pending_code, "the game is waiting for a random "
                                                          "draw")
        stage = turn.stages.get(seat)
        if stage is None or kind not in stage.moves:
            own = self.refuse(state, turn, seat, command) if self.refuse is not None else None
            raise own or refuse_by_turn(state, turn, seat, command)
        return seat

    def _draw(self, out: Recorder, turn: Turn, command: ResolveChance, ctx: Context) -> None:
        spec = turn.chance
        outcome = chance_outcome(spec, command)
        assert spec is not None and self.on_chance is not None
        self.on_chance(out, spec, outcome, ctx)

    def _expire(self, out: Recorder, turn: Turn, command: Command, ctx: Context) -> None:
        if command.seat is not None:
            raise RuleViolation("APPLICATION_ONLY", "only the application ends timers")
        due = turn.deadline
        if due is None or self.on_timer is None:
            raise RuleViolation("NO_TIMER", "no timer is running")
        now = ctx.now
        if not isinstance(now, int | float) or isinstance(now, bool):
            raise RuleViolation("BAD_CONTEXT", "the context's time must be a number")
        if now < due:
            raise RuleViolation("TIMER_NOT_EXPIRED", f"the timer runs until {due}")
        self.on_timer(out, ctx)
