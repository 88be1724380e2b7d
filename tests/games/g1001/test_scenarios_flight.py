"""Scenarios of the flight's limits, buying and the end of the game: positions set by hand
or played up to the rule in question."""

from __future__ import annotations

import pytest

from service.games.g1001 import GAME
from service.games.g1001 import events as ev
from service.games.g1001.commands import (
    BuyReward,
    CastVote,
    DiscardGem,
    EndTurn,
    ExchangeTokens,
)
from service.games.g1001.state import BUYING, DAY, NIGHT
from service.kit.base import Context, RuleViolation

from .scenes import (
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
    assert play.state.day.red == 5 and play.state.phase == BUYING


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
    moved = events.index(ev.AladdinMoved(1, 1, s[0]))
    assert events[moved:moved + 4] == [
        ev.AladdinMoved(1, 1, s[0]),
        ev.CloudsLost(1, DAY, 1, 0, s[0]),
        ev.FlightEnded(1, s[0], "out_of_clouds"),
        ev.TurnEnded(1, DAY, s[0]),
    ]
    assert play.state.aladdin == s[0]


def test_an_active_team_at_ten_clouds_takes_no_eleventh_when_preparing_to_fly():
    """Section "4 - Flying and Collecting Resources", Max 10 Clouds: "the Active team may never
    keep more than 5 Gem tokens (regardless of colour) or 10 Cloud tokens" — also the cloud
    it takes in "1 - Preparing to Fly"."""
    play = Play(scenario(board=board_with({}, 0), start=0, phase=BUYING, night=team(clouds=10)))
    assert play.apply(EndTurn(0))[:3] == [
        ev.TurnEnded(1, DAY, 0),
        ev.TurnBegan(2, NIGHT, 1),
        ev.CloudsGained(2, NIGHT, 1, 1, 10, None),
    ]
    assert play.state.night.clouds == 10


def test_a_team_out_of_clouds_buys_nothing_that_turn():
    """Section "4 - Flying and Collecting Resources", 0 Clouds = Stop!: "the flight ends
    immediately on that space. The team neither gains nor loses anything further this turn."
    So no "5 - Buying Rewards" either: no reward bought, no token exchanged; the turn ends
    there and the Starting location token moves to where Aladdin stopped (was the README's
    D11, which read "this turn" as "this flight" and let the team buy)."""
    effects = [(space(cloud_penalty=1, holes=1), ("blue",))] + [(space(cloud_bonus=3), ())] * 6
    play, s, events = _fly(effects, team(clouds=1, red=2))
    ended = events.index(ev.FlightEnded(1, s[0], "out_of_clouds"))
    assert events[ended + 1:ended + 3] == [ev.TurnEnded(1, DAY, s[0]),
                                           ev.TurnBegan(2, NIGHT, 1)]
    assert not [e for e in events if isinstance(e, (ev.RewardBought, ev.TokensExchanged))]
    assert play.state.turn == 2 and play.state.start_space == s[0]
    assert play.state.day.red == 2 and play.state.day.rewards == ()  # nothing spent
    assert not [c for c in GAME.legal_commands(play.state, 0)
                if isinstance(c, (BuyReward, EndTurn))]
    assert refused(play, BuyReward(0, "oil_lamp"))


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
                          night=team(red=2), market=g.market))
    assert refused(later, BuyReward(1, "oil_lamp")) == "REWARD_TAKEN"


def test_legal_buying_commands():
    play = _buying(clouds=7, green=1)
    legal = GAME.legal_commands(play.state, 0)
    assert legal == [BuyReward(0, "stars"),
                     ExchangeTokens(0, clouds=2), ExchangeTokens(0, clouds=4),
                     ExchangeTokens(0, clouds=6), ExchangeTokens(0, green=1),
                     ExchangeTokens(0, green=1, clouds=2), ExchangeTokens(0, green=1, clouds=4),
                     ExchangeTokens(0, green=1, clouds=6), EndTurn(0)]
    assert GAME.legal_commands(play.state, 1) == []


def test_every_exchange_the_rules_accept_is_offered():
    """Section "5 - Buying Rewards": "The Active team may spend as many Gem/Cloud tokens as
    they wish at the following rate: 1 Gem token or 2 Cloud tokens = 1 Point." Every such
    exchange is a command `decide` accepts, so `legal_commands` offers each one (bots and
    clients play only from it, the audit finds a recorded move among it), and nothing else."""
    play = _buying(clouds=5, red=1, blue=2)
    offered = {c for c in GAME.legal_commands(play.state, 2) if isinstance(c, ExchangeTokens)}
    accepted = set()
    for red in range(3):
        for blue in range(4):
            for green in range(2):
                for clouds in range(7):
                    command = ExchangeTokens(2, red, blue, green, clouds)
                    try:
                        GAME.decide(play.state, command, play.ctx)
                    except RuleViolation:
                        continue
                    accepted.add(command)
    assert len(accepted) == 2 * 3 * 3 - 1  # red 0-1, blue 0-2, clouds 0/2/4, not nothing
    assert offered == accepted


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
    assert g.individual == (10, 10, 10, 10)
    result = play.result
    assert result.scores == (22, 22, 22, 22) and result.winners == (0, 1, 2, 3)
    assert result.details == {"day_points": 12, "night_points": 12,
                              "individual": (10, 10, 10, 10)}
    for seat in range(4):
        assert GAME.legal_commands(g, seat) == []
    with pytest.raises(RuleViolation) as info:
        GAME.decide(g, EndTurn(0), Context())
    assert info.value.code == "GAME_OVER"
