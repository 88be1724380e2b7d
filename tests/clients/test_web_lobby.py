"""The lobby in a real browser (Debian's Chromium) against a live `scheherazade serve`: the
newest games first, a page at a time, filtered by game; a game created from the page with an
option of each game's variants, as the server records it; a bad seed refused in words; a
game that does not exist told as a sentence with a way back."""

from __future__ import annotations

from clients.client import Client
from service.kit.registry import games
from tests.clients.web_support import SCREENSHOTS, assert_readable, browser, served

PAGE = 20  # the lobby's page size (clients/web/src/lobby.tsx)
SEED_RULE = "The seed is a whole number from 0 to 9223372036854775807."


def _listed(page) -> list[str]:
    return [a.get_attribute("data-name") for a in page.query_selector_all(".game-row a")]


def _wait_listed(page, first: str) -> list[str]:
    page.wait_for_selector(f".game-row:first-child a[data-name='{first}']")
    return _listed(page)


def test_the_newest_games_come_first_a_page_at_a_time(tmp_path):
    with served(tmp_path / "data") as (address, url), browser() as b:
        kinds = ["1001", "treasures", "emira", "dragons", "tales"]
        with Client(address) as client:
            names = [client.create_game(kinds[i % 5], ["Ann", "Bob", "Cyd"], seed=i).game.name
                     for i in range(150)]
        newest = names[::-1]
        page = b.new_page()
        page.goto(url)
        assert _wait_listed(page, newest[0]) == newest[:PAGE]
        assert_readable(page)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=SCREENSHOTS / "lobby-newest.png", full_page=True)
        page.click("#older")
        assert _wait_listed(page, newest[PAGE]) == newest[PAGE:2 * PAGE]
        page.click("#newer")
        assert _wait_listed(page, newest[0]) == newest[:PAGE]

        page.select_option("#filter-game", "emira")
        emira = [n for i, n in enumerate(names) if kinds[i % 5] == "emira"][::-1]
        assert _wait_listed(page, emira[0]) == emira[:PAGE]
        assert {t.strip() for t in page.locator(".game-row strong").all_inner_texts()} == {"Emira"}


def _create(page, game_type: str, options: dict[str, str | bool]) -> str:
    """Creates a game in the page's form with `options` (a checkbox's True, or the value to
    choose or type); the new game's name, from the seat links the page hands out."""
    page.select_option("#game-type", game_type)
    for option, value in options.items():
        field = page.locator(f"#option-{option}")
        if value is True:
            field.check()
        elif field.evaluate("e => e.tagName") == "SELECT":
            field.select_option(str(value))
        else:
            field.fill(str(value))
    page.click("#create button[type=submit]")
    page.wait_for_selector(f"#created[data-game-type='{game_type}'] .seat-link a")
    link = page.locator("#created .seat-link a").first.get_attribute("href") or ""
    assert "#token=" in link
    return link.split("/", 3)[3].split("#")[0]


def test_a_game_created_with_each_variants_option(tmp_path):
    chosen = {
        "emira": ({"advanced": True}, {"advanced": True}),
        "treasures": ({"variant": "big_luck"}, {"variant": "big_luck"}),
        "tales": ({"variant": "timed", "rounds": "3"}, {"variant": "timed", "rounds": 3}),
    }
    with served(tmp_path / "data") as (address, url), browser() as b:
        page = b.new_page()
        page.goto(url)
        page.wait_for_selector("#game-type option[value='tales']", state="attached")
        made = {}
        for game_type, (inputs, _) in chosen.items():
            made[game_type] = _create(page, game_type, inputs)
            assert_readable(page)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=SCREENSHOTS / "lobby-created.png", full_page=True)
        with Client(address) as client:
            for game_type, (_, recorded) in chosen.items():
                created = next(client.events(made[game_type]))
                options = dict(created.data["options"])
                assert {k: options.get(k) for k in recorded} == recorded, (game_type, options)
        assert set(chosen) <= set(games())


def test_a_bad_seed_and_a_missing_game_are_told_in_words(tmp_path):
    with served(tmp_path / "data") as (address, url), browser() as b:
        page = b.new_page()
        page.goto(url)
        page.wait_for_selector("#game-type option[value='emira']", state="attached")
        for seed in ("abc", "-1", "9223372036854775808"):
            page.fill("#seed", seed)
            page.click("#create button[type=submit]")
            page.wait_for_selector("#new-game .error")
            assert page.inner_text("#new-game .error") == SEED_RULE
        with Client(address) as client:
            assert list(client.list_games()) == []  # refused before anything was sent

        page.goto(f"{url.rstrip('/')}/games/nope")
        page.wait_for_selector("#failure")
        text = assert_readable(page)
        assert "There is no such game." in text
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=SCREENSHOTS / "not-found.png", full_page=True)
        page.click("#failure >> text=Back to the lobby")
        page.wait_for_selector("#lobby #create")
