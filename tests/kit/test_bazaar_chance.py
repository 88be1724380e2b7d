"""Chance: each round the chance player shuffles what is left of the deck; the outcome is
recorded, and only the application answers the draw the rules wait on."""

from __future__ import annotations

from service.kit.base import ChanceSpec, ResolveChance
from tests.kit.bazaar import GAME
from tests.kit.bazaar import events as ev
from tests.kit.bazaar.commands import Bid, Pass, TakeGood
from tests.kit.bazaar.state import GOODS
from tests.kit.support import Table

DECK = tuple(sorted(GOODS))


class Market(Table):
    """A table stopped on the first shuffle (nothing settled yet)."""

    def __init__(self, players: int = 2) -> None:
        super().__init__(players)
        self.events = [self.created]
        self.state = GAME.initial_state(self.created)


def test_the_game_opens_on_a_shuffle_of_the_whole_deck():
    t = Market()
    assert GAME.chance(t.state) == ChanceSpec("deck:1", "shuffle", DECK)
    assert GAME.legal_commands(t.state, 0) == []


def test_the_drawn_order_is_recorded_and_its_top_three_are_laid_out():
    t = Market()
    order = tuple(reversed(DECK))
    events = t.play(ResolveChance(None, "deck:1", order))
    assert events[:2] == [
        ev.DeckShuffled(round=1, order=order),
        ev.GoodsLaidOut(round=1, goods=order[:3], deadline=t.now + 60),
    ]
    assert t.state.deck == order[3:]


def test_a_stale_or_wrong_key_is_refused():
    t = Market()
    assert t.refused(ResolveChance(None, "deck:2", DECK)) == "WRONG_CHANCE_KEY"
    assert t.refused(ResolveChance(None, "", DECK)) == "WRONG_CHANCE_KEY"
    t.play(ResolveChance(None, "deck:1", DECK))
    t.to_window(0, 0)
    t.pass_window()
    assert GAME.chance(t.state) is None  # settled: the next round is laid out
    assert t.refused(ResolveChance(None, "deck:1", DECK[3:])) == "NO_CHANCE_PENDING"


def test_a_stale_key_from_the_previous_round_is_refused_at_the_next_shuffle():
    t = Table(players=2)
    t.bid_all(0, 0)
    t.play(_take(t))
    before = GAME.decide(t.state, _pass(t), t.ctx).state  # the merchant is due; unsettled
    after_merchant = GAME.decide(before, GAME.turn(before).automaton, t.ctx).state
    spec = GAME.chance(after_merchant)
    assert spec.key == "deck:2" and len(spec.items) == 6
    t.state = after_merchant
    assert t.refused(ResolveChance(None, "deck:1", spec.items)) == "WRONG_CHANCE_KEY"


def test_an_outcome_that_is_not_a_permutation_of_what_is_left_is_refused():
    t = Market()
    for bad in (DECK[:-1], DECK[:-1] + ("dates",), 3, None, DECK + ("silk",)):
        assert t.refused(ResolveChance(None, "deck:1", bad)) == "BAD_CHANCE_OUTCOME"


def test_seats_may_neither_answer_the_draw_nor_act_while_it_is_pending():
    t = Market()
    assert t.refused(ResolveChance(0, "deck:1", DECK)) == "APPLICATION_ONLY"
    assert t.refused(Bid(seat=0, amount=0)) == "CHANCE_PENDING"


def test_the_same_seed_gives_the_same_shuffles_and_another_seed_others():
    def shuffles(seed: int) -> list[tuple[str, ...]]:
        t = Table(players=2, seed=seed)
        for _ in range(3):
            t.bid_all(0, 0)
            t.play(_take(t))
            t.pass_window()
        return [e.order for e in t.events if isinstance(e, ev.DeckShuffled)]

    assert shuffles(11) == shuffles(11)
    assert shuffles(11) != shuffles(12)
    assert [len(o) for o in shuffles(11)] == [9, 6, 3]
    assert sorted(shuffles(11)[0]) == list(DECK)



def _take(t: Table) -> TakeGood:
    return TakeGood(seat=t.state.taker, good=t.state.layout[0])


def _pass(t: Table) -> Pass:
    return Pass(seat=t.state.window.responder)
