"""Scenarios of voting, the Vizier, the tally and Flying Solo: positions played up to the rule
in question."""

from __future__ import annotations

from service.games.g1001 import GAME
from service.games.g1001 import events as ev
from service.games.g1001.commands import (
    BuyReward,
    CastVote,
    ChooseVizier,
    DiscardGem,
    EndTurn,
)
from service.games.g1001.state import BUYING, DAY, NIGHT
from service.kit.base import Command

from .scenes import (
    Play,
    refused,
    start_game,
)

CARDS = ("4L3", "5R2", "4R3", "5L2")


# --- voting -------------------------------------------------------------------------------------


def test_each_seat_votes_once_and_the_vizier_is_placed_once():
    play = start_game(4)  # Day: 0, 2; Night: 1, 3
    play.apply(CastVote(1, (2,)))
    assert refused(play, CastVote(1, (3,))) == "ALREADY_VOTED"
    assert refused(play, ChooseVizier(0, 2)) == "NOT_ON_TEAM"
    assert refused(play, ChooseVizier(1, 5)) == "BAD_CARD"
    play.apply(ChooseVizier(3, 2))
    assert refused(play, ChooseVizier(1, 3)) == "VIZIER_ALREADY_CHOSEN"
    assert refused(play, CastVote(0, (0,))) == "BAD_CARD"
    assert refused(play, CastVote(0, (True,))) == "BAD_CARD"
    assert refused(play, CastVote(0, (1, 2))) == "WRONG_CARD_COUNT"
    assert refused(play, CastVote(0, "1")) == "BAD_CARD"
    assert refused(play, CastVote(9, (1,))) == "NOT_A_SEAT"
    assert refused(play, BuyReward(0, "stars")) == "WRONG_PHASE"
    assert refused(play, DiscardGem(0, "red")) == "NO_PENDING_CHOICE"
    assert refused(play, Command(0)) == "UNKNOWN_COMMAND"


def test_nothing_is_revealed_until_every_vote_and_the_vizier_are_in():
    play = start_game(4)
    for seat in (0, 1, 2, 3):
        assert [type(e) for e in play.apply(CastVote(seat, (4,)))] == [ev.VoteCast]
    events = play.apply(ChooseVizier(1, 3))
    assert [type(e) for e in events[:5]] == [
        ev.VizierChosen, ev.VotesRevealed, ev.UnanimousBonusScored,
        ev.IndividualPointsScored, ev.IndividualPointsScored]


def test_a_vizier_that_bans_every_vote_grounds_the_flight():
    """Section "3 - Tallying the Votes", Fly / Stop: if all the Votes were cancelled by the
    Vizier, go directly to buying; Aladdin stays where he is."""
    play = start_game(4)
    start = play.state.start_space
    for seat in (0, 1, 2, 3):
        play.apply(CastVote(seat, (2,)))
    events = play.apply(ChooseVizier(3, 2))
    assert events[-2:] == [ev.RouteBanned(1, 2, (0, 2)), ev.FlightGrounded(1)]
    assert play.state.phase == BUYING
    assert play.apply(EndTurn(2))[0] == ev.TurnEnded(1, DAY, start)


def test_one_remaining_direction_is_flown_without_a_draw():
    play = start_game(4)
    play.apply(CastVote(0, (2,)))
    play.apply(CastVote(2, (3,)))
    play.apply(CastVote(1, (1,)))
    play.apply(CastVote(3, (1,)))
    events = play.apply(ChooseVizier(1, 3))
    selected = next(e for e in events if isinstance(e, ev.RouteSelected))
    assert (selected.direction, selected.pool, selected.drawn) == (2, (2,), False)
    assert selected.card == play.state.cards[1]
    assert play.state.individual == (0, 0, 0, 0)


def test_a_direction_voted_twice_is_twice_as_likely_to_be_drawn():
    """Section "3 - Tallying the Votes": the route is drawn among the remaining vote cards,
    not among the directions: of the cards 2, 2 and 4, direction 2 is drawn two times in
    three. The draw is a choice of one card (an index), so a repeated card counts twice."""
    play = start_game(6)  # Day: 0, 2, 4 (active); Night: 1, 3, 5
    for seat, card in ((0, 2), (2, 2), (4, 4), (1, 1), (3, 1), (5, 1)):
        play.apply(CastVote(seat, (card,)))
    play.apply(ChooseVizier(1, 3))  # bans no active card
    spec = GAME.chance(play.state)
    assert (spec.key, spec.kind, spec.items) == ("route:1", "choice", (2, 2, 4))
    drawn = []
    for index in range(3):
        branch = Play(play.state)
        selected = next(e for e in branch.resolve(index) if isinstance(e, ev.RouteSelected))
        assert (selected.pool, selected.drawn) == ((2, 2, 4), True)
        drawn.append(selected.direction)
    assert drawn == [2, 2, 4]


# --- flying solo --------------------------------------------------------------------------------


def test_two_players_both_fly_solo():
    """Section "Game with 2 or 3 players: Flying Solo": with two players both teams are one
    player; the active solo player plays 2 Vote cards, the opposing one a single Vote."""
    play = start_game(2)
    assert play.state.setup.day_seats == (0,) and play.state.setup.night_seats == (1,)
    assert refused(play, CastVote(0, (2,))) == "WRONG_CARD_COUNT"
    assert refused(play, CastVote(1, (2, 3))) == "WRONG_CARD_COUNT"
    legal = GAME.legal_commands(play.state, 0)
    pairs = [c.cards for c in legal if isinstance(c, CastVote)]
    assert len(pairs) == 10 and all(a <= b for a, b in pairs) and len(set(pairs)) == 10
    assert not any(isinstance(c, ChooseVizier) for c in legal)
    assert [c for c in GAME.legal_commands(play.state, 1) if isinstance(c, CastVote)] == [
        CastVote(1, (d,)) for d in (1, 2, 3, 4)]

    play.apply(CastVote(0, (3, 1)))  # two different cards: not unanimous
    play.apply(CastVote(1, (3,)))
    events = play.apply(ChooseVizier(1, 1))
    assert events[1] == ev.VotesRevealed(1, ((0, (1, 3)), (1, (3,))), 1)
    assert not any(isinstance(e, ev.UnanimousBonusScored) for e in events)
    assert ev.IndividualPointsScored(1, 1, 1) in events
    assert ev.RouteBanned(1, 1, (0,)) in events
    assert any(e == ev.RouteSelected(1, 3, play.state.cards[2], (3,), False)
               for e in events)


def test_a_solo_player_voting_the_same_route_twice_is_unanimous():
    """Section "Flying Solo": voting for the same direction twice is voting unanimously."""
    play = start_game(2)
    play.apply(CastVote(0, (4, 4)))
    play.apply(CastVote(1, (2,)))
    events = play.apply(ChooseVizier(1, 4))
    assert ev.UnanimousBonusScored(1, DAY, 3) in events
    assert events[-2:] == [ev.RouteBanned(1, 4, (0, 0)), ev.FlightGrounded(1)]
    assert play.state.day.points == 3


def test_three_players_one_solo_team():
    """Section "Flying Solo": with three players one team is a single player, who votes one
    card when opposing and two when active."""
    play = start_game(3)  # Day: 0, 2; Night: 1 (solo)
    assert play.state.is_solo(1) and not play.state.is_solo(0)
    assert refused(play, CastVote(1, (1, 1))) == "WRONG_CARD_COUNT"
    play.apply(CastVote(0, (2,)))
    play.apply(CastVote(2, (2,)))
    play.apply(CastVote(1, (2,)))
    events = play.apply(ChooseVizier(1, 3))
    assert ev.UnanimousBonusScored(1, DAY, 3) in events
    assert ev.IndividualPointsScored(1, 1, 1) in events
    play.settle()
    while play.state.phase != BUYING:
        play.apply(GAME.legal_commands(play.state, 0)[0])
    play.apply(EndTurn(0))
    play.settle()
    assert play.state.active == NIGHT
    assert refused(play, CastVote(1, (2,))) == "WRONG_CARD_COUNT"
    play.apply(CastVote(1, (2, 2)))
    play.apply(CastVote(0, (1,)))
    play.apply(CastVote(2, (2,)))
    events = play.apply(ChooseVizier(2, 1))
    assert ev.UnanimousBonusScored(2, NIGHT, 3) in events
    assert ev.IndividualPointsScored(2, 2, 1) in events
