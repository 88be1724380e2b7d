"""1001's designed content (`seeds/1001/*.json`): loaded once, validated, hashed.

The only I/O in the game package. Everything else receives a `Content` and stays pure.
What depends on the content alone — each tile's spaces as a board holds them, every flight
path — is built here once, into read-only maps.
Each document is checked against its schema (`seeds/1001/<name>.schema.json`: structure,
types, ranges, counts, the one palace tile); `parse` then builds the dataclasses and checks
what a schema cannot say. A `ContentError` names the file and the JSON path, so a bad edit
of the seeds fails loudly at load time rather than in the middle of a game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from service.games.g1001.board import flight_paths, tile_spaces
from service.games.g1001.state import Space
from service.kit.content import (
    ContentError,
    by_id,
    canonical_hash,
    check_documents,
    document_label,
    read_documents,
    seed_dir,
)

SEED_DIR = seed_dir("1001")
FILES = ("tiles", "flights", "rewards")

COLOURS = ("red", "blue", "green")
HOLE_COUNT = 36
FLIGHT_LENGTH = 7
MAX_GEMS = 5
STARS_COST = {"red": 0, "blue": 0, "green": 0, "clouds": 7}
STARS_POINTS = 8


@dataclass(frozen=True, slots=True)
class SpaceDef:
    gem_penalty: int  # 0 or 1
    cloud_penalty: int  # 0, 1 or 2
    gem_holes: int  # 0, 1 or 2
    cloud_bonus: int  # 0, 1, 2 or 3


@dataclass(frozen=True, slots=True)
class TileDef:
    id: str
    palace: bool
    spaces: tuple[SpaceDef, ...]  # top_left, top_right, bottom_left, bottom_right


@dataclass(frozen=True, slots=True)
class FlightCardDef:
    id: str
    legs: tuple[tuple[str, int], ...]  # (heading, spaces) in the card's own frame


@dataclass(frozen=True, slots=True)
class RewardDef:
    id: str
    name: str
    red: int
    blue: int
    green: int
    clouds: int
    points: int

    def cost(self) -> dict[str, int]:
        return {"red": self.red, "blue": self.blue, "green": self.green, "clouds": self.clouds}


@dataclass(frozen=True, slots=True)
class Content:
    tiles: dict[str, TileDef]  # in file order
    gem_pool: tuple[str, ...]  # the 36 gems in a fixed order (what gets shuffled)
    flight_cards: dict[str, FlightCardDef]
    rewards: dict[str, RewardDef]
    hash: str
    # Built from the above when the content loads (read-only):
    tile_spaces: Mapping[str, tuple[Space, ...]]  # tile id → its four spaces
    # (start space, card id, direction) → the 7 spaces Aladdin flies over
    flight_paths: Mapping[tuple[int, str, int], tuple[int, ...]]

    def __deepcopy__(self, copied: dict[int, Any]) -> Content:
        # Never changed once loaded: a copy of a state shares its content, as every state
        # of every game does.
        return self


TILES, FLIGHTS, REWARDS = (document_label(SEED_DIR, name) for name in FILES)


def _tiles(doc: dict[str, Any]) -> tuple[dict[str, TileDef], tuple[str, ...]]:
    tiles = by_id(TILES, "$.tiles", (_tile(t) for t in doc["tiles"]))
    for t, tile in enumerate(tiles.values()):
        for k, s in enumerate(tile.spaces):
            where = f"$.tiles[{t}].spaces[{k}]"
            if s.gem_penalty and s.cloud_penalty:
                raise ContentError("a space has at most one penalty", file=TILES, path=where)
            if s.gem_holes and s.cloud_bonus:
                raise ContentError("a space has at most one bonus", file=TILES, path=where)
    holes = sum(s.gem_holes for t in tiles.values() for s in t.spaces)
    if holes != HOLE_COUNT:
        raise ContentError(f"{HOLE_COUNT} gem holes in all, not {holes}", file=TILES, path="$")
    pool = tuple(c for c in COLOURS for _ in range(doc["gems"][c]))
    if len(pool) != holes:
        message = f"one gem per hole ({holes}), not {len(pool)} gems"
        raise ContentError(message, file=TILES, path="$.gems")
    return tiles, pool


def _tile(t: dict[str, Any]) -> TileDef:
    spaces = tuple(
        SpaceDef(s["gem_penalty"], s["cloud_penalty"], s["gem_holes"], s["cloud_bonus"])
        for s in t["spaces"]
    )
    return TileDef(t["id"], t["palace"], spaces)


def _flights(doc: dict[str, Any]) -> dict[str, FlightCardDef]:
    cards = by_id(FLIGHTS, "$.cards", (_flight(c) for c in doc["cards"]))
    for i, card in enumerate(cards.values()):
        flown = sum(n for _, n in card.legs)
        if flown != FLIGHT_LENGTH:
            message = f"a flight path flies exactly {FLIGHT_LENGTH} spaces, not {flown}"
            raise ContentError(message, file=FLIGHTS, path=f"$.cards[{i}].legs")
    return cards


def _flight(c: dict[str, Any]) -> FlightCardDef:
    return FlightCardDef(c["id"], tuple((leg["heading"], leg["spaces"]) for leg in c["legs"]))


def _rewards(doc: dict[str, Any]) -> dict[str, RewardDef]:
    rewards = by_id(REWARDS, "$.cards", (_reward(r) for r in doc["cards"]))
    for i, r in enumerate(rewards.values()):
        gems = r.red + r.blue + r.green
        if gems > MAX_GEMS:
            message = f"costs {gems} gems, more than a team may hold ({MAX_GEMS})"
            raise ContentError(message, file=REWARDS, path=f"$.cards[{i}].cost")
        if gems + r.clouds == 0:
            raise ContentError("must cost something", file=REWARDS, path=f"$.cards[{i}].cost")
    stars = rewards.get("stars")
    if stars is None or stars.cost() != STARS_COST or stars.points != STARS_POINTS:
        message = "the rulebook's stars card (id 'stars') costs 7 clouds and scores 8 points"
        raise ContentError(message, file=REWARDS, path="$.cards")
    return rewards


def _reward(r: dict[str, Any]) -> RewardDef:
    cost = r["cost"]
    return RewardDef(
        r["id"], r["name"], cost["red"], cost["blue"], cost["green"], cost["clouds"], r["points"]
    )


def parse(docs: dict[str, Any]) -> Content:
    """The content of the parsed JSON documents {"tiles": ..., "flights": ..., "rewards": ...},
    checked against their schemas, then against the rules the schemas cannot state."""
    check_documents(SEED_DIR, FILES, docs)
    tiles, pool = _tiles(docs["tiles"])
    cards = _flights(docs["flights"])
    return Content(tiles=tiles, gem_pool=pool, flight_cards=cards,
                   rewards=_rewards(docs["rewards"]), hash=canonical_hash(docs),
                   tile_spaces=tile_spaces(tiles.values()),
                   flight_paths=flight_paths(cards.values()))


def read(directory: Path = SEED_DIR) -> dict[str, Any]:
    return read_documents(directory, FILES)


@cache
def load() -> Content:
    """The content every 1001 game plays with (read and validated once per process)."""
    return parse(read())
