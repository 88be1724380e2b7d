"""Create a new game: its rules, seeds, proto, adapters, tests and golden playthroughs.

    python tools/scaffold.py NAME --type TYPE --title "TITLE"   # e.g. bazaar --type bazaar

NAME is the game's Python-safe key (its folder, its proto oneof field, every adapter's
module name); TYPE its type id, stored in every game.Created; TITLE what players read. The
new game is the template `tools/scaffold/template/` (a small card game, complete: phases, a
draw, a secret hand, a result) renamed: it plays to its end, passes the contract suite, plays
over gRPC, in the terminal and the web table, and is projected into DuckDB. Then replace
its rules with yours, starting from `seeds/NAME/README.md` (docs/adding-a-game.md).

What it does, in order: copies the template's files under their new names (refusing to
overwrite anything); wires the game's proto into `Command.game` and `Game.view`
(game_service.proto); regenerates the Python stubs (tools/gen_proto.py); sorts the new
modules' imports (ruff); records the game's golden playthroughs (python -m tests.golden);
rebuilds the web table's bundle where npm is installed. `--root DIR` scaffolds into another
checkout (the scaffold's own test does so in a scratch copy).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = Path(__file__).resolve().parent / "scaffold" / "template"
GAME_SERVICE = Path("proto/scheherazade/v1/game_service.proto")
NAME = re.compile(r"^[a-z][a-z0-9_]{1,30}$")
TYPE = re.compile(r"^[a-z0-9][a-z0-9_-]{1,30}$")


def words(name: str, game_type: str, title: str) -> list[tuple[str, str]]:
    """The template's words and what they become, longest first (the type contains the
    name's word)."""
    camel = "".join(part[:1].upper() + part[1:] for part in name.split("_"))
    return [("newgame-type", game_type), ("NEWGAME", name.upper()), ("Newgame", camel),
            ("New Game", title), ("newgame", name)]


def renamed(text: str, pairs: list[tuple[str, str]]) -> str:
    for old, new in pairs:
        text = text.replace(old, new)
    return text


def check(root: Path, name: str, game_type: str, title: str) -> None:
    if not NAME.match(name):
        raise SystemExit(f"NAME {name!r}: 2-31 characters, a lower-case letter first, then "
                         f"letters, digits or _")
    if not TYPE.match(game_type):
        raise SystemExit(f"--type {game_type!r}: 2-31 characters of a-z, 0-9, _ and -")
    if not title.strip():
        raise SystemExit("--title must say something")
    if (root / "service" / "games" / name).exists():
        raise SystemExit(f"service/games/{name} exists already")
    taken = re.findall(r'game_type="([^"]+)"', "\n".join(
        p.read_text() for p in (root / "service" / "games").glob("*/__init__.py")))
    if game_type in taken:
        raise SystemExit(f"a game of type {game_type!r} exists already")


def copy_template(root: Path, pairs: list[tuple[str, str]]) -> list[Path]:
    """The template's files, renamed, under `root`; the paths created."""
    plan = []
    for source in sorted(TEMPLATE.rglob("*")):
        if source.is_dir() or "__pycache__" in source.parts:
            continue
        target = root / renamed(source.relative_to(TEMPLATE).as_posix(), pairs)
        if target.exists():
            raise SystemExit(f"{target.relative_to(root)} exists already: nothing written")
        plan.append((source, target))
    for source, target in plan:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(renamed(source.read_text(), pairs))
    return [target for _, target in plan]


def _next_number(block: str) -> int:
    return max(int(n) for n in re.findall(r"= (\d+);", block) if int(n) < 100) + 1


def wire_proto(root: Path, name: str, game_type: str, camel: str) -> None:
    """The game's messages in the `Command.game` and `Game.view` oneofs."""
    path = root / GAME_SERVICE
    text = path.read_text()
    imports = re.findall(r'^import "scheherazade/v1/[^"]+\.proto";\n', text, re.M)
    text = text.replace(imports[-1], imports[-1] + f'import "scheherazade/v1/{name}.proto";\n')
    for oneof, message, comment in (("game", "Command", f'A command of game "{game_type}".'),
                                    ("view", "View", f'Game "{game_type}".')):
        start = text.index(f"oneof {oneof} {{")
        end = text.index("\n  }", start)
        block = text[start:end]
        last = max(m.end() for m in re.finditer(r"^    \w+ \w+ = (\d+);$", block, re.M)
                   if int(m.group(1)) < 100)
        line = (f"\n    // {comment}\n    {camel}{message} {name} = "
                f"{_next_number(block)};")
        text = text[:start + last] + line + text[start + last:]
    path.write_text(text)


def run(root: Path, *command: str, optional: bool = False) -> bool:
    env = {**os.environ, "PYTHONPATH": str(root)}
    print(f"$ {' '.join(command)}", flush=True)
    done = subprocess.run(command, cwd=root, env=env)
    if done.returncode != 0 and not optional:
        raise SystemExit(f"{' '.join(command)} failed ({done.returncode})")
    return done.returncode == 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/scaffold.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("name", help="the game's Python-safe key, e.g. bazaar")
    parser.add_argument("--type", required=True, dest="game_type", help="its type id")
    parser.add_argument("--title", required=True, help="its name as players read it")
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to change")
    parser.add_argument("--no-goldens", action="store_true",
                        help="leave the golden playthroughs to `python -m tests.golden`")
    args = parser.parse_args(argv)
    root = args.root.resolve()
    check(root, args.name, args.game_type, args.title)
    pairs = words(args.name, args.game_type, args.title)
    created = copy_template(root, pairs)
    wire_proto(root, args.name, args.game_type, dict(pairs)["Newgame"])
    run(root, sys.executable, "tools/gen_proto.py")
    run(root, sys.executable, "-m", "ruff", "check", "--select", "I", "--fix", "-q",
        *(str(p) for p in created if p.suffix == ".py"))  # imports sorted under the new name
    if not args.no_goldens:
        run(root, sys.executable, "-m", "tests.golden", "--write", "--game", args.game_type)
    web = root / "clients" / "web"
    if shutil.which("npm") and (web / "node_modules").exists():
        run(root, "npm", "run", "--silent", "--prefix", str(web), "build", optional=True)
    else:
        print("npm or clients/web/node_modules missing: run `npm ci && npm run build` in "
              "clients/web to draw the game's board in the web table")
    print(f"\nNew game {args.game_type!r} ({args.title}):")
    for path in created:
        print(f"  created {path.relative_to(root)}")
    print(f"  changed {GAME_SERVICE} and the stubs under scheherazade/v1/\n"
          f"Next: seeds/{args.name}/README.md, then docs/adding-a-game.md.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
