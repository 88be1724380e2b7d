"""The components of a Tales of the Arabian Nights content pack (`seeds/tales/`, FORMAT.md),
as frozen records: the rules' numbers, the map, characters, skills, statuses, treasures,
encounter cards, charts, reaction matrices, result paragraphs, City cards and quests; an
award's bracket code parsed into its items (`parse_award`); and the whole pack (`Content`),
with the tables worked out once when it loads (the map's routes and reaches, each card's
references, each paragraph's skills), read-only.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from service.games.tales.routes import Reach, Routes

TERRAINS = ("city", "forest", "mountain", "desert", "island", "sea")
TIMES = ("morning", "noon", "night")
MOVE_KINDS = ("coastal", "city", "any")


EMPTY: Mapping[Any, Any] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class Item:
    """One award item: `kind` (D, S, W, skill, master, lose_skill, status, lose_status,
    treasure, lose_treasure, move, placed, transport, enter, go, death, end), its `arg` (an
    id, "choice", "random", "all", a move kind), `amount` and the wealth `limit` or flag."""

    kind: str
    arg: str = ""
    amount: int = 0
    limit: str = ""  # W: "max:<level>" / "min:<level>"; skill/status: "1 use" / "1 turn"
    code: str = ""  # as written


Award = tuple[Item, ...]


@dataclass(frozen=True, slots=True)
class Wealth:
    id: str
    name: str
    land: int
    sea: int


@dataclass(frozen=True, slots=True)
class Rules:
    wealth: tuple[Wealth, ...]
    start_destiny: int
    start_story: int
    start_wealth: int  # index into wealth
    start_skills: int
    start_space: str
    goals: dict[int, int]
    classic_goal: int
    destiny_bonus: tuple[tuple[int, int], ...]  # (min destiny, bonus), ascending
    chart_max: int
    seamanship_sea: int
    story_rewards: tuple[tuple[int, Award], ...]


@dataclass(frozen=True, slots=True)
class Space:
    id: str
    name: str
    continent: str
    terrain: str  # a TERRAIN, or "place_of_power"
    number: int
    land: tuple[str, ...]
    sea: tuple[str, ...]
    arrow: str = ""  # a Place of Power's exit
    paragraph: int = 0  # a Place of Power's paragraph
    power: bool = False  # a Place of Power (its terrain): asked at every move


@dataclass(frozen=True, slots=True)
class Named:
    id: str
    name: str
    text: str


@dataclass(frozen=True, slots=True)
class Status:
    id: str
    name: str
    good: bool
    text: str
    on_gain: Award
    land: int
    sea: int
    total: int
    markers_on: tuple[str, ...]
    lose_at: int  # 0: no markers
    suppresses: tuple[str, ...]
    blocks: tuple[str, ...]
    lose_on: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Treasure:
    id: str
    name: str
    text: str
    sell_levels: int  # 0: cannot be sold
    sell_max: int  # a wealth index
    land: int
    sea: int
    total: int
    chart_bonus: int
    protects: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    name: str
    kind: str  # character, terrain, place_of_power
    # time or terrain → paragraph or "N", read-only (read at every card met)
    refs: Mapping[str, int | str]
    row: str = ""  # terrain: its row of matrix N
    place: str = ""  # place_of_power: the Place of Power


@dataclass(frozen=True, slots=True)
class Entry:
    name: str
    adjective: str
    matrix: str


@dataclass(frozen=True, slots=True)
class Chart:
    number: int
    entries: tuple[Entry, ...]  # rolls 1..12


@dataclass(frozen=True, slots=True)
class Matrix:
    letter: str
    name: str
    reactions: tuple[str, ...]
    rows: dict[str, dict[str, int]]  # adjective → reaction → paragraph


@dataclass(frozen=True, slots=True)
class Requirement:
    kind: str  # skill, status, treasure
    id: str
    mandatory: bool


@dataclass(frozen=True, slots=True)
class Section:
    requires: tuple[Requirement, ...]  # empty: NO SKILL
    all_mandatory: bool
    text: str
    award: Award


@dataclass(frozen=True, slots=True)
class Paragraph:
    number: int
    text: str
    sections: tuple[Section, ...]


@dataclass(frozen=True, slots=True)
class Special:
    """A City card roll's encounter: a paragraph, or a matrix and its row."""

    paragraph: int = 0
    matrix: str = ""
    row: str = ""
    name: str = ""


@dataclass(frozen=True, slots=True)
class City:
    id: str
    name: str
    space: str
    paragraph: int
    rolls: tuple[tuple[Award, Special | None], ...]  # faces 1..6


@dataclass(frozen=True, slots=True)
class Quest:
    id: str
    name: str
    text: str
    start: str
    visit: tuple[str, ...]
    requires: tuple[Requirement, ...]
    destiny: int
    story: int
    award: Award


@dataclass(frozen=True, slots=True)
class Content:
    rules: Rules
    continents: tuple[str, ...]
    spaces: dict[str, Space]  # Places of Power included
    characters: dict[str, Named]
    skills: dict[str, Named]
    statuses: dict[str, Status]
    treasures: dict[str, Treasure]
    cards: dict[str, Card]
    charts: dict[int, Chart]
    matrices: dict[str, Matrix]
    paragraphs: dict[int, Paragraph]
    cities: dict[str, City]
    quests: dict[str, Quest]
    hash: str
    # space → ((neighbour, 1, 0) by land …, (neighbour, 0, 1) by sea …): movement's table
    adjacent: Mapping[str, tuple[tuple[str, int, int], ...]]
    # The map never changes, so its searches are made when the pack loads (`routes.py`):
    # start → its best routes to every space; (start, land, sea, total) → the reach of a
    # wealth level's rates, with and without Seamanship
    routes: Mapping[str, Routes]
    reach: Mapping[tuple[str, int, int, int], Reach]
    # The commands a seat may be offered over this pack (`offers.py`): kind → per seat,
    # value → its command
    offers: Mapping[type, tuple[Mapping[Any, Any], ...]]
    # paragraph → the skills its sections require, in order: what a Master skill looks
    # for in it (asked at every reaction chosen by a seat with a Master skill)
    paragraph_skills: Mapping[int, tuple[str, ...]]
    levels: dict[str, int]  # wealth level id → its index (`level`)
    # The spaces that are not Places of Power, in the map's order, and of them the coastal
    # ones (a land and a sea route) and the cities: the pools of free moves and random
    # transports, asked for at every step while such an award waits.
    ordinary: tuple[str, ...]
    coastal: frozenset[str]
    city_spaces: frozenset[str]

    def __deepcopy__(self, seen: dict) -> Content:
        # Immutable once loaded: a copy of a state shares its pack, as every state of
        # every game does.
        return self

    def level(self, wealth_id: str) -> int:
        return self.levels[wealth_id]


# --- award codes -------------------------------------------------------------------------

_ITEM = (
    r"^(?:(?P<points>[DS])(?P<n>[+-]?\d+)"
    r"|W(?P<w>[+-]\d+)(?:\((?P<lim>max|min):(?P<level>[a-z_]+)\))?"
    r"|(?P<kind>skill|master|lose_skill|status|lose_status|treasure|lose_treasure|move"
    r"|transport|enter|go|placed)(?::(?P<arg>[a-z0-9_:]+))?(?:\((?P<flag>1 use|1 turn)\))?"
    r"|(?P<bare>death|end))$"
)


def parse_award(code: str) -> Award:
    """The items of an award code, left to right (FORMAT.md, Award codes); ValueError names
    the item that does not parse. Ids are checked against the pack by `pack.Builder`."""
    if code.strip() == "":
        return ()
    items = []
    for raw in code.split("/"):
        text = raw.strip()
        m = re.match(_ITEM, text)
        if m is None:
            raise ValueError(f"{text!r} is not an award item")
        if m["points"]:
            items.append(Item(m["points"], amount=int(m["n"]), code=text))
        elif m["w"]:
            limit = f"{m['lim']}:{m['level']}" if m["lim"] else ""
            items.append(Item("W", amount=int(m["w"]), limit=limit, code=text))
        elif m["bare"]:
            items.append(Item(m["bare"], code=text))
        else:
            items.append(_kind_item(m["kind"], m["arg"] or "", m["flag"] or "", text))
    return tuple(items)


def _kind_item(kind: str, arg: str, flag: str, text: str) -> Item:
    flags = {"skill": "1 use", "status": "1 turn"}
    if flag and flags.get(kind) != flag:
        raise ValueError(f"{text!r}: ({flag}) does not go with {kind}")
    if kind == "treasure":
        return Item(kind, arg, code=text)
    if not arg:
        raise ValueError(f"{text!r}: {kind} needs an argument")
    if kind == "placed":
        n, _, target = arg.partition(":")
        if not n.isdigit() or not target:
            raise ValueError(f"{text!r}: placed:<N>:<space>")
        return Item(kind, target, int(n), code=text)
    if kind == "move":
        if arg.startswith("within") and arg[6:].isdigit():
            return Item(kind, "within", int(arg[6:]), code=text)
        if arg not in MOVE_KINDS:
            raise ValueError(f"{text!r}: move:{'|'.join(MOVE_KINDS)}|within<N>")
    return Item(kind, arg, limit=flag, code=text)
