"""The frame's moves in a real browser (Debian's Chromium under Playwright) against a live
`scheherazade serve`: a move is offered only at the version it was computed at, a stale
move refused by the server is not told to the player as an error, and a move whose words
ask for confirmation is confirmed in the page before it is sent.

The page's calls are held by Playwright's routing (a held call is answered when the test
lets it go), so a window the page can otherwise pass in a millisecond stays open while the
test looks: nothing here depends on timing."""

from __future__ import annotations

from typing import Any

import pytest

from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from tests.clients.web_support import browser, served

PLAYERS = ["Ann", "Bob", "Cyd"]
BUTTONS = "#moves button.move, #board [data-move]"  # the frame's buttons and the board's


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


def _to_confirm(client: Client, name: str, tokens: list[str]) -> tuple[int, int, str]:
    """Plays each turn's first legal move until a seat has a move whose words ask for
    confirmation: (that seat, the move's index, its label)."""
    for _ in range(30):
        first = None
        for seat, token in enumerate(tokens):
            legal = client.games.ListLegalCommands(  # with words, which Client.legal_… drops
                pb.ListLegalCommandsRequest(name=name),
                metadata=(("authorization", f"Bearer {token}"),))
            if legal.commands and not legal.words:
                pytest.skip("the server gives no words for legal moves (CommandWords, branch "
                            "web-words) yet, so no move carries confirm")
            for i, words in enumerate(legal.words):
                if words.confirm:
                    return seat, i, words.label
            if first is None and legal.commands:
                first = (token, legal.commands[0])
        if first is None:
            break
        client.submit(name, first[1], token=first[0])
    pytest.skip("no legal move of this game of 1001 carries confirm in its first 30 moves")


def test_a_move_that_asks_for_confirmation_is_sent_only_after_yes(tmp_path):
    with served(tmp_path / "data") as (address, url), browser() as b, Client(address) as client:
        created = client.create_game("1001", PLAYERS, seed=7)
        name, tokens = created.game.name, list(created.seat_tokens)
        seat, index, label = _to_confirm(client, name, tokens)
        start = client.get_game(name).version
        sent: list[str] = []
        page = b.new_context().new_page()
        page.on("request",
                lambda r: sent.append(r.url) if r.url.endswith("/SubmitCommand") else None)
        page.goto(f"{url.rstrip('/')}/{name}#token={tokens[seat]}")
        move = f"#table [data-move='{index}'] >> nth=0"  # a frame's button or the board's

        page.click(move)
        asked = page.wait_for_selector("#confirm")
        assert label in asked.inner_text()
        page.click("#confirm .no")
        page.wait_for_selector("#confirm", state="detached")

        page.click(move)
        page.click("#confirm .yes")
        page.wait_for_function(  # the page shows the game after the move
            f"Number(document.querySelector('#table').dataset.version) > {start}")
        assert len(sent) == 1  # the answer No sent nothing
        played = [e for e in client.events(name) if e.version > start]
        assert [e.seat for e in played[:1]] == [seat]
        assert page.query_selector("#error") is None
