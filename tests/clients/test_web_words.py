"""What a spectator and a replay see, and one source of words (issue 28), for one random
game of each type: a spectator's page opened before the first move follows the game live
to its last version, telling every event in exactly the sentence the terminal prints
(`scheherazade replay --all`), both being the service's `GameEvent.text`; a replay page
opened at the middle draws the board there and steps to the end; no page shows an id."""

from __future__ import annotations

import random
import re

import pytest

from clients.client import Client
from service.kit.registry import games
from tests.api.cli_support import run, unwrapped
from tests.clients.web_support import SCREENSHOTS, assert_readable, browser, served

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


def _story(page) -> dict[int, str]:
    return {int(li.get_attribute("data-version") or 0): li.inner_text().strip()
            for li in page.query_selector_all("#story li")}


@pytest.mark.parametrize("game_type", sorted(games()))
def test_a_spectator_and_a_replay_follow_the_game_in_the_terminals_words(tmp_path, game_type):
    rules = games()[game_type]
    players = PLAYERS[:max(rules.min_players, min(3, rules.max_players))]
    with served(tmp_path / "data") as (address, url), browser() as b, \
            Client(address) as client:
        created = client.create_game(game_type, players, seed=11)
        name = created.game.name
        table = f"{url.rstrip('/')}/{name}"
        spectator = b.new_context().new_page()
        spectator.goto(table)
        spectator.wait_for_selector(f"#table[data-version='{created.game.version}']")

        _play(client, name, list(created.seat_tokens), random.Random(11))
        final = client.get_game(name).version
        spectator.wait_for_selector(f"#table[data-version='{final}'][data-live='true']")
        spectator.wait_for_selector(f"#story li[data-version='{final}']")
        assert spectator.query_selector_all("#board [data-move], #moves button.move") == []
        assert _story(spectator) == _terminal(address, name)
        assert len(_story(spectator)) == final
        assert_readable(spectator)

        middle = final // 2
        replay = b.new_context().new_page()
        replay.goto(f"{table}?v={middle}")
        replay.wait_for_selector(f"#table[data-version='{middle}'][data-live='false']")
        replay.wait_for_selector("#board > *")
        assert sorted(_story(replay)) == list(range(1, middle + 1))
        assert_readable(replay)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        replay.screenshot(path=SCREENSHOTS / f"{game_type}-replay-middle.png", full_page=True)
        replay.fill("#replay", str(final))
        replay.wait_for_selector(f"#table[data-version='{final}']")
        assert len(_story(replay)) == final
