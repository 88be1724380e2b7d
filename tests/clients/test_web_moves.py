"""The frame's moves in a real browser (Debian's Chromium under Playwright) against a live
`scheherazade serve`: a move is offered only at the version it was computed at, a stale
move refused by the server is not told to the player as an error, and a move whose words
ask for confirmation is confirmed in the page before it is sent.

The page's calls are held by Playwright's routing (a held call is answered when the test
lets it go), so a window the page can otherwise pass in a millisecond stays open while the
test looks: nothing here depends on timing."""

from __future__ import annotations

from typing import Any

from clients.client import Client
from tests.clients.web_support import browser, served

PLAYERS = ["Ann", "Bob", "Cyd"]
BUTTONS = "#moves button.move"


class Held:
    """Holds the page's calls of one method while `holding` (the rest pass)."""

    def __init__(self, page: Any, method: str, *, holding: bool) -> None:
        self.holding = holding
        self.routes: list[Any] = []
        page.route(f"**/scheherazade.v1.GameService/{method}", self._route)

    def _route(self, route: Any) -> None:
        if self.holding:
            self.routes.append(route)
        else:
            route.continue_()

    def release(self) -> None:
        self.holding = False
        for route in self.routes:
            route.continue_()
        self.routes.clear()


def test_a_stale_move_is_neither_offered_nor_told_as_an_error(tmp_path):
    with served(tmp_path / "data") as (address, url), browser() as b, Client(address) as client:
        created = client.create_game("1001", PLAYERS, seed=7)
        name, tokens = created.game.name, list(created.seat_tokens)
        start = created.game.version

        # Bob's page reads the game and his moves, but hears nothing more: its WatchGame is
        # held. Bob then votes from another client, so the page's vote buttons are stale.
        page = b.new_context().new_page()
        watch = Held(page, "WatchGame", holding=True)
        page.goto(f"{url.rstrip('/')}/{name}#token={tokens[1]}")
        page.wait_for_selector(BUTTONS)
        voted = client.submit(name, client.legal_commands(name, token=tokens[1])[0],
                              token=tokens[1])
        assert voted.version == start + 1
        with page.expect_response(lambda r: r.url.endswith("/SubmitCommand")) as answer:
            page.click(f"{BUTTONS} >> nth=1")  # that second vote: refused as stale
        assert answer.value.status != 200
        after = [e for e in client.events(name) if e.version > start]
        assert [e.version for e in after] == [voted.version]  # the stale vote was not played

        # The page hears the new version: its new moves come, and no error was ever shown.
        watch.release()
        page.wait_for_selector(f"#table[data-version='{voted.version}']")
        page.wait_for_selector(BUTTONS)
        assert page.query_selector("#error") is None

        # Ann votes while Bob's page's ListLegalCommands is held: the page shows the new
        # version at once, and until its moves answer it offers none of the old ones.
        legal = Held(page, "ListLegalCommands", holding=True)
        ann = client.submit(name, client.legal_commands(name, token=tokens[0])[0],
                            token=tokens[0])
        page.wait_for_selector(f"#table[data-version='{ann.version}']")
        assert page.query_selector_all(BUTTONS) == []
        assert "Waiting for the others." in page.inner_text("#moves")
        legal.release()
        page.wait_for_selector(BUTTONS)
        assert page.query_selector("#error") is None
