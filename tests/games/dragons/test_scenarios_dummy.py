"""Aladdin's Dragons' Two Player Variant: the Dummy, as printed — who plays it, its ties, its
payments, its cards claimed (each test names the rulebook section it reads)."""

from __future__ import annotations

import pytest

from service.games.dragons import GAME
from service.games.dragons import events as ev
from service.games.dragons.commands import (
    BuyArtifact,
    ClaimDummyCard,
    Decline,
    OfferDummy,
    Pass,
    PayBribe,
    PlayCard,
    Withdraw,
)
from service.games.dragons.state import Room
from service.kit.base import RuleViolation
from tests.games.dragons.scenes import (
    GUARD_4,
    ROOM,
    decision,
    edit,
    edit_hand,
    empty_hands,
    go,
    of,
    offering,
    pass_window,
    placing,
    play,
    resolving,
)


def test_the_dummy_loses_a_tie_even_with_the_caliphs_decree_cast_for_it() -> None:
    """Two Player Variant: "If there is a tie between Dummy and one or more of the other
    players then the Dummy player always loses" — also when a player cast the Caliph's
    Decree on the Dummy's behalf (the decree's caster wins every tie he is in)."""
    g = resolving(empty_hands(placing(2)), {"cave:3": [(2, 4), (1, 4), (0, 1)]}, start=0)
    g, events = go(edit(g, room=Room(decree=2)))
    ranked = of(events, ev.LocationRanked)[0]
    assert ranked.ranking[:2] == ((1, 4), (2, 4))


def dummy_room(treasures: tuple[str, ...]):
    """Two players, seat 0 the start player: the Dummy's 3 alone in a palace room against a
    guard of 4 (a bribe of 2, then a price of 3), holding `treasures`; and its events."""
    g = empty_hands(offering(placing(2), "lamp#1"))
    g = edit_hand(g, 2, treasures=treasures)
    return go(resolving(g, {"guard": [], ROOM: [(2, 3)]}, guard=GUARD_4, start=0))


def test_the_dummy_pays_the_guard_so_that_it_can_still_buy() -> None:
    """Two Player Variant: "Dummy will pay the palace guard if they are able" and "if Dummy
    is able to buy an artifact then Dummy will do so" — of its two bribes of 2, the gold 2
    would leave 1 gold and a silver 2 for a price of 3; the silver 2 leaves gold 2 + 1 (was:
    the cheapest bribe, then no purchase). One way only: it pays, then buys, by itself."""
    g, events = dummy_room(("gold#1", "gold#4", "silver#4"))
    assert [(e.seat, e.cards) for e in of(events, ev.BribePaid)] == [(2, ("silver#4",))]
    assert [(e.seat, e.cards) for e in of(events, ev.ArtifactBought)] == [
        (2, ("gold#1", "gold#4"))]


def test_the_second_player_chooses_the_dummys_payment() -> None:
    """Two Player Variant: "In phase three, Dummy is played by the second player": when the
    Dummy may pay in more than one way, the second player chooses, among the payments that
    keep its purchase possible (the Dummy still pays and buys: he cannot withdraw or
    decline for it)."""
    g, _ = dummy_room(("gold#1", "gold#4", "silver#4", "pearls#4"))
    ask = decision(g)
    assert (ask.name, ask.seat, ask.who, ask.amount) == ("bribe", 1, 2, 2)
    offered = GAME.legal_commands(g, 1)
    assert {c.cards for c in offered if isinstance(c, PayBribe)} == {("silver#4",),
                                                                     ("pearls#4",)}
    assert not [c for c in offered if isinstance(c, Withdraw)]
    assert GAME.legal_commands(g, 0) == []
    with pytest.raises(RuleViolation) as stuck:
        play(g, PayBribe(1, ("gold#4",)))  # then the Dummy could not buy
    assert stuck.value.code == "DUMMY_MUST_BUY"
    with pytest.raises(RuleViolation) as not_his:
        play(g, Withdraw(1))
    assert not_his.value.code in ("NOT_NOW", "NOT_YOUR_TURN", "WRONG_PHASE")
    g, events = play(g, PayBribe(1, ("pearls#4",)))
    assert of(events, ev.BribePaid)[0].seat == 2
    # The price of 3: gold 1 + 2 is its one way left: paid by itself.
    assert [(e.seat, e.cards) for e in of(events, ev.ArtifactBought)] == [
        (2, ("gold#1", "gold#4"))]


def test_the_start_player_plays_the_dummy_against_the_second_player() -> None:
    """Two Player Variant: "Dummy is played by the second player unless the location is
    being contested between Dummy and the second player only, in which case Dummy is played
    by the start player"."""
    g = empty_hands(offering(placing(2), "lamp#1"))
    g = edit_hand(g, 2, treasures=("gold#1", "gold#4", "silver#4", "pearls#4"))
    g, _ = go(resolving(g, {"guard": [], ROOM: [(2, 3), (1, 1)]}, guard=GUARD_4, start=0))
    ask = decision(g)
    assert (ask.name, ask.seat, ask.who) == ("bribe", 0, 2)


# --- the Dummy's cards, claimed --------------------------------------------------------------


def dummy_card_scene(other: tuple[str, ...] = ("silver#4",)):
    """Two players in phase two, seat 0 (the start player) to place; the Dummy's face-up
    Djinn's Gift; seat 0 holds a 1 and a 5 of gold, seat 1 `other`."""
    g = empty_hands(placing(2))
    g = edit_hand(g, 2, spells=("djinns_gift",))
    g = edit_hand(g, 0, treasures=("gold#1", "gold#10"))
    g = edit_hand(g, 1, treasures=other)
    assert g.placer == 0 == g.start
    return g


def test_a_claim_lets_the_other_player_decide_first_then_costs_one_card() -> None:
    """Two Player Variant: "When a player declares they wish to use one of Dummy's spells or
    artifacts, they must allow the other player time to decide if they also want to do
    this" (was: both went straight to secret offers); not contested, "the player must pay
    Dummy a treasure card. The treasure card is added to Dummy's face-up treasure cards"."""
    g, events = play(dummy_card_scene(), ClaimDummyCard(0, "djinns_gift"))
    opened = of(events, ev.WindowOpened)[-1]
    assert (opened.about, opened.by, opened.order) == ("claim:djinns_gift", 0, (1,))
    turn = GAME.turn(g)
    assert set(turn.stages) == {1} and not turn.simultaneous
    assert set(GAME.legal_commands(g, 1)) == {ClaimDummyCard(1, "djinns_gift"), Pass(1)}
    g, _ = play(g, Pass(1))
    turn = GAME.turn(g)
    assert set(turn.stages) == {0} and not turn.simultaneous
    assert set(GAME.legal_commands(g, 0)) == {OfferDummy(0, ("gold#1",)),
                                              OfferDummy(0, ("gold#10",))}
    with pytest.raises(RuleViolation) as two:
        play(g, OfferDummy(0, ("gold#1", "gold#10")))
    assert two.value.code == "ONE_CARD"
    g, events = play(g, OfferDummy(0, ("gold#1",)))
    revealed = of(events, ev.DummyOffersRevealed)[0]
    assert revealed.winner == 0 and revealed.offers == ((0, ("gold#1",), 1),)
    assert g.hands[2].treasures == ("gold#1",) and g.hands[0].treasures == ("gold#10",)
    assert decision(g).name == "use_dummy_card" and decision(g).seat == 0


def test_a_contested_claim_goes_to_the_higher_secret_offer() -> None:
    """Two Player Variant: "If so, then the player offering Dummy the highest value of
    treasures can cast the spell or use the artifact. Players choose secretly, then reveal
    simultaneously" — each offers the treasure card he would pay; the loser keeps his."""
    g, _ = play(dummy_card_scene(), ClaimDummyCard(0, "djinns_gift"))
    g, events = play(g, ClaimDummyCard(1, "djinns_gift"))
    assert of(events, ev.DummyClaimContested)[0].seat == 1
    turn = GAME.turn(g)
    assert turn.simultaneous and set(turn.stages) == {0, 1}
    assert GAME.legal_commands(g, 1) == [OfferDummy(1, ("silver#4",))]
    g, events = play(g, OfferDummy(1, ("silver#4",)))
    assert of(events, ev.DummyOfferMade)[0].audience() == frozenset({1})
    g, events = play(g, OfferDummy(0, ("gold#1",)))
    revealed = of(events, ev.DummyOffersRevealed)[0]
    assert revealed.winner == 1 and revealed.offers == ((1, ("silver#4",), 2),
                                                        (0, ("gold#1",), 1))
    assert g.hands[2].treasures == ("silver#4",) and g.hands[0].treasures == ("gold#1",
                                                                              "gold#10")
    assert decision(g).name == "use_dummy_card" and decision(g).seat == 1


def test_a_tied_offer_goes_to_the_start_player() -> None:
    """Two Player Variant: "In the event of a tied bid, then the start player wins"."""
    g, _ = play(dummy_card_scene(("silver#10",)), ClaimDummyCard(0, "djinns_gift"),
                ClaimDummyCard(1, "djinns_gift"))
    g, events = play(g, OfferDummy(1, ("silver#10",)), OfferDummy(0, ("gold#10",)))
    assert of(events, ev.DummyOffersRevealed)[0].winner == g.start == 0


def test_a_player_without_treasure_is_not_asked_to_contest() -> None:
    """Two Player Variant: a claim costs "a treasure card": the other player, holding none,
    cannot contest it; the claimer pays at once."""
    g, events = play(dummy_card_scene(()), ClaimDummyCard(0, "djinns_gift"))
    assert not [e for e in of(events, ev.WindowOpened) if e.about.startswith("claim:")]
    assert set(GAME.turn(g).stages) == {0}
    assert {type(c) for c in GAME.legal_commands(g, 0)} == {OfferDummy}


@pytest.mark.parametrize("spell", ["bargain", "alchemy", "golden_touch"])
def test_the_player_who_plays_the_dummy_may_use_its_payment_spells(spell: str) -> None:
    """Two Player Variant: "Dummy's spells and artifacts are laid face up. A player may at
    any time declare that they wish to use one of these cards on behalf of the Dummy
    player. The spell or artifact must be used immediately." The Dummy's 5 alone in a
    palace room (no bribe against a guard of 4), holding a 3 of gold and a 2 of silver: no
    payment of one type reaches 5. The second player, who plays the Dummy ("In phase three,
    Dummy is played by the second player"), may use its Bargain (price 3: the gold 3), its
    Alchemy (3 + 2 mixed) or its Golden Touch (the gold 3 counts 5), paying it a treasure
    card; then the Dummy can buy, and "if Dummy is able to buy an artifact then Dummy will
    do so" (was: the Dummy declined at once, its three payment spells never usable)."""
    g = empty_hands(offering(placing(2), "lamp#1"))
    g = edit_hand(g, 2, spells=("bargain", "alchemy", "golden_touch"),
                  treasures=("gold#6", "silver#4"))
    g = edit_hand(g, 1, treasures=("emeralds#1",))
    g, events = go(resolving(g, {"guard": [], ROOM: [(2, 5)]}, guard=GUARD_4, start=0))
    g, more = pass_window(g)
    assert not of(events + more, ev.BuyDeclined)
    ask = decision(g)
    assert (ask.name, ask.seat, ask.who, ask.amount) == ("buy", 1, 2, 5)
    offered = set(GAME.legal_commands(g, 1))
    assert {ClaimDummyCard(1, c) for c in ("bargain", "alchemy", "golden_touch")} <= offered
    assert Decline(1) in offered  # it cannot pay as it stands: he may let it decline
    assert not [c for c in offered if isinstance(c, BuyArtifact)]
    assert GAME.legal_commands(g, 0) == []
    g, _ = play(g, ClaimDummyCard(1, spell), OfferDummy(1, ("emeralds#1",)))
    assert GAME.legal_commands(g, 1) == [PlayCard(1, spell, ROOM)]
    g, events = play(g, PlayCard(1, spell, ROOM))
    assert [(e.seat, e.artifact) for e in of(events, ev.ArtifactBought)] == [(2, "lamp#1")]
    assert g.hands[2].artifacts == ("lamp#1",) and spell not in g.hands[2].spells


def test_the_dummy_declined_for_it_is_its_own_decline() -> None:
    """Two Player Variant: "if Dummy is able to buy an artifact then Dummy will do so" — not
    able, the player who plays it lets it decline (he need not use its cards): the Dummy
    declines, not he."""
    g = empty_hands(offering(placing(2), "lamp#1"))
    g = edit_hand(g, 2, spells=("bargain",), treasures=("silver#4",))
    g = edit_hand(g, 1, treasures=("emeralds#1",))
    g, _ = go(resolving(g, {"guard": [], ROOM: [(2, 5)]}, guard=GUARD_4, start=0))
    g, _ = pass_window(g)
    g, events = play(g, Decline(1))
    assert [e.seat for e in of(events, ev.BuyDeclined)] == [2]
    assert g.hands[1].treasures == ("emeralds#1",) and "lamp#1" in g.row


def test_each_bidder_faces_the_guard_when_his_attempt_to_buy_comes() -> None:
    """README DECISION "Who pays the palace guard" (The palace guard: "If a player's
    hero(es) in a palace room add up to less than the number of the palace guard plus one,
    then the player must pay a bribe when that palace room is resolved"; Palace rooms: "the
    winner must first pay a bribe", "If the winner is unable to or chooses not to buy the
    artifact, then the next highest bidder, if any, may attempt to buy the artifact"; Two
    Player Variant: "Dummy will pay the palace guard if they are able and they have a hero
    in a palace room"). Guard 3 (a bribe below 4): seat 0's 5 buys, and the Dummy's 2 below
    it, able to pay, never pays — its attempt never comes. When seat 0 declines, the
    Dummy's attempt comes and then it faces the guard (the second player chooses which of
    its two cards it pays)."""
    g = empty_hands(offering(placing(2), "lamp#1"))
    g = edit_hand(g, 0, treasures=("pearls#10",))
    g = edit_hand(g, 2, treasures=("silver#10", "silver#8"))
    g = resolving(g, {"guard": [], ROOM: [(0, 5), (2, 2)]}, guard="gold#7", start=0)
    g, _ = go(g)
    g, _ = pass_window(g)
    ask = decision(g)
    assert (ask.name, ask.seat, ask.amount) == ("buy", 0, 5)  # no bribe asked of the Dummy
    bought, events = play(g, BuyArtifact(0, ("pearls#10",)))
    assert not of(events, ev.BribePaid) and of(events, ev.ArtifactBought)[0].seat == 0
    assert bought.hands[2].treasures == ("silver#10", "silver#8")
    g, events = play(g, Decline(0))
    assert not of(events, ev.BribePaid)
    ask = decision(g)
    assert (ask.name, ask.seat, ask.who, ask.amount) == ("bribe", 1, 2, 2)
