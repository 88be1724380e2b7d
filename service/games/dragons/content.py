"""Aladdin's Dragons' content (`seeds/dragons/*.json`): loaded once, validated, hashed.

The only I/O in the game package; the dataclasses are the contract of
`seeds/dragons/CONTENT.md`. Each document is checked against its schema
(`seeds/dragons/<name>.schema.json`: structure, types, enums, ranges, counts); `parse` then
builds the dataclasses and checks what a schema cannot say: unique ids and names, the
printed component counts across documents, the caves and the order of resolution as
printed, the printed artifacts and their printed effects, what is designed, and that every
effect has the numbers it needs and a target that fits its timing. A `ContentError` names
the file and the JSON path, so a bad edit of the seeds fails at load time.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
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

SEED_DIR = seed_dir("dragons")
FILES = ("board", "treasures", "artifacts", "spells")
BOARD, TREASURES, ARTIFACTS, SPELLS = (document_label(SEED_DIR, n) for n in FILES)

TIMINGS = (
    "any", "hero_face_down", "location_revealed", "cave", "palace_room",
    "own_payment", "spell_played", "artifact_played",
)  # fmt: skip
TARGETS = (
    "none", "own_hero", "other_hero", "any_hero", "location", "cave",
    "palace_room", "player", "spell", "artifact",
)  # fmt: skip
LOCATION_KINDS = ("dragons_cave", "aladdins_tent", "caravanserai", "palace_guard", "palace_room")

# Each effect key and the params it needs (exactly these).
EFFECTS: dict[str, frozenset[str]] = {
    key: frozenset(params.split(",")) - {""}
    for key, params in (
        ("hero_add", "amount,floor"), ("hero_multiply", "factor"), ("counter_spell", ""),
        ("cancel_modifier", ""), ("draw_spells", "draw,keep"), ("read", "heroes"),
        ("peek_hero", ""), ("reveal_hero", ""), ("move_hero", ""), ("win_ties", ""),
        ("cave_add", "cards"), ("cave_discard", "cards"), ("no_bribe", ""),
        ("guard_add", "amount"), ("price_add", "amount,floor"), ("mixed_types", ""),
        ("payment_bonus", "amount,cards"), ("steal_treasure", "cards"),
        ("draw_treasures", "cards"),
    )
}  # fmt: skip
# The targets a card of each timing may name (DESIGNED: README.md, "Response windows").
TIMING_TARGETS = {
    "any": {"none", "player", "own_hero", "other_hero", "any_hero"},
    "hero_face_down": {"own_hero", "other_hero", "any_hero"},
    "location_revealed": {"own_hero", "other_hero", "any_hero", "location"},
    "cave": {"cave"},
    "palace_room": {"palace_room"},
    "own_payment": {"palace_room"},
    "spell_played": {"spell"},
    "artifact_played": {"artifact"},
}

# What the rulebook prints, checked at load time: a seed must keep every fact of it.
PRINTED_COMPONENTS = {  # Components: "There are 112 cards"
    "caravanserai": 1, "palace_guard": 1, "dragons_caves": 4, "artifacts": 15, "spells": 16,
    "heroes": 25, "treasures": 50, "total": 112,
}  # fmt: skip
PRINTED_CAVES = ((4, 4), (3, 3), (2, 3), (1, 3))  # highest to the left; 4 only with 4-5 seats
PRINTED_HERO_VALUES = (1, 2, 3, 4, 5)
PRINTED_LOCATIONS = (  # Phase Three: kind, takes heroes, the Dummy may place there
    ("dragons_cave", True, True), ("aladdins_tent", True, True),
    ("caravanserai", True, False),  # "Dummy cannot place a hero on the caravanserai"
    ("palace_guard", False, False),  # "no hero cards are placed in this location"
    ("palace_room", True, True),
)  # fmt: skip
PRINTED_ARTIFACT_VALUES = {3: (3, 4), 4: (4, 5), 5: (4, 5)}  # by seats in play
# id: (name, key, timing, target, params) — None where designed. "Spells and artifacts can
# be cast at any time": the double and the flying carpet too (timing "any").
PRINTED_ARTIFACTS = {
    "lamp": ("Aladdin's lamp", None),
    "counterspell": ("Counterspell", ("counter_spell", "spell_played", "spell", ())),
    "double": ("Double (x2)", ("hero_multiply", "any", "own_hero", (("factor", 2),))),
    "flying_carpet": ("Flying carpet (+1)", ("hero_add", "any", "any_hero",
                                             (("amount", 1), ("floor", 0)))),
    "scroll": ("Scroll", None),
}  # fmt: skip
MIN_ONES_PER_TYPE = 2  # "two number 1 treasure cards of the same type"


@dataclass(frozen=True, slots=True)
class TreasureType:
    id: str
    name: str


@dataclass(frozen=True, slots=True)
class TreasureCard:
    id: str  # "gold#1" … "gold#10"
    type: str
    value: int


@dataclass(frozen=True, slots=True)
class Effect:
    key: str
    timing: str
    target: str
    params: tuple[tuple[str, int], ...]
    text: str


@dataclass(frozen=True, slots=True)
class ArtifactKind:
    id: str
    name: str
    copies: int
    effect: Effect
    designed: bool  # the lamp and the scroll: their effect beyond scoring


@dataclass(frozen=True, slots=True)
class ArtifactCard:
    id: str  # "lamp#1" … "scroll#3"
    kind: str


@dataclass(frozen=True, slots=True)
class Spell:
    id: str
    name: str
    effect: Effect
    designed: bool


@dataclass(frozen=True, slots=True)
class Cave:
    number: int
    min_seats: int


@dataclass(frozen=True, slots=True)
class Location:
    kind: str
    name: str
    heroes: bool
    dummy: bool


@dataclass(frozen=True, slots=True)
class Table:
    players: int
    seats: int  # the Dummy counted
    dummy: bool
    caves: tuple[int, ...]  # highest first: the left-to-right order of resolution
    artifact_values: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Content:
    treasure_types: dict[str, TreasureType]
    treasures: tuple[TreasureCard, ...]
    treasure_by_id: dict[str, TreasureCard]
    artifact_kinds: dict[str, ArtifactKind]
    artifacts: tuple[ArtifactCard, ...]
    spells: dict[str, Spell]
    caves: tuple[Cave, ...]
    locations: tuple[Location, ...]
    tables: dict[int, Table]
    hero_values: tuple[int, ...]
    hero_colours: tuple[str, ...]  # DESIGNED names
    components: dict[str, int]
    tent_draw: int
    tent_keep: int
    guard_plus: int
    discard_left: int
    dummy_start_treasures: int
    hash: str


def _require(ok: object, file: str, path: str, message: str) -> None:
    if not ok:
        raise ContentError(message, file=file, path=path)


def _unique_names(file: str, path: str, items: list[Any]) -> None:
    first: dict[str, int] = {}
    for i, item in enumerate(items):
        j = first.setdefault(item.name, i)
        _require(j == i, file, f"{path}[{i}].name", f"{item.name!r} is also {path}[{j}]'s name")


def _board(doc: dict[str, Any]) -> dict[str, Any]:
    components = dict(doc["components"])
    for key, printed in PRINTED_COMPONENTS.items():
        why = f"printed as {printed}, not {components[key]}"
        _require(components[key] == printed, BOARD, f"$.components.{key}", why)
    heroes = doc["heroes"]
    values, colours = tuple(heroes["values"]), tuple(heroes["colours"]["names"])
    why = f"five heroes numbered one to five, not {values}"
    _require(values == PRINTED_HERO_VALUES, BOARD, "$.heroes.values", why)
    caves = tuple(Cave(**c) for c in doc["caves"])
    for i, cave in enumerate(caves):
        why = f"the caves from left to right are {[n for n, _ in PRINTED_CAVES]}"
        _require(cave.number == PRINTED_CAVES[i][0], BOARD, f"$.caves[{i}].number", why)
        why = "only the number four card needs four or five players"
        _require(cave.min_seats == PRINTED_CAVES[i][1], BOARD, f"$.caves[{i}].min_seats", why)
    locations = tuple(Location(**x) for x in doc["locations"])
    for i, (loc, (kind, takes, dummy)) in enumerate(zip(locations, PRINTED_LOCATIONS, strict=True)):
        at = f"$.locations[{i}]"
        why = f"the printed order of resolution is {LOCATION_KINDS}"
        _require(loc.kind == kind, BOARD, f"{at}.kind", why)
        _require(loc.heroes == takes, BOARD, f"{at}.heroes", f"{kind}: must be {takes} as printed")
        _require(loc.dummy == dummy, BOARD, f"{at}.dummy", f"{kind}: must be {dummy} as printed")
    tables: dict[int, Table] = {}
    for i, t in enumerate(doc["tables"]):
        at = f"$.tables[{i}]"
        _require(t["players"] not in tables, BOARD, f"{at}.players", "one table per player count")
        dummy = t["players"] == 2
        why = "the Dummy joins exactly the two-player game"
        _require(t["dummy"] == dummy, BOARD, f"{at}.dummy", why)
        why = "seats are the players, and the Dummy with two players"
        _require(t["seats"] == t["players"] + dummy, BOARD, f"{at}.seats", why)
        artifacts = PRINTED_ARTIFACT_VALUES[t["seats"]]
        why = f"printed as {list(artifacts)} for {t['seats']} seats"
        _require(tuple(t["artifact_values"]) == artifacts, BOARD, f"{at}.artifact_values", why)
        in_play = tuple(c.number for c in caves if c.min_seats <= t["seats"])
        tables[t["players"]] = Table(
            t["players"], t["seats"], dummy, in_play, tuple(t["artifact_values"])
        )
    return {
        "components": components,
        "hero_values": values,
        "hero_colours": colours,
        "caves": caves,
        "locations": locations,
        "tables": tables,
        "tent_draw": doc["tent"]["draw"],
        "tent_keep": doc["tent"]["keep"],
        "guard_plus": doc["guard_plus"],
        "discard_left": doc["discard_left"],
        "dummy_start_treasures": doc["dummy_start_treasures"],
    }


def _treasures(doc: dict[str, Any], board: dict[str, Any]):
    raw = doc["types"]
    types = [TreasureType(t["id"], t["name"]) for t in raw]
    by_type = by_id(TREASURES, "$.types", types)
    _unique_names(TREASURES, "$.types", types)
    cards = []
    for i, t in enumerate(raw):
        at, values = f"$.types[{i}].values", t["values"]
        _require(values == sorted(values), TREASURES, at, "written in increasing order")
        missing = sorted(set(PRINTED_HERO_VALUES) - set(values))
        why = f"every number 1-5 in every type, so one type can pay any price; {missing} missing"
        _require(not missing, TREASURES, at, why)
        ones = values.count(1)
        why = f"at least {MIN_ONES_PER_TYPE} number 1 cards a type (the bribe example), not {ones}"
        _require(ones >= MIN_ONES_PER_TYPE, TREASURES, at, why)
        cards += [TreasureCard(f"{t['id']}#{n}", t["id"], v) for n, v in enumerate(values, 1)]
    printed = board["components"]["treasures"]
    why = f"{printed} treasure cards (board.json's components), not {len(cards)}"
    _require(len(cards) == printed, TREASURES, "$.types", why)
    return by_type, tuple(cards)


def _effect(raw: dict[str, Any], file: str, at: str) -> Effect:
    effect = Effect(
        raw["key"], raw["timing"], raw["target"], tuple(sorted(raw["params"].items())), raw["text"]
    )
    params = dict(effect.params)
    needed = EFFECTS[effect.key]
    why = f"{effect.key!r} takes the params {sorted(needed)}, not {sorted(params)}"
    _require(set(params) == needed, file, f"{at}.params", why)
    for name in ("amount", "factor", "draw", "keep", "heroes", "cards"):
        if name in params:
            ok = params[name] != 0 and (name == "amount" or params[name] > 0)
            _require(ok, file, f"{at}.params.{name}", f"{name} must be positive (amount: not 0)")
    if "floor" in params:
        _require(params["floor"] == 0, file, f"{at}.params.floor", "values never go below 0")
    if "factor" in params:
        _require(params["factor"] >= 2, file, f"{at}.params.factor", "a factor of at least 2")
    if "draw" in params:
        why = "keeps fewer cards than it draws"
        _require(params["keep"] < params["draw"], file, f"{at}.params.keep", why)
    allowed = TIMING_TARGETS[effect.timing]
    why = f"a {effect.timing!r} card targets one of {sorted(allowed)}, not {effect.target!r}"
    _require(effect.target in allowed, file, f"{at}.target", why)
    return effect


def _artifacts(doc: dict[str, Any], board: dict[str, Any]):
    raw = doc["kinds"]
    items = [
        ArtifactKind(k["id"], k["name"], k["copies"], effect, k["designed"])
        for i, k in enumerate(raw)
        for effect in (_effect(k["effect"], ARTIFACTS, f"$.kinds[{i}].effect"),)
    ]
    kinds = by_id(ARTIFACTS, "$.kinds", items)
    for i, k in enumerate(items):
        at = f"$.kinds[{i}]"
        name, effect = PRINTED_ARTIFACTS[k.id]
        _require(k.name == name, ARTIFACTS, f"{at}.name", f"printed as {name!r}, not {k.name!r}")
        why = f"must be {effect is None}: only the lamp's and the scroll's effects are designed"
        _require(k.designed == (effect is None), ARTIFACTS, f"{at}.designed", why)
        if effect is not None:
            have = (k.effect.key, k.effect.timing, k.effect.target, k.effect.params)
            why = f"printed as {effect}, not {have}"
            _require(have == effect, ARTIFACTS, f"{at}.effect", why)
        else:
            why = "only the counterspell answers a spell"
            _require(k.effect.key != "counter_spell", ARTIFACTS, f"{at}.effect.key", why)
    cards = tuple(ArtifactCard(f"{k.id}#{n}", k.id) for k in items for n in range(1, k.copies + 1))
    printed = board["components"]["artifacts"]
    why = f"{printed} artifact cards (board.json's components), not {len(cards)}"
    _require(len(cards) == printed, ARTIFACTS, "$.kinds", why)
    return kinds, cards


def _spells(doc: dict[str, Any], board: dict[str, Any]) -> dict[str, Spell]:
    items = [
        Spell(s["id"], s["name"], _effect(s["effect"], SPELLS, f"$.spells[{i}].effect"), True)
        for i, s in enumerate(doc["spells"])
    ]
    spells = by_id(SPELLS, "$.spells", items)
    _unique_names(SPELLS, "$.spells", items)
    for i, s in enumerate(items):
        why = "the counterspell is an artifact, not a spell"
        _require(s.effect.key != "counter_spell", SPELLS, f"$.spells[{i}].effect.key", why)
    printed = board["components"]["spells"]
    why = f"{printed} different spells (board.json's components), not {len(items)}"
    _require(len(items) == printed, SPELLS, "$.spells", why)
    return spells


def parse(docs: dict[str, Any]) -> Content:
    """The content of the parsed JSON documents {name: document}, checked against their
    schemas, then against the rules the schemas cannot state."""
    check_documents(SEED_DIR, FILES, docs)
    board = _board(docs["board"])
    types, treasures = _treasures(docs["treasures"], board)
    kinds, artifacts = _artifacts(docs["artifacts"], board)
    heroes = len(board["hero_colours"]) * len(board["hero_values"])
    why = f"{board['components']['heroes']} hero cards, not {heroes} (colours x values)"
    _require(heroes == board["components"]["heroes"], BOARD, "$.heroes.colours.names", why)
    return Content(
        treasure_types=types,
        treasures=treasures,
        treasure_by_id={t.id: t for t in treasures},
        artifact_kinds=kinds,
        artifacts=artifacts,
        spells=_spells(docs["spells"], board),
        hash=canonical_hash(docs),
        **board,
    )


def read(directory: Path = SEED_DIR) -> dict[str, Any]:
    return read_documents(directory, FILES)


@cache
def load() -> Content:
    """The content every Aladdin's Dragons game plays with (read and validated once)."""
    return parse(read())
