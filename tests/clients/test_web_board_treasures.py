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
from tests.clients.web_support import SCREENSHOTS, assert_readable, browser, served

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


def _shot(page, label: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    assert_readable(page)
    page.screenshot(path=SCREENSHOTS / f"treasures-{label}.png", full_page=True)


def _play(client: Client, name: str, pages: list, rng: random.Random, limit: int,
          label: str) -> list[str]:
    """Click `limit` moves (or to the end) on the board of the seat to act; return the kind
    of each move clicked ("place_figure", "move_figure", "exit", "summon_spirit"). The first
    move is played from the keyboard, every other by a click."""
    kinds: list[str] = []
    while len(kinds) < limit:
        game = client.get_game(name)
        if game.state == FINISHED:
            break
        version, seat = game.version, game.treasures.current_seat
        page, _, token = pages[seat]
        # The acting seat's page shows this version with the server's legal moves on the
        # board, each where it is made (the frame keeps the last moves on the page until its
        # ListLegalCommands for the new version answers, so the version alone is not enough).
        legal = client.legal_commands(name, token=token)
        expected = [_place(c) for c in legal]
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
        index = rng.randrange(count)
        chosen = page.locator(f'#table [data-move="{index}"]')
        if not kinds:
            chosen.focus()
            page.keyboard.press("Enter")
        else:
            chosen.click()
        page.wait_for_function(
            f"document.querySelector('#table').dataset.version !== '{version}'")
        kind = legal[index].treasures.WhichOneof("command")
        kinds.append("exit" if expected[index] == "exit" else str(kind))
        if len(kinds) == limit // 2:
            _shot(page, f"{label}-middle")
    return kinds


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
    spectator = b.new_context().new_page()
    spectator.goto(f"{url.rstrip('/')}/{name}")
    first = pages[0][0]
    first.wait_for_selector(".treasures-board [data-move]")
    # Nobody else has a move on the board while seat 0 places its figure, and everyone
    # reads whose turn it is.
    assert pages[1][0].locator("[data-move]").count() == 0
    spectator.wait_for_selector("#table .treasures-board")
    assert spectator.locator("[data-move]").count() == 0
    assert "Ann places a figure" in spectator.inner_text(".treasures-turn")
    _shot(first, "start")

    kinds = _play(client, name, pages, random.Random(12), 200, "whole-game")
    game = client.get_game(name)
    assert game.state == FINISHED
    assert {"place_figure", "move_figure", "exit"} <= set(kinds)

    winners = [PLAYERS[s] for s in game.result.winners]
    said = " and ".join(winners) + " won." if winners else "Nobody won."
    for page, errors, _ in pages:
        page.wait_for_selector("#result")
        assert said in page.inner_text("#result")
        scores = page.locator("#result .scores td").all_inner_texts()
        assert [int(score) for score in scores] == list(game.result.scores)
        assert page.locator("[data-move]").count() == 0
        assert errors == []
    # Each seat's panel shows the cards it took, face up; the board tells how it ended.
    view = game.treasures
    spectator.wait_for_selector("#result")
    for seat, got in enumerate(view.collected):
        taken = spectator.locator(f'#panels [data-seat="{seat}"] svg.treasures-taken > g')
        assert taken.count() == len(got.cards)
    assert view.outcome.reason == 1  # TREASURES_END_REASON_ALL_ESCAPED
    assert spectator.inner_text(".treasures-turn") == "Every figure has left the cave."
    _shot(first, "end")
    spectator.context.close()
    _close(pages)


@pytest.mark.parametrize(("variant", "seats", "seed", "spirit"), [
    ("classic", 2, 3, False), ("classic", 4, 5, True),
    ("big_luck", 2, 3, False), ("big_luck", 4, 2, True),
])
def test_forty_moves_by_clicking(table, variant, seats, seed, spirit):
    """40 moves (or to the end) clicked on the board, one page per seat; with four seats
    (seeds chosen for it) the bottle spirit is called, on the square it carries to."""
    url, client, b = table
    created = client.create_game("treasures", PLAYERS[:seats], {"variant": variant}, seed=seed)
    name = created.game.name
    pages = _open_seats(b, url, name, list(created.seat_tokens))
    label = f"{variant}-{seats}"
    _shot(pages[0][0], f"{label}-start")
    kinds = _play(client, name, pages, random.Random(seed), 40, label)
    assert len(kinds) == 40 or client.get_game(name).state == FINISHED
    assert ("summon_spirit" in kinds) == spirit
    _shot(pages[0][0], f"{label}-end")
    assert all(errors == [] for _, errors, _ in pages)
    _close(pages)
