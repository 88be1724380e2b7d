"""The rule-aggregate contract every game implements, and the few facts all games share.

A game is a module-level object implementing `GameRules`. It is pure: the application layer
gives it the current time (`Context.now`) and settles chance for it (`ChanceSpec` →
`ResolveChance`), and records whatever the rules return. Nothing here does I/O.

Flow of one command, as the application runs it:

    decision = rules.decide(state, command, ctx)      # validate, or raise RuleViolation;
    state = decision.state                            # the events come folded already
    while the turn declares an automatic actor:       # rules.turn(state): chance, a timer
        settle it (a seeded draw → ResolveChance,     #   past its deadline, a rule-driven
        ExpireTimer, or the automaton's command)      #   player's command
    store every event of the command in one atomic batch
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, Protocol

if TYPE_CHECKING:
    from service.kit.options import Options
    from service.kit.turns import Turn
    from service.kit.words import Words


class RuleViolation(Exception):
    """A command the rules refuse. `code` is a stable UPPER_SNAKE identifier for clients."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


# ---------------------------------------------------------------------------------------
# Events


class Event:
    """Base of every domain event: a frozen dataclass with a stable stored type name.

    Subclasses declare `TYPE = "<game>.<PastTense>"` and `SCHEMA = 1`. Fields are JSON-able
    primitives, tuples (nested allowed) and str-keyed dicts; the codec turns JSON lists back
    into tuples. Visibility: `audience()` is None for a public event, otherwise the seats that
    may see it in full; everyone else sees `redacted()` (the allow-listed public part).
    """

    # No instance dictionary: subclasses are slots dataclasses, an event a sixth of the
    # memory and built faster (a game keeps every event it records).
    __slots__ = ()

    TYPE: ClassVar[str] = ""
    SCHEMA: ClassVar[int] = 1
    # Field names everyone may see when the event is not public. Default: nothing but the type.
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ()

    def audience(self) -> frozenset[int] | None:
        return None

    def redacted(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.PUBLIC_FIELDS}


class AuditorOnly(Event):
    """An event only the auditor sees in full (a deck's order: it foretells the draws);
    everyone else sees its `PUBLIC_FIELDS`."""

    __slots__ = ()

    def audience(self) -> frozenset[int] | None:
        return frozenset()


class SeatPrivate(Event):
    """An event its `seat` sees in full (a secret vote, a hand, a goal); everyone else sees
    its `PUBLIC_FIELDS`, by default only which seat it was. Subclasses declare `seat`."""

    __slots__ = ()

    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("seat",)
    seat: int

    def audience(self) -> frozenset[int] | None:
        return frozenset((self.seat,))


@dataclass(frozen=True, slots=True)
class GameCreated(Event):
    """First event of every game stream, recorded by the application for every game type.

    `players` are display names, one per seat (seat numbers are 0-based positions).
    `token_hashes` are SHA-256 hex digests of the seat tokens: never part of a view.
    `seed` is the auditor's only: every draw is computed from it, so whoever knows it can
    foresee the shuffles and dice still to come (the next flight cards, a provision pile).
    A fork (`scheherazade fork`) names its `parent` game and the `parent_version` it
    starts from; its next events are the parent's up to that version. Its `clock_offset`
    (seconds) sets the fork's game clock that far behind the wall clock, so that the fork
    resumes at the parent's moment at that version: a timer running then has the time it
    had left, not a deadline long past. The rules see only game time (`Context.now`,
    deadlines in events and states); the application turns deadlines shown to players
    back into wall time. `parent_chance`, on a fork: False when it draws from a fresh seed
    of its own, and then begins by shuffling again its unseen piles (`PileReshuffled`), so
    that its parent's watchers cannot know their order; True when it follows its parent's
    chance stream (its seed is the parent's: never shown but to the auditor, nor are its
    draws, which would foretell the parent's); None on a game that is no fork.
    """

    TYPE: ClassVar[str] = "game.Created"
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = (
        "game_type",
        "players",
        "options",
        "content_hash",
        "created_at",
        "parent",
        "parent_version",
        "clock_offset",
        "parent_chance",
    )
    # Stored only when set: a game that is no fork is stored exactly as before forks.
    OMIT_WHEN_NONE: ClassVar[tuple[str, ...]] = (
        "parent", "parent_version", "clock_offset", "parent_chance")
    game_type: str
    players: tuple[str, ...]
    options: dict[str, Any]
    seed: int
    content_hash: str
    created_at: float
    token_hashes: tuple[str, ...] = ()
    parent: str | None = None
    parent_version: int | None = None
    clock_offset: float | None = None
    parent_chance: bool | None = None

    @property
    def secret_seed(self) -> bool:
        """The seed is another game's (a fork on its parent's chance stream): it stays the
        auditor's, and so do the draws, even once this game is over."""
        return bool(self.parent_chance)

    def audience(self) -> frozenset[int] | None:
        return frozenset()  # only the auditor sees the token hashes


@dataclass(frozen=True, slots=True)
class PileReshuffled(AuditorOnly):
    """A fork's first step (service/app/forking.py): a face-down pile that no seat has seen
    shuffled again from the fork's own seed, so that nobody who watched the parent play on
    past the fork's version knows its order. `order`: the pile's cards, top first. A game
    with such piles (`GameRules.unseen_piles`) subclasses this with its own `TYPE` and folds
    it by putting `order` in the pile's place."""

    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = ("pile", "size")
    pile: str
    size: int
    order: tuple[Any, ...]


# ---------------------------------------------------------------------------------------
# Commands every game understands (issued by the application, never by a client)


@dataclass(frozen=True)
class Command:
    """Base of commands. `seat` is the acting seat (None for application-issued commands)."""

    seat: int | None


@dataclass(frozen=True)
class ResolveChance(Command):
    """The application's answer to `rules.chance(state)`: `outcome` as `ChanceSpec` defines."""

    key: str = ""
    outcome: Any = None



@dataclass(frozen=True)
class ExpireTimer(Command):
    """The application saw the clock pass `rules.deadline(state)`."""


def event_table(prefix: str, *classes: type[Event]) -> dict[str, type[Event]]:
    """A game's stored type name → event class, `game.Created` first among `classes`. Every
    other name must start with the game's `prefix` and be unique: two classes under one
    name would silently fold as the last one."""
    table: dict[str, type[Event]] = {}
    for cls in classes:
        name = cls.TYPE
        if cls is not GameCreated and not name.startswith(f"{prefix}."):
            raise ValueError(f"{cls.__name__}.TYPE {name!r} lacks the prefix {prefix!r}")
        if name in table:
            raise ValueError(f"{name!r} names both {table[name].__name__} and {cls.__name__}")
        table[name] = cls
    return table


# ---------------------------------------------------------------------------------------
# What the rules ask of the application


@dataclass(frozen=True, slots=True)
class ChanceSpec:
    """A chance node. The application draws with the game's seeded generator:

    - kind "shuffle": outcome is a permutation (tuple) of `items`;
    - kind "choice": outcome is an index into `items` (items may repeat: weights by count);
    - kind "die": outcome is one of `items` (faces), uniformly.
    `key` names the draw so a stale answer is refused (e.g. "flight_cards:3").
    The draw is recorded, and once the game is over shown to everyone (its seed is public
    then: a pile's order is no secret any more). `audience`: the seats who alone may see it
    even then, when its items are a secret the game's end does not reveal (a card taken at
    random from a hand: the hand); None for everyone.
    """

    key: str
    kind: str
    items: tuple[Any, ...]
    audience: frozenset[int] | None = None



def chance_outcome(spec: ChanceSpec | None, command: ResolveChance) -> Any:
    """The outcome `command` gives the pending draw `spec`, checked as `ChanceSpec` defines
    it (a tuple for a shuffle); RuleViolation otherwise. Every game's `decide` answers a
    `ResolveChance` through this one check, so the codes are the same everywhere."""
    if command.seat is not None:
        raise RuleViolation("APPLICATION_ONLY", "only the application settles chance")
    if spec is None:
        raise RuleViolation("NO_CHANCE_PENDING", "the game is not waiting for a random draw")
    if command.key != spec.key:
        raise RuleViolation(
            "WRONG_CHANCE_KEY", f"expected the draw {spec.key!r}, not {command.key!r}"
        )
    outcome, items = command.outcome, spec.items
    if spec.kind == "choice":
        if type(outcome) is not int or not 0 <= outcome < len(items):
            raise RuleViolation("BAD_CHANCE_OUTCOME", f"expected an index below {len(items)}")
        return outcome
    # `type(...) is` keeps True from passing for 1 (bool is an int subclass, and True == 1).
    if spec.kind == "die":
        kind = type(outcome)
        for item in items:
            if item == outcome and type(item) is kind:
                return outcome
        raise RuleViolation("BAD_CHANCE_OUTCOME", f"expected one of {list(items)}")
    kinds = {type(item) for item in items}
    if (
        not isinstance(outcome, tuple | list)
        or len(outcome) != len(items)
        or not {type(x) for x in outcome} <= kinds
        # dict's equality, not Counter's (which walks both in a generator to treat a missing
        # key as zero): counts made by counting are never zero, so the two agree.
        or dict.__ne__(Counter(outcome), Counter(items))
    ):
        raise RuleViolation(
            "BAD_CHANCE_OUTCOME", f"{spec.key}: expected a permutation of {len(items)} items"
        )
    return tuple(outcome)


class Decision(NamedTuple):
    """What `decide` returns: the command's events and the state they lead to, so that the
    application stores the events and keeps the state without folding them again."""

    events: tuple[Event, ...]
    state: Any


class Recorder:
    """What `decide` builds: the events so far and the state they lead to, so that each
    next decision sees the state after the previous event."""

    __slots__ = ("state", "events", "_fold")

    def __init__(self, state: Any, fold: Callable[[Any, Event], Any]) -> None:
        self.state = state
        self.events: list[Event] = []
        self._fold = fold

    def emit(self, event: Event) -> None:
        self.events.append(event)
        self.state = self._fold(self.state, event)

    def decision(self) -> Decision:
        return Decision(tuple(self.events), self.state)


@dataclass(frozen=True)
class Context:
    """What the application tells the pure rules about the world: the time, as data."""

    now: float = 0.0


@dataclass(frozen=True)
class Viewer:
    """Who looks: a seat, a spectator (seat None), or the auditor (sees everything)."""

    seat: int | None = None
    auditor: bool = False

    def sees(self, event: Event) -> bool:
        audience = event.audience()
        return self.auditor or audience is None or (self.seat is not None and self.seat in audience)


SPECTATOR = Viewer()
AUDITOR = Viewer(auditor=True)


@dataclass(frozen=True)
class Result:
    """The end of a game. `scores` per seat; `winners` are seats (ties share the victory)."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    details: dict[str, Any] = field(default_factory=dict)


class GameRules(Protocol):
    """The rule-aggregate contract: what the kit's `Game` implements for every game
    (`service.kit.game`), and all the application, the API and the projector ask of one."""

    game_type: str  # stored in every game.Created
    name: str  # a Python-safe key: the folder, the proto oneof field, the adapter modules
    title: str
    # Layer → module path, for a game whose adapters do not follow the convention.
    adapters: Mapping[str, str]
    min_players: int
    max_players: int
    # Stable stored name → event class, for the codec (includes GameCreated).
    event_types: dict[str, type[Event]]
    # Client-facing command name → command class (not ResolveChance / ExpireTimer).
    command_types: dict[str, type[Command]]
    # One options dict per way to play (variants, rule sets), for tests, bots and benches.
    variants: tuple[dict[str, Any], ...]
    # Every option CreateGame takes, declared (`service.kit.options.Options`).
    options: Options
    # Its events as sentences and its commands as labels; None: the kit's generic words.
    words: Words | None

    def content_hash(self, options: dict[str, Any]) -> str:
        """Hash of the content (seeds/<game>/) a game with these options plays with."""

    def validate_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        """Options normalised (defaults filled in); RuleViolation if they are bad."""

    def initial_state(self, created: GameCreated) -> Any:
        """Fold of the first event."""

    def fold(self, state: Any, event: Event) -> Any:
        """Fold one event. Never validates, never raises for a recorded event."""

    def decide(self, state: Any, command: Command, ctx: Context) -> Decision:
        """Validate the command against the state; its events and the state they lead to."""

    def turn(self, state: Any) -> Turn:
        """Who may act now, and what the application must settle (`service.kit.turns`)."""

    def chance(self, state: Any) -> ChanceSpec | None:
        """The chance node the game waits on, if any (`turn(state).chance`)."""

    def deadline(self, state: Any) -> float | None:
        """A running timer's deadline (epoch seconds) not yet marked expired, if any
        (`turn(state).deadline`)."""

    def legal_commands(self, state: Any, seat: int) -> list[Command]:
        """Every command this seat may issue now (sorted, deterministic)."""

    def view(self, state: Any, viewer: Viewer) -> dict[str, Any]:
        """What this viewer may see, built by allow-list. JSON-able."""

    def result(self, state: Any) -> Result | None:
        """None while the game runs."""

    def unseen_piles(self, state: Any) -> tuple[tuple[str, tuple[Any, ...]], ...]:
        """The face-down piles whose order no seat has seen, each (name, cards top first),
        in a fixed order. A fork shuffles each again (`pile_reshuffled`) from its own
        seed. () for a game without hidden piles (a kit `Game` declaring no `piles`)."""

    def pile_reshuffled(self, pile: str, order: tuple[Any, ...]) -> Event:
        """The game's `PileReshuffled` event putting `order` in the named pile."""
