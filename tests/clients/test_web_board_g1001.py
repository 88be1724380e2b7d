"""1001's board in a real browser (Debian's Chromium under Playwright) against a live
`scheherazade serve`: games played by clicking the board's own elements (`[data-move]` in
the board: Vote cards, Vizier cards, gems, Reward cards, tokens set aside and spent, the
hourglass), one page per seat. The board places every 1001 move, so the frame never shows a
move button. Screenshots go to build/web-screenshots/."""

from __future__ import annotations

import random
import time
from typing import Any

from playwright.sync_api import Error as PlaywrightError

from clients.client import Client
from tests.clients.web_support import SCREENSHOTS, assert_readable, browser, served

BOARD_MOVE = "#board [data-move]"
# The gems and clouds the active team sets aside before spending them (not moves themselves).
SET_ASIDE = "#board .g1001-toggle"


def _open(b: Any, url: str, name: str, token: str, errors: list[str]) -> Any:
    page = b.new_page(viewport={"width": 1280, "height": 1000})
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{url.rstrip('/')}/{name}#token={token}")
    page.wait_for_selector(".g1001-board .cell")
    return page


def _shot(page: Any, name: str) -> None:
    """A screenshot of the table, whose visible text must read as words, never as ids."""
    page.screenshot(path=SCREENSHOTS / f"{name}.png", full_page=True)
    assert_readable(page)


def _version(page: Any) -> int:
    return int(page.get_attribute("#table", "data-version") or 0)


def _play_one(page: Any, rng: random.Random, keyboard: bool) -> bool:
    """Plays one of the page's board moves (sometimes after setting tokens aside to spend);
    True when the game moved on."""
    if page.query_selector("#moves button.move"):
        raise AssertionError("a 1001 move was left to the frame's buttons: "
                             + page.inner_text("#moves"))
    toggles = page.query_selector_all(SET_ASIDE)
    if toggles and rng.random() < 0.4:
        toggle = rng.choice(toggles)
        label = toggle.get_attribute("aria-label")
        toggle.click(timeout=2000)  # its label then names the next count to set aside
        page.wait_for_function("([e, l]) => e.getAttribute('aria-label') !== l",
                               arg=[toggle, label], timeout=2000)
    moves = page.query_selector_all(BOARD_MOVE)
    if not moves:
        return False
    before = _version(page)
    chosen = rng.choice(moves)
    if keyboard:
        chosen.focus()
        page.keyboard.press(rng.choice(["Enter", " "]))
    else:
        chosen.click(timeout=2000)
    moved = f"Number(document.querySelector('#table').dataset.version) > {before}"
    page.wait_for_function(f"{moved} || document.querySelector('#confirm')", timeout=5000)
    if page.query_selector("#confirm"):  # a move that gives up the rest of the turn
        page.click("#confirm .yes")
        page.wait_for_function(moved, timeout=5000)
    return True


def _play(pages: list[Any], rng: random.Random, clicks: int | None, shot: str) -> int:
    """Clicks board moves round the seats' pages until `clicks` moves (or the end of the
    game when None); a screenshot of seat 0's page halfway."""
    done, deadline, middle = 0, time.monotonic() + 150, False
    halfway = (clicks or 40) // 2
    while (clicks is None and not pages[0].query_selector("#result")) or (clicks and done < clicks):
        assert time.monotonic() < deadline, f"only {done} moves were played in time"
        moved = False
        for page in pages:
            try:
                # Every tenth move by keyboard: Enter or Space plays the focused element.
                if _play_one(page, rng, keyboard=done % 10 == 9):
                    done += 1
                    moved = True
            except PlaywrightError:  # an update redrew the board under the click: look again
                continue
            if done >= halfway and not middle:
                _shot(pages[0], f"{shot}-middle")
                middle = True
        if not moved:
            pages[0].wait_for_timeout(100)  # the next phase is on its way to the pages
    return done


def test_a_two_player_game_played_to_the_end_on_the_board(tmp_path):
    """The shortest setting: two players, each flying solo (a solo active player votes with
    two cards). The whole game, every move of the smallest seat count, is played on the
    board: at least a vote from each seat and the Vizier on each of the 8 turns."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    with served(tmp_path / "data") as (address, url), browser() as b:
        with Client(address) as client:
            created = client.create_game("1001", ["Ann", "Bob"], seed=7)
        name = created.game.name
        errors: list[str] = []
        pages = [_open(b, url, name, token, errors) for token in created.seat_tokens]
        pages[0].wait_for_selector(BOARD_MOVE)
        _shot(pages[0], "g1001-2p-start")

        clicks = _play(pages, random.Random(3), None, "g1001-2p")
        pages[0].wait_for_selector(".g1001-caption >> text=The game is over")
        _shot(pages[0], "g1001-2p-end")

        with Client(address) as client:
            game = client.get_game(name)
        result = game.g1001.result
        caption = pages[0].inner_text(".g1001-caption")
        assert f"Day {result.day_points} points, Night {result.night_points} points" in caption
        seated = list(zip(["Ann", "Bob"], result.scores, strict=True))
        said = ", ".join(f"{p} {s}" for p, s in seated)
        assert f"Scores (team points plus own points): {said}." in caption
        assert list(result.scores) == list(game.result.scores)
        for page in pages:  # the frame's end screen agrees, on every seat's page
            table = page.inner_text("#result .scores")
            assert all(f"{p}\t{s}" in table for p, s in seated)
        assert clicks >= 3 * 8
        assert errors == []


def test_forty_moves_on_the_board_with_eight_players(tmp_path):
    """The largest seat count: four players a team, each on their own page."""
    players = ["Ann", "Bob", "Cyd", "Dan", "Eve", "Fay", "Gus", "Hal"]
    with served(tmp_path / "data") as (address, url), browser() as b:
        with Client(address) as client:
            created = client.create_game("1001", players, seed=5)
        errors: list[str] = []
        pages = [_open(b, url, created.game.name, token, errors) for token in created.seat_tokens]
        pages[0].wait_for_selector(BOARD_MOVE)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        _shot(pages[0], "g1001-8p-start")
        assert len(pages[0].query_selector_all(".g1001-team text")) > 8  # every player is drawn
        assert _play(pages, random.Random(4), 40, "g1001-8p") >= 40
        _shot(pages[0], "g1001-8p-end")
        assert errors == []
