"""Aladdin's Dragons' Artifact and Spell Cards beyond the worked examples: when each card may
be played, on what, and what a countered card leaves unchanged (each test names the
rulebook section it reads, or the README's DESIGNED card it pins)."""

from __future__ import annotations

import pytest

from service.games.dragons import GAME
from service.games.dragons import events as ev
from service.games.dragons.commands import BuyArtifact, Decline, Pass, PlayCard, TakeTreasure
from service.games.dragons.state import NO_EFFECTS, Hero
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


def board(g, heroes: dict[str, list[tuple[int, int]]]):
    """Phase two's board (the palace rooms of `g.row`) with those (seat, number) heroes
    face down where given."""
    locations = [f"cave:{n}" for n in g.setup.table.caves] + ["tent", "caravanserai"]
    locations += [f"room:{card}" for card in g.row]
    return edit(g, heroes=tuple((loc, tuple(Hero(s, v) for s, v in heroes.get(loc, ())))
                                for loc in locations))


def test_desert_wind_never_takes_a_hero_out_of_a_palace_room() -> None:
    """Palace rooms: "A hero card cannot be removed in order to reduce a player's bid" —
    Desert Wind (DESIGNED: move one's own face-down hero) moves it from a cave, the tent or
    the caravanserai, never out of a palace room, where its number is the price."""
    g = empty_hands(offering(placing(3), "lamp#1"))
    g = board(g, {ROOM: [(0, 3)], "cave:3": [(0, 2)]})
    g = edit_hand(g, 0, spells=("desert_wind",))
    winds = [c for c in GAME.legal_commands(g, 0) if isinstance(c, PlayCard)]
    assert winds and {c.location for c in winds} == {"cave:3"}
    with pytest.raises(RuleViolation) as refused:
        play(g, PlayCard(0, "desert_wind", ROOM, 0, to="tent"))
    assert refused.value.code == "BID_REDUCED"
    _, events = play(g, PlayCard(0, "desert_wind", "cave:3", 0, to=ROOM))  # into a room: yes
    assert [(e.location, e.to) for e in of(events, ev.HeroMoved)] == [("cave:3", ROOM)]


# --- a countered spell changes nothing -----------------------------------------------------


def countered(spell: str, caster: int, heroes: list[tuple[int, int]], *, guard: str | None,
              treasures: tuple[str, ...] = ()):
    """A palace room with those heroes (start player 0) and `guard`'s card; `caster` casts
    `spell` on the room — in its reveal window, or on his purchase for a payment spell —
    and seat 2 answers with a counterspell; every window then passes."""
    g = empty_hands(offering(placing(3), "lamp#1"))
    g = edit_hand(g, caster, spells=(spell,), treasures=treasures)
    g = edit_hand(g, 2, artifacts=("counterspell#1",))
    locations = {"guard": [], ROOM: heroes} if guard else {ROOM: heroes}
    g, _ = go(resolving(g, locations, guard=guard))
    while g.window is not None and g.window.about == "revealed:guard":
        g, _ = play(g, Pass(g.window.responder))
    assert g.window is not None and g.window.about == f"revealed:{ROOM}"
    if GAME.content.spells[spell].effect.timing == "own_payment":
        g, _ = pass_window(g)  # cast on his own purchase, once the room is ranked
        assert decision(g).name == "buy" and decision(g).seat == caster
    else:
        while g.window.responder != caster:
            g, _ = play(g, Pass(g.window.responder))
    g, _ = play(g, PlayCard(caster, spell, ROOM))
    assert g.window.about == f"card:{spell}" and g.window.responder == 2
    g, events = play(g, PlayCard(2, "counterspell#1"))
    g, more = pass_window(g)
    resolved = of(events + more, ev.CardResolved)
    assert [(r.card, r.countered) for r in resolved] == [("counterspell#1", False), (spell, True)]
    assert g.room == NO_EFFECTS  # nothing of the spell took hold in the room
    return g


def test_a_countered_open_sesame_leaves_the_bribe_due() -> None:
    """Artifact and Spell Cards: a counterspell stops a spell (DESIGNED Open Sesame: nobody
    pays the guard there) — countered, the 3 below a guard of 4 still owes 2."""
    g = countered("open_sesame", 0, [(0, 3)], guard=GUARD_4)
    assert (decision(g).name, decision(g).amount) == ("bribe", 2)


def test_a_countered_guards_greed_leaves_the_guard_as_he_was() -> None:
    """DESIGNED Guard's Greed (the guard counts 2 more), countered: a 5 against a guard of 4
    owes no bribe."""
    g = countered("guards_greed", 1, [(0, 5)], guard=GUARD_4)
    assert (decision(g).name, decision(g).amount) == ("buy", 5)


def test_a_countered_caliphs_decree_leaves_the_tie_to_the_start_player() -> None:
    """DESIGNED Caliph's Decree (its caster wins every tie there), countered: the tie goes to
    the start player, as Phase Three says."""
    g = countered("caliphs_decree", 1, [(0, 3), (1, 3)], guard=None)
    assert [s for s, _ in g.ranking] == [0, 1] and decision(g).seat == 0


def test_a_countered_bargain_leaves_the_price() -> None:
    """DESIGNED Bargain (the caster's price 2 less), countered: the price is his 5."""
    g = countered("bargain", 0, [(0, 5)], guard=None, treasures=("gold#10",))
    assert (decision(g).name, decision(g).amount) == ("buy", 5)


def test_a_countered_alchemy_leaves_the_payment_of_one_type() -> None:
    """DESIGNED Alchemy (the next payment may mix types), countered: "All of the treasure
    cards must be of the same type"."""
    g = countered("alchemy", 0, [(0, 3)], guard=None,
                  treasures=("gold#1", "silver#1", "pearls#1"))
    with pytest.raises(RuleViolation) as mixed:
        play(g, BuyArtifact(0, ("gold#1", "pearls#1", "silver#1")))
    assert mixed.value.code == "NOT_ONE_TYPE"
    assert not [c for c in GAME.legal_commands(g, 0) if isinstance(c, BuyArtifact)]


def test_a_countered_golden_touch_leaves_the_cards_at_their_value() -> None:
    """DESIGNED Golden Touch (one card of the next payment counts 2 more), countered: a 3
    does not pay a price of 5."""
    g = countered("golden_touch", 0, [(0, 5)], guard=None, treasures=("gold#6",))
    with pytest.raises(RuleViolation) as little:
        play(g, BuyArtifact(0, ("gold#6",)))
    assert little.value.code == "TOO_LITTLE"


# --- the double and the flying carpet: at any time ---------------------------------------


def test_the_double_and_the_carpet_may_be_played_in_phase_two_on_face_down_heroes() -> None:
    """Artifact and Spell Cards: "Spells and artifacts can be cast at any time. They are
    resolved before the next player takes a turn" — the double on one's own hero, the
    flying carpet on any, face down in phase two as well (was: only in the reveal window of
    the location being resolved)."""
    g = empty_hands(offering(placing(3), "lamp#1"))
    assert g.placer == 0
    g = board(g, {ROOM: [(0, 3)], "cave:3": [(1, 2)]})
    g = edit_hand(g, 0, artifacts=("double#1", "flying_carpet#1"))
    offered = set(GAME.legal_commands(g, 0))
    assert PlayCard(0, "double#1", ROOM, 0) in offered
    assert PlayCard(0, "double#1", "cave:3", 0) not in offered  # not on another's hero
    assert {PlayCard(0, "flying_carpet#1", ROOM, 0),
            PlayCard(0, "flying_carpet#1", "cave:3", 0)} <= offered
    g, events = play(g, PlayCard(0, "double#1", ROOM, 0))
    modified = of(events, ev.HeroModified)[0]
    assert (modified.value, modified.face_down, modified.seat) == (6, True, 0)
    g, events = play(g, PlayCard(0, "flying_carpet#1", "cave:3", 0))
    assert of(events, ev.HeroModified)[0].value == 3
    assert g.placer == 0  # still his turn to place


def test_the_next_bidder_may_double_his_hero_when_his_turn_to_buy_comes() -> None:
    """Artifact and Spell Cards: "at any time" — the next highest bidder, once the winner
    declines, may double his own hero to get past the palace guard (Palace rooms: "If the
    winner is unable to or chooses not to buy the artifact, then the next highest bidder
    … may attempt")."""
    g = empty_hands(offering(placing(3), "lamp#1"))
    g = edit_hand(g, 1, artifacts=("double#1",), treasures=("gold#10",))
    g, _ = go(resolving(g, {"guard": [], ROOM: [(0, 5), (1, 2)]}, guard=GUARD_4))
    g, _ = pass_window(g)
    assert decision(g).name == "buy" and decision(g).seat == 0
    g, events = play(g, Decline(0))
    assert of(events, ev.WindowOpened)[-1].about == f"declined:0:{ROOM}"  # he may play it here
    g, _ = pass_window(g)  # or on his own stage, before he decides
    assert (decision(g).name, decision(g).seat, decision(g).amount) == ("bribe", 1, 3)
    assert PlayCard(1, "double#1", ROOM, 1) in GAME.legal_commands(g, 1)
    g, _ = play(g, PlayCard(1, "double#1", ROOM, 1))
    g, _ = pass_window(g)
    assert (decision(g).name, decision(g).seat, decision(g).amount) == ("bribe", 1, 1)


def test_every_seat_may_play_a_card_between_two_decisions_of_phase_three() -> None:
    """Artifact and Spell Cards: "Spells and artifacts can be cast at any time. They are
    resolved before the next player takes a turn." README DECISION "the moments of 'at any
    time'": a decision is its seat's own stage (he plays cards on it before deciding, and
    nobody else acts while he decides); when another decision follows at the same location
    (the next bidder's attempt, the purchase after a bribe, the next taker of a cave),
    every other seat holding a card has a window first (was: the next decision was asked
    at once). Seat 0 declines the lamp; before seat 1's attempt, seat 2 steals seat 1's
    only treasure with the Thief of Baghdad, and seat 1 cannot buy."""
    g = empty_hands(offering(placing(3), "lamp#1"))
    g = edit_hand(g, 1, treasures=("gold#9",))
    g = edit_hand(g, 2, spells=("thief_of_baghdad",))
    g, _ = go(resolving(g, {ROOM: [(0, 5), (1, 4)]}, guard=None))
    g, _ = pass_window(g)
    assert (decision(g).name, decision(g).seat) == ("buy", 0)
    assert GAME.legal_commands(g, 2) == []  # seat 0 decides on his own stage
    g, events = play(g, Decline(0))
    opened = of(events, ev.WindowOpened)[-1]
    assert (opened.about, opened.by, opened.order) == (f"declined:0:{ROOM}", 0, (2,))
    assert decision(g) is None and not of(events, ev.BribePaid)
    assert set(GAME.legal_commands(g, 2)) == {PlayCard(2, "thief_of_baghdad", player=0),
                                              PlayCard(2, "thief_of_baghdad", player=1),
                                              Pass(2)}
    g, _ = play(g, PlayCard(2, "thief_of_baghdad", player=1))
    g, _ = pass_window(g)
    assert g.hands[2].treasures == ("gold#9",) and g.hands[1].treasures == ()
    assert (decision(g).name, decision(g).seat, decision(g).amount) == ("buy", 1, 4)
    assert GAME.legal_commands(g, 1) == [Decline(1)]


def test_a_window_after_a_cave_pick_only_when_another_pick_follows() -> None:
    """Artifact and Spell Cards: "They are resolved before the next player takes a turn" —
    after the winner's pick the other seats may play before the next taker chooses; after
    the last pick the location is done and the next moment is the next location's reveal
    window (README DECISION "the moments of 'at any time'")."""
    g = empty_hands(placing(3))
    g = edit(g, caves=(("gold#1", "gold#10", "silver#5"), (), ()))
    g = edit_hand(g, 2, spells=("djinns_gift",))
    g, _ = go(resolving(g, {"cave:3": [(0, 5), (1, 2)]}))
    g, _ = pass_window(g)
    g, events = play(g, TakeTreasure(0, "gold#10"))
    assert [e.about for e in of(events, ev.WindowOpened)] == ["taken:0:cave:3"]
    g, _ = pass_window(g)
    g, events = play(g, TakeTreasure(1, "gold#1"))
    assert not [e for e in of(events, ev.WindowOpened) if e.about.startswith("taken:")]
