"""The content of New Game (`seeds/newgame/cards.json`): loaded once, validated, hashed.
The only I/O of the game package."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from service.kit.content import canonical_hash, check_documents, read_documents, seed_dir

SEED_DIR = seed_dir("newgame")
FILES = ("cards",)


@dataclass(frozen=True)
class Content:
    cards: dict[str, int]  # card id → value, in file order
    hash: str


def parse(docs: dict[str, Any]) -> Content:
    check_documents(SEED_DIR, FILES, docs)
    cards = {c["id"]: c["value"] for c in docs["cards"]["cards"]}
    return Content(cards, canonical_hash(docs))


def read() -> dict[str, Any]:
    return read_documents(SEED_DIR, FILES)


@cache
def load() -> Content:
    return parse(read())
