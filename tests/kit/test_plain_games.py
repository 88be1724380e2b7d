"""A game's rules are plain code (docs/adding-a-game.md, "One way to change state"): under
`service/games/<name>/` no `__class__` assignment, `exec`, drafts, positional makers or
replacers, memo slots, caches written onto content or `id()`-keyed dicts; every game is one
declared `Game`, its tests laid out like every other game's; and no module of the tree grows
past about 400 lines."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from service.kit.game import Game
from service.kit.registry import built_in

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "service" / "games"
# What a game's code must not hold, and why each is refused.
TRICKS = {
    r"__class__\s*=": "a __class__ assignment",
    r"\bexec\(": "exec-generated code",
    r"\bcompile\(": "compiled code",
    r"\b(drafter|maker|replacer|fast_init|layered)\b": "a drafts trick (use evolve)",
    r"service\.kit\.(drafts|memo|declared)\b": "the kit's first shape",
    r"\blast_state\b|\.slot\b|_SLOT\b": "a memo slot",
    r"\bid\(": "an id()-keyed cache",
    r"object\.__setattr__|__dict__": "a write past the frozen record",
    r"\bput\(": "a slot setter (use evolve)",
    r"\b_memo\b|\bmemo\b": "a memo of the game's own (the kit's phases remember)",
}
MOST_LINES = 420  # "about 400"
# Generated code and the browser bundle's sources are not the tree's modules.
NOT_MODULES = ("scheherazade/v1/", "node_modules/", "clients/web/src/gen/", "tests/golden/")


def _game_files() -> list[Path]:
    return sorted(p for p in GAMES.rglob("*.py"))


@pytest.mark.parametrize("path", _game_files(), ids=lambda p: str(p.relative_to(GAMES)))
def test_a_games_code_holds_no_tricks(path: Path) -> None:
    text = path.read_text()
    found = [f"line {text.count(chr(10), 0, m.start()) + 1}: {why} ({m.group(0)!r})"
             for pattern, why in TRICKS.items() for m in re.finditer(pattern, text)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("game", built_in(), ids=lambda g: g.game_type)
def test_every_game_is_one_declared_game(game) -> None:
    assert isinstance(game, Game), f"{game.game_type} is not declared as a service.kit Game"


def test_no_module_is_longer_than_about_four_hundred_lines() -> None:
    long = []
    for path in ROOT.rglob("*.py"):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith(".") or any(part in rel for part in NOT_MODULES):
            continue
        lines = path.read_text().count("\n")
        if lines > MOST_LINES:
            long.append(f"{rel}: {lines} lines")
    assert not long, "\n".join(sorted(long))


# docs/adding-a-game.md, "Tests": the same files for every game.
TEST_FILES = ("scenes.py", "test_rulebook_examples.py", "test_invariants.py",
              "test_secrets.py", "test_content.py")


@pytest.mark.parametrize("game", built_in(), ids=lambda g: g.game_type)
def test_every_games_tests_are_laid_out_alike(game) -> None:
    folder = ROOT / "tests" / "games" / game.name
    missing = [name for name in TEST_FILES if not (folder / name).is_file()]
    assert not missing, f"tests/games/{game.name}/ lacks {missing}"
    assert list(folder.glob("test_scenarios*.py")), f"tests/games/{game.name}/: no scenarios"
