"""1000 and One Treasures played on its SVG board (clients/web/src/boards/treasures.tsx) in
Debian's Chromium against a live `scheherazade serve`: one page per seat, every move made by
clicking a square or the way out (the board places every treasures move, so the frame offers
none as a button), to the result, which must be the server's; 40 moves for the smallest and
the largest seat count of both variants. Screenshots go to build/web-screenshots/."""

from __future__ import annotations

import json
import random
import re

import pytest

from clients.client import Client
from tests.api.cli_support import ROOT
from tests.clients import web_support
from tests.clients.web_support import SCREENSHOTS, browser, served

PLAYERS = ["Ann", "Bob", "Cyd", "Dan"]
FINISHED = 2  # Game.State.STATE_FINISHED


def _open_seats(b, url: str, name: str, tokens: list[str]) -> list:
    """(page, its script errors, token) for each seat, each page in its own browser context,
    opened at the table's address."""
    pages = []
    for token in tokens:
        page = b.new_context(viewport={"width": 1100, "height": 1000}).new_page()
        page.set_default_timeout(15_000)
        errors: list[str] = []
        page.on("pageerror", lambda e, errors=errors: errors.append(str(e)))
        page.goto(f"{url.rstrip('/')}/{name}#token={token}")
        page.wait_for_selector("#table .treasures-board")
        pages.append((page, errors, token))
    return pages


SHOWS_MOVES = """expected => {
  const shown = [...document.querySelectorAll('#table [data-move]')];
  return shown.length === expected.length
    && shown.every((e) => expected[Number(e.dataset.move)] === e.dataset.place);
}"""


def _place(command) -> str:
    """Where a treasures command is made on the board: a square, or "exit"."""
    move = command.treasures
    return move.place_figure.square or move.move_figure.to or move.summon_spirit.square


def _close(pages: list) -> None:
    for page, _, _ in pages:
        page.context.close()


def _readable(page) -> None:
    """The frame's check that no visible text is an internal id (once it has one)."""
    check = getattr(web_support, "assert_readable", None)
    if check is not None:
        check(page)


def _shot(page, label: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    _readable(page)
    page.screenshot(path=SCREENSHOTS / f"treasures-{label}.png", full_page=True)


def _play(client: Client, name: str, pages: list, rng: random.Random, limit: int,
          label: str) -> int:
    """Click `limit` moves (or to the end) on the board of the seat to act; return how many.
    The first move is played from the keyboard, every other by a click."""
    played = 0
    while played < limit:
        game = client.get_game(name)
        if game.state == FINISHED:
            break
        version, seat = game.version, game.treasures.current_seat
        page, _, token = pages[seat]
        # The acting seat's page shows this version with the server's legal moves on the
        # board, each where it is made (the frame keeps the last moves on the page until its
        # ListLegalCommands for the new version answers, so the version alone is not enough).
        expected = [_place(c) for c in client.legal_commands(name, token=token)]
        page.wait_for_selector(f'#table[data-version="{version}"] .treasures-board')
        page.wait_for_function(SHOWS_MOVES, arg=expected)
        count = len(expected)
        for i in range(count):
            move = page.locator(f'#table [data-move="{i}"]')
            assert move.get_attribute("role") == "button"
            assert move.get_attribute("tabindex") == "0"
            assert move.get_attribute("aria-label")
        # Every treasures move is on the board: the frame offers none as a button.
        assert page.locator("#moves button.move").count() == 0
        chosen = page.locator(f'#table [data-move="{rng.randrange(count)}"]')
        if played == 0:
            chosen.focus()
            page.keyboard.press("Enter")
        else:
            chosen.click()
        page.wait_for_function(
            f"document.querySelector('#table').dataset.version !== '{version}'")
        played += 1
        if played == limit // 2:
            _shot(page, f"{label}-middle")
    return played


def test_the_boards_cards_are_the_seeds_cards():
    """The board's copy of the cave cards (src/boards/treasures/cards.ts) is seeds/'s."""
    source = (ROOT / "clients/web/src/boards/treasures/cards.ts").read_text()
    copied = {m[0]: (int(m[1]), m[2] == "true") for m in re.findall(
        r"(\w+): \{ treasures: (\d), chief: (true|false) \}", source)}
    seeds = json.loads((ROOT / "seeds/treasures/cards.json").read_text())["cards"]
    assert copied == {c["id"]: (c["treasures"], c["chief"]) for c in seeds}


@pytest.fixture(scope="module")
def table(tmp_path_factory):
    """(page URL, gRPC client, browser): one server and one browser for this module's games,
    each game in its own browser contexts."""
    data = tmp_path_factory.mktemp("treasures") / "data"
    with served(data) as (address, url), browser() as b, Client(address) as client:
        yield url, client, b


def test_a_whole_game_by_clicking_the_board(table):
    """Two seats (the shortest game), seed 12: every move clicked on the board, the way out
    among them, to the result; the page's result and scores are the server's."""
    url, client, b = table
    created = client.create_game("treasures", PLAYERS[:2], seed=12)
    name = created.game.name
    pages = _open_seats(b, url, name, list(created.seat_tokens))
    first = pages[0][0]
    first.wait_for_selector(".treasures-board [data-move]")
    # Nobody else has a move on the board while seat 0 places its figure.
    assert pages[1][0].locator("[data-move]").count() == 0
    _shot(first, "start")

    played = _play(client, name, pages, random.Random(12), 200, "whole-game")
    game = client.get_game(name)
    assert game.state == FINISHED and played > 5

    winners = [PLAYERS[s] for s in game.result.winners]
    said = " and ".join(winners) + " won." if winners else "Nobody won."
    for page, errors, _ in pages:
        page.wait_for_selector("#result")
        assert said in page.inner_text("#result")
        scores = page.locator("#result .scores td").all_inner_texts()
        assert [int(score) for score in scores] == list(game.result.scores)
        assert page.locator("[data-move]").count() == 0
        assert errors == []
    _shot(first, "end")
    _close(pages)


@pytest.mark.parametrize(("variant", "seats", "seed"), [
    ("classic", 2, 3), ("classic", 4, 3), ("big_luck", 2, 3), ("big_luck", 4, 3),
])
def test_forty_moves_by_clicking(table, variant, seats, seed):
    """40 moves (or to the end) clicked on the board, one page per seat."""
    url, client, b = table
    created = client.create_game("treasures", PLAYERS[:seats], {"variant": variant}, seed=seed)
    name = created.game.name
    pages = _open_seats(b, url, name, list(created.seat_tokens))
    label = f"{variant}-{seats}"
    _shot(pages[0][0], f"{label}-start")
    played = _play(client, name, pages, random.Random(seed), 40, label)
    assert played == 40 or client.get_game(name).state == FINISHED
    _shot(pages[0][0], f"{label}-end")
    assert all(errors == [] for _, errors, _ in pages)
    _close(pages)
