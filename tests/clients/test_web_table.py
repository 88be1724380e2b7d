"""The web table in a real browser (Debian's Chromium under Playwright) against a live
`scheherazade serve`: create a game of 1001 in the page, open every seat in its own page
with its token, play to the end by clicking legal commands, step the replay back and forth,
check that a seat's page never receives another seat's secret, and that the page fits a
phone's width. Screenshots go to build/web-screenshots/."""

from __future__ import annotations

import random
import time

import pytest
from playwright.sync_api import Error as PlaywrightError

from clients.client import Client
from service.app.selfplay import default_players
from service.kit.registry import games
from tests.clients.web_support import (
    SCREENSHOTS,
    assert_readable,
    browser,
    events_in,
    messages,
    served,
)

PLAYERS = ["Ann", "Bob", "Cyd", "Dan"]


def _record(page, into: list[dict]) -> None:
    """Every Connect message the page receives, decoded."""
    def finished(request):
        response = request.response()
        if response is None or "/scheherazade.v1." not in request.url:
            return
        try:
            body = response.body()
        except Exception:  # noqa: BLE001 - a stream the page cancelled has no body to read
            return
        into.extend(messages(body, response.headers.get("content-type", "")))
    page.on("requestfinished", finished)


def _create(page, url: str) -> tuple[str, list[str]]:
    """Creates a game of 1001 in the lobby's form: its name and the seats' tokens, read from
    the seat links the page hands out."""
    page.goto(url)
    page.select_option("#game-type", "1001")
    page.select_option("#seats", str(len(PLAYERS)))
    for i, player in enumerate(PLAYERS):
        page.fill(f"#create .player >> nth={i}", player)
    page.fill("#seed", "11")
    page.click("#create button[type=submit]")
    page.wait_for_selector("#created .seat-link a")
    links = [a.get_attribute("href") for a in page.query_selector_all("#created .seat-link a")]
    name = links[0].split("/", 3)[3].split("#")[0]
    return name, [link.split("#token=")[1] for link in links]


def _open(page, url: str, name: str, token: str) -> None:
    page.goto(f"{url.rstrip('/')}/{name}#token={token}")
    page.wait_for_selector("#who")


def test_a_game_played_to_the_end_in_the_browser(tmp_path):
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    rng = random.Random(5)
    with served(tmp_path / "data") as (address, url), browser() as b:
        lobby = b.new_page()
        name, tokens = _create(lobby, url)
        assert name.startswith("games/") and len(tokens) == 4
        lobby.screenshot(path=SCREENSHOTS / "lobby.png", full_page=True)

        received: list[dict] = []
        seats = []
        for seat, token in enumerate(tokens):
            page = b.new_context().new_page()
            if seat == 0:
                _record(page, received)
            _open(page, url, name, token)
            assert f"You are {PLAYERS[seat]}." in page.inner_text("#who")
            seats.append(page)

        clicks, shot, deadline = 0, False, time.monotonic() + 120
        while not seats[0].query_selector("#result"):
            assert time.monotonic() < deadline, "the game did not finish in 2 minutes"
            moved = False
            for page in seats:
                if page.query_selector("#confirm .yes"):  # a move that ends a turn asks first
                    try:
                        page.click("#confirm .yes", timeout=2000)
                    except PlaywrightError:  # the game moved on: the question went stale
                        pass
                    moved = True
                    continue
                buttons = page.query_selector_all("#moves button.move, #board [data-move]")
                if buttons:
                    try:
                        rng.choice(buttons).click(timeout=2000)
                    except PlaywrightError:  # an update redrew the buttons: look again
                        continue
                    clicks += 1
                    moved = True
                    page.wait_for_timeout(30)  # the page lists its next commands itself
            if not moved:
                seats[0].wait_for_timeout(100)  # a timer runs, or an update is on its way
            if clicks >= 12 and not shot:
                assert_readable(seats[0])
                seats[0].screenshot(path=SCREENSHOTS / "table-seat0.png", full_page=True)
                shot = True
        seats[0].wait_for_selector("#result")
        result = seats[0].inner_text("#result")
        assert_readable(seats[0])
        assert seats[0].query_selector("#timer") is None  # no timer once the game is over
        seats[0].screenshot(path=SCREENSHOTS / "finished-seat0.png", full_page=True)

        # The page's result is the server's.
        with Client(address) as client:
            game = client.get_game(name)
        winners = " and ".join(PLAYERS[s] for s in game.result.winners)
        assert f"{winners} won" in result
        assert clicks > 10
        final = game.version
        seats[0].wait_for_selector(f"#table[data-version='{final}']")
        assert len(seats[0].query_selector_all("#story li")) == final

        # Replay: back to the start, to the middle, then live again; one ReplaySteps
        # stream serves every position, and no version is asked for on its own.
        page = seats[0]
        asked: list[str] = []
        page.on("request", lambda r: asked.append(r.url.rsplit("/", 1)[-1]))
        page.fill("#replay", "1")
        page.wait_for_selector("#table[data-version='1'][data-live='false']")
        assert f"step 1 of {final}" in page.inner_text("#replay-bar")
        assert len(page.query_selector_all("#story li")) == 1
        middle = final // 2
        page.fill("#replay", str(middle))
        page.wait_for_selector(f"#table[data-version='{middle}'][data-live='false']")
        assert len(page.query_selector_all("#story li")) == middle
        assert "looking back" in page.inner_text("#moves")
        page.screenshot(path=SCREENSHOTS / "replay-middle.png", full_page=True)
        page.fill("#replay", "2")
        page.wait_for_selector("#table[data-version='2'][data-live='false']")
        assert len(page.query_selector_all("#story li")) == 2
        assert asked.count("ReplaySteps") == 1 and "ReplayGame" not in asked, asked
        page.click("#live")
        page.wait_for_selector(f"#table[data-version='{final}'][data-live='true'] #result")

    # Seat 0's page never received another seat's secret vote: every VoteCast of another
    # seat came redacted, without its cards (and its own came whole, so the check bites).
    votes = [e for m in received for e in events_in(m) if e["type"] == "1001.VoteCast"]
    others = [e for e in votes if e.get("seat", 0) != 0]
    own = [e for e in votes if e.get("seat", 0) == 0]
    assert others and own
    assert all(e.get("redacted") and "cards" not in e.get("data", {}) for e in others)
    assert all("cards" in e.get("data", {}) for e in own)


@pytest.mark.parametrize("width", [390])
def test_the_page_fits_a_phone(tmp_path, width):
    with served(tmp_path / "data") as (_, url), browser() as b:
        page = b.new_page(viewport={"width": width, "height": 844})
        name, tokens = _create(page, url)
        fits = "document.documentElement.scrollWidth <= window.innerWidth"
        assert page.evaluate(fits)
        _open(page, url, name, tokens[0])
        page.wait_for_selector("#moves button.move, #board [data-move]")
        assert page.evaluate(fits)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=SCREENSHOTS / f"phone-{width}.png", full_page=True)


# What a game's own board (clients/web/src/boards/<name>.tsx, or its older drawing
# <name>.ts) must put on the page when a seat opens a new game of it; a game without an
# entry is checked for its moves alone.
DRAWN = {
    "1001": (".g1001-board .cell", 64),
    "treasures": (".treasures-cave .cell", 19),
    "emira": (".emira-board .emira-sheik", 3),
    "dragons": (".dragons-board .dragons-place", 5),
    "tales": (".tales-map .tales-space", 104),  # every space and Place of Power of the map
}


@pytest.mark.parametrize("game_type", list(games()))
def test_each_game_is_drawn_for_a_seat(tmp_path, game_type):
    """A seat opens a new game of each registered type: the page draws it (with the game's
    own board where it has one), offers its legal moves, and raises no error."""
    players = ["Ann", "Bob", "Cyd", "Dan", "Eve", "Fay"][: default_players(games()[game_type], 3)]
    with served(tmp_path / "data") as (address, url), browser() as b:
        with Client(address) as client:
            created = client.create_game(game_type, players, seed=4)
        page = b.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        _open(page, url, created.game.name, created.seat_tokens[0])
        page.wait_for_selector("#board > *")
        if game_type in DRAWN:
            selector, count = DRAWN[game_type]
            page.wait_for_selector(selector)
            assert len(page.query_selector_all(selector)) >= count
        page.wait_for_selector("#moves button.move, #board [data-move]")
        assert_readable(page)  # every board names things in words, never by id
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=SCREENSHOTS / f"{game_type}-seat0.png", full_page=True)
        assert errors == []
