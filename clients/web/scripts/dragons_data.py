"""What the web table's Dragons board reads of the game's content (names, values, texts),
projected from seeds/dragons/*.json into `clients/web/src/boards/dragons/seeds.ts`.

The board is bundled for the browser and cannot read the seeds, so it carries this copy;
`tests/clients/test_web_board_dragons.py` fails when the copy differs from the seeds, and
`python clients/web/scripts/dragons_data.py` rewrites it (beside the other boards'
generators)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]

SEEDS = ROOT / "seeds" / "dragons"
MODULE = ROOT / "clients" / "web" / "src" / "boards" / "dragons" / "seeds.ts"
HEAD = """\
// Aladdin's Dragons' content as the board reads it: names, values and texts projected from
// seeds/dragons/*.json. Generated: `python clients/web/scripts/dragons_data.py` rewrites it
// and tests/clients/test_web_board_dragons.py fails when it differs from the seeds.
export const SEEDS = """
TAIL = " as const;\n"


def _read(name: str) -> Any:
    return json.loads((SEEDS / f"{name}.json").read_text(encoding="utf-8"))


def projection() -> dict[str, Any]:
    board, treasures = _read("board"), _read("treasures")
    artifacts, spells = _read("artifacts"), _read("spells")
    return {
        "heroColours": board["heroes"]["colours"]["names"],
        "locations": {loc["kind"]: loc["name"] for loc in board["locations"]},
        "tent": board["tent"],
        "guardPlus": board["guard_plus"],
        "treasureTypes": [{"id": t["id"], "name": t["name"], "values": t["values"]}
                          for t in treasures["types"]],
        "artifacts": [{"id": k["id"], "name": k["name"], "text": k["effect"]["text"]}
                      for k in artifacts["kinds"]],
        "spells": [{"id": s["id"], "name": s["name"], "text": s["effect"]["text"]}
                   for s in spells["spells"]],
    }


def module_text() -> str:
    return HEAD + json.dumps(projection(), indent=2, ensure_ascii=False) + TAIL


def bundled() -> dict[str, Any]:
    """The copy the board carries, read back from its module."""
    text = MODULE.read_text(encoding="utf-8")
    assert text.startswith(HEAD) and text.endswith(TAIL), f"{MODULE} is not in its generated form"
    return json.loads(text[len(HEAD):-len(TAIL)])


if __name__ == "__main__":
    MODULE.write_text(module_text(), encoding="utf-8")
