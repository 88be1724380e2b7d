"""The designed content of 1000 and One Treasures (`seeds/treasures/*.json`): loaded once,
validated, hashed.

The only I/O in the game package. Everything else receives a `Content` and stays pure.
A `ContentError` names the file and the rule broken, so a bad edit of the seeds fails at
load time rather than in the middle of a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, NoReturn

from service.games.content import ContentError, canonical_hash, read_documents, seed_dir
from service.games.treasures.board import Board, BoardError, build_board, walled_off

SEED_DIR = seed_dir("treasures")
FILES = ("board", "cards")

ENTRANCE_BACK = "entrance"
ROCK_BACK = "rock"
CARD_COUNT = 60
TREASURES = (1, 2, 3)


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    back: str  # "entrance" (laid out on the cave squares) or "rock" (the provision pile)
    treasures: int  # 1, 2 or 3: also the steps a figure standing on it moves
    chief: bool  # shows the bandit chief's head


@dataclass(frozen=True, slots=True)
class Content:
    board: Board
    cards: dict[str, Card]  # in file order
    cave_cards: tuple[str, ...]  # entrance-back card ids, file order (shuffled onto the cave)
    provision: tuple[str, ...]  # rock-back card ids, file order (shuffled into the pile)
    hash: str


def _fail(file: str, message: str) -> NoReturn:
    raise ContentError(f"seeds/treasures/{file}.json: {message}")


def _board(doc: dict[str, Any]) -> Board:
    raw = doc.get("squares")
    if not isinstance(raw, list):
        _fail("board", "squares must be a list")
    entrance = doc.get("entrance")
    if not isinstance(entrance, dict):
        _fail("board", "entrance must be an object {square, side}")
    try:
        board = build_board(
            squares=[(s["id"], s["x"], s["y"]) for s in raw],
            walls=[tuple(w) for w in doc.get("walls", [])],
            entrance=entrance.get("square", ""),
            entrance_side=entrance.get("side", ""),
            chief_path=doc.get("chief_path", []),
        )
    except BoardError as exc:
        raise ContentError(f"seeds/treasures/board.json: {exc}") from exc
    cut_off = walled_off(board)
    if cut_off:
        _fail("board", f"squares walled off from the entrance: {', '.join(cut_off)}")
    return board


def _cards(doc: dict[str, Any], board: Board) -> dict[str, Card]:
    raw = doc.get("cards")
    if not isinstance(raw, list) or len(raw) != CARD_COUNT:
        _fail("cards", f"needs exactly {CARD_COUNT} cave cards")
    cards: dict[str, Card] = {}
    for i, c in enumerate(raw):
        cid = c.get("id")
        if not isinstance(cid, str) or not cid or cid in cards:
            _fail("cards", f"card #{i} needs a unique non-empty string id")
        back = c.get("back")
        if back not in (ENTRANCE_BACK, ROCK_BACK):
            _fail("cards", f"card {cid}: back must be {ENTRANCE_BACK!r} or {ROCK_BACK!r}")
        treasures = c.get("treasures")
        if type(treasures) is not int or treasures not in TREASURES:
            _fail("cards", f"card {cid}: treasures must be 1, 2 or 3")
        chief = c.get("chief")
        if not isinstance(chief, bool):
            _fail("cards", f"card {cid}: chief must be true or false")
        cards[cid] = Card(cid, back, treasures, chief)
    entrance_backs = sum(c.back == ENTRANCE_BACK for c in cards.values())
    if entrance_backs != len(board.squares):
        _fail(
            "cards",
            f"one entrance-back card per cave square ({len(board.squares)}), not {entrance_backs}",
        )
    return cards


def parse(docs: dict[str, Any]) -> Content:
    """Validate the parsed JSON documents {"board": ..., "cards": ...}."""
    for name in FILES:
        if not isinstance(docs.get(name), dict):
            _fail(name, "must hold a JSON object")
    try:
        board = _board(docs["board"])
        cards = _cards(docs["cards"], board)
    except (AttributeError, TypeError, KeyError, ValueError) as exc:
        if isinstance(exc, ContentError):
            raise
        raise ContentError(f"seeds/treasures: malformed content ({exc!r})") from exc
    return Content(
        board=board,
        cards=cards,
        cave_cards=tuple(c.id for c in cards.values() if c.back == ENTRANCE_BACK),
        provision=tuple(c.id for c in cards.values() if c.back == ROCK_BACK),
        hash=canonical_hash(docs),
    )


def read(directory: Path = SEED_DIR) -> dict[str, Any]:
    return read_documents(directory, FILES)


@cache
def load() -> Content:
    """The content every treasures game plays with (read and validated once per process)."""
    return parse(read())
