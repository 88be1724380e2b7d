"""The state of an Emira game: small frozen records, which the fold copies with
`evolve(record, field=value)`.

`Game` holds what changes (the turn, the phase's cursor, each sheik, the board, the decks)
and `Setup` what never does (seats, options, content). Every derived fact the rules and
the views read — a sheik's appearance, status and palace value, his room, his upkeep, the
cost of an action to him — is a small function here, so that rules, views and tests agree.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from service.games.emira.content import Caravan, Content

# Phases. A stored stream rests only in a phase where a seat or the chance player acts.
SETUP = "setup"  # the setup draws, one after another (`Game.stage` names which)
KEEP_START = "keep_start"  # every seat keeps one of its three event cards, in secret
EVENTS = "events"  # play event cards, one seat after another from the first player
INCOME = "income"
PREPARE = "prepare"
BIDDING = "bidding"
CHOOSING = "choosing"  # the winner of a bidding round chooses his action
PURCHASE = "purchase"
PRINCESS = "princess"
UPKEEP = "upkeep"
END = "end"
OVER = "over"

APPEARANCES = ("beauty", "manners", "attire")
ACTIONS = ("small_caravan", "large_caravan", "appearance", "status", "palace", "camel")
SPEEDS = ("slow", "fast")
HALF = 2  # palace values are counted in half sections (the advanced palace track)


@dataclass(frozen=True)
class Setup:
    players: tuple[str, ...]
    advanced: bool
    content_hash: str
    content: Content
    rings: tuple[tuple[int, ...], ...]  # every seat, clockwise from each seat (`clockwise`)


@dataclass(frozen=True)
class Sheik:
    colour: str = ""
    gold: int = 0
    camels: int = 0
    breed: int = 0  # Better Breed cards played: index into the camel discounts
    sections: int = 0
    track: int = 0  # the advanced palace track, in half sections
    counters: tuple[int, int, int] = (0, 0, 0)  # own beauty, manners, attire counters
    looks: tuple[str, ...] = ()  # one entry per "+1" marker on his Good Looking cards (its type)
    status: tuple[str, ...] = ()  # own status card ids ("+1" cards come with princesses)
    caravans: tuple[tuple[str, int], ...] = ()  # (caravan "small_slow", payments left)
    princesses: tuple[str, ...] = ()  # in the order they joined
    hosted: tuple[str, ...] = ()  # every princess who ever joined his palace ("first joins")
    hand: tuple[str, ...] = ()  # event card ids
    kept: tuple[str, ...] = ()  # permanent event cards face up in front of him
    goal: str = ""
    dues: int = 0  # Suleika's one-time upkeep owed this turn
    lost: int = 0  # the turn Hind's owner cannot act in (0: none)
    paid: bool = False  # paid his whole upkeep this turn


@dataclass(frozen=True)
class Board:
    active: tuple[str, ...] = ()  # the princesses who choose this turn, in order
    later: tuple[str, ...] = ()  # 3 players: those who choose in the even turn
    undecided: tuple[str, ...] = ()  # in the order they became undecided
    status: str | None = None  # the status card in play
    counter: str | None = None  # the appearance counter on the board
    offers: tuple[str, ...] = ()  # the markers on the board: "palace", "camel", "small", "large"
    supply: tuple[int, int, int, int] = (0, 0, 0, 0)  # camels, sections, small, large beside it
    bag: tuple[int, int, int] = (0, 0, 0)  # beauty, manners, attire in the bag
    spare: tuple[str, ...] = ()  # the counters beside the board (Layla's manners, Nadia's beauty)
    removed: tuple[str, ...] = ()  # princesses out of the game
    swapped: tuple[str, ...] = ()  # princesses whose preferences Changing Her Mind swapped
    xenia: int = 0  # the special markers on Xenia's card
    xenia_due: bool = False  # her first gift is owed this turn


@dataclass(frozen=True)
class Decks:
    emira: tuple[str, ...] = ()  # top first
    status: tuple[str, ...] = ()
    events: tuple[str, ...] = ()
    dealt: tuple[tuple[str, ...], ...] = ()  # the starting event cards, per seat, until kept
    out: tuple[str, ...] = ()  # event cards played (out of the game)


@dataclass(frozen=True)
class Question:
    """A decision the rules wait on: `name`, the seat, its options, and what it is about."""

    name: str
    seat: int
    options: tuple[Any, ...]
    about: str = ""


@dataclass(frozen=True)
class Final:
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str


@dataclass(frozen=True)
class Game:
    """The game: the sheiks, the board and the decks in records of their own; the cursor of
    the turn and its phase in the game's own fields (most events move only the cursor: the
    fold copies one record for them)."""

    setup: Setup
    phase: str
    turn: int
    first: int
    sheiks: tuple[Sheik, ...]
    board: Board
    decks: Decks
    ended: bool = False  # the Emira deck ran out: the game ends with this turn
    final: Final | None = None
    # --- the cursor: who acts in this phase and what this turn has seen (`NEW_TURN` when
    # a turn begins)
    stage: str = ""  # the setup draw or the sub-step of an automatic phase
    seat: int = -1  # who acts next in a phase played seat after seat (-1: nobody yet)
    done: tuple[int, ...] = ()  # seats done in this phase
    acted: tuple[int, ...] = ()  # seats that took their action (or the 150 gold) this turn
    taken: tuple[str, ...] = ()  # actions taken this turn
    opener: int = -1  # who opened this bidding round
    high: int = 0  # the highest bid of the round
    leader: int = -1  # the highest bidder (-1: none)
    passed: tuple[int, ...] = ()  # seats that passed this round
    chooser: int = -1  # the seat choosing its action
    bid_paid: bool = False  # the chooser has paid his bid (the last seat may still bid)
    ask: Question | None = None  # the decision the rules wait on
    effects: tuple[tuple[str, int], ...] = ()  # this turn's event effects (kind, seat)
    symbols: tuple[str, ...] = ()  # event symbols played this turn
    gone: tuple[str, ...] = ()  # who left in the tumult under way, to be shuffled together (8.2)

    @property
    def n(self) -> int:
        return len(self.setup.players)

    @property
    def content(self) -> Content:
        return self.setup.content


# A turn begins with the cursor at rest (`TurnBegan`).
NEW_TURN: Mapping[str, Any] = MappingProxyType({
    "stage": "", "seat": -1, "done": (), "acted": (), "taken": (), "opener": -1, "high": 0,
    "leader": -1, "passed": (), "chooser": -1, "bid_paid": False, "ask": None, "effects": (),
    "symbols": (), "gone": (),
})


# --- derived facts ---------------------------------------------------------------------------


def left_of(g: Game, seat: int, k: int = 1) -> int:
    return (seat + k) % len(g.setup.players)


def rings(seats: int) -> tuple[tuple[int, ...], ...]:
    """Every seat clockwise from each seat: the game's `Setup.rings`, made once."""
    return tuple(tuple((start + k) % seats for k in range(seats)) for start in range(seats))


def clockwise(g: Game, start: int) -> tuple[int, ...]:
    """Every seat, clockwise from `start`."""
    return g.setup.rings[start]


def has(s: Sheik, ability: str, content: Content) -> bool:
    """One of his princesses has `ability`."""
    if not s.princesses:
        return False
    holders = content.holders.get(ability)
    return holders is not None and not holders.isdisjoint(s.princesses)


def counters(s: Sheik, content: Content) -> tuple[int, int, int]:
    """Beauty, manners, attire: his own, plus Nadia's beauty and Layla's manners."""
    if not s.princesses:
        return s.counters
    b, m, a = s.counters
    return (b + has(s, "beauty", content), m + has(s, "manners", content), a)


def appearance(s: Sheik, content: Content) -> int:
    """Counters, a "+1" marker per complete set of the three, and the markers on his Good
    Looking cards (counted when each was played, and kept)."""
    c = counters(s, content)
    return c[0] + c[1] + c[2] + min(c) + len(s.looks)


def markers_in_play(g: Game) -> int:
    """The "+1" appearance markers the sheiks hold: one per complete set, and those on Good
    Looking cards (2.0: there are 12; sets alone never need more than 9 — 9 of each type)."""
    return sum(min(counters(s, g.content)) + len(s.looks) for s in g.sheiks)


def status_points(s: Sheik, content: Content) -> int:
    cards = content.status_cards
    points = 0
    for c in s.status:
        points += cards[c].points
    if s.princesses:  # the "+1" status cards come with Singing and Acting
        points += has(s, "singer", content) + has(s, "actress", content)
    return points


def palace_value(s: Sheik, advanced: bool) -> int:
    """The palace in half sections: sections, plus the palace track in the advanced game."""
    return s.sections * HALF + (s.track if advanced else 0)


def room(s: Sheik) -> int:
    """Free places: the basic palace holds 2 princesses, each section one more."""
    return 2 + s.sections - len(s.princesses)


def discount(s: Sheik, content: Content) -> int:
    levels = content.camel_discounts
    return s.camels * levels[min(s.breed, len(levels) - 1)]


def bid_payment(s: Sheik, bid: int, content: Content) -> int:
    """A won bid less the camel discount, never below 0 (4.4.1)."""
    return max(0, bid - discount(s, content))


def upkeep(s: Sheik, content: Content) -> int:
    """The princesses' upkeep (Janan 100, Zafirah nothing) and Suleika's dues."""
    costs, ps = content.costs, content.princesses
    total = s.dues if has(s, "jealous", content) else 0  # her dues go when she goes
    for p in s.princesses:
        ability = ps[p].ability
        if ability == "own_money":
            continue
        total += costs["expensive_upkeep"] if ability == "expensive" else costs["upkeep"]
    return total


def gold_alternative(s: Sheik) -> bool:
    """4.4.2 rule 3: less than 500 gold, or 4+ princesses and no caravan."""
    return s.gold < 500 or (len(s.princesses) >= 4 and not s.caravans)


def effect(g: Game, kind: str) -> int | None:
    """The seat that played an event of `kind` this turn, or None."""
    for k, seat in g.effects:
        if k == kind:
            return seat
    return None


def odd_turn(g: Game) -> bool:
    return g.turn % 2 == 1


def three(g: Game) -> bool:
    return len(g.setup.players) == 3


def card_kind(content: Content, card: str) -> str:
    return content.card_kinds.get(card, "")


def caravan(content: Content, item: str) -> Caravan:
    """The caravan "small_slow" … of the content."""
    return content.caravan_items[item]


def preferences(g: Game, princess: str) -> tuple[str, str | None]:
    p = g.content.princesses[princess]
    if princess in g.board.swapped and p.second is not None:
        return p.second, p.first
    return p.first, p.second
