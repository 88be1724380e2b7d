"""Bazaar inside the application (`GameApp`): seat tokens, secrets in the stored history,
the merchant and the chance player settled by the application, timers, and a whole game
whose stored stream folds to the live state."""

from __future__ import annotations

import random

import pytest

from service.app.application import GameApp
from service.app.codec import decode
from service.app.errors import InvalidArgument
from service.app.store import open_store
from service.kit.base import AUDITOR, SPECTATOR, RuleViolation
from tests.kit.bazaar import GAME
from tests.kit.bazaar.commands import Bid, MerchantTakes, Pass
from tests.kit.support import fold


class Clock:
    def __init__(self) -> None:
        self.now = 5_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def app(tmp_path, clock) -> GameApp:
    return GameApp(open_store(tmp_path), clock=clock, auditor_token="audit",
                   rules={"bazaar": GAME})


def _seats(app: GameApp, game_id: str, tokens) -> list:
    return [app.viewer_for(game_id, t) for t in tokens]


def _play_to_the_end(app: GameApp, game_id: str, tokens: list, rng: random.Random) -> int:
    """Each step: a seat that may act, one of its legal commands. Returns the steps."""
    for step in range(1000):
        if app.get(game_id, SPECTATOR).status == "finished":
            return step
        movers = [(t, cs) for t in tokens if (cs := app.legal(game_id, t).commands)]
        assert movers, "nobody may act in a running game"
        token, commands = rng.choice(movers)
        app.play(game_id, token, rng.choice(commands), command_id=f"c{step}")
    raise AssertionError("the game did not end")


def test_a_whole_game_with_seat_tokens_folds_from_its_stored_stream(app, tmp_path, clock):
    created = app.create_game("bazaar", ["ann", "bob", "cy"], seed=21)
    assert _play_to_the_end(app, created.game_id, list(created.tokens), random.Random(2)) > 9
    live = app.get(created.game_id, AUDITOR)
    assert live.result is not None and live.view["phase"] == "over"

    records = app.store.load(created.game_id)
    events = [decode(r.topic, r.state, GAME.event_types)[0] for r in records]
    folded = fold(events)
    assert GAME.view(folded, AUDITOR) == live.view
    assert GAME.result(folded) == live.result

    again = GameApp(open_store(tmp_path), clock=clock, rules={"bazaar": GAME})
    assert again.get(created.game_id, AUDITOR).view == live.view


def test_another_seats_bid_is_redacted_in_the_stored_history(app):
    created = app.create_game("bazaar", ["ann", "bob"], seed=3)
    ann, bob = _seats(app, created.game_id, created.tokens)
    app.submit(created.game_id, ann, Bid(seat=None, amount=7))
    as_bob = [e for e in app.events(created.game_id, bob) if e.type == "bazaar.BidPlaced"]
    assert [(e.data, e.redacted) for e in as_bob] == [({"seat": 0}, True)]
    as_ann = [e for e in app.events(created.game_id, ann) if e.type == "bazaar.BidPlaced"]
    assert as_ann[0].data == {"seat": 0, "amount": 7} and not as_ann[0].redacted
    shuffled = [e for e in app.events(created.game_id, ann) if e.type == "bazaar.DeckShuffled"]
    assert shuffled[0].redacted and "order" not in shuffled[0].data
    assert "my_bid" not in app.get(created.game_id, bob).view
    assert app.get(created.game_id, ann).view["my_bid"] == 7


def test_the_merchant_and_the_next_shuffle_are_recorded_by_the_application(app):
    created = app.create_game("bazaar", ["ann", "bob"], seed=3)
    ann, bob = _seats(app, created.game_id, created.tokens)
    app.submit(created.game_id, ann, Bid(seat=None, amount=1))
    app.submit(created.game_id, bob, Bid(seat=None, amount=0))
    (take,) = app.legal(created.game_id, created.tokens[0]).commands[:1]
    app.submit(created.game_id, ann, take)
    done = app.submit(created.game_id, bob, Pass(seat=None))
    types = [(e.type, e.seat) for e in done.events]
    assert types[:3] == [("bazaar.Passed", 1), ("bazaar.MerchantTook", None),
                         ("bazaar.GoodDiscarded", None)]
    assert [t for t, _ in types[3:]] == ["bazaar.DeckShuffled", "bazaar.GoodsLaidOut"]


def test_a_client_may_not_send_the_merchants_command(app):
    created = app.create_game("bazaar", ["ann", "bob"], seed=3)
    ann, _ = _seats(app, created.game_id, created.tokens)
    with pytest.raises(InvalidArgument):
        app.submit(created.game_id, ann, MerchantTakes(seat=None, good="dates"))


def test_an_overdue_timer_is_recorded_by_the_sweep_with_missing_bids_as_zero(app, clock):
    created = app.create_game("bazaar", ["ann", "bob", "cy"], seed=3)
    ann, bob, _ = _seats(app, created.game_id, created.tokens)
    app.submit(created.game_id, bob, Bid(seat=None, amount=2))
    assert app.get(created.game_id, SPECTATOR).deadline == clock.now + 60
    clock.now += 59
    assert app.expire_timers() == 0
    clock.now += 1
    assert app.expire_timers() == 1
    last = app.events(created.game_id, SPECTATOR)[-2:]
    assert [e.type for e in last] == ["bazaar.TimerRanOut", "bazaar.BidsRevealed"]
    assert last[1].data["bids"] == [0, 2, 0] and last[1].data["winner"] == 1
    with pytest.raises(RuleViolation) as refused:
        app.submit(created.game_id, ann, Bid(seat=None, amount=1))
    assert refused.value.code == "WRONG_PHASE"


def test_a_late_bid_is_refused_and_the_timer_end_is_stored_all_the_same(app, clock):
    created = app.create_game("bazaar", ["ann", "bob"], seed=3)
    ann, bob = _seats(app, created.game_id, created.tokens)
    app.submit(created.game_id, ann, Bid(seat=None, amount=3))
    clock.now += 61
    with pytest.raises(RuleViolation) as refused:
        app.submit(created.game_id, bob, Bid(seat=None, amount=5))
    assert refused.value.code == "WRONG_PHASE"  # refused against the state after the timer…
    assert app.legal(created.game_id, created.tokens[1]).commands == ()  # …nor listed
    assert app.get(created.game_id, SPECTATOR).view["phase"] == "choosing"
