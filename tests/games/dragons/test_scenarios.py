"""Aladdin's Dragons' rules beyond the worked examples, each naming the rulebook section it
reads (or the README's DECISION it pins)."""

from __future__ import annotations

import json

import pytest

from service.app.codec import decode
from service.games.dragons import GAME
from service.games.dragons import events as ev
from service.games.dragons.commands import (
    BuyArtifact,
    ChooseStartPlayer,
    KeepSpell,
    Pass,
    PlaceHero,
    PlayCard,
    TakeTreasure,
)
from service.games.dragons.events import EVENT_TYPES
from service.games.dragons.resolving import game_end
from service.games.dragons.state import Hand, hero_value, heroes_at, rank
from service.kit.base import Recorder, Result, RuleViolation
from tests.games.dragons.scenes import (
    decision,
    edit,
    edit_hand,
    empty_hands,
    go,
    names,
    of,
    offering,
    pass_window,
    placing,
    play,
    resolving,
)

# --- Set Up and phase one ------------------------------------------------------------------


def test_the_highest_draw_chooses_the_start_player_and_ties_redraw() -> None:
    """Set Up: "each player draws a treasure card. The player drawing the highest numbered
    treasure chooses the start player. In the event of a tie, the tied players redraw"."""
    for seed in range(30):
        from service.app.selfplay import new_game

        p = new_game(GAME, seed, 4)
        draws = of(p.events, ev.StartDrawn)
        values = [[p.state.setup.content.treasure_by_id[c].value for c in d.cards] for d in draws]
        for vs in values[:-1]:  # every draw but the last: a tie on top, redrawn
            assert vs.count(max(vs)) > 1
        last = draws[-1]
        assert values[-1].count(max(values[-1])) == 1
        chooser = last.seats[values[-1].index(max(values[-1]))]
        assert decision(p.state).seat == chooser
        for d, nxt in zip(draws, draws[1:], strict=False):  # only the tied redraw
            vs = [p.state.setup.content.treasure_by_id[c].value for c in d.cards]
            assert set(nxt.seats) == {s for s, v in zip(d.seats, vs, strict=True) if v == max(vs)}


def test_phase_one_lays_out_caves_guard_and_artifacts_as_printed() -> None:
    """Phase One: each cave gets cards "equal to the number shown"; one card face down on the
    guard; cards turned "until in a 3 player game, a number 3 or 4 … in a 4 or 5 player
    game, a number 4 or 5"; the row filled to that number. Set Up: cave 4 only with four or
    five players."""
    for players, caves, stops in ((3, (3, 2, 1), (3, 4)), (4, (4, 3, 2, 1), (4, 5))):
        g = placing(players, seed=5)
        assert g.setup.table.caves == caves
        assert [len(c) for c in g.caves] == list(caves)
        assert g.guard is not None
        content = g.setup.content
        turned = [c for c in g.discard]
        values = [content.treasure_by_id[c].value for c in turned]
        assert values[-1] in stops and all(v not in stops for v in values[:-1])
        assert len(g.row) in (values[-1], values[-1] + 1)


def test_the_last_artifact_in_the_deck_joins_the_row() -> None:
    """Phase One: "If only one artifact card remains in the unplayed deck, add this card to
    the row of artifact cards as an additional artifact"."""
    from service.games.dragons.layout import fill_row
    from service.kit.base import Recorder

    g = placing(3)
    g = edit(g, row=(), artifacts=("lamp#1", "lamp#2", "lamp#3", "scroll#1"))
    out = Recorder(g, GAME.fold)
    fill_row(out, 3)
    assert out.state.row == ("lamp#1", "lamp#2", "lamp#3", "scroll#1")
    out = Recorder(edit(g, artifacts=g.artifacts + ("scroll#2",)), GAME.fold)
    fill_row(out, 3)
    assert out.state.row == ("lamp#1", "lamp#2", "lamp#3") and out.state.artifacts == (
        "scroll#1", "scroll#2")


# --- phase two -----------------------------------------------------------------------------


def test_placing_goes_clockwise_from_the_start_player_without_passing() -> None:
    """Phase Two: "Starting with the start player, each player in turn plays one of their
    hero cards face down … Players may not pass or play out of turn"."""
    g = placing(4, start=2)
    order = []
    while g.placer >= 0:
        seat = g.placer
        order.append(seat)
        with pytest.raises(RuleViolation) as out_of_turn:
            play(g, PlaceHero((seat + 1) % 4, 1, "tent"))
        assert out_of_turn.value.code in ("NOT_YOUR_TURN", "NOT_NOW")
        g, _ = play(g, PlaceHero(seat, g.hands[seat].heroes[0], "tent"))
        g, _ = pass_window(g)
    assert order == [2, 3, 0, 1] * 5


# --- phase three ---------------------------------------------------------------------------


def test_ties_go_to_the_start_player_then_clockwise() -> None:
    """Phase Three: "Ties are broken in favour of the start player, or the next player in
    clockwise order who is involved in the tie"."""
    g = placing(4)
    g = resolving(g, {"cave:4": [(1, 3), (3, 3), (0, 2)]}, start=2)
    g, _ = go(g)
    assert [s for s, _ in g.ranking] == [3, 1, 0]
    g2, _ = go(resolving(placing(4), {"cave:4": [(1, 3), (3, 3)]}, start=1))
    assert [s for s, _ in g2.ranking] == [1, 3]


def test_the_dummy_loses_every_tie() -> None:
    """Two Player Variant: "If there is a tie between Dummy and one or more of the other
    players then the Dummy player always loses"."""
    g = resolving(empty_hands(placing(2)), {"cave:3": [(2, 4), (1, 4), (0, 1)]}, start=1)
    assert rank(g, "cave:3")[:2] == ((1, 4), (2, 4))


def test_a_cave_gives_one_card_each_in_order_and_discards_the_rest() -> None:
    """The dragons' caves: "The winner takes a treasure card of their choice … the player
    with the next highest hero total chooses … Each player may take only one card. If there
    are unclaimed treasure cards, place them on the treasure discard pile"."""
    g = empty_hands(placing(4))
    g = edit(g, caves=(("gold#1", "gold#10", "silver#5", "pearls#2"), (), (), ()))
    g, _ = go(resolving(g, {"cave:4": [(0, 5), (1, 2)]}))
    assert decision(g).seat == 0
    g, _ = play(g, TakeTreasure(0, "gold#10"))
    assert decision(g).seat == 1
    discard_before = g.discard
    g, events = play(g, TakeTreasure(1, "gold#1"))
    done = of(events, ev.LocationDone)[0]
    assert set(done.discarded) == {"silver#5", "pearls#2"}
    assert g.hands[0].treasures == ("gold#10",) and g.hands[1].treasures == ("gold#1",)
    assert set(g.discard[len(discard_before):len(discard_before) + 2]) == {"silver#5", "pearls#2"}


def test_the_dummy_takes_the_highest_cave_card() -> None:
    """Two Player Variant: "In a dragons' cave, Dummy, if present, will always take (one of)
    the highest treasure cards available" — the automaton when one card is highest; the
    seat playing the Dummy chooses among equal highest."""
    g = empty_hands(placing(2))
    g = edit(g, caves=(("gold#1", "gold#10", "silver#4"), (), ()))
    g, events = go(resolving(g, {"cave:3": [(2, 5), (0, 1)]}))
    taken = of(events, ev.TreasureTaken)
    assert taken and (taken[0].seat, taken[0].card) == (2, "gold#10")
    g = edit(empty_hands(placing(2)), caves=(("gold#10", "silver#10", "silver#4"), (), ()))
    g, _ = go(resolving(g, {"cave:3": [(2, 5), (0, 1)]}, start=0))
    ask = decision(g)
    assert ask.who == 2 and ask.seat == 1 and set(ask.options) == {"gold#10", "silver#10"}
    with pytest.raises(RuleViolation):
        play(g, TakeTreasure(1, "silver#4"))


def test_the_tent_winner_keeps_one_spell_and_gives_the_other_to_the_second() -> None:
    """Aladdin's tent: "The winner takes the top two spell cards, keeps one of them and
    gives the other spell card to the second highest bidder. If there was no second bidder,
    place the second spell card face up on the spell discard pile"."""
    g = empty_hands(placing(3))
    g, events = go(resolving(g, {"tent": [(1, 5), (2, 3)]}))
    drawn = of(events, ev.SpellsDrawn)[0]
    assert drawn.audience() == frozenset({1})
    g, events = play(g, KeepSpell(1, drawn.cards[1]))
    given = of(events, ev.SpellGiven)[0]
    assert (given.seat, given.spell) == (2, drawn.cards[0]) and given.audience() == {1, 2}
    assert g.hands[1].spells == (drawn.cards[1],) and g.hands[2].spells == (drawn.cards[0],)

    g = empty_hands(placing(3))
    g, events = go(resolving(g, {"tent": [(0, 2)]}))
    drawn = of(events, ev.SpellsDrawn)[0]
    g, events = play(g, KeepSpell(0, drawn.cards[0]))
    assert of(events, ev.SpellDiscarded)[0].spell == drawn.cards[1]
    assert g.spell_discard[-1] == drawn.cards[1]


def test_nobody_at_the_caravanserai_makes_the_left_player_start() -> None:
    """The caravanserai: "If no one bids in this location, the player to the left of the
    current start player becomes the new start player"; its winner chooses at once."""
    g, events = go(resolving(placing(4), {"caravanserai": []}, start=3))
    assert g.start == 0 and of(events, ev.StartPlayerChosen)[0].chooser == -1
    g, _ = go(resolving(placing(4), {"caravanserai": [(2, 1)]}, start=3))
    g, _ = play(g, ChooseStartPlayer(2, 2))
    assert g.start == 2


# --- artifacts and spells ------------------------------------------------------------------


def spell_scene():
    """A palace room revealed with seat 0's 3 in it; seat 1 holds Weakness; seat 2 holds
    a counterspell and Evil Eye; seat 0 holds a flying carpet."""
    g = empty_hands(placing(3))
    g = offering(g, "lamp#1")
    g = edit_hand(g, 0, artifacts=("flying_carpet#1",))
    g = edit_hand(g, 1, spells=("weakness",))
    g = edit_hand(g, 2, artifacts=("counterspell#1",), spells=("evil_eye",))
    g, _ = go(resolving(g, {"room:lamp#1": [(0, 3), (1, 2)]}))
    return g


def test_the_counterspell_stops_a_spell() -> None:
    """Artifact and Spell Cards: the counterspell stops a spell; "A used artifact card is
    placed face up in front of the player and counts"; a used spell is discarded."""
    g = spell_scene()
    assert g.window.order == (0, 1, 2)
    g, _ = play(g, Pass(0), PlayCard(1, "weakness", "room:lamp#1", 0))
    assert g.window.about == "card:weakness" and g.window.order == (2, 0)
    g, events = play(g, PlayCard(2, "counterspell#1"))
    assert g.window.order == (0,)  # from the counterspell's left: seat 1 holds nothing now
    g, events = pass_window(g)
    assert [e.countered for e in of(events, ev.CardResolved)] == [False, True]
    assert hero_value(heroes_at(g, "room:lamp#1")[0]) == 3  # Weakness had no effect
    assert "counterspell#1" in g.hands[2].used and "weakness" in g.spell_discard


def test_the_counterspell_does_not_work_against_artifacts_but_evil_eye_does() -> None:
    """Artifact and Spell Cards: the counterspell "does not work against other artifacts"
    (DESIGNED: Evil Eye, a spell, answers a flying carpet or a double)."""
    g = spell_scene()
    g, _ = play(g, PlayCard(0, "flying_carpet#1", "room:lamp#1", 0))
    assert g.window.about == "card:flying_carpet#1" and g.window.responder == 1
    g, _ = play(g, Pass(1))
    with pytest.raises(RuleViolation) as refused:
        play(g, PlayCard(2, "counterspell#1"))
    assert refused.value.code == "WRONG_TIMING"
    g, events = play(g, PlayCard(2, "evil_eye"))
    g, more = pass_window(g)
    resolved = of(events + more, ev.CardResolved)
    assert [(r.card, r.countered) for r in resolved] == [("evil_eye", False),
                                                         ("flying_carpet#1", True)]
    assert hero_value(heroes_at(g, "room:lamp#1")[0]) == 3
    assert "flying_carpet#1" in g.hands[0].used  # cancelled, still used: it counts


def test_a_window_closes_only_when_everyone_passed_since_the_last_card() -> None:
    """Artifact and Spell Cards: "Players must allow time … for other players to respond"
    (README: after a card resolves, the window it was played in is asked again from its
    player's left, that player last)."""
    g = spell_scene()
    g, _ = play(g, PlayCard(0, "flying_carpet#1", "room:lamp#1", 0))
    g, _ = play(g, Pass(1), Pass(2))
    assert g.window.about == "revealed:room:lamp#1" and g.window.order == (1, 2)
    # seat 0 holds no card any more: it is not asked again


# --- the end -------------------------------------------------------------------------------


def end(g, hands: list[Hand]) -> tuple[ev.GameEnded, Result]:
    """The game's end with these hands: its event and the result."""
    out = Recorder(edit(g, hands=tuple(hands)), GAME.fold)
    game_end(out)
    result = GAME.result(out.state)
    assert result is not None
    return out.events[0], result


FIVE = ("double#1", "double#2", "scroll#1", "scroll#2", "scroll#3")


def test_most_artifacts_win_then_lamps_then_treasure() -> None:
    """Winning the Game: "the player with the most artifact cards is the winner. Both
    unplayed artifact cards … and used artifact cards count … In the event of a tie, the
    player with the most Aladdin's lamp artifact cards is the winner. If there is still a
    tie, the player with the highest total value of unplayed treasure cards is the
    winner"."""
    g = placing(3)
    by_lamps, _ = end(g, [Hand(artifacts=FIVE), Hand(artifacts=FIVE[:4], used=("lamp#1",)),
                          Hand(artifacts=FIVE[:3])])
    assert by_lamps.winners == (1,) and by_lamps.scores == (5, 5, 3)
    by_treasure, _ = end(g, [Hand(artifacts=FIVE, treasures=("gold#10",)),
                             Hand(artifacts=FIVE, treasures=("gold#1", "gold#2")), Hand()])
    assert by_treasure.winners == (0,) and not by_treasure.replay


def test_a_tie_after_every_tie_break_is_no_winner_and_a_replay() -> None:
    """Winning the Game: "If there is still a tie, then the game should be replayed to
    determine a winner" — nobody wins this one (was: a shared win); the result says why."""
    g = placing(3)
    tied, result = end(g, [Hand(artifacts=FIVE), Hand(used=FIVE), Hand()])
    assert tied.winners == () and tied.replay
    assert result.winners == () and result.details["reason"] == "replay"


def test_the_dummy_loses_a_tie_for_first_place_too() -> None:
    """Two Player Variant: "If there is a tie between Dummy and one or more of the other
    players then the Dummy player always loses" — at the end as at every location, where it
    overrides the tie-break (the start player's there, the lamps and the treasure here):
    tied with a player on artifacts, the Dummy loses, whatever its lamps (was: the lamps
    and the treasure ranked it, and tied on everything the two shared the first place);
    alone on top, nobody wins."""
    g = placing(2)
    won, result = end(g, [Hand(artifacts=FIVE), Hand(), Hand(used=FIVE)])
    assert won.winners == (0,) and not won.replay and result.winners == (0,)
    assert [seat for seat, *_ in won.ranking] == [0, 2, 1]
    lamp = ("lamp#1",) + FIVE[1:]
    won, _ = end(g, [Hand(artifacts=FIVE), Hand(), Hand(used=lamp, treasures=("gold#10",))])
    assert won.winners == (0,) and [seat for seat, *_ in won.ranking] == [0, 2, 1]
    dummy, result = end(g, [Hand(artifacts=FIVE[:4]), Hand(), Hand(used=FIVE)])
    assert dummy.winners == () and result.details["reason"] == "dummy"
    replay, result = end(g, [Hand(artifacts=FIVE), Hand(used=FIVE), Hand(used=FIVE)])
    assert replay.winners == () and result.details["reason"] == "replay"


def test_a_player_tied_with_the_dummy_ranks_above_it_at_every_step_of_the_tie_break() -> None:
    """Two Player Variant: "If there is a tie between Dummy and one or more of the other
    players then the Dummy player always loses" — at the game's end too (Winning the Game:
    "In the event of a tie, the player with the most Aladdin's lamp artifact cards is the
    winner. If there is still a tie, … the highest total value of unplayed treasure cards
    …"). Tied on artifacts, the Dummy's lamp does not lift it over seat 0; tied on
    everything, seat 0 wins alone: one winner, no replay (the result's `replay`, and a
    stored first schema's `shared`, never true with one winner). The Dummy's artifacts are
    reported in `details["dummy_artifacts"]` and its row of the ranking, not in `scores`."""
    g = placing(2)
    lamp = ("lamp#1",) + FIVE[1:]
    by_lamp, result = end(g, [Hand(artifacts=FIVE), Hand(artifacts=FIVE[:2]), Hand(used=lamp)])
    assert by_lamp.winners == (0,) and not by_lamp.replay and result.winners == (0,)
    assert [seat for seat, *_ in by_lamp.ranking] == [0, 2, 1]
    assert result.scores == (5, 2) and result.details == {"dummy_artifacts": 5}
    full, result = end(g, [Hand(artifacts=FIVE), Hand(), Hand(used=FIVE)])
    assert full.winners == (0,) and not full.replay and result.winners == (0,)
    assert "reason" not in result.details
    # Both players tied with each other (and the Dummy): no winner, the reason said.
    replay, result = end(g, [Hand(artifacts=FIVE), Hand(used=FIVE), Hand(used=FIVE)])
    assert replay.winners == () and replay.replay and result.details["reason"] == "replay"
    assert [seat for seat, *_ in replay.ranking][-1] == 2
    # Schema 1 said `shared` when the Dummy tied its one winner: no replay there.
    stored = {"schema": 1, "data": {"winners": [0], "scores": [5, 0], "ranking": [],
                                    "shared": True}, "meta": {"at": 0.0}}
    old = decode(ev.GameEnded.TYPE, json.dumps(stored).encode(), EVENT_TYPES)[0]
    assert old == ev.GameEnded((0,), (5, 0), (), False)


def test_a_game_ends_when_all_fifteen_artifacts_are_bought() -> None:
    """Phase Three: "If all 15 artifact cards have been bought, the game is over"."""
    from service.app.selfplay import random_playout

    p = random_playout(GAME, 11, 3)
    ends = of(p.events, ev.GameEnded)
    assert len(ends) == 1 and p.events[-1] is ends[0]
    assert len(of(p.events, ev.ArtifactBought)) == 15
    assert names(p.events[-3:])[-1] == "GameEnded"


# --- payments: every one offered -----------------------------------------------------------


def test_every_payment_is_offered_and_none_with_a_needless_card() -> None:
    """Palace rooms: "the winner may pay treasure cards equal to or greater than the value of
    their hero cards … All of the treasure cards must be of the same type" — every such
    payment is offered (was: the cheapest of each type only), none with a card it does not
    need (DECISION: without any one of its cards a payment would fall short), and its cards
    in any order."""
    g = empty_hands(offering(placing(3), "lamp#1"))
    g = edit_hand(g, 0, treasures=("gold#1", "gold#2", "gold#3", "gold#4", "silver#10"))
    g, _ = go(resolving(g, {"room:lamp#1": [(0, 2)]}))
    assert (decision(g).name, decision(g).amount) == ("buy", 2)
    offered = {c.cards for c in GAME.legal_commands(g, 0) if isinstance(c, BuyArtifact)}
    assert offered == {("gold#4",), ("gold#1", "gold#2"), ("gold#1", "gold#3"),
                       ("gold#2", "gold#3"), ("silver#10",)}
    with pytest.raises(RuleViolation) as needless:
        play(g, BuyArtifact(0, ("gold#1", "gold#4")))
    assert needless.value.code == "NEEDLESS_CARD"
    _, events = play(g, BuyArtifact(0, ("gold#3", "gold#1")))
    assert of(events, ev.ArtifactBought)[0].cards == ("gold#1", "gold#3")


# --- events stored before these rules ------------------------------------------------------


def test_events_stored_with_their_first_schemas_still_read() -> None:
    """Stored games keep their history: a modifier without its place goes last (as it was
    applied), a reveal or a turn without values after modifiers had none, a shared first
    place was a tie (a replay now)."""
    def old(kind: type, data: dict) -> object:
        envelope = {"schema": 1, "data": data, "meta": {"at": 0.0}}
        return decode(kind.TYPE, json.dumps(envelope).encode(), EVENT_TYPES)[0]

    assert old(ev.HeroModified, {"location": "tent", "hero": 0, "op": "add", "amount": 1,
                                 "value": 4}) == ev.HeroModified("tent", 0, "add", 1, 4, -1,
                                                                 -1, False)
    assert old(ev.HeroesRevealed, {"location": "tent", "values": [3, 5]}) == \
        ev.HeroesRevealed("tent", (3, 5), (3, 5))
    assert old(ev.HeroTurned, {"location": "tent", "hero": 1, "value": 5}) == \
        ev.HeroTurned("tent", 1, 5, 5)
    assert old(ev.GameEnded, {"winners": [0, 1], "scores": [5, 5, 0], "ranking": [],
                              "shared": True}) == ev.GameEnded((0, 1), (5, 5, 0), (), True)
    g = resolving(placing(3), {"tent": [(0, 3)]})
    g = GAME.fold(g, ev.HeroModified("tent", 0, "mul", 2, 6, 0, 0, True))
    g = GAME.fold(g, old(ev.HeroModified, {"location": "tent", "hero": 0, "op": "add",
                                           "amount": 1, "value": 7}))
    assert heroes_at(g, "tent")[0].mods == (("mul", 2), ("add", 1))
