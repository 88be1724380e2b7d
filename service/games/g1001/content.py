"""1001's designed content (`seeds/1001/*.json`): loaded once, validated, hashed.

The only I/O in the game package. Everything else receives a `Content` and stays pure.
A `ContentError` names the file and the rule broken, so a bad edit of the seeds fails loudly
at load time rather than in the middle of a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, NoReturn

from service.games.content import ContentError, canonical_hash, read_documents, seed_dir

SEED_DIR = seed_dir("1001")
FILES = ("tiles", "flights", "rewards")

COLOURS = ("red", "blue", "green")
TILE_COUNT = 16
SPACES_PER_TILE = 4
HOLE_COUNT = 36
FLIGHT_CARD_COUNT = 8
FLIGHT_LENGTH = 7
REWARD_COUNT = 12
MAX_GEMS = 5
MAX_CLOUDS = 10
HEADINGS = ("forward", "right", "left")


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


def _fail(file: str, message: str) -> NoReturn:
    raise ContentError(f"seeds/1001/{file}.json: {message}")


def _int(file: str, where: str, value: Any, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        _fail(file, f"{where} must be an integer from {low} to {high}, not {value!r}")
    return int(value)


def _tiles(doc: dict[str, Any]) -> tuple[dict[str, TileDef], tuple[str, ...]]:
    if doc.get("side") != "star":
        _fail("tiles", "only the star side of the tiles is modelled")
    raw = doc.get("tiles")
    if not isinstance(raw, list) or len(raw) != TILE_COUNT:
        _fail("tiles", f"needs exactly {TILE_COUNT} tiles")
    tiles: dict[str, TileDef] = {}
    for i, t in enumerate(raw):
        tid = t.get("id")
        if not isinstance(tid, str) or not tid or tid in tiles:
            _fail("tiles", f"tile #{i} needs a unique non-empty string id")
        spaces = t.get("spaces")
        if not isinstance(spaces, list) or len(spaces) != SPACES_PER_TILE:
            _fail("tiles", f"tile {tid} needs exactly {SPACES_PER_TILE} spaces")
        defs = []
        for k, s in enumerate(spaces):
            where = f"tile {tid} space {k}"
            d = SpaceDef(
                gem_penalty=_int("tiles", f"{where} gem_penalty", s.get("gem_penalty"), 0, 1),
                cloud_penalty=_int("tiles", f"{where} cloud_penalty", s.get("cloud_penalty"), 0, 2),
                gem_holes=_int("tiles", f"{where} gem_holes", s.get("gem_holes"), 0, 2),
                cloud_bonus=_int("tiles", f"{where} cloud_bonus", s.get("cloud_bonus"), 0, 3),
            )
            if d.gem_penalty and d.cloud_penalty:
                _fail("tiles", f"{where} has two penalties")
            if d.gem_holes and d.cloud_bonus:
                _fail("tiles", f"{where} has two bonuses")
            defs.append(d)
        palace = t.get("palace")
        if not isinstance(palace, bool):
            _fail("tiles", f"tile {tid}: palace must be true or false")
        tiles[tid] = TileDef(tid, bool(palace), tuple(defs))
    if sum(t.palace for t in tiles.values()) != 1:
        _fail("tiles", "exactly one tile must be the palace tile")
    holes = sum(s.gem_holes for t in tiles.values() for s in t.spaces)
    if holes != HOLE_COUNT:
        _fail("tiles", f"the tiles must have {HOLE_COUNT} gem holes in all, not {holes}")
    gems = doc.get("gems")
    if not isinstance(gems, dict) or set(gems) != set(COLOURS):
        _fail("tiles", f"gems must give a count for each of {COLOURS}")
    pool = tuple(c for c in COLOURS for _ in range(_int("tiles", f"gems {c}", gems[c], 0, 36)))
    if len(pool) != HOLE_COUNT:
        _fail("tiles", f"there must be one gem per hole ({HOLE_COUNT}), not {len(pool)}")
    return tiles, pool


def _flights(doc: dict[str, Any]) -> dict[str, FlightCardDef]:
    raw = doc.get("cards")
    if not isinstance(raw, list) or len(raw) != FLIGHT_CARD_COUNT:
        _fail("flights", f"needs exactly {FLIGHT_CARD_COUNT} regular flight cards")
    cards: dict[str, FlightCardDef] = {}
    for i, c in enumerate(raw):
        cid = c.get("id")
        if not isinstance(cid, str) or not cid or cid in cards:
            _fail("flights", f"card #{i} needs a unique non-empty string id")
        legs = c.get("legs")
        if not isinstance(legs, list) or not legs:
            _fail("flights", f"card {cid} needs legs")
        parsed = []
        for leg in legs:
            heading = leg.get("heading")
            if heading not in HEADINGS:
                _fail("flights", f"card {cid}: heading must be one of {HEADINGS}")
            parsed.append((heading, _int("flights", f"card {cid} leg", leg.get("spaces"), 1, 7)))
        if sum(n for _, n in parsed) != FLIGHT_LENGTH:
            _fail("flights", f"card {cid} must fly exactly {FLIGHT_LENGTH} spaces")
        cards[cid] = FlightCardDef(cid, tuple(parsed))
    return cards


def _rewards(doc: dict[str, Any]) -> dict[str, RewardDef]:
    raw = doc.get("cards")
    if not isinstance(raw, list) or len(raw) != REWARD_COUNT:
        _fail("rewards", f"needs exactly {REWARD_COUNT} reward cards")
    rewards: dict[str, RewardDef] = {}
    for i, r in enumerate(raw):
        rid = r.get("id")
        if not isinstance(rid, str) or not rid or rid in rewards:
            _fail("rewards", f"card #{i} needs a unique non-empty string id")
        cost = r.get("cost")
        if not isinstance(cost, dict) or set(cost) != {*COLOURS, "clouds"}:
            _fail("rewards", f"card {rid}: cost must give red, blue, green and clouds")
        red, blue, green = (_int("rewards", f"{rid} {c}", cost[c], 0, MAX_GEMS) for c in COLOURS)
        if red + blue + green > MAX_GEMS:
            _fail("rewards", f"card {rid} costs more gems than a team may hold")
        clouds = _int("rewards", f"{rid} clouds", cost["clouds"], 0, MAX_CLOUDS)
        if red + blue + green + clouds == 0:
            _fail("rewards", f"card {rid} must cost something")
        points = _int("rewards", f"{rid} points", r.get("points"), 1, 100)
        name = r.get("name")
        if not isinstance(name, str) or not name:
            _fail("rewards", f"card {rid} needs a name")
        rewards[rid] = RewardDef(rid, name, red, blue, green, clouds, points)
    stars = rewards.get("stars")
    if stars is None or stars.cost() != {"red": 0, "blue": 0, "green": 0, "clouds": 7} or (
        stars.points != 8
    ):
        _fail("rewards", "the rulebook's stars card costs 7 clouds and scores 8 points")
    return rewards


def parse(docs: dict[str, Any]) -> Content:
    """Validate the parsed JSON documents {"tiles": ..., "flights": ..., "rewards": ...}."""
    for name in FILES:
        if not isinstance(docs.get(name), dict):
            _fail(name, "must hold a JSON object")
    try:
        tiles, pool = _tiles(docs["tiles"])
        cards = _flights(docs["flights"])
        rewards = _rewards(docs["rewards"])
    except (AttributeError, TypeError, KeyError) as exc:  # a list where an object belongs…
        raise ContentError(f"seeds/1001: malformed content ({exc!r})") from exc
    return Content(tiles, pool, cards, rewards, canonical_hash(docs))


def read(directory: Path = SEED_DIR) -> dict[str, Any]:
    return read_documents(directory, FILES)


@cache
def load() -> Content:
    """The content every 1001 game plays with (read and validated once per process)."""
    return parse(read())
