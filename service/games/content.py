"""What every game's content loader shares: where the seeds are, reading their JSON files,
the error a bad seed raises, and the content hash a game records when it is created."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

SEEDS_ROOT = Path(__file__).resolve().parents[2] / "seeds"


class ContentError(ValueError):
    """A seed file is missing, unreadable or breaks one of its game's content rules."""


def seed_dir(game: str) -> Path:
    return SEEDS_ROOT / game


def read_documents(directory: Path, names: tuple[str, ...]) -> dict[str, Any]:
    """Each `<name>.json` of the directory, parsed: {name: document}."""
    docs = {}
    for name in names:
        path = directory / f"{name}.json"
        try:
            docs[name] = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ContentError(f"{path}: cannot read ({exc})") from exc
    return docs


def canonical_hash(docs: dict[str, Any]) -> str:
    """SHA-256 of the canonical JSON of the content (sorted keys, no whitespace)."""
    text = json.dumps(docs, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()
