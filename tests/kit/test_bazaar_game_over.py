"""The end: after the third round the game is over, every command is refused with
GAME_OVER, and `result()` gives the scores (goods + coins // 3) and the winners."""

from __future__ import annotations

import dataclasses

from service.kit.base import SPECTATOR, ExpireTimer, ResolveChance, Result
from tests.kit.bazaar import GAME
from tests.kit.bazaar import events as ev
from tests.kit.bazaar.commands import Bid, MerchantTakes, Pass, Protest, TakeGood
from tests.kit.bazaar.state import GOODS
from tests.kit.support import START, Table


def _finished() -> Table:
    t = Table(players=3, seed=5)
    for bids in ((4, 1, 0), (0, 3, 3), (2, 2, 1)):
        t.to_window(*bids)
        t.play(Protest(seat=t.state.window.responder))
        t.pass_window()
    return t


def test_three_rounds_use_the_whole_deck_and_end_the_game():
    t = _finished()
    assert t.events[-1] == ev.GameEnded(scores=t.state.scores(), winners=t.events[-1].winners)
    assert GAME.turn(t.state).over and t.state.deck == ()
    held = [g for h in t.state.holdings for g in h]
    assert sorted(held + list(t.state.merchant) + list(t.state.discarded)) == sorted(GOODS)
    assert len(held) == len(t.state.merchant) == len(t.state.discarded) == 3


def test_the_score_is_the_goods_values_plus_a_third_of_the_coins():
    t = _finished()
    result = GAME.result(t.state)
    expected = tuple(
        sum(GOODS[g] for g in t.state.holdings[s]) + t.state.coins[s] // 3 for s in range(3)
    )
    assert result.scores == expected
    assert result.winners == tuple(s for s in range(3) if expected[s] == max(expected))
    assert GAME.view(t.state, SPECTATOR)["scores"] == list(expected)





def test_tied_scores_share_the_victory():
    t = _finished()
    tied = dataclasses.replace(t.state, holdings=(("silk",), ("silk",), ("dates",)),
                               coins=(3, 5, 9))
    assert GAME.result(tied) == Result(winners=(0, 1), scores=(6, 6, 4),
                                        details={"coins": [3, 5, 9]})


def test_no_result_while_the_game_runs():
    t = Table(players=2)
    assert GAME.result(t.state) is None
    t.to_window(1, 2)
    assert GAME.result(t.state) is None


def test_every_command_is_refused_once_the_game_is_over():
    t = _finished()
    t.now = START + 10_000
    for command in (
        Bid(seat=0, amount=0), TakeGood(seat=0, good="silk"), Protest(seat=1), Pass(seat=2),
        MerchantTakes(seat=3, good="silk"), ResolveChance(None, "deck:4", ()),
        ExpireTimer(seat=None),
    ):
        assert t.refused(command) == "GAME_OVER"
    assert all(GAME.legal_commands(t.state, s) == [] for s in range(3))
    assert GAME.chance(t.state) is None and GAME.deadline(t.state) is None
