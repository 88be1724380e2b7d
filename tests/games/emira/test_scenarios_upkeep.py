"""Upkeep (rulebook 4.7, 8.2) and the princesses who cost gold in it (7.3 Xenia, Suleika):
positions set by hand at the upkeep of a seeded game, played on by the rules."""

from __future__ import annotations

from service.games.emira import GAME, course, upkeep
from service.games.emira import events as ev
from service.games.emira.commands import PayXenia, RefuseXenia
from service.games.emira.princesses import join
from service.games.emira.state import UPKEEP
from service.games.emira.state import upkeep as upkeep_of
from service.kit.base import AuditorOnly, Context, ResolveChance
from service.kit.records import evolve

from .scenes import NOW, at_bidding, of_type, record, until


def _plain(play, gold: int = 1000):
    """Every sheik alike: no princess, no possessions, `gold` gold; nobody in play."""
    for seat in range(play.state.n):
        play.sheik(seat, princesses=(), sections=0, counters=(0, 0, 0), status=(), camels=0,
                   caravans=(), gold=gold, looks=(), track=0)
    play.board(active=(), later=(), undecided=())
    return play


def _draw(play, outcome) -> list:
    """The chance player's draw due now comes out as `outcome` (nothing settled after it)."""
    spec = GAME.chance(play.state)
    decision = GAME.decide(play.state, ResolveChance(None, spec.key, outcome), Context(NOW))
    play.state = decision.state
    play.events += decision.events
    return list(decision.events)


def _upkeep(play) -> list:
    """The upkeep phase begins (Xenia's step first) and runs until a seat or a draw is due."""
    g = play.state
    play.state = GAME.fold(g, ev.PhaseBegan(g.turn, UPKEEP, course.next_seat(g, UPKEEP, ()),
                                            "xenia"))
    return play.rest()


# --- upkeep and tumults ----------------------------------------------------------------------


def test_gold_exactly_the_upkeep_pays_it_without_a_tumult():
    """4.7: "You must pay 50 gold for each princess … If you cannot pay your full upkeep
    costs, there will be a tumult": exactly enough gold pays it in full."""
    play = _plain(at_bidding())
    play.sheik(1, princesses=("asima", "thara"), gold=100)
    events = _upkeep(play)
    assert ev.UpkeepPaid(1, 100, True) in events
    assert not [e for e in events if e == ev.StageReached("tumult")]
    s = play.state.sheiks[1]
    assert s.gold == 0 and s.princesses == ("asima", "thara")


def test_a_big_tumult_shuffles_the_leavers_together_under_the_deck():
    """8.2: "The princesses who leave are shuffled together and placed face-down at the
    bottom of the Emira deck": a chance shuffle, recorded, its order the auditor's."""
    play = _plain(at_bidding(advanced=True))
    play.sheik(1, princesses=("asima", "thara", "marjana"), sections=1, gold=60)
    deck = tuple(p for p in play.state.decks.emira if p not in ("asima", "thara", "marjana"))
    play.state = evolve(play.state, decks=evolve(play.state.decks, emira=deck))
    _upkeep(play)
    assert (play.state.stage, play.state.seat) == ("tumult", 1)  # the others paid nothing
    for leaver in ("thara", "asima"):  # drawn one at a time until he can pay the rest
        spec = GAME.chance(play.state)
        assert spec.kind == "choice"
        _draw(play, spec.items.index(leaver))
        if leaver == "thara":
            assert play.state.sheiks[1].princesses == ("asima", "marjana")
    spec = GAME.chance(play.state)
    assert spec is not None and spec.kind == "shuffle"
    assert sorted(spec.items) == ["asima", "thara"]
    assert play.state.decks.emira == deck + ("thara", "asima")  # as drawn, seen by all
    events = _draw(play, ("asima", "thara"))
    (shuffled,) = of_type(events, ev.TumultShuffled)
    assert shuffled == ev.TumultShuffled(1, ("asima", "thara"))
    assert isinstance(shuffled, AuditorOnly) and shuffled.audience() == frozenset()
    assert "order" not in shuffled.redacted()
    assert play.state.decks.emira == deck + ("asima", "thara")  # as shuffled
    assert play.state.sheiks[1].princesses == ("marjana",) and play.state.sheiks[1].gold == 10


def test_a_basic_tumult_has_nothing_to_shuffle():
    """4.7: one princess leaves and "is placed face-down at the bottom of the Emira deck"."""
    play = _plain(at_bidding())
    play.sheik(1, princesses=("asima", "thara", "marjana"), sections=1, gold=60)
    _upkeep(play)
    assert (play.state.stage, play.state.seat) == ("tumult", 1)
    spec = GAME.chance(play.state)
    events = _draw(play, spec.items.index("thara"))
    assert not of_type(events, ev.TumultShuffled)
    assert play.state.decks.emira[-1] == "thara"


# --- Xenia ---------------------------------------------------------------------------------------


def test_xenia_refused_when_nobody_else_has_room_still_goes_to_the_richest_opponent():
    """7.3 Xenia: "if you refuse to pay, she leaves your palace to join the palace of the
    richest of the other sheiks … You cannot send her out of the game!" (only the first
    unpaid gift may remove her)."""
    play = _plain(at_bidding())
    play.sheik(0, princesses=("xenia",), gold=2000)
    for seat, ps, gold in ((1, ("asima", "thara"), 800), (2, ("amina", "safiya"), 900),
                           (3, ("shirin", "dunyazad"), 700)):
        play.sheik(seat, princesses=ps, gold=gold)  # full palaces: nobody else has room
    play.board(xenia=0, xenia_due=False)
    events = _upkeep(play)
    assert events[-1] == ev.DecisionAsked(0, "xenia", ("pay", "refuse"))
    moved = play.apply(RefuseXenia(0))
    assert ev.PrincessLeft("xenia", 0, "refused", "moving") in moved
    assert ev.PrincessJoined("xenia", 2) in moved and ev.XeniaGiftPaid(2, 250) in moved
    assert "xenia" not in play.state.board.removed
    assert play.state.sheiks[2].princesses == ("amina", "safiya", "xenia")
    assert play.state.board.xenia == 2


def test_xenia_unpaid_on_a_later_turn_goes_to_the_richest_opponent_even_without_room():
    """7.3 Xenia, Note: "If you cannot pay on a later third turn, you must send her to your
    richest opponent. You cannot send her out of the game!" """
    play = _plain(at_bidding())
    play.sheik(0, princesses=("xenia",), gold=100)
    for seat, ps, gold in ((1, ("asima", "thara"), 800), (2, ("amina", "safiya"), 600),
                           (3, ("shirin", "dunyazad"), 700)):
        play.sheik(seat, princesses=ps, gold=gold)
    play.board(xenia=0, xenia_due=False)
    events = _upkeep(play)
    assert ev.PrincessLeft("xenia", 0, "refused", "moving") in events
    assert ev.PrincessJoined("xenia", 1) in events and ev.XeniaGiftPaid(1, 250) in events
    assert not [e for e in events if isinstance(e, ev.PrincessLeft) and e.to == "out"]


def test_a_later_gift_he_can_pay_is_asked_though_his_upkeep_then_falls_short():
    """7.3 Xenia: "After the first gift, you may refuse to give her a gift when it is due
    … If you cannot pay on a later third turn, you must send her to your richest opponent."
    A later gift is sent on only when he cannot pay the gift itself: the upkeep test ("cannot
    pay his upkeep because of her") is printed for her first gift alone. With 300 gold and
    100 upkeep he is asked; paying leaves 50, and his upkeep has a tumult (4.7)."""
    play = _plain(at_bidding())
    play.sheik(0, princesses=("asima", "xenia"), gold=300)  # 300 < 100 upkeep + 250
    play.sheik(1, gold=900)
    play.board(xenia=0, xenia_due=False)
    events = _upkeep(play)
    assert events[-1] == ev.DecisionAsked(0, "xenia", ("pay", "refuse"))
    assert not of_type(events, ev.PrincessLeft)
    assert set(GAME.legal_commands(play.state, 0)) == {PayXenia(0), RefuseXenia(0)}
    paid = play.apply(PayXenia(0))  # the tumult's draw is settled too
    gift = paid.index(ev.XeniaGiftPaid(0, 250))
    short = paid.index(ev.UpkeepPaid(0, 50, False))  # all he has left
    assert gift < short < paid.index(ev.StageReached("tumult"))
    (left,) = of_type(paid, ev.PrincessLeft)
    assert (left.seat, left.reason, left.to) == (0, "tumult", "deck")


def test_a_later_gift_he_cannot_pay_sends_her_on_without_asking():
    """7.3 Xenia, Note: "If you cannot pay on a later third turn, you must send her to your
    richest opponent": 240 gold cannot pay the 250, so nobody is asked."""
    play = _plain(at_bidding())
    play.sheik(0, princesses=("xenia",), gold=240)
    play.sheik(1, gold=2000)
    play.board(xenia=0, xenia_due=False)
    events = _upkeep(play)
    assert not of_type(events, ev.DecisionAsked)
    assert ev.PrincessLeft("xenia", 0, "refused", "moving") in events
    assert ev.PrincessJoined("xenia", 1) in events and ev.XeniaGiftPaid(1, 250) in events


def test_xenias_first_gift_unpaid_by_her_new_sheik_removes_her():
    """7.3 Xenia, Note: "If Xenia … joins another harem and that player cannot pay his
    upkeep because of her, Xenia and only Xenia leaves and is removed from the game … this
    only happens for the first "gift" she demands of you"."""
    play = _plain(at_bidding())
    play.sheik(0, princesses=("xenia",), gold=100)
    play.sheik(1, princesses=("asima",), gold=300)  # 300 < 2 × 50 upkeep + 250
    play.sheik(2, gold=200)
    play.sheik(3, gold=100)
    play.board(xenia=0, xenia_due=False)
    events = _upkeep(play)
    assert ev.PrincessJoined("xenia", 1) in events
    assert ev.PrincessLeft("xenia", 1, "gift_unpaid", "out") in events
    assert "xenia" in play.state.board.removed


def test_xenia_back_in_play_from_the_deck_arrives_again_even_where_she_lived():
    """7.3 Xenia, Note (DECISION): "If Xenia enters play or joins another harem and that
    player cannot pay his upkeep because of her, Xenia and only Xenia leaves … this only
    happens for the first "gift" she demands of you!" Back from the bottom of the Emira deck
    (a tumult), she enters play again: her gift is due that turn and judged as a first gift,
    also in a palace she lived in before."""
    play = _plain(at_bidding())
    record(play, join, "xenia", 0)
    assert play.state.board.xenia_due
    play.state = GAME.fold(play.state, ev.XeniaGiftPaid(0, 250))
    play.state = GAME.fold(play.state, ev.PrincessLeft("xenia", 0, "tumult", "deck"))
    assert not play.state.board.xenia_due and "xenia" in play.state.sheiks[0].hosted
    play.sheik(0, princesses=("asima",), gold=300)  # 300 < 2 × 50 upkeep + 250
    record(play, join, "xenia", 0)
    assert play.state.board.xenia_due and play.state.board.xenia == 0
    events = _upkeep(play)
    assert ev.PrincessLeft("xenia", 0, "gift_unpaid", "out") in events
    assert "xenia" in play.state.board.removed


def _undecided_xenia(play, gold: int) -> int:
    """Xenia undecided between four sheiks alike in gold and status; the first player has no
    princess (pays no upkeep), each other sheik one. Returns the first player."""
    _plain(play, gold)
    first = play.state.first
    for seat in range(4):
        if seat != first:
            play.sheik(seat, princesses=(("asima", "thara", "amina", "safiya")[seat],))
    play.board(undecided=("xenia",))
    return first


def test_xenia_joining_during_upkeep_is_paid_that_turn():
    """7.3 Xenia: "When she first arrives in the game, she chooses the richest sheik. He must
    pay her the 250 gold gift that turn." An undecided Xenia who joins in the upkeep, after
    the Xenia step, is paid at once (the first player paid no upkeep: he is the richest once
    the others have paid theirs)."""
    play = at_bidding()
    first = _undecided_xenia(play, 1000)
    events = _upkeep(play)
    joined = events.index(ev.PrincessJoined("xenia", first, "gold"))
    assert ev.XeniaGiftPaid(first, 250) in events[joined:]
    assert play.state.sheiks[first].gold == 750 and play.state.board.xenia == 2
    assert not play.state.board.xenia_due


def test_xenia_joining_after_her_sheik_paid_his_upkeep_is_judged_on_her_gift_alone():
    """7.3 Xenia, Note: she leaves "if … that player cannot pay his upkeep because of her":
    her sheik had paid his upkeep for the turn when she joined, so 280 gold pays her 250."""
    play = at_bidding()
    first = _undecided_xenia(play, 280)
    events = _upkeep(play)
    assert ev.XeniaGiftPaid(first, 250) in events
    assert "xenia" in play.state.sheiks[first].princesses


def test_xenia_joining_during_upkeep_asks_again_every_third_turn_from_then():
    """7.3 Xenia: "She demands a special gift of 250 gold every 3rd game turn … During the
    upkeep phase of each turn, remove one of these markers. If there is no marker … you must
    pay her 250 gold gift again": joined and paid in turn T, asked again in turn T + 3."""
    play = at_bidding()
    first = _undecided_xenia(play, 1000)
    start = play.state.turn
    events = _upkeep(play)
    assert ev.XeniaGiftPaid(first, 250) in events
    others = iter(("marjana", "tawaddud", "shirin", "dunyazad", "jamila"))
    for seat in range(4):  # full palaces: the households stay as they are
        s = play.state.sheiks[seat]
        play.sheik(seat, princesses=s.princesses + (next(others),) * (2 - len(s.princesses)))
    turn = play.state.turn
    events = until(play, lambda g: g.ask is not None and g.ask.name == "xenia")
    removed = []
    for e in events:
        if isinstance(e, ev.TurnBegan):
            turn = e.turn
        elif isinstance(e, ev.XeniaMarkerRemoved):
            removed.append((turn, e.markers))
    assert removed == [(start + 1, 1), (start + 2, 0)]
    assert play.state.turn == start + 3 and play.state.ask.seat == first


# --- Suleika -----------------------------------------------------------------------------------


def test_suleikas_100_for_a_princess_who_joins_after_upkeep_are_paid_next_upkeep():
    """7.3 Suleika: "Each time a new princess joins your palace while Suleika is living there,
    you must pay her a special one-time upkeep of 100 gold": a princess who joins after her
    sheik paid this turn's upkeep is paid for in the next upkeep, not forgotten."""
    play = _plain(at_bidding())
    play.sheik(1, princesses=("suleika",), gold=1000, paid=True)
    play.state = evolve(play.state, phase=UPKEEP, stage="pay", seat=-1, done=(0, 1, 2, 3))
    assert of_type(record(play, join, "asima", 1), ev.DuesOwed) == [ev.DuesOwed(1, 100)]
    turn = play.state.turn
    events = play.rest() + until(play, lambda g: g.turn == turn + 2)
    (paid,) = [e for e in of_type(events, ev.UpkeepPaid) if e.seat == 1]  # turn + 1's
    assert paid.amount == 100 + 2 * 50
    assert upkeep_of(play.state.sheiks[1], play.state.content) == 2 * 50  # one-time


def test_suleikas_dues_still_vanish_when_she_leaves_before_the_upkeep():
    """7.3 General Note: "For Suleika, Janan and Xenia, the effect wears off"."""
    play = _plain(at_bidding())
    play.sheik(1, princesses=("suleika",), gold=1000)
    record(play, join, "asima", 1)
    play.state = GAME.fold(play.state, ev.PrincessLeft("suleika", 1, "tumult", "deck"))
    assert upkeep_of(play.state.sheiks[1], play.state.content) == 50
    assert upkeep.xenia_owner(play.state) is None
