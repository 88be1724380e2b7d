"""The state of a Tales of the Arabian Nights game: frozen records, which the fold copies
with `evolve(record, field=value)`.

`Setup` never changes (seats, the goal total, the variant, the content). `State` holds the
decks, the time of day, whose turn it is and at which step (`State.step`), the encounter in
progress (`Encounter`), the award items still to resolve (`State.queue`), and each seat's
`Hero` (its character, space, points, wealth, skills, statuses, treasures, quest, cards,
goal). Derived facts the rules, views and tests share — what a seat holds, which sections
it may choose, how far it is from its goal — are functions here; movement is
`movement.py`'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from service.kit.records import evolve, with_item

if TYPE_CHECKING:
    from service.games.tales.components import Content, Item, Paragraph

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


@dataclass(frozen=True)
class Setup:
    players: tuple[str, ...]
    goal: int  # Destiny + Story of every secret goal
    variant: str  # basic, classic, timed
    rounds: int  # timed: the rounds to play (0: no limit)
    deadline: float  # timed: when time is up, epoch seconds (0: none)
    content: Content
    content_hash: str
    n: int  # the seats (len(players)): read at every step


@dataclass(frozen=True)
class Hero:
    """A seat's character and everything it holds."""

    character: str = ""
    space: str = ""
    destiny: int = 0
    story: int = 0
    wealth: int = 0  # an index into the pack's wealth levels
    # (skill, 1 Talent / 2 Master, its "1 use" levels counted from the top: 0 none, 1 the
    # top one, 2 a "1 use" Master over a "1 use" Talent)
    skills: tuple[tuple[str, int, int], ...] = ()
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
    # Where, in its latest turn, the seat last survived an encounter (or Baghdad, dead and
    # brought back): "remain there after surviving an encounter" (Game End), read with
    # where it stands
    survived: str = ""


@dataclass(frozen=True)
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
    master: str = ""  # the Master skill that chose the paragraph: its section is read
    paragraph: int = 0  # the result paragraph being read
    section: int = -1  # the section chosen
    stage: str = ""  # source, chart, reaction, master, destiny, section, award, done
    city_roll: int = 0


@dataclass(frozen=True)
class State:
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
    placer: int = -1  # the seat chosen to place `seat` (the first queued `placed:`)
    success: bool = True  # the turn's encounter is still successful (not lost, dead…)
    declared: int = -1  # the seat that declared it can win
    last: tuple[int, ...] = ()  # the seats still to take their last turn
    winners: tuple[int, ...] | None = None
    scores: tuple[int, ...] = ()

    @property
    def n(self) -> int:
        return self.setup.n

    @property
    def encounter_now(self) -> Encounter:
        """The encounter in progress, asked for by its stages, which run only during one."""
        if self.enc is None:
            raise LookupError("no encounter is in progress")
        return self.enc


def with_hero(g: State, seat: int, **fields: Any) -> tuple[Hero, ...]:
    """`g.heroes` with seat's hero changed."""
    return with_item(g.heroes, seat, evolve(g.heroes[seat], **fields))


# --- what a seat holds ---------------------------------------------------------------------


def skill_level(h: Hero, skill: str) -> int:
    for s, level, _ in h.skills:
        if s == skill:
            return level
    return 0


def suppressed(g: State, h: Hero) -> set[str]:
    content = g.setup.content
    out: set[str] = set()
    for status, _, _ in h.statuses:
        out.update(content.statuses[status].suppresses)
    return out


def usable_skills(g: State, h: Hero) -> dict[str, int]:
    """Skill → level, without those a status suppresses ("all": every one)."""
    if not h.statuses:  # (most heroes hold none)
        return {s: level for s, level, _ in h.skills}
    gone = suppressed(g, h)
    return {} if "all" in gone else {s: level for s, level, _ in h.skills if s not in gone}


def master_skills(g: State, h: Hero) -> frozenset[str]:
    """The usable skills held at Master level."""
    return frozenset(s for s, level in usable_skills(g, h).items() if level >= 2)


# Plain loops, not `any(…)` over a generator: these are asked at nearly every step, of a
# hero holding none to three statuses, and a generator costs more to start than to run.
def has_status(h: Hero, status: str) -> bool:
    for s, _, _ in h.statuses:
        if s == status:
            return True
    return False


def blocked(g: State, h: Hero, what: str) -> bool:
    statuses = h.statuses
    if statuses:
        kinds = g.setup.content.statuses
        for s, _, _ in statuses:
            if what in kinds[s].blocks:
                return True
    return False


def holds(g: State, h: Hero, kind: str, ident: str) -> bool:
    if kind == "skill":
        return ident in usable_skills(g, h)
    if kind == "status":
        return has_status(h, ident)
    return ident in h.treasures


# --- the result paragraph ------------------------------------------------------------------


def eligible_sections(g: State, seat: int, para: Paragraph) -> list[int]:
    """The sections the seat may choose (README "Eligible sections"), by their headings
    alone — the seat chooses "before they know what the results of their choice will be":
    a mandatory one it qualifies for binds; otherwise NO SKILL and every section it holds a
    requirement of. (One pass, plain loops: this is asked at every paragraph read.)"""
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
            if not sec.requires or (held and not forced):
                free.append(i)
    return forced or free


def master_options(g: State, seat: int, cell: int) -> tuple[tuple[int, str], ...]:
    """(paragraph, skill): each Master skill of the seat listed by a paragraph the Destiny
    Die could reach (Master Skills), one option per skill and paragraph."""
    h = g.heroes[seat]
    for _, level, _ in h.skills:
        if level >= 2:
            break
    else:
        return ()  # no Master skill held (most heroes, most reactions): nothing to look up
    masters = master_skills(g, h)
    if not masters:
        return ()
    listed = g.setup.content.paragraph_skills
    out = []
    for q in (cell - 1, cell, cell + 1):
        skills = listed.get(q)
        if skills is None:
            continue
        for skill in skills:
            if skill in masters and (q, skill) not in out:
                out.append((q, skill))
    return tuple(out)


def goal_met(h: Hero) -> bool:
    return h.goal is not None and h.destiny >= h.goal[0] and h.story >= h.goal[1]


def home_safe(g: State, h: Hero) -> bool:
    """In Baghdad, having remained there after surviving an encounter — or dead and brought
    back (Game End; Death's note): where a seat with its goal met may announce, and is
    eligible at the end."""
    home = g.setup.content.rules.start_space
    return h.space == home and h.survived == home


def shortfall(h: Hero) -> int:
    """Destiny and Story still missing to the goal, added up (the timed game)."""
    if h.goal is None:
        return 10**6
    return max(0, h.goal[0] - h.destiny) + max(0, h.goal[1] - h.story)
