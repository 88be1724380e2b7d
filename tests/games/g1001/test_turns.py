"""Voting, the Vizier, Flying Solo, the flight's limits, buying and the end of the game."""

from __future__ import annotations

import pytest

from service.games.g1001 import RULES
from service.games.g1001 import events as ev
from service.games.g1001.commands import (
    BuyReward,
    CastVote,
    ChooseVizier,
    DiscardGem,
    EndTurn,
    ExchangeTokens,
)
from service.games.g1001.state import BUYING, DAY, NIGHT
from service.kit.base import Command, Context, RuleViolation

from .helpers import (
    Play,
    board_with,
    ground_turn,
    path,
    refused,
    scenario,
    space,
    start_game,
    team,
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
    start = play.state.progress.start_space
    for seat in (0, 1, 2, 3):
        play.apply(CastVote(seat, (2,)))
    events = play.apply(ChooseVizier(3, 2))
    assert events[-2:] == [ev.RouteBanned(1, 2, (0, 2)), ev.FlightGrounded(1)]
    assert play.state.progress.phase == BUYING
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
    assert selected.card == play.state.round.cards[1]
    assert play.state.progress.individual == (0, 0, 0, 0)


def test_a_direction_voted_twice_is_twice_as_likely_to_be_drawn():
    """Section "3 - Tallying the Votes": the route is drawn among the remaining vote cards,
    not among the directions: of the cards 2, 2 and 4, direction 2 is drawn two times in
    three. The draw is a choice of one card (an index), so a repeated card counts twice."""
    play = start_game(6)  # Day: 0, 2, 4 (active); Night: 1, 3, 5
    for seat, card in ((0, 2), (2, 2), (4, 4), (1, 1), (3, 1), (5, 1)):
        play.apply(CastVote(seat, (card,)))
    play.apply(ChooseVizier(1, 3))  # bans no active card
    spec = RULES.chance(play.state)
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
    legal = RULES.legal_commands(play.state, 0)
    pairs = [c.cards for c in legal if isinstance(c, CastVote)]
    assert len(pairs) == 10 and all(a <= b for a, b in pairs) and len(set(pairs)) == 10
    assert not any(isinstance(c, ChooseVizier) for c in legal)
    assert [c for c in RULES.legal_commands(play.state, 1) if isinstance(c, CastVote)] == [
        CastVote(1, (d,)) for d in (1, 2, 3, 4)]

    play.apply(CastVote(0, (3, 1)))  # two different cards: not unanimous
    play.apply(CastVote(1, (3,)))
    events = play.apply(ChooseVizier(1, 1))
    assert events[1] == ev.VotesRevealed(1, ((0, (1, 3)), (1, (3,))), 1)
    assert not any(isinstance(e, ev.UnanimousBonusScored) for e in events)
    assert ev.IndividualPointsScored(1, 1, 1) in events
    assert ev.RouteBanned(1, 1, (0,)) in events
    assert any(e == ev.RouteSelected(1, 3, play.state.round.cards[2], (3,), False)
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
    while play.state.progress.phase != BUYING:
        play.apply(RULES.legal_commands(play.state, 0)[0])
    play.apply(EndTurn(0))
    play.settle()
    assert play.state.progress.active == NIGHT
    assert refused(play, CastVote(1, (2,))) == "WRONG_CARD_COUNT"
    play.apply(CastVote(1, (2, 2)))
    play.apply(CastVote(0, (1,)))
    play.apply(CastVote(2, (2,)))
    events = play.apply(ChooseVizier(2, 1))
    assert ev.UnanimousBonusScored(2, NIGHT, 3) in events
    assert ev.IndividualPointsScored(2, 2, 1) in events


# --- flight limits ------------------------------------------------------------------------------


def _fly(effects, day_team, start=9, direction=2):
    spaces = path(start, CARDS[direction - 1], direction)
    board = board_with(dict(zip(spaces, effects, strict=True)), start)
    play = Play(scenario(board=board, start=start, day=day_team, cards=CARDS,
                         votes=((1, (1,)),), vizier=(1, 1)))
    return play, spaces, play.apply(CastVote(0, (direction, direction)))


def test_clouds_never_exceed_ten():
    """Max 10 Clouds: an 11th cloud is returned at once."""
    effects = [(space(cloud_bonus=3), ())] * 7
    play, s, events = _fly(effects, team(clouds=8))
    gains = [e for e in events if isinstance(e, ev.CloudsGained)]
    assert gains[0] == ev.CloudsGained(1, DAY, 3, 1, 10, s[0])
    assert all(e.clouds == 10 and e.returned == 3 for e in gains[1:])
    assert play.state.day.clouds == 10


def test_a_sixth_gem_of_the_only_colour_held_goes_back_by_itself():
    effects = [(space(holes=2), ("red", "red"))] * 7
    play, s, events = _fly(effects, team(clouds=1, red=4))
    assert events[5:9] == [
        ev.AladdinMoved(1, 1, s[0]),
        ev.GemGained(1, DAY, "red", s[0]),
        ev.GemGained(1, DAY, "red", s[0]),
        ev.GemDiscarded(1, DAY, "red", "overflow", s[0], None),
    ]
    assert play.state.day.red == 5 and play.state.progress.phase == BUYING


def test_an_overflow_choice_in_the_middle_of_a_space_resumes_with_its_next_hole():
    effects = [(space(holes=2), ("red", "blue"))] + [(space(), ())] * 6
    play, s, events = _fly(effects, team(clouds=1, blue=5))
    assert events[-2:-1] == [ev.GemGained(1, DAY, "red", s[0])]  # first hole: a 6th gem
    assert events[-1] == ev.GemDiscardRequired(1, DAY, "overflow", ("blue", "red"), s[0])
    assert play.apply(DiscardGem(0, "red"))[:3] == [
        ev.GemDiscarded(1, DAY, "red", "overflow", s[0], 0),
        ev.GemGained(1, DAY, "blue", s[0]),
        ev.GemDiscarded(1, DAY, "blue", "overflow", s[0], None),
    ]
    assert play.state.day.blue == 5


def test_a_gem_penalty_with_one_colour_held_takes_it_without_asking():
    effects = [(space(gem_penalty=1), ())] + [(space(), ())] * 6
    play, s, events = _fly(effects, team(clouds=1, green=2))
    assert ev.GemDiscarded(1, DAY, "green", "penalty", s[0], None) in events
    assert play.state.day.green == 1


def test_running_out_of_clouds_skips_the_bonus_of_that_space():
    """0 Clouds = Stop!: no bonus from the space where Aladdin stops, nothing further."""
    effects = [(space(cloud_penalty=1, cloud_bonus=3), ())] * 7
    play, s, events = _fly(effects, team(clouds=1))
    assert events[-3:] == [
        ev.AladdinMoved(1, 1, s[0]),
        ev.CloudsLost(1, DAY, 1, 0, s[0]),
        ev.FlightEnded(1, s[0], "out_of_clouds"),
    ]
    assert play.state.aladdin == s[0]


# --- buying -------------------------------------------------------------------------------------


def _buying(**resources):
    return Play(scenario(board=board_with({}, 0), start=0, phase=BUYING, players=4,
                         day_seats=(0, 2), night_seats=(1, 3), day=team(**resources)))


def test_buying_refusals():
    play = _buying(clouds=5, red=1, blue=2)
    assert refused(play, BuyReward(1, "stars")) == "NOT_YOUR_TURN"
    assert refused(play, BuyReward(0, "stars")) == "CANNOT_AFFORD"
    assert refused(play, BuyReward(0, "nope")) == "UNKNOWN_REWARD"
    assert refused(play, BuyReward(0, 3)) == "UNKNOWN_REWARD"
    assert refused(play, ExchangeTokens(2, clouds=3)) == "ODD_CLOUDS"
    assert refused(play, ExchangeTokens(2, clouds=6)) == "NOT_ENOUGH_TOKENS"
    assert refused(play, ExchangeTokens(2, red=-1)) == "BAD_COUNT"
    assert refused(play, ExchangeTokens(2, red=True)) == "BAD_COUNT"
    assert refused(play, ExchangeTokens(2, green=1.0)) == "BAD_COUNT"
    assert refused(play, ExchangeTokens(2)) == "NOTHING_TO_EXCHANGE"
    assert refused(play, EndTurn(3)) == "NOT_YOUR_TURN"
    assert refused(play, CastVote(0, (1,))) == "WRONG_PHASE"
    play.apply(BuyReward(2, "magic_carpet"))
    assert refused(play, BuyReward(0, "oil_lamp")) == "ALREADY_BOUGHT"
    play.apply(ExchangeTokens(0, red=1, clouds=4))
    play.apply(EndTurn(2))
    assert play.state.day.points == 3 + 3


def test_a_reward_bought_by_one_team_is_gone_for_the_other():
    play = _buying(red=2)
    play.apply(BuyReward(0, "oil_lamp"))
    g = play.state
    later = Play(scenario(board=board_with({}, 0), start=0, phase=BUYING, turn=2, active=NIGHT,
                          night=team(red=2), market=g.progress.market))
    assert refused(later, BuyReward(1, "oil_lamp")) == "REWARD_TAKEN"


def test_legal_buying_commands():
    play = _buying(clouds=7, green=1)
    legal = RULES.legal_commands(play.state, 0)
    assert legal == [BuyReward(0, "stars"), ExchangeTokens(0, green=1),
                     ExchangeTokens(0, clouds=2), EndTurn(0)]
    assert RULES.legal_commands(play.state, 1) == []


# --- end of game --------------------------------------------------------------------------------


def test_the_game_ends_after_turn_8_and_ties_share_the_victory():
    """Section "End of Game": each player adds the team's points to their individual points;
    the highest total wins; ties share the victory."""
    play = start_game(4)
    for _ in range(7):
        ground_turn(play)
    assert play.result is None
    ground_turn(play)
    last = play.events[-1]
    assert isinstance(last, ev.GameEnded)
    g = play.state
    # every turn: unanimous +3 for the active team; both opposing seats guessed the 1
    assert (last.day_points, last.night_points) == (12, 12)
    assert g.progress.individual == (10, 10, 10, 10)
    result = play.result
    assert result.scores == (22, 22, 22, 22) and result.winners == (0, 1, 2, 3)
    assert result.details == {"day_points": 12, "night_points": 12,
                              "individual": (10, 10, 10, 10)}
    for seat in range(4):
        assert RULES.legal_commands(g, seat) == []
    with pytest.raises(RuleViolation) as info:
        RULES.decide(g, EndTurn(0), Context())
    assert info.value.code == "GAME_OVER"
