"""Tales of the Arabian Nights' content pack (`seeds/tales/`, FORMAT.md): read, validated,
hashed.

The only I/O of the game package. Each document is checked against its kind's schema
(`<kind>.schema.json`; a kind may be split into parts, `paragraphs_a_f.json`, …), then the
pack's builder (`pack.py`) makes the records (`components.py`) and checks what a schema
cannot say. Counts (44 cards, 400 paragraphs…) are the shipped pack's, tested in
`tests/games/tales/test_content.py`: the loader also takes a tiny fixture pack.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from service.games.tales.components import Content
from service.games.tales.pack import Builder
from service.kit.content import ContentError, check_document, read_documents, read_parts, seed_dir

SEED_DIR = seed_dir("tales")
SINGLE = ("rules", "map", "characters", "skills", "statuses", "treasures", "cities", "quests")
SPLIT = ("encounters", "charts", "matrices", "paragraphs")
# The kit's names: documents of one file each, and kinds split into parts (`<kind>_*.json`,
# each checked against `<kind>.schema.json`).
FILES, PARTS = SINGLE, SPLIT


def read(directory: Path = SEED_DIR) -> dict[str, Any]:
    """The pack's documents: {name: document} for the single ones and every part."""
    docs = read_documents(directory, SINGLE)
    for kind in SPLIT:
        docs.update(read_parts(directory, kind))
    return docs


def parse(docs: dict[str, Any], directory: Path = SEED_DIR) -> Content:
    """The content of a pack's documents ({name: document}, as `read` gives them)."""
    for name in SINGLE:
        label = _label(directory, name)
        if name not in docs:
            raise ContentError("the document is missing", file=label, path="")
        check_document(SEED_DIR, name, docs[name], label)
    parts: dict[str, dict[str, Any]] = {kind: {} for kind in SPLIT}
    for name, doc in docs.items():
        kind = next((k for k in SPLIT if name == k or name.startswith(f"{k}_")), None)
        if kind is not None:
            check_document(SEED_DIR, kind, doc, _label(directory, name))
            parts[kind][name] = doc
    for kind, found in parts.items():
        if not found:
            raise ContentError(f"no {kind}*.json document", file=_label(directory, kind),
                               path="")
    return Builder(docs, parts, lambda name: _label(directory, name)).content()


def _label(directory: Path, name: str) -> str:
    path = directory / f"{name}.json"
    try:
        return path.resolve().relative_to(SEED_DIR.parents[1]).as_posix()
    except ValueError:
        return str(path)


@cache
def load(directory: Path = SEED_DIR) -> Content:
    """The pack in `directory` (the shipped pack by default), read and validated once."""
    return parse(read(directory), directory)
