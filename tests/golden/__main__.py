"""`python -m tests.golden`: play every golden game again and print how it differs from
its file; `--write` writes the new files (a deliberate rules change, in its own commit with
the diff explained). Exits 1 when a file differs or is missing and `--write` is not given.

    python -m tests.golden                 # check: the diff of every file that changed
    python -m tests.golden --write         # regenerate, printing the same diff
    python -m tests.golden --game tales    # one game only
"""

from __future__ import annotations

import argparse
import difflib
import sys
from pathlib import Path

from tests.golden.playthrough import cases, dumps, golden_games, read, stored_files

DIFF_LINES = 40  # a file's diff is cut after this many lines


def _diff(path: Path, new: str) -> list[str]:
    old = path.read_text() if path.exists() else ""
    if old == new:
        return []
    diff = difflib.unified_diff(old.splitlines(), new.splitlines(), str(path), "new",
                                lineterm="", n=1)
    lines = list(diff)
    if len(lines) > DIFF_LINES:
        lines = lines[:DIFF_LINES] + [f"... ({len(lines) - DIFF_LINES} more diff lines)"]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.golden", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--write", action="store_true", help="write the regenerated files")
    parser.add_argument("--game", help="only this game type")
    args = parser.parse_args(argv)
    wanted = [c for c in cases() if args.game in (None, c.game_type)]
    changed, made = 0, set()
    for case in wanted:
        for path, lines in golden_games(case).items():
            made.add(path)
            new = dumps(lines)
            diff = _diff(path, new)
            if diff:
                changed += 1
                print("\n".join(diff))
                if args.write:
                    path.parent.mkdir(parents=True, exist_ok=True)
                    path.write_text(new)
    strays = [p for p in stored_files()
              if p not in made and args.game in (None, p.parent.name)]
    for path in strays:
        print(f"{path}: no longer a golden game" + (" (removed)" if args.write else ""))
        if args.write:
            path.unlink()
    moves = sum(1 for p in made if p.exists() for line in read(p) if "move" in line)
    print(f"{len(made)} golden games ({moves} moves): {changed} changed, {len(strays)} gone"
          + (", written" if args.write and (changed or strays) else ""))
    return 0 if args.write or not (changed or strays) else 1


if __name__ == "__main__":
    sys.exit(main())
