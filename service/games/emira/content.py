"""Emira's content (`seeds/emira/*.json`): loaded once, validated, hashed.

The only I/O in the game package; the dataclasses are the contract of `seeds/emira/CONTENT.md`.
Each document is checked against its schema (`seeds/emira/<name>.schema.json`: structure,
types, enums, ranges, counts); `parse` then builds the dataclasses and checks what a schema
cannot say: unique ids, 54 cards = 18 kinds x 3, the goals per seat count, the status cards
and every princess fact exactly as the rulebook prints them. A `ContentError` names the
file and the JSON path, so a bad edit of the seeds fails at load time.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from itertools import permutations, product
from pathlib import Path
from types import MappingProxyType
from typing import Any

from service.kit.content import (
    ContentError,
    by_id,
    canonical_hash,
    check_documents,
    document_label,
    read_documents,
    seed_dir,
)

SEED_DIR = seed_dir("emira")
FILES = ("princesses", "events", "goals", "status", "economy")
PRINCESSES, EVENTS, GOALS, STATUS, ECONOMY = (document_label(SEED_DIR, n) for n in FILES)

COLOURS = ("green", "white", "red", "blue", "black")
SKILLS = ("intelligence", "housekeeping", "cooking", "romance")
PREFERENCES = ("appearance", "status", "palace", "gold", "camels", "caravans", "princesses")
APPEARANCES = ("beauty", "manners", "attire")

# What the rulebook prints, checked at load time: a seed must keep every fact of it.
# fmt: off
_TABLE = {  # the table of 7.3: (first, second, skills)
    "albina": ("appearance", "status", ("intelligence",)),
    "halimah": ("appearance", "status", ("housekeeping",)),
    "asima": ("appearance", "status", ("cooking",)),
    "noor": ("appearance", "palace", ("intelligence", "housekeeping")),
    "rasha": ("appearance", "palace", ("cooking",)),
}
_ABILITIES = dict(pair.split(":") for pair in """
    albina:grand_festivity halimah:singer noor:mistrust rasha:actress zainab:event_discount
    samira:discard_appearance zahrah:discard_status layla:manners nadia:beauty
    firyal:palace_damage hind:lost_turn farah:cheap_camel adara:cheap_caravans suleika:jealous
    janan:expensive zafirah:own_money xenia:gift badra:cheap_palace sidi_suleiman:thief
""".split())  # the 19 special abilities of 7.3
PRINTED_EVENTS = {  # 7.2, 8.1 (Restoration), 6.3 (Quiet Days)
    "bazaar": "Bazaar", "better_breed": "Better Breed", "camel_breeding": "Camel Breeding",
    "camel_epidemic": "Camel Epidemic", "changing_her_mind": "Changing Her Mind",
    "court_influence": "Court Influence", "double_trouble": "Double Trouble",
    "golden_times": "Golden Times", "good_looking": "Good Looking",
    "restoration": "Restoration", "quiet_days": "Quiet Days",
}
PRINTED_STATUS = {  # 7.4: cost -> (cards, points)
    300: (3, 1), 350: (4, 1), 400: (3, 1), 700: (1, 2), 750: (1, 2), 800: (2, 2), 850: (1, 2),
    900: (1, 2), 1200: (1, 3), 1300: (1, 3), 1400: (1, 3), 1500: (1, 3),
}
# fmt: on
PRINTED_PRINCESSES: dict[str, dict[str, Any]] = {
    pid: {"ability": _ABILITIES.get(pid)} for pid in (*_ABILITIES, "asima")
}
for _pid, (_first, _second, _skills) in _TABLE.items():
    PRINTED_PRINCESSES[_pid].update(first=_first, second=_second, skills=_skills)
PRINTED_PRINCESSES["xenia"]["first"] = "gold"  # "she chooses the richest sheik"
PRINTED_PRINCESSES["sidi_suleiman"].update(first="princesses", second=None, skills=())
PRINTED_PRINCESSES["thara"] = {"first": "appearance", "second": "palace"}  # the example of 4.6
FULLY_PRINTED = frozenset((*_TABLE, "sidi_suleiman"))
TWO_SKILLS = frozenset(("noor", "hind", "janan", "xenia"))
MIN_PER_SKILL = 7  # DESIGNED: every goal of 7.1 reachable, and contested
# 4.1: a played card leaves the game "unless it says otherwise": only Good Looking says so
# ("keep it until the end of the game"); Better Breed and Restoration live on in the tracks.
PRINTED_PERMANENT = frozenset(("good_looking",))
GOALS_PER_SEATS = {5: 7, 4: 5, 3: 4}


@dataclass(frozen=True, slots=True)
class Princess:
    id: str
    name: str
    first: str  # a PREFERENCE
    second: str | None  # a PREFERENCE, None for Sidi Suleiman
    skills: tuple[str, ...]  # 0 (Sidi Suleiman), 1, or 2 (Noor, Hind, Janan, Xenia)
    ability: str | None
    designed: bool


@dataclass(frozen=True, slots=True)
class EventKind:
    id: str
    name: str
    symbol: str | None
    permanent: bool
    advanced_only: bool
    text: str
    designed: bool
    params: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class EventCard:
    id: str  # "golden_times#1" … "#3"
    kind: str


@dataclass(frozen=True, slots=True)
class GoalGroup:
    skills: tuple[str, ...]
    counts: tuple[int, ...]  # given to DISTINCT skills of the group, in any order


@dataclass(frozen=True, slots=True)
class Goal:
    id: str
    players: int
    groups: tuple[GoalGroup, ...]
    text: str


@dataclass(frozen=True, slots=True)
class StatusCard:
    id: str
    cost: int  # 0 for the "+1" cards
    points: int
    special: str | None  # None, "singing" or "acting"


@dataclass(frozen=True, slots=True)
class Caravan:
    size: str
    speed: str
    cost: int
    cheap_cost: int  # Adara's
    pays: int
    turns: int


@dataclass(frozen=True, slots=True)
class Supply:
    camels: int
    palace_sections: int
    small_caravans: int
    large_caravans: int
    appearance_per_type: int
    plus_markers: int


@dataclass(frozen=True, slots=True)
class Content:
    princesses: dict[str, Princess]
    event_kinds: dict[str, EventKind]
    event_cards: tuple[EventCard, ...]
    goals: tuple[Goal, ...]
    status_cards: dict[str, StatusCard]
    caravans: tuple[Caravan, ...]
    supplies: dict[int, Supply]
    three_player_removed_status: tuple[int, ...]
    set_aside_status: dict[int, int]
    princess_counts: dict[int, tuple[int, int]]
    start_gold: int
    base_income: int  # DESIGNED
    black_bonus: int
    camel_discounts: tuple[int, ...]
    costs: dict[str, int]
    hash: str
    # Derived when the content loads, read-only: what the rules look up at every step.
    card_kinds: Mapping[str, str]  # event card id -> its kind
    holders: Mapping[str | None, frozenset[str]]  # ability -> the princesses who have it
    caravan_items: Mapping[str, Caravan]  # "small_slow" … -> the caravan
    # goal id -> every way to read it as one skill per princess needed, and how many
    # princesses each reading needs (every reading of a goal has the same length)
    goal_slots: Mapping[str, tuple[tuple[tuple[str, ...], ...], int]]

    def __deepcopy__(self, copied: dict[int, Any]) -> Content:
        # Immutable once loaded: a copy of a state shares its content, as every state does.
        return self


def _require(ok: object, file: str, path: str, message: str) -> None:
    if not ok:
        raise ContentError(message, file=file, path=path)


def _unique_names(file: str, path: str, items: list[Any]) -> None:
    first: dict[str, int] = {}
    for i, item in enumerate(items):
        j = first.setdefault(item.name, i)
        _require(j == i, file, f"{path}[{i}].name", f"{item.name!r} is also {path}[{j}]'s name")


def _princesses(doc: dict[str, Any]) -> dict[str, Princess]:
    items = [Princess(**{**p, "skills": tuple(p["skills"])}) for p in doc["princesses"]]
    princesses = by_id(PRINCESSES, "$.princesses", items)
    _unique_names(PRINCESSES, "$.princesses", items)
    abilities: dict[str, int] = {}
    for i, p in enumerate(items):
        at = f"$.princesses[{i}]"
        j = abilities.setdefault(p.ability, i) if p.ability else i
        _require(j == i, PRINCESSES, f"{at}.ability", f"{p.ability!r} is also $.princesses[{j}]'s")
        thief = p.id == "sidi_suleiman"
        ok = p.second not in (p.first, "princesses") and (p.second is None) == thief
        why = "differs from the first; it is null only for Sidi Suleiman"
        _require(ok and (p.first == "princesses") == thief, PRINCESSES, f"{at}.second", why)
        want = 2 if p.id in TWO_SKILLS else 0 if thief else 1
        why = f"{p.name} has {want} skill(s), not {len(p.skills)}"
        _require(len(p.skills) == want, PRINCESSES, f"{at}.skills", why)
        for field, printed in PRINTED_PRINCESSES.get(p.id, {}).items():
            why = f"{p.name}'s {field} is printed as {printed!r}, not {getattr(p, field)!r}"
            _require(getattr(p, field) == printed, PRINCESSES, f"{at}.{field}", why)
        why = f"must be {not p.designed} (designed: the card has facts the rulebook does not print)"
        _require(p.designed != (p.id in FULLY_PRINTED), PRINCESSES, f"{at}.designed", why)
    missing = ", ".join(pid for pid in PRINTED_PRINCESSES if pid not in princesses)
    _require(not missing, PRINCESSES, "$.princesses", f"the rulebook's {missing} missing")
    per_skill = Counter(s for p in items for s in p.skills)
    for skill in SKILLS:
        why = f"{skill!r}: {per_skill[skill]} princesses, at least {MIN_PER_SKILL}"
        _require(per_skill[skill] >= MIN_PER_SKILL, PRINCESSES, "$.princesses", why)
    return princesses


def _events(doc: dict[str, Any]) -> tuple[dict[str, EventKind], tuple[EventCard, ...]]:
    raw = doc["kinds"]
    fields = EventKind.__slots__
    def kind(k: dict[str, Any]) -> EventKind:
        values: dict[str, Any] = {f: tuple(k[f].items()) if f == "params" else k[f]
                                  for f in fields}
        return EventKind(**values)

    items = [kind(k) for k in raw]
    kinds = by_id(EVENTS, "$.kinds", items)
    _unique_names(EVENTS, "$.kinds", items)
    for i, k in enumerate(items):
        at, printed = f"$.kinds[{i}]", PRINTED_EVENTS.get(k.id)
        why = f"printed as {printed!r}, not {k.name!r}"
        _require(printed in (None, k.name), EVENTS, f"{at}.name", why)
        why = f"must be {not k.designed}: printed kinds are not designed, others are"
        _require(k.designed == (printed is None), EVENTS, f"{at}.designed", why)
        why = "only Restoration is for the advanced game (8.1)"
        _require(k.advanced_only == (k.id == "restoration"), EVENTS, f"{at}.advanced_only", why)
        ok = printed is None or k.permanent == (k.id in PRINTED_PERMANENT)
        _require(ok, EVENTS, f"{at}.permanent", f"must be {not k.permanent} as printed")
    missing = ", ".join(k for k in PRINTED_EVENTS if k not in kinds)
    _require(not missing, EVENTS, "$.kinds", f"the rulebook's {missing} missing")
    cards = tuple(
        EventCard(f"{k['id']}#{n}", k["id"]) for k in raw for n in range(1, k["copies"] + 1)
    )
    _require(len(cards) == 54, EVENTS, "$.kinds", f"54 cards (18 kinds x 3), not {len(cards)}")
    return kinds, cards


def _goals(doc: dict[str, Any]) -> tuple[Goal, ...]:
    goals = []
    for i, g in enumerate(doc["goals"]):
        groups = tuple(GoalGroup(tuple(x["skills"]), tuple(x["counts"])) for x in g["groups"])
        seen: set[str] = set()
        for j, group in enumerate(groups):
            at = f"$.goals[{i}].groups[{j}]"
            why = "more counts than skills in the group"
            _require(len(group.counts) <= len(group.skills), GOALS, f"{at}.counts", why)
            why = "counts are written largest first"
            _require(group.counts == tuple(sorted(group.counts, reverse=True)), GOALS,
                     f"{at}.counts", why)  # fmt: skip
            why = "a skill in two groups of one goal"
            _require(not seen & set(group.skills), GOALS, f"{at}.skills", why)
            seen |= set(group.skills)
        goals.append(Goal(g["id"], g["players"], groups, g["text"]))
    by_id(GOALS, "$.goals", goals)
    per_seats = Counter(g.players for g in goals)
    why = f"goals per seat count: {GOALS_PER_SEATS}, not {dict(per_seats)}"
    _require(per_seats == Counter(GOALS_PER_SEATS), GOALS, "$.goals", why)
    return tuple(goals)


def _status(doc: dict[str, Any]) -> dict[str, StatusCard]:
    items = [StatusCard(**c) for c in doc["cards"]]
    cards = by_id(STATUS, "$.cards", items)
    for i, c in enumerate(items):
        at = f"$.cards[{i}]"
        why = f"the {c.special!r} card has the id {c.special!r}"
        _require(c.special in (None, c.id), STATUS, f"{at}.id", why)
        cost, points = (0, 1) if c.special else (c.cost, PRINTED_STATUS.get(c.cost, (0, 0))[1])
        why = f"7.4 prints no card of cost {c.cost} and {c.points} point(s)"
        _require((c.cost, c.points) == (cost, points), STATUS, at, why)
    deck = Counter(c.cost for c in items if not c.special)
    printed = {cost: n for cost, (n, _) in PRINTED_STATUS.items()}
    specials = sorted(c.special for c in items if c.special)
    ok = deck == Counter(printed) and specials == ["acting", "singing"]
    _require(ok, STATUS, "$.cards", f"7.4 prints {printed} and Singing and Acting")
    why = "removes cards the deck does not hold"
    _require(not Counter(doc["three_player_removed"]) - deck, STATUS, "$.three_player_removed", why)
    return cards


def _economy(doc: dict[str, Any]) -> dict[str, Any]:
    caravans = tuple(Caravan(**c) for c in doc["caravans"])
    ok = len({(c.size, c.speed) for c in caravans}) == 4
    _require(ok, ECONOMY, "$.caravans", "one caravan of each size and speed")
    for i, c in enumerate(caravans):
        why = "Adara's price is below the usual one"
        _require(c.cheap_cost < c.cost, ECONOMY, f"$.caravans[{i}].cheap_cost", why)
    discounts = tuple(doc["camel_discounts"])
    ok = list(discounts) == sorted(set(discounts))
    _require(ok, ECONOMY, "$.camel_discounts", "camel discounts increase")
    counts: dict[int, tuple[int, int]] = {}
    for i, row in enumerate(doc["princess_counts"]):
        ok = row["minimum"] < row["maximum"] and row["players"] not in counts
        why = "one row per seat count, minimum below maximum"
        _require(ok, ECONOMY, f"$.princess_counts[{i}]", why)
        counts[row["players"]] = (row["minimum"], row["maximum"])
    full, fewer = doc["supply"], doc["three_player_fewer"]
    for key in full:
        why = f"more removed than the {full[key]} there are"
        _require(fewer[key] <= full[key], ECONOMY, f"$.three_player_fewer.{key}", why)
    three = Supply(**{k: full[k] - fewer[k] for k in full})
    return {
        "caravans": caravans,
        "supplies": {3: three, 4: Supply(**full), 5: Supply(**full)},
        "princess_counts": counts,
        "start_gold": doc["start_gold"],
        "base_income": doc["base_income"]["value"],
        "black_bonus": doc["black_bonus"],
        "camel_discounts": discounts,
        "costs": dict(doc["costs"]),
    }


def slot_lists(goal: Goal) -> tuple[tuple[str, ...], ...]:
    """Every way to read the goal as a list of skills, one per princess needed: a group's
    counts go to distinct skills of the group in any order (scoring.py)."""
    per_group = []
    for group in goal.groups:
        readings = set()
        for order in permutations(group.skills, len(group.counts)):
            pairs = zip(order, group.counts, strict=True)
            readings.add(tuple(skill for skill, k in pairs for _ in range(k)))
        per_group.append(sorted(readings))
    return tuple(tuple(s for part in combo for s in part) for combo in product(*per_group))


def _lookups(princesses: dict[str, Princess], cards: tuple[EventCard, ...],
             goals: tuple[Goal, ...], caravans: tuple[Caravan, ...]) -> dict[str, Any]:
    holders: dict[str | None, set[str]] = {}
    for pid, p in princesses.items():
        holders.setdefault(p.ability, set()).add(pid)
    slots = {}
    for goal in goals:
        lists = slot_lists(goal)
        slots[goal.id] = (lists, min((len(x) for x in lists), default=0))
    return {
        "card_kinds": MappingProxyType({c.id: c.kind for c in cards}),
        "holders": MappingProxyType({k: frozenset(ids) for k, ids in holders.items()}),
        "caravan_items": MappingProxyType({f"{c.size}_{c.speed}": c for c in caravans}),
        "goal_slots": MappingProxyType(slots),
    }


def parse(docs: dict[str, Any]) -> Content:
    """The content of the parsed JSON documents {name: document}, checked against their
    schemas, then against the rules the schemas cannot state."""
    check_documents(SEED_DIR, FILES, docs)
    kinds, cards = _events(docs["events"])
    status = docs["status"]
    princesses = _princesses(docs["princesses"])
    goals = _goals(docs["goals"])
    economy = _economy(docs["economy"])
    return Content(
        princesses=princesses,
        event_kinds=kinds,
        event_cards=cards,
        goals=goals,
        status_cards=_status(status),
        three_player_removed_status=tuple(status["three_player_removed"]),
        set_aside_status={int(k): v for k, v in status["set_aside"].items()},
        hash=canonical_hash(docs),
        **economy,
        **_lookups(princesses, cards, goals, economy["caravans"]),
    )


def read(directory: Path = SEED_DIR) -> dict[str, Any]:
    return read_documents(directory, FILES)


@cache
def load() -> Content:
    """The content every Emira game plays with (read and validated once per process)."""
    return parse(read())
