"""The designed content of 1000 and One Treasures (`seeds/treasures/*.json`): loaded once,
validated, hashed.

The only I/O in the game package. Everything else receives a `Content` and stays pure.
Each document is checked against its schema (`seeds/treasures/<name>.schema.json`:
structure, types, enums, the 60 cards); `parse` then builds the dataclasses and checks what
a schema cannot say (the cave's geometry, one entrance-back card per cave square). A
`ContentError` names the file and the JSON path, so a bad edit of the seeds fails at load
time rather than in the middle of a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from service.games.treasures.board import Board, BoardError, build_board, walled_off
from service.kit.content import (
    ContentError,
    by_id,
    canonical_hash,
    check_documents,
    document_label,
    read_documents,
    seed_dir,
)

SEED_DIR = seed_dir("treasures")
FILES = ("board", "cards")

ENTRANCE_BACK = "entrance"
ROCK_BACK = "rock"


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


BOARD, CARDS = (document_label(SEED_DIR, name) for name in FILES)


def _board(doc: dict[str, Any]) -> Board:
    try:
        board = build_board(
            squares=[(s["id"], s["x"], s["y"]) for s in doc["squares"]],
            walls=[(a, b) for a, b in doc["walls"]],
            entrance=doc["entrance"]["square"],
            entrance_side=doc["entrance"]["side"],
            chief_path=doc["chief_path"],
        )
    except BoardError as exc:
        raise ContentError(str(exc), file=BOARD) from exc
    cut_off = walled_off(board)
    if cut_off:
        message = f"squares walled off from the entrance: {', '.join(cut_off)}"
        raise ContentError(message, file=BOARD, path="$.walls")
    return board


def _cards(doc: dict[str, Any], board: Board) -> dict[str, Card]:
    cards = by_id(
        CARDS,
        "$.cards",
        (Card(c["id"], c["back"], c["treasures"], c["chief"]) for c in doc["cards"]),
    )
    entrance_backs = sum(c.back == ENTRANCE_BACK for c in cards.values())
    if entrance_backs != len(board.squares):
        message = (
            f"one entrance-back card per cave square of {BOARD} ({len(board.squares)}), "
            f"not {entrance_backs}"
        )
        raise ContentError(message, file=CARDS, path="$.cards")
    return cards


def parse(docs: dict[str, Any]) -> Content:
    """The content of the parsed JSON documents {"board": ..., "cards": ...}, checked against
    their schemas, then against the rules the schemas cannot state."""
    check_documents(SEED_DIR, FILES, docs)
    board = _board(docs["board"])
    cards = _cards(docs["cards"], board)
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
