"""Emira's board in a real browser (Debian's Chromium under Playwright) against a live
`scheherazade serve`: every seat's page plays by clicking the board (the frame's buttons only
for the moves the board does not place), a pass asks first; a whole game to its result and
40 moves of each variant's smallest and largest seat count. The test chooses each move from
the server's legal commands (a policy that keeps games short: pass more than bid, skip the
event cards) and checks the page offers exactly those, on the board where the board places
them. Screenshots go to build/web-screenshots/."""

from __future__ import annotations

import importlib.util
import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from tests.api.cli_support import ROOT
from tests.clients.web_support import (
    SCREENSHOTS,
    UNREADABLE,
    assert_readable,
    browser,
    served,
)

PLAYERS = ["Ann", "Bob", "Cyd", "Dan", "Eve"]
ACTIONS = {1: "small_caravan", 2: "large_caravan", 3: "appearance", 4: "status", 5: "palace",
           6: "camel"}
SPEEDS = {1: "slow", 2: "fast"}
COUNTERS = {1: "beauty", 2: "manners", 3: "attire"}


# Where Emira's board offers each kind of command (clients/web/src/boards/emira/moves.ts).
PLACES: dict[str, Callable[[Any], str]] = {
    "bid": lambda c: f"bid:{c.amount}",
    "pass": lambda c: "pass",
    "take_gold": lambda c: "gold",
    "take_action": lambda c: f"action:{ACTIONS[c.action]}"
                             + (f":{SPEEDS[c.speed]}" if c.speed in SPEEDS else ""),
    "play_event": lambda c: f"play:{c.card}" + (f":{c.choice}" if c.choice else ""),
    "keep_starting_event": lambda c: f"keep:{c.card}",
    "keep_event": lambda c: f"keep:{c.card}",
    "buy_events": lambda c: f"buy:{c.count}",
    "pick_counter": lambda c: f"counter:{COUNTERS[c.kind]}",
    "pick_status": lambda c: f"status:{c.card}",
    "discard_appearance": lambda c: f"discard:{COUNTERS[c.kind]}",
    "discard_status": lambda c: f"discard:{c.card}",
    "choose_stolen": lambda c: f"steal:{c.princess}",
}


def place(command: pb.Command) -> str | None:
    """Where the board offers a command; None: the frame's buttons do."""
    kind = command.emira.WhichOneof("command") or ""
    return PLACES[kind](getattr(command.emira, kind)) if kind in PLACES else None


def choose(rng: random.Random, commands: list[pb.Command]) -> int:
    """The index of the move to play: an action when one may be taken, a pass more often than
    a bid, no event card bought and few played."""
    kinds: dict[str, list[int]] = {}
    for i, c in enumerate(commands):
        kinds.setdefault(c.emira.WhichOneof("command") or "", []).append(i)
    if "take_action" in kinds:
        return rng.choice(kinds["take_action"])
    if "pass" in kinds:
        r = rng.random()
        if "take_gold" in kinds and r < 0.15:
            return kinds["take_gold"][0]
        if r < 0.8 or "bid" not in kinds:
            return kinds["pass"][0]
        return min(kinds["bid"], key=lambda i: commands[i].emira.bid.amount)
    if "skip_event" in kinds and rng.random() < 0.7:
        return kinds["skip_event"][0]
    if "skip_purchase" in kinds:
        return kinds["skip_purchase"][0]
    return rng.randrange(len(commands))


def _readable(page) -> None:
    """The frame's check of the page's text, and the same on the board's SVG text, which
    is drawn whether or not innerText reads it; goal cards are named by their text, never
    by their id ("g4-2")."""
    assert_readable(page)
    svg = page.eval_on_selector_all("#board svg text", "ts => ts.map(t => t.textContent)")
    for what, pattern in {**UNREADABLE, "a goal's id": re.compile(r"\bg[345]-\d\b")}.items():
        found = [t for t in svg if pattern.search(t)]
        assert not found, (what, found)


def _shot(page, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    _readable(page)
    page.screenshot(path=SCREENSHOTS / f"emira-{name}.png", full_page=True)


def _wait_fresh(page, version: int, commands: list[pb.Command]) -> None:
    """Until the page shows `version` with the seat's moves of that version: as many as the
    server lists, and on the board exactly those the board places."""
    places = sorted(p for p in map(place, commands) if p is not None)
    page.wait_for_function(
        """([version, count, places]) => {
            const table = document.querySelector('#table');
            if (!table || table.dataset.version !== String(version)) return false;
            if (table.querySelectorAll('[data-move]').length !== count) return false;
            const shown = [...table.querySelectorAll('#board [data-move]')]
              .map(e => e.dataset.place).sort();
            return JSON.stringify(shown) === JSON.stringify(places);
        }""", arg=[version, len(commands), places])


def play(client: Client, name: str, pages: list, tokens: list[str], rng: random.Random,
         moves: int | None, shots: str | None = None) -> int:
    """Plays by clicking until the game ends (or `moves` clicks); the clicks made. `shots`:
    the screenshots' name, taken at the first move and the 30th."""
    clicks = 0
    while moves is None or clicks < moves:
        if client.get_game(name, view="basic").state == pb.Game.STATE_FINISHED:
            break
        # The lowest seat that may act (none while the chance player acts: look again).
        asked = ((seat, *client.legal_commands_at(name, token=token))
                 for seat, token in enumerate(tokens))
        found = next(((seat, c, v) for seat, c, v in asked if c), None)
        if found is None:
            continue
        seat, commands, version = found
        page = pages[seat]
        _wait_fresh(page, version, commands)
        if shots and clicks == 0:
            _shot(page, f"{shots}-start")
        i = choose(rng, commands)
        where = place(commands[i])
        target = (page.locator(f"#board [data-place='{where}']") if where
                  else page.locator(f"#moves button.move[data-move='{i}']"))
        assert target.get_attribute("data-move") == str(i)
        assert target.get_attribute("aria-label" if where else "data-move")
        if where and clicks % 4 == 3:
            target.press("Enter" if clicks % 8 == 3 else " ")  # the keyboard plays it too
        else:
            target.click()
        if where == "pass":  # the board asks before a pass, which is final for the round
            page.locator("#confirm .yes").click()
        page.wait_for_function(
            "v => document.querySelector('#table').dataset.version !== String(v)", arg=version)
        clicks += 1
        if shots and clicks == 30:
            _shot(page, f"{shots}-middle")
    return clicks


def _table(b, url: str, name: str, tokens: list[str]) -> list:
    pages = []
    for token in tokens:
        page = b.new_context(viewport={"width": 1400, "height": 1000}).new_page()
        page.goto(f"{url.rstrip('/')}/{name}#token={token}")
        page.wait_for_selector("#board svg.emira-board")
        pages.append(page)
    return pages


def test_a_whole_game_of_emira_is_played_on_the_board(tmp_path):
    # Three seats, seed 173: the policy above ends it in under 100 moves.
    with served(tmp_path / "data") as (address, url), browser() as b, Client(address) as client:
        created = client.create_game("emira", PLAYERS[:3], seed=173)
        name, tokens = created.game.name, list(created.seat_tokens)
        pages = _table(b, url, name, tokens)
        clicks = play(client, name, pages, tokens, random.Random(173), None, "game")
        game = client.get_game(name)
        assert game.state == pb.Game.STATE_FINISHED and clicks > 40
        page = pages[0]
        page.wait_for_selector("#result")
        winners = " and ".join(PLAYERS[s] for s in game.result.winners)
        assert f"{winners} won" in page.inner_text("#result")
        board = page.eval_on_selector_all(
            "#board svg text", "ts => ts.map(t => t.textContent).join(' ')")
        said = "wins" if len(game.result.winners) == 1 else "share the win"
        assert f"{winners} {said}" in board
        _shot(page, "game-end")


@pytest.mark.parametrize("advanced", [False, True], ids=["basic", "advanced"])
@pytest.mark.parametrize("seats", [3, 5])
def test_forty_moves_at_the_fewest_and_most_seats(tmp_path, advanced, seats):
    with served(tmp_path / "data") as (address, url), browser() as b, Client(address) as client:
        created = client.create_game("emira", PLAYERS[:seats], {"advanced": advanced}, seed=seats)
        name, tokens = created.game.name, list(created.seat_tokens)
        pages = _table(b, url, name, tokens)
        assert play(client, name, pages, tokens, random.Random(seats), 40) == 40
        _shot(pages[0], f"{'advanced' if advanced else 'basic'}-{seats}-after-40-moves")


def _content_module() -> Any:
    path = ROOT / "clients" / "web" / "scripts" / "emira_content.py"
    spec = importlib.util.spec_from_file_location("emira_content", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_boards_content_is_the_seeds():
    """content.ts is what scripts/emira_content.py makes of seeds/emira/ (run it after
    changing the seeds), and every princess's ability has its line on her card."""
    module = _content_module()
    target: Path = module.TARGET
    assert module.parsed(target.read_text(encoding="utf-8")) == module.content()
    assert target.read_text(encoding="utf-8") == module.module_text()
    words = (target.parent / "words.ts").read_text(encoding="utf-8")
    seeds = json.loads((ROOT / "seeds" / "emira" / "princesses.json").read_text(encoding="utf-8"))
    for p in seeds["princesses"]:
        assert p["ability"] is None or f"\n  {p['ability']}: " in words, p["ability"]
