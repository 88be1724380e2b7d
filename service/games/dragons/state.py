"""The state of an Aladdin's Dragons game: frozen records, which the fold copies with
`evolve(record, field=value)` (and a per-seat tuple's item with `with_item`).

`Setup` never changes (seats, the table, the content). `State` holds what does: each seat's
`Hand`, the board (caves, the guard's card, the artifact row, the heroes on each location),
the decks, the phase's cursor, and the three layers of "at any time" (README, "Response
windows"): the open window (`State.window`), the `stack` of cards played and not yet
resolved (`Frame`), and a Dummy card being claimed (`Claim`, two players). `Owed` is a
decision the rules wait on.

Every derived fact the rules, views and tests share — a hero's value after its modifiers, a
seat's total at a location, the ranking, who may answer a window, whether a payment is
valid — is a small function here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from service.kit.turns import Window

if TYPE_CHECKING:
    from service.games.dragons.content import Content, Table

# Phases. A stored stream rests only where a seat, the Dummy or the chance player acts.
START_DRAW = "start_draw"  # each seat draws a treasure card (ties redraw)
CHOOSE_START = "choose_start"  # the highest draw names the start player
DECKS = "decks"  # the three decks shuffled, the Dummy's treasures dealt
LAYOUT = "layout"  # phase one
PLACING = "placing"  # phase two
RESOLVING = "resolving"  # phase three
OVER = "over"

# Location ids: "cave:4" … "cave:1", "tent", "caravanserai", "guard", "room:<artifact card>".
TENT, CARAVANSERAI, GUARD = "tent", "caravanserai", "guard"
ROOM = "room:"
CAVE = "cave:"

# Steps of one location in phase three.
REVEAL, RANK, DECIDE = "reveal", "rank", "decide"


@dataclass(frozen=True)
class Setup:
    players: tuple[str, ...]
    seats: int  # the Dummy counted
    dummy: int  # the Dummy's seat (2 with two players), -1 without
    table: Table
    content: Content
    content_hash: str


@dataclass(frozen=True)
class Hand:
    heroes: tuple[int, ...] = ()  # hero values not yet placed (the Dummy's: shuffled, top first)
    treasures: tuple[str, ...] = ()
    spells: tuple[str, ...] = ()
    artifacts: tuple[str, ...] = ()  # unused
    used: tuple[str, ...] = ()  # used artifacts, in front of the seat (they count)


@dataclass(frozen=True)
class Hero:
    owner: int
    value: int
    up: bool = False  # face up
    mods: tuple[tuple[str, int], ...] = ()  # ("add", n) / ("mul", n), in the order played
    out: bool = False  # withdrawn from a palace room (a bribe not paid)


@dataclass(frozen=True)
class Owed:
    """A decision the rules wait on. `seat` decides (the Dummy's seat: the automaton);
    `who` is whose decision it is (the Dummy's, when a player plays it)."""

    name: str  # choose_start, take_treasure, keep_spell, bribe, buy, use_dummy_card
    seat: int
    who: int
    options: tuple[Any, ...] = ()
    amount: int = 0  # the bribe due or the price


@dataclass(frozen=True)
class Frame:
    """A card played and not yet resolved, with the window it was played in (`base`)."""

    card: str  # a spell id or an artifact card id ("double#2")
    key: str  # its effect key
    owner: int  # whose card (the Dummy's, when a player uses it on its behalf)
    user: int  # who played it and makes its choices
    location: str = ""
    hero: int = -1
    player: int = -1
    treasure: str = ""
    to: str = ""
    base: Window | None = None
    mark: tuple[int, int] = (-1, -1)  # the target hero's (owner, value): indices may shift
    at: int = -1  # the target hero's modifiers when played: a modifier's place among them
    countered: bool = False  # a counterspell, or an Evil Eye on a modifier: no effect
    waiting: bool = False  # resolved in part: its user owes a choice (`State.owed`)


@dataclass(frozen=True)
class Claim:
    """Two players: a Dummy card claimed. The other player is asked first (the `claim:`
    window): contested, both offer a treasure card in secret; otherwise the claimer pays."""

    card: str
    claimer: int
    offers: tuple[tuple[int, tuple[str, ...]], ...] = ()  # in the order made
    base: Window | None = None
    contested: bool = False

    def offering(self, players: int) -> tuple[int, ...]:
        """The seats that offer a treasure card for it."""
        return tuple(range(players)) if self.contested else (self.claimer,)


@dataclass(frozen=True)
class Room:
    """Card effects on the location being resolved (reset at the next location)."""

    decree: int = -1  # Caliph's Decree: wins every tie it is in
    sesame: bool = False
    greed: int = 0
    bargain: tuple[tuple[int, int], ...] = ()  # (seat, amount): his price changed
    alchemy: tuple[int, ...] = ()  # seats whose next payment may mix types
    golden: tuple[tuple[int, int], ...] = ()  # (seat, amount): his next payment counts more
    passed: int = -1  # the bidder who paid the bribe (or owed none) and may now buy


# The effects on a location before any card has touched it (records never change: one will do).
NO_EFFECTS = Room()


@dataclass(frozen=True)
class State:
    setup: Setup
    phase: str = START_DRAW
    round: int = 0
    start: int = 0
    draws: int = 0  # start-player draws made
    tied: tuple[int, ...] = ()  # the seats drawing next for the start player
    hands: tuple[Hand, ...] = ()
    caves: tuple[tuple[str, ...], ...] = ()  # aligned with `setup.table.caves`
    guard: str | None = None
    guard_up: bool = False
    row: tuple[str, ...] = ()  # the artifacts on offer, left to right
    heroes: tuple[tuple[str, tuple[Hero, ...]], ...] = ()  # (location, heroes) in order
    deck: tuple[str, ...] = ()  # treasures, top first
    discard: tuple[str, ...] = ()  # top last
    artifacts: tuple[str, ...] = ()
    spells: tuple[str, ...] = ()
    spell_discard: tuple[str, ...] = ()
    shuffles: int = 0  # reshuffles of the treasure discard, for the draw keys
    spell_shuffles: int = 0
    layout: tuple[str, ...] = ()  # phase one's steps still to do: "cave:4", "guard", "draw"
    placer: int = -1
    dummy_due: bool = False  # the placer owes one of the Dummy's heroes
    placed: int = 0  # heroes placed this round (window names)
    order: tuple[str, ...] = ()  # phase three's locations, fixed when it starts
    at: int = 0  # the location being resolved
    step: str = ""
    ranking: tuple[tuple[int, int], ...] = ()  # (seat, total), winner first
    bidders: tuple[int, ...] = ()  # who still takes, or attempts to buy, here
    drawn: tuple[str, ...] = ()  # the spells drawn at the tent or with a lamp
    room: Room = NO_EFFECTS
    owed: Owed | None = None  # a decision an event opened (the start player, a spell, a Dummy card)
    # The open response window (README, "Response windows"): the seats that may still
    # answer, in turn (none: no window is open), what it is about and who opened it.
    answering: tuple[int, ...] = ()
    window_about: str = ""
    window_by: int = -1
    stack: tuple[Frame, ...] = ()
    claim: Claim | None = None
    known: tuple[tuple[tuple[int, int], ...], ...] = ()  # per seat: heroes seen (owner, value)
    guard_known: tuple[int, ...] = ()  # seats that read the guard's card
    bought: int = 0  # artifacts bought so far
    winners: tuple[int, ...] | None = None
    scores: tuple[int, ...] = ()
    replay: bool = False  # the first place tied after every tie-break: nobody won

    @property
    def window(self) -> Window | None:
        """The open response window, None when none is."""
        order = self.answering
        return Window(self.window_by, self.window_about, order) if order else None

    @property
    def n(self) -> int:
        return self.setup.seats

    @property
    def players(self) -> int:
        return len(self.setup.players)


# --- derived facts ---------------------------------------------------------------------


def hero_value(h: Hero) -> int:
    """The printed number folded through the modifiers in the order played, never below 0
    (Artifact and Spell Cards: 3 x2 +1 = 7, 3 +1 x2 = 8)."""
    v = h.value
    for op, amount in h.mods:
        v = v * amount if op == "mul" else max(0, v + amount)
    return v


def with_modifier(mods: tuple[tuple[str, int], ...], at: int, op: str,
                  amount: int) -> tuple[tuple[str, int], ...]:
    """`mods` with (op, amount) put at its place in the order played (-1: last)."""
    if at < 0 or at > len(mods):
        at = len(mods)
    return mods[:at] + ((op, amount),) + mods[at:]


def heroes_at(g: State, location: str) -> tuple[Hero, ...]:
    for loc, heroes in g.heroes:
        if loc == location:
            return heroes
    return ()


def place_index(g: State, location: str) -> int:
    """The place of `location` in `g.heroes` (board order)."""
    for i, (loc, _) in enumerate(g.heroes):
        if loc == location:
            return i
    raise KeyError(location)


def totals(g: State, location: str) -> dict[int, int]:
    """Each seat's total at `location`, for the seats with heroes there (withdrawn: none)."""
    out: dict[int, int] = {}
    for h in heroes_at(g, location):
        if not h.out:
            out[h.owner] = out.get(h.owner, 0) + hero_value(h)
    return out


def rank(g: State, location: str) -> tuple[tuple[int, int], ...]:
    """(seat, total), highest first. Ties: the Dummy last — "always", even with a Caliph's
    Decree cast for it (Two Player Variant) —, then the Decree's caster first, otherwise the
    start player, then the next seats clockwise (Phase Three)."""
    n, start, decree, dummy = g.n, g.start, g.room.decree, g.setup.dummy

    def key(item: tuple[int, int]) -> tuple[int, int]:
        seat, total = item
        tie = n if seat == dummy else -1 if seat == decree else (seat - start) % n
        return (-total, tie)

    return tuple(sorted(totals(g, location).items(), key=key))


def location(g: State) -> str:
    """The location being resolved ("" outside phase three)."""
    return g.order[g.at] if g.phase == RESOLVING and g.at < len(g.order) else ""


def is_player(g: State, seat: int) -> bool:
    return 0 <= seat < g.players


def may_answer(g: State, seat: int) -> bool:
    """Who a window asks: a player holding a spell or an artifact, or — two players — one
    holding a treasure while the Dummy has a card to claim. Public facts only (hand sizes),
    so being asked tells the table nothing more."""
    h = g.hands[seat]
    if h.spells or h.artifacts:
        return True
    d = g.setup.dummy
    return d >= 0 and bool(h.treasures) and bool(g.hands[d].spells or g.hands[d].artifacts)


def window_from(g: State, about: str, first: int) -> Window | None:
    """A window asking every eligible player in turn, from `first` clockwise."""
    n, players = g.n, g.players
    order = []
    for k in range(n):
        s = (first + k) % n
        if s < players and may_answer(g, s):
            order.append(s)
    return Window(first, about, tuple(order)) if order else None


def window_after(g: State, about: str, seat: int, last: bool) -> Window | None:
    """A window from the left of `seat`; `seat` itself asked last when `last`."""
    w = window_from(g, about, (seat + 1) % g.n)
    if w is None or last:
        return w
    order = tuple(s for s in w.order if s != seat)
    return Window(seat, about, order) if order else None


def card_kind(g: State, card: str) -> tuple[str, Any]:
    """("spell", Spell) or ("artifact", ArtifactKind) of a card id."""
    content = g.setup.content
    if "#" in card:
        return "artifact", content.artifact_kinds[card.split("#", 1)[0]]
    return "spell", content.spells[card]


def is_card(g: State, card: object) -> bool:
    content = g.setup.content
    if type(card) is not str:
        return False
    if "#" in card:
        kind, _, n = card.partition("#")
        k = content.artifact_kinds.get(kind)
        return k is not None and n.isdigit() and 1 <= int(n) <= k.copies and str(int(n)) == n
    return card in content.spells


def treasure_value(g: State, card: str) -> int:
    return g.setup.content.treasure_by_id[card].value


def treasure_type(g: State, card: str) -> str:
    return g.setup.content.treasure_by_id[card].type


def price(g: State, seat: int, total: int) -> int:
    """The artifact's price for `seat`: his total changed by his Bargains (never below 0)."""
    return max(0, total + sum(a for s, a in g.room.bargain if s == seat))


def bribe_due(g: State, total: int) -> int:
    """The bribe below guard + 1 (+ Guard's Greed); 0 when none (or Open Sesame)."""
    if g.room.sesame or g.guard is None:
        return 0
    need = treasure_value(g, g.guard) + g.setup.content.guard_plus + g.room.greed
    return max(0, need - total)


def score(g: State, seat: int) -> tuple[int, int, int]:
    """(artifacts, lamps, unplayed treasure value) — Winning the Game, in order."""
    h = g.hands[seat]
    cards = h.artifacts + h.used
    lamps = sum(1 for c in cards if c.startswith("lamp#"))
    return len(cards), lamps, sum(treasure_value(g, c) for c in h.treasures)


def unresolved(g: State) -> tuple[str, ...]:
    """The locations heroes may still be placed or moved to (never the palace guard)."""
    if g.phase == PLACING:
        return tuple(loc for loc, _ in g.heroes)
    if g.phase == RESOLVING:
        later = set(g.order[g.at + 1:])
        return tuple(loc for loc, _ in g.heroes if loc in later)
    return ()


def dummy_may_go(g: State, loc: str) -> bool:
    """At most one Dummy hero a location, never the caravanserai (Two Player Variant)."""
    d = g.setup.dummy
    return loc != CARAVANSERAI and all(h.owner != d for h in heroes_at(g, loc))
