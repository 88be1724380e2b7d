"""The state of a Tales of the Arabian Nights game: frozen records rebuilt through drafts.

`Setup` never changes (seats, the goal total, the variant, the content). `Game` holds the
decks, the time of day, whose turn it is and at which step (`Game.step`), the encounter in
progress (`Encounter`), the award items still to resolve (`Game.queue`), a decision owed
(`Ask`), and each seat's `Hero` (its character, space, points, wealth, skills, statuses,
treasures, quest, cards, goal). Derived facts the rules, views and tests share — movement
rates, what a seat holds, which sections it may choose — are functions here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from service.kit.drafts import drafter, fast_init, layered, maker

if TYPE_CHECKING:
    from service.games.tales.content import Content, Item, Paragraph

# Phases.
START = "start"  # the start player drawn
CHARACTERS = "characters"  # each seat chooses a character, in turn order
SKILLS = "skills"  # each seat takes a skill, round after round, until three each
QUESTS = "quests"  # each seat keeps one of two quests
GOALS = "goals"  # every seat sets its secret goal at once
PLAY = "play"
OVER = "over"

# Steps of a turn (README "A turn").
CHECK, MOVE, ENCOUNTER, AWARD, AFTER, QUEST, SELL, END = (
    "check", "move", "encounter", "award", "after", "quest", "sell", "end")  # fmt: skip

TIMES = ("morning", "noon", "night")


@dataclass(frozen=True, slots=True)
class Setup:
    players: tuple[str, ...]
    goal: int  # Destiny + Story of every secret goal
    variant: str  # basic, classic, timed
    rounds: int  # timed: the rounds to play (0: no limit)
    deadline: float  # timed: when time is up, epoch seconds (0: none)
    content: Content
    content_hash: str
    n: int  # the seats (len(players)): read at every step


@layered  # drafts and copies seal it cheaply (`drafts.layered`)
@dataclass(frozen=True, slots=True)
class Hero:
    """A seat's character and everything it holds."""

    character: str = ""
    space: str = ""
    destiny: int = 0
    story: int = 0
    wealth: int = 0  # an index into the pack's wealth levels
    skills: tuple[tuple[str, int, bool], ...] = ()  # (skill, 1 Talent / 2 Master, "1 use")
    statuses: tuple[tuple[str, int, int], ...] = ()  # (status, markers, ends after turn N)
    treasures: tuple[str, ...] = ()
    quest: str = ""
    claimed: tuple[str, ...] = ()  # the quest's spaces claimed
    begun: bool = False  # the quest has begun (its start move made)
    dealt: tuple[str, ...] = ()  # two quests dealt, one to keep
    cities: tuple[str, ...] = ()
    kept: tuple[str, ...] = ()  # terrain cards kept for a later "N"
    destination: str = ""  # a Place of Power (the Destination marker)
    goal: tuple[int, int] | None = None  # (destiny, story): its owner's secret
    rewards: tuple[int, ...] = ()  # Story-Point rewards collected (the thresholds)
    turns: int = 0  # turns begun
    deaths: int = 0


@layered  # drafts and copies seal it cheaply (`drafts.layered`)
@dataclass(frozen=True, slots=True)
class Encounter:
    """The encounter in progress."""

    source: str  # deck, city, terrain, power, go
    card: str = ""
    space: str = ""  # where it happens
    ref: int = 0  # the paragraph or chart it sends to (0: a matrix directly)
    roll: int = 0  # the chart's total
    name: str = ""  # what is met ("Terrible Storm")
    matrix: str = ""
    row: str = ""
    cell: int = 0  # the matrix cell's paragraph (the auditor's until read)
    masters: tuple[tuple[int, str], ...] = ()  # (paragraph, Master skill) the seat may take
    paragraph: int = 0  # the result paragraph being read
    section: int = -1  # the section chosen
    stage: str = ""  # source, chart, reaction, master, destiny, section, award, done
    city_roll: int = 0


@layered  # drafts and copies seal it cheaply (`drafts.layered`)
@dataclass(frozen=True, slots=True)
class Ask:
    """A decision owed: `seat` decides `name` for `who` (placed by another player)."""

    name: str
    seat: int
    who: int
    options: tuple[Any, ...] = ()
    about: str = ""


@layered  # drafts and copies seal it cheaply (`drafts.layered`)
@dataclass(frozen=True, slots=True)
class Game:
    setup: Setup
    phase: str = START
    start: int = 0
    seat: int = 0  # whose turn (or whose setup choice)
    picks: int = 0  # setup choices made in the current phase
    round: int = 1
    time: int = 0  # an index into TIMES
    step: str = ""
    heroes: tuple[Hero, ...] = ()
    encounters: tuple[str, ...] = ()  # the encounter deck, top first
    encounter_discard: tuple[str, ...] = ()
    treasures: tuple[str, ...] = ()
    treasure_discard: tuple[str, ...] = ()
    quests: tuple[str, ...] = ()
    quest_discard: tuple[str, ...] = ()
    cities: tuple[str, ...] = ()
    city_discard: tuple[str, ...] = ()
    shuffles: int = 0  # reshuffles so far (the draws' keys)
    enc: Encounter | None = None
    queue: tuple[Item, ...] = ()  # award items still to resolve, for `seat`
    go: str = ""  # a Place of Power to have an encounter in next (go:, transported there)
    success: bool = True  # the turn's encounter is still successful (not lost, dead…)
    declared: int = -1  # the seat that declared it can win
    last: tuple[int, ...] = ()  # the seats still to take their last turn
    winners: tuple[int, ...] | None = None
    scores: tuple[int, ...] = ()

    @property
    def n(self) -> int:
        return self.setup.n


make_encounter = maker(Encounter)  # one per encounter, begun in the fold: every field
fast_init(Ask)  # one per decision asked
draft_game = drafter(Game)
draft_hero = drafter(Hero)


def with_hero(g: Game, seat: int, **fields: Any) -> tuple[Hero, ...]:
    """`g.heroes` with seat's hero changed (the fold's one way to edit a hero)."""
    d = draft_hero(g.heroes[seat])
    for name, value in fields.items():
        setattr(d, name, value)
    heroes = list(g.heroes)
    heroes[seat] = d.seal()
    return tuple(heroes)


# --- what a seat holds ---------------------------------------------------------------------


def skill_level(h: Hero, skill: str) -> int:
    for s, level, _ in h.skills:
        if s == skill:
            return level
    return 0


def suppressed(g: Game, h: Hero) -> set[str]:
    content = g.setup.content
    out: set[str] = set()
    for status, _, _ in h.statuses:
        out.update(content.statuses[status].suppresses)
    return out


def usable_skills(g: Game, h: Hero) -> dict[str, int]:
    """Skill → level, without those a status suppresses ("all": every one)."""
    return _usable(g, h)[0]


def master_skills(g: Game, h: Hero) -> frozenset[str]:
    """The usable skills held at Master level."""
    return _usable(g, h)[1]


# (id(skills), id(statuses)) → (skills, statuses, content, (usable, masters)). Records
# never change, and a hero rebuilt for anything else (its space, its points, its turn)
# keeps the same two tuples, so their identity is the key (each entry keeps its tuples
# alive, so an id is not reused while it is there); several entries, as the seats take
# turns. Bounded: a long run of new tuples clears it.
_USABLE: dict[tuple[int, int], tuple[Any, Any, Any, tuple[dict[str, int], frozenset[str]]]] = {}


def _usable(g: Game, h: Hero) -> tuple[dict[str, int], frozenset[str]]:
    skills, statuses, content = h.skills, h.statuses, g.setup.content
    key = (id(skills), id(statuses))
    known = _USABLE.get(key)
    if known is not None and known[0] is skills and known[1] is statuses and known[2] is content:
        return known[3]
    if statuses:
        gone = suppressed(g, h)
        usable = {} if "all" in gone else {s: lv for s, lv, _ in skills if s not in gone}
    else:
        usable = {s: level for s, level, _ in skills}
    found = (usable, frozenset(s for s, level in usable.items() if level >= 2))
    if len(_USABLE) >= 4096:
        _USABLE.clear()
    _USABLE[key] = (skills, statuses, content, found)
    return found


# Plain loops, not `any(…)` over a generator: these are asked at nearly every step, of a
# hero holding none to three statuses, and a generator costs more to start than to run.
def has_status(h: Hero, status: str) -> bool:
    for s, _, _ in h.statuses:
        if s == status:
            return True
    return False


def blocked(g: Game, h: Hero, what: str) -> bool:
    statuses = h.statuses
    if statuses:
        kinds = g.setup.content.statuses
        for s, _, _ in statuses:
            if what in kinds[s].blocks:
                return True
    return False


def holds(g: Game, h: Hero, kind: str, ident: str) -> bool:
    if kind == "skill":
        return ident in usable_skills(g, h)
    if kind == "status":
        return has_status(h, ident)
    return ident in h.treasures


# --- movement ------------------------------------------------------------------------------


def rates(g: Game, h: Hero) -> tuple[int, int, int]:
    """(land, sea, total) movement: the wealth level's rates, Seamanship's sea rate of at
    least 4, then statuses' and treasures' changes, never below 0 (The Movement Phase, FAQ
    Seamanship and Crippled/Diseased). The total is the faster rate."""
    content = g.setup.content
    level = content.rules.wealth[h.wealth]
    land, sea = level.land, level.sea
    # Held (most heroes hold no Seamanship: no look-up), then not suppressed by a status
    if skill_level(h, "seamanship") and "seamanship" in usable_skills(g, h):
        sea = max(sea, content.rules.seamanship_sea)
    extra_total = 0
    for status, _, _ in h.statuses:
        st = content.statuses[status]
        land, sea, extra_total = land + st.land, sea + st.sea, extra_total + st.total
    for t in h.treasures:
        tr = content.treasures[t]
        land, sea, extra_total = land + tr.land, sea + tr.sea, extra_total + tr.total
    land, sea = max(0, land), max(0, sea)
    return land, sea, max(0, max(land, sea) + extra_total)


def reachable(g: Game, seat: int) -> dict[str, int]:
    """Every space the seat may end its movement on → the steps it takes (staying: 0).
    Breadth-first by steps, keeping for each space only the (land, sea) step counts no
    other way beats on both; a Place of Power only with the Destination marker on it, one
    step from its arrow's space (README, DECISION)."""
    return _reach(g, seat)[0]


def move_options(g: Game, seat: int) -> tuple[str, ...]:
    """The spaces of `reachable`, sorted (the move's options)."""
    return _reach(g, seat)[1]


def _reach(g: Game, seat: int) -> tuple[dict[str, int], tuple[str, ...]]:
    h = g.heroes[seat]
    content = g.setup.content
    memo = _last_reach[0]  # one slot, replaced whole (as `service.kit.memo`)
    if memo[0] is h and memo[1] is content:  # the move's options, then the move checked
        return memo[2]
    land, sea, total = rates(g, h)
    key = (h.space, min(land, total), min(sea, total), total)  # a rate past the total is it
    found = content.reach.get(key)
    if found is None:
        out = within(_routes(content, h.space, total), *key[1:])
        found = content.reach[key] = (out, tuple(out))
    power = h.destination
    if power:
        found = _with_power(content, key, power, found)
    _last_reach[0] = (h, content, found)
    return found


_last_reach: list[tuple[Any, Any, Any]] = [(None, None, None)]


def _with_power(content: Content, key: tuple, power: str,
                found: tuple[dict[str, int], tuple[str, ...]]) -> tuple[dict[str, int], tuple]:
    """The reach with the Place of Power of the Destination marker, one step past its
    arrow's space when a step is left there."""
    out, _ = found
    arrow = content.spaces[power].arrow
    total = key[3]
    if arrow not in out or out[arrow] >= total:
        return found
    with_power = content.reach.get((*key, power))
    if with_power is None:
        grown = {**out, power: out[arrow] + 1}
        with_power = content.reach[(*key, power)] = (grown, tuple(sorted(grown)))
    return with_power


Routes = list[tuple[str, int, tuple[tuple[int, int], ...]]]


def within(routes: Routes, land: int, sea: int, total: int) -> dict[str, int]:
    """The spaces a route within the rates reaches → its fewest steps (in `routes`' order,
    the spaces' sorted order). Plain loops: a seat's rates reach most of the map, and a
    comprehension and a `min` per route cost nearly three times as much (40 against 15 µs
    for a reach not yet remembered)."""
    out = {}
    for there, fewest, pairs in routes:
        if fewest > total:
            continue
        best = total + 1
        for lu, su in pairs:
            if lu <= land and su <= sea and lu + su < best:
                best = lu + su
        if best <= total:
            out[there] = best
    return out


def _routes(content: Content, start: str, total: int) -> Routes:
    """(space, its fewest steps, the (land, sea) step counts of the routes there that no
    other route beats on both counts) for every space within `total` steps of `start`, in
    the spaces' sorted order. A route within a seat's rates exists exactly when one of these
    is within them (a route they beat is within them only if they are), so one search per
    start serves every rate (remembered with its horizon)."""
    horizon, routes = content.routes.get(start, (-1, []))
    if horizon < total:
        horizon = max(total, 8)
        best = _pareto(content.adjacent, start, horizon)
        routes = [(s, min(lu + su for lu, su in best[s]), tuple(best[s])) for s in sorted(best)]
        content.routes[start] = (horizon, routes)
    return routes


def _pareto(adjacent: dict, start: str, horizon: int) -> dict[str, list[tuple[int, int]]]:
    """Breadth-first by steps over (space, land steps, sea steps), keeping for each space
    only the step counts no other way beats on both (a way found at a later step has more
    steps in all, so it never beats one found before)."""
    best: dict[str, list[tuple[int, int]]] = {start: [(0, 0)]}
    frontier = [(start, 0, 0)]
    for _ in range(horizon):
        nxt = []
        for here, lu, su in frontier:
            for other, dl, ds in adjacent[here]:
                nl, ns = lu + dl, su + ds
                pairs = best.get(other)
                if pairs is None:
                    best[other] = [(nl, ns)]
                else:
                    for pl, ps in pairs:
                        if pl <= nl and ps <= ns:
                            break
                    else:
                        pairs.append((nl, ns))
                        nxt.append((other, nl, ns))
                    continue
                nxt.append((other, nl, ns))
        if not nxt:
            break
        frontier = nxt
    return best


def distance(g: Game, start: str, limit: int) -> dict[str, int]:
    """Spaces within `limit` steps of `start` by any route (a Place of Power counts as
    joined to its arrow's space)."""
    spaces = g.setup.content.spaces
    if spaces[start].power:
        start = spaces[start].arrow
    out = {start: 0}
    frontier = [start]
    for d in range(1, limit + 1):
        nxt = []
        for here in frontier:
            s = spaces[here]
            for other in s.land + s.sea:
                if other not in out:
                    out[other] = d
                    nxt.append(other)
        frontier = nxt
    return out


# --- the result paragraph ------------------------------------------------------------------


def affordable(h: Hero, items: tuple[Item, ...]) -> bool:
    """A choice may not cost more Destiny or Story Points than the seat has (Negative
    Points)."""
    d = s = 0
    for i in items:
        if i.amount < 0:
            if i.kind == "D":
                d -= i.amount
            elif i.kind == "S":
                s -= i.amount
    return d <= h.destiny and s <= h.story


def eligible_sections(g: Game, seat: int, para: Paragraph) -> list[int]:
    """The sections the seat may choose (README "Eligible sections"): a mandatory one it
    qualifies for binds; otherwise NO SKILL and every section it holds a requirement of and
    can afford. (One pass, plain loops: this is asked at every paragraph read.)"""
    h = g.heroes[seat]
    skills = usable_skills(g, h)
    forced: list[int] = []
    free: list[int] = []
    for i, sec in enumerate(para.sections):
        held = False
        for r in sec.requires:
            kind = r.kind
            if kind == "skill":
                has = r.id in skills
            elif kind == "treasure":
                has = r.id in h.treasures
            else:
                has = has_status(h, r.id)
            if has:
                if r.mandatory or sec.all_mandatory:
                    forced.append(i)
                    break
                held = True
        else:
            if not sec.requires or (held and not forced and affordable(h, sec.award)):
                free.append(i)
    return forced or free


def master_options(g: Game, seat: int, cell: int) -> tuple[tuple[int, str], ...]:
    """(paragraph, skill): the paragraphs the Destiny Die could reach that list a Master
    skill of the seat (Master Skills)."""
    h = g.heroes[seat]
    for _, level, _ in h.skills:
        if level >= 2:
            break
    else:
        return ()  # no Master skill held (most heroes, most reactions): nothing to look up
    masters = master_skills(g, h)
    if not masters:
        return ()
    paragraphs = g.setup.content.paragraphs
    out = []
    for q in (cell - 1, cell, cell + 1):
        para = paragraphs.get(q)
        if para is None:
            continue
        for skill in para.skills:
            if skill in masters:
                out.append((q, skill))
                break
    return tuple(out)


def goal_met(h: Hero) -> bool:
    return h.goal is not None and h.destiny >= h.goal[0] and h.story >= h.goal[1]


def shortfall(h: Hero) -> int:
    """Destiny and Story still missing to the goal, added up (the timed game)."""
    if h.goal is None:
        return 10**6
    return max(0, h.goal[0] - h.destiny) + max(0, h.goal[1] - h.story)
