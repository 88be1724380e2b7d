"""Every table has its own address (issue 28): `/games/<id>` is the table as a spectator,
`/games/<id>#token=…` as that seat, kept across a reload, and `?v=N` the replay at N. The
token travels only in the fragment, which a browser never sends: no request the page makes
carries it in its URL."""

from __future__ import annotations

from clients.client import Client
from tests.clients.web_support import SCREENSHOTS, assert_readable, browser, served

PLAYERS = ["Ann", "Bob", "Cyd"]


def test_a_tables_address_opens_it_as_a_spectator_or_as_a_seat(tmp_path):
    with served(tmp_path / "data") as (address, url), browser() as b:
        with Client(address) as client:
            created = client.create_game("1001", PLAYERS, seed=7)
        name, token = created.game.name, created.seat_tokens[1]
        table = f"{url.rstrip('/')}/{name}"
        asked: list[str] = []

        spectator = b.new_context().new_page()
        spectator.on("request", lambda r: asked.append(r.url))
        spectator.goto(table)
        spectator.wait_for_selector("#story li")
        assert spectator.inner_text("#who").startswith("You are watching.")
        assert spectator.query_selector_all("#moves button.move, #board [data-move]") == []
        assert "You are watching." in spectator.inner_text("#moves")
        assert_readable(spectator)

        seat = b.new_context().new_page()
        seat.on("request", lambda r: asked.append(r.url))
        seat.goto(f"{table}#token={token}")
        for opened in ("opened", "reloaded"):
            seat.wait_for_selector("#moves button.move, #board [data-move]")
            assert seat.inner_text("#who").startswith("You are Bob."), opened
            assert seat.query_selector(".panel.you[data-seat='1']"), opened
            assert seat.url.endswith(f"#token={token}"), opened
            if opened == "opened":
                assert_readable(seat)
                SCREENSHOTS.mkdir(parents=True, exist_ok=True)
                seat.screenshot(path=SCREENSHOTS / "seat-by-address.png", full_page=True)
                seat.reload()

        # Bob votes: the game moves on, and its address opens it back at step 2.
        seat.click("#moves button.move, #board [data-move] >> nth=0")
        seat.wait_for_selector("#story li:has-text('Bob')")
        replay = b.new_context().new_page()
        replay.on("request", lambda r: asked.append(r.url))
        replay.goto(f"{table}?v=2#token={token}")
        replay.wait_for_selector("#table[data-version='2'][data-live='false']")
        assert len(replay.query_selector_all("#story li")) == 2

        wrong = b.new_context().new_page()
        wrong.goto(f"{table}#token=not-a-token")
        wrong.wait_for_selector("#failure")
        assert "That seat token is not valid for this game." in assert_readable(wrong)
        wrong.click("#failure >> text=Watch this game without a seat")
        wrong.wait_for_selector("#who")
        assert wrong.inner_text("#who").startswith("You are watching.")

    assert any("/scheherazade.v1.GameService/" in u for u in asked)
    assert [u for u in asked if token in u] == []
