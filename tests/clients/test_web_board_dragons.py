"""Aladdin's Dragons' board in a real browser (Debian's Chromium under Playwright) against a
live `scheherazade serve`: one page per seat, every move made by clicking the board
(`[data-move]`, reached through the picks that lead to it: a hero in the supply, a card in
hand, the treasure cards of a payment), the frame's buttons only for the moves the board
does not place (pass, withdraw, decline). A whole two-player game to its result, and 40
moves with the fewest and the most seats. Screenshots go to build/web-screenshots/."""

from __future__ import annotations

import random
import runpy
import time
from typing import Any

import pytest
from google.protobuf import json_format

from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from tests.api.cli_support import ROOT
from tests.clients.web_support import SCREENSHOTS, assert_readable, browser, messages, served

PLAYERS = ["Ann", "Bob", "Cyd", "Dan", "Eve"]
WHOLE_GAME_SEED = 2  # two players, the policy below: a game of about 300 moves

def test_the_boards_content_is_the_seeds():
    """The names, values and texts the board carries are those of seeds/dragons/ (rewrite
    them with `python clients/web/scripts/dragons_data.py`)."""
    generator = runpy.run_path(str(ROOT / "clients/web/scripts/dragons_data.py"))
    assert generator["bundled"]() == generator["projection"]()


class Seat:
    """One seat's page, and the versions of the legal moves it has received."""

    def __init__(self, browser_: Any, url: str, name: str, token: str) -> None:
        self.token = token
        self.page = browser_.new_context(viewport={"width": 1280, "height": 1000}).new_page()
        self.errors: list[str] = []
        self.listed: set[int] = set()
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("requestfinished", self._finished)
        self.page.goto(f"{url.rstrip('/')}/{name}#token={token}")
        self.page.wait_for_selector(".dragons-board")

    def _finished(self, request: Any) -> None:
        if not request.url.endswith("/ListLegalCommands"):
            return
        response = request.response()
        try:
            body = response.body() if response else b""
        except Exception:  # noqa: BLE001 - a request the page dropped has no body to read
            return
        for m in messages(body, response.headers.get("content-type", "")):
            self.listed.add(int(m.get("version", 0)))

    def wait_for_moves_of(self, version: int) -> None:
        """Until the page has the legal moves of `version` (the frame lists them anew after
        every change; clicking before would click the moves of the version before)."""
        deadline = time.monotonic() + 20
        while version not in self.listed:
            assert time.monotonic() < deadline, f"the page never listed the moves of v{version}"
            self.page.wait_for_timeout(5)
        self.page.wait_for_selector(f"#table[data-version='{version}']")

    def click_move(self, index: int) -> None:
        """Clicks move `index`: its element once the picks before it are made."""
        page = self.page
        for _ in range(6):
            target = page.locator(f'[data-move="{index}"]')
            if target.count():
                target.first.click()
                return
            pick = page.locator(f'[data-leads~="{index}"]:not([aria-pressed="true"])')
            assert pick.count(), f"move {index} cannot be reached on the page"
            pick.first.click()
        raise AssertionError(f"move {index}: too many picks")


def _kind(command: pb.Command) -> tuple[str, dict]:
    body = json_format.MessageToDict(command)["dragons"]
    kind = next(iter(body))
    return kind, body[kind]


_VALUES = (1, 1, 1, 2, 2, 3, 3, 4, 4, 5)  # a treasure card "<type>#<n>" is worth _VALUES[n-1]
_PREFERRED = ["buyArtifact", "payBribe", "takeTreasure", "keepSpell", "chooseStartPlayer",
              "offerDummy", "placeHero", "placeDummyHero", "pass", "decline", "withdraw",
              "claimDummyCard", "playCard"]


def _purposeful(commands: list[pb.Command], rng: random.Random) -> int:
    """A player who wants artifacts: buys, bribes, takes the best treasure, places his
    highest heroes in the palace rooms, lets every window go by. Short games."""
    def cost(i: int) -> int:
        kind, f = _kind(commands[i])
        c = _PREFERRED.index(kind) * 100
        if kind == "takeTreasure":
            c -= _VALUES[int(f["card"].split("#")[1]) - 1]
        if kind == "placeHero":
            c -= 20 + f["hero"] if f["location"].startswith("room:") else 10 - f["hero"]
        return c
    return min(range(len(commands)), key=cost)


def _any(commands: list[pb.Command], rng: random.Random) -> int:
    return rng.randrange(len(commands))


def _play(table: tuple[str, str, Any], players: int, seed: int, choose, clicks_wanted: int | None,
          shots: str) -> tuple[list[Seat], int, Any]:
    """Creates a game, opens a page per seat and clicks moves chosen by `choose` (from the
    server's list, the same as the page's) until the game ends or `clicks_wanted` is
    reached. Screenshots at the start, midway and the end."""
    address, url, browser_ = table
    rng = random.Random(seed)
    with Client(address) as client:
        created = client.create_game("dragons", PLAYERS[:players], seed=seed)
        name = created.game.name
        seats = [Seat(browser_, url, name, t) for t in created.seat_tokens]
        _screenshot(seats[0], f"{shots}-start")
        clicks, version = 0, 0
        while clicks_wanted is None or clicks < clicks_wanted:
            seat, listed = _to_move(client, name, seats, version)
            if seat is None:
                break  # the game is over
            seat.wait_for_moves_of(listed.version)
            index = choose(list(listed.commands), rng)
            seat.click_move(index)
            if listed.words[index].confirm:  # withdrawing, declining: the page asks first
                seat.page.click("#confirm .yes")
            version = listed.version
            clicks += 1
            if clicks == (clicks_wanted or 150) // 2:
                _screenshot(seat, f"{shots}-mid")
        final = client.get_game(name, view="basic")
    return seats, clicks, final


def _to_move(client: Client, name: str, seats: list[Seat], after: int) -> tuple[Any, Any]:
    """The seat with legal moves once the game is past version `after` (the click before
    has been played), and its moves; (None, None) when the game is over."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        for seat in seats:
            listed = client.games.ListLegalCommands(
                pb.ListLegalCommandsRequest(name=name),
                metadata=(("authorization", f"Bearer {seat.token}"),))
            if listed.version <= after:
                break  # the click before is still on its way
            if listed.commands:
                return seat, listed
        else:
            if client.get_game(name, view="basic").state == pb.Game.STATE_FINISHED:
                return None, None
        time.sleep(0.005)
    raise AssertionError(f"nobody may move after v{after} and the game is not over")


def _screenshot(seat: Seat, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    seat.page.wait_for_timeout(50)
    assert_readable(seat.page)
    seat.page.screenshot(path=SCREENSHOTS / f"dragons-{name}.png", full_page=True)


@pytest.fixture
def table(tmp_path):
    with served(tmp_path / "data") as (address, url), browser() as b:
        yield address, url, b


# About 300 clicks: a minute and a half on two idle cores; the suite's 180 s is too short
# when other browser tests share those cores.
@pytest.mark.timeout(600)
def test_a_whole_game_of_two_by_clicking_the_board(table):
    seats, clicks, final = _play(table, 2, WHOLE_GAME_SEED, _purposeful, None, "whole")
    assert final.state == pb.Game.STATE_FINISHED and clicks > 100
    for seat in seats:
        seat.page.wait_for_selector("#result")
        said = seat.page.inner_text("#result")
        winners = [PLAYERS[s] for s in final.result.winners]
        assert (" and ".join(winners) + " won" if winners else "Nobody won") in said
        assert seat.errors == []
    _screenshot(seats[0], "whole-end")
    board = seats[0].page.inner_text("#board")
    assert "The game is over" in board and "artifacts" in board


@pytest.mark.parametrize("players", [2, 5])
def test_forty_moves_by_clicking_the_board(table, players):
    """Any legal move, at random (cards played on their targets, claims and offers for the
    Dummy's cards, payments picked card by card), reached by clicking."""
    seats, clicks, final = _play(table, players, 7, _any, 40, f"{players}-seats")
    assert clicks == 40
    _screenshot(seats[0], f"{players}-seats-end")
    assert all(seat.errors == [] for seat in seats)
