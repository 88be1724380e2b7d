"""Tales of the Arabian Nights on its board (clients/web/src/boards/tales.tsx) in Debian's
Chromium against a live server: a whole timed game of one round, one page per seat, played
by clicking (some moves by Enter or Space on a focused board element) to the result, which
must be the server's; 40 moves of each variant at its smallest and largest seat count.
Every legal move of a seat is on its page (a board element or, for the few the board does
not place, a frame button) before one is played; the board's are on the map (spaces) and
in the encounter panel (reactions, sections, cards, setup choices). Screenshots of the
start, the middle and the end go to build/web-screenshots/, each read for ids. Also: the
board's data module is what its generator writes from seeds/tales/."""

from __future__ import annotations

import random
import runpy
from pathlib import Path

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from tests.clients.web_support import SCREENSHOTS, assert_readable, browser, served

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = ["Ann", "Bob", "Cyd", "Dan", "Eve", "Fay"]
# Every element of a page that plays a move: the board's and the frame's buttons.
MOVES = "[data-move]"
BOARD_MOVES = "#board [data-move]"


def test_the_board_data_is_what_its_generator_writes_from_the_seeds():
    generator = runpy.run_path(str(ROOT / "clients/web/scripts/tales_data.py"))
    written = Path(generator["OUT"]).read_text()
    assert written == generator["render"](generator["build"]()), (
        "clients/web/src/boards/tales/data.ts is stale: run clients/web/scripts/tales_data.py")


def _shot(page, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SCREENSHOTS / f"tales-{name}.png", full_page=True)
    assert_readable(page)


SHOWN = """() => [document.querySelector('#table')?.dataset.version,
    [...new Set([...document.querySelectorAll('[data-move]')].map(e => e.dataset.move))]]"""
WHERE = ("e => e.closest('.tales-map') ? 'map' : e.closest('.tales-encounter') ? 'panel'"
         " : e.closest('#board') ? 'board' : 'frame'")


class Seats:
    """The seats' pages of one game: one page per seat, or (`one_page`) a single page that
    takes the seat whose move it is by its address's fragment, as a player handed several
    seat links would. Each page has its own browser context: a page's WatchGame stream
    holds one of the six HTTP/1.1 connections a context opens to a host, so six seats'
    pages in one context would leave none for sending a move."""

    def __init__(self, b, url: str, client: Client, players: int, options: dict, seed: int,
                 *, width: int, one_page: bool = False) -> None:
        created = client.create_game("tales", PLAYERS[:players], options, seed=seed)
        self.client, self.game = client, created.game.name
        self.tokens = list(created.seat_tokens)
        self.address = f"{url.rstrip('/')}/{self.game}#token="
        self.pages = []
        self.keyed = 0  # moves played by Enter or Space on a focused board element
        for token in self.tokens[:1] if one_page else self.tokens:
            page = b.new_context(viewport={"width": width, "height": 900}).new_page()
            page.goto(self.address + token)
            page.wait_for_selector(".tales-map")
            self.pages.append(page)

    def page(self, seat: int):
        if len(self.pages) > 1:
            return self.pages[seat]
        page = self.pages[0]
        if not page.url.endswith(self.tokens[seat]):
            address = self.address + self.tokens[seat]
            page.evaluate("address => { location.href = address; }", address)
            page.wait_for_function("name => document.querySelector('#table-head')?.innerText"
                                   ".includes(`You are ${name}`)", arg=PLAYERS[seat], polling=100)
        return page

    def click_one(self, rng) -> str:
        """One move of a seat that has one, clicked on its page once the page shows the
        game's latest version with as many moves as the seat has. Where the click was:
        "map" (a space), "panel" (the encounter panel's choices), "board" (elsewhere on the
        board) or "frame" (a button of the frame); "" when nobody can move.

        The page lists a seat's moves a moment after it draws a new version, so a list of
        the same length can still be the last version's: a click that the page redraws
        away, or that the server refuses, is tried again."""
        for _ in range(4):
            seat, legal, version = next(
                ((s, len(c), v) for s, t in enumerate(self.tokens)
                 for c, v in [self.client.legal_commands_at(self.game, token=t)] if c),
                (-1, 0, 0))
            if seat < 0:
                return ""
            page = self.page(seat)
            try:
                page.wait_for_function(
                    f"([version, count]) => {{ const [v, moves] = ({SHOWN})();"
                    " return v === String(version) && moves.length === count; }",
                    arg=[version, legal], timeout=10_000, polling=100)
            except PlaywrightTimeout:
                raise AssertionError(f"seat {seat}'s page at v{version} with {legal} legal moves "
                                     f"shows (version, moves) {page.evaluate(SHOWN)}") from None
            target = page.locator(f'[data-move="{rng.choice(page.evaluate(SHOWN)[1])}"]').first
            try:
                where = target.evaluate(WHERE)
                if where != "frame" and rng.random() < 0.25:  # as a keyboard player would
                    target.focus(timeout=5_000)
                    page.keyboard.press(rng.choice(["Enter", " "]))
                    self.keyed += 1
                else:
                    target.click(timeout=5_000)
                page.wait_for_function(
                    "v => Number(document.querySelector('#table')?.dataset.version) > v",
                    arg=version, timeout=5_000, polling=100)
            except PlaywrightError:  # redrawn, refused, or slow: look again
                continue
            return where
        raise AssertionError(f"no move of seat {seat} could be played at v{version}: the page "
                             f"says {page.inner_text('#table')!r}")

    def all_follow(self) -> None:
        """Every page shows the game's latest version (each follows the moves it did not
        make), then closes."""
        version = self.client.get_game(self.game).version
        for page in self.pages:
            page.wait_for_function(
                "v => document.querySelector('#table')?.dataset.version === String(v)",
                arg=version, timeout=10_000, polling=100)
            page.context.close()


@pytest.fixture(scope="module")
def table(tmp_path_factory):
    """One server with its page, one browser and a client, for the module's games."""
    with served(tmp_path_factory.mktemp("tales") / "data") as (address, url), browser() as b, \
            Client(address) as client:
        yield url, b, client


def test_a_timed_game_of_one_round_is_played_to_the_end_by_clicking(table):
    url, b, client = table
    rng = random.Random(3)
    seats = Seats(b, url, client, 2, {"variant": "timed", "rounds": 1}, 7, width=1280)
    first = seats.pages[0]
    _shot(first, "start")
    clicked: list[str] = []
    shot: list[str] = []
    while client.get_game(seats.game).state != pb.Game.STATE_FINISHED:
        done = seats.click_one(rng)
        assert done, "the game waits on nobody but is not over"
        clicked.append(done)
        if "middle" not in shot and first.query_selector(".tales-paragraph"):
            shot.append("middle")  # mid-game: a paragraph being read, its sections to choose
            _shot(first, "middle")
        assert len(clicked) < 200, "the game did not end"
    assert shot == ["middle"], "no paragraph was read in the whole game"
    finished = client.get_game(seats.game)
    for page in seats.pages:
        page.wait_for_selector("#result")
    _shot(first, "end")
    winners = [PLAYERS[s] for s in finished.result.winners]
    said = " and ".join(winners) + " won." if winners else "Nobody won."
    assert said in first.inner_text("#result h2")
    assert seats.pages[1].inner_text("#result h2") == first.inner_text("#result h2")
    # Travel was clicked on the map, the encounter's choices in its panel, and the frame
    # kept only what the board does not place.
    assert clicked.count("map") >= 2 and clicked.count("panel") >= 2, clicked
    assert clicked.count("frame") < len(clicked) / 2, clicked
    assert seats.keyed > 0, "no move was played from the keyboard"
    seats.all_follow()


@pytest.mark.parametrize(("variant", "players"), [
    ("basic", 2), ("basic", 6), ("classic", 2), ("classic", 6), ("timed", 2), ("timed", 6),
])
def test_forty_moves_by_clicking(table, variant, players):
    """One page takes each seat in turn (the fewest pages that click every seat's moves)."""
    url, b, client = table
    rng = random.Random(players)
    # timed: 12 rounds, more than 40 moves
    seats = Seats(b, url, client, players, {"variant": variant}, players, width=1100, one_page=True)
    clicked = [seats.click_one(rng) for _ in range(40)]
    assert all(clicked), f"the game stopped before 40 moves: {clicked}"
    assert clicked.count("frame") < 10, clicked
    page = seats.pages[0]
    assert len(page.query_selector_all(".tales-token")) == players
    assert_readable(page)
    seats.all_follow()
