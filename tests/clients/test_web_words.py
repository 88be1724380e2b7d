"""One source of words (issue 28): for one random game of each type, the web table's story
tells every event in exactly the sentence the terminal prints (`scheherazade replay --all`),
both being the service's `GameEvent.text`; and the table shows no internal id."""

from __future__ import annotations

import random
import re

import pytest

from clients.client import Client
from service.kit.registry import games
from tests.api.cli_support import run, unwrapped
from tests.clients.web_support import assert_readable, browser, served

MOVES = 25  # enough for each game's sentences to go past its set-up
PLAYERS = ["Ann", "Bob", "Cyd"]
LINE = re.compile(r"^v(\d+) (.*)$")


def _play(client: Client, name: str, tokens: list[str], rng: random.Random) -> None:
    """Random legal moves by whichever seat may move, until MOVES or the game's end."""
    for _ in range(MOVES):
        movers = [t for t in tokens if client.legal_commands(name, token=t)]
        if not movers:
            return
        token = rng.choice(movers)
        client.submit(name, rng.choice(client.legal_commands(name, token=token)), token=token)


def _terminal(address: str, name: str) -> dict[int, str]:
    printed = unwrapped(run("replay", name, "--address", address, "--all"))
    return {int(m[1]): m[2].strip() for m in map(LINE.match, printed.splitlines()) if m}


@pytest.mark.parametrize("game_type", sorted(games()))
def test_the_table_and_the_terminal_tell_the_same_sentences(tmp_path, game_type):
    rules = games()[game_type]
    players = PLAYERS[:max(rules.min_players, min(3, rules.max_players))]
    with served(tmp_path / "data") as (address, url), browser() as b:
        with Client(address) as client:
            created = client.create_game(game_type, players, seed=11)
            name = created.game.name
            _play(client, name, list(created.seat_tokens), random.Random(11))
            version = client.get_game(name).version
        page = b.new_context().new_page()
        page.goto(f"{url.rstrip('/')}/{name}")
        page.wait_for_selector(f"#story li[data-version='{version}']")
        on_the_table = {int(li.get_attribute("data-version") or 0): li.inner_text().strip()
                        for li in page.query_selector_all("#story li")}
        assert_readable(page)
        in_the_terminal = _terminal(address, name)
    assert len(on_the_table) == version
    assert on_the_table == in_the_terminal
