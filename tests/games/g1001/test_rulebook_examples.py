"""Every worked example of the 1001 rulebook, as given-state / when-command / then-events."""

from __future__ import annotations

from service.games.g1001 import GAME
from service.games.g1001 import events as ev
from service.games.g1001.board import flight_path
from service.games.g1001.commands import (
    BuyReward,
    CastVote,
    ChooseVizier,
    DiscardGem,
    ExchangeTokens,
)
from service.games.g1001.content import load
from service.games.g1001.state import BUYING, DAY, NIGHT
from service.kit.base import SPECTATOR

from .scenes import Play, board_with, ground_turn, path, refused, scenario, space, start_game, team

CARDS = ("4L3", "5R2", "4R3", "5L2")  # path 2 is the card "5R2", path 3 the card "4R3"


def rc(row: int, col: int) -> int:
    return row * 8 + col


# --- 1 - Preparing to Fly ------------------------------------------------------------------------


def test_path_2_flies_five_right_then_two_down():
    """Section "1 - Preparing to Fly", Edge of the board, Example 1: path 2, five spaces right
    and two spaces down."""
    card = load().flight_cards["5R2"]
    start = rc(2, 1)
    assert flight_path(start, card, 2) == (
        rc(2, 2), rc(2, 3), rc(2, 4), rc(2, 5), rc(2, 6), rc(3, 6), rc(4, 6))


def test_path_2_wraps_around_the_right_and_bottom_edges():
    """Section "1 - Preparing to Fly", Edge of the board: off the board, continue on the other
    side (Example 1 from near the lower right corner)."""
    card = load().flight_cards["5R2"]
    assert flight_path(rc(6, 5), card, 2) == (
        rc(6, 6), rc(6, 7), rc(6, 0), rc(6, 1), rc(6, 2), rc(7, 2), rc(0, 2))


def test_path_3_flies_four_down_then_three_left_wrapping():
    """Section "1 - Preparing to Fly", Edge of the board, Example 2: path 3, four spaces down
    and three spaces left."""
    card = load().flight_cards["4R3"]
    assert flight_path(rc(5, 1), card, 3) == (
        rc(6, 1), rc(7, 1), rc(0, 1), rc(1, 1), rc(1, 0), rc(1, 7), rc(1, 6))


def test_the_flight_card_example_five_left_two_up():
    """Section "1 - Preparing to Fly", The Flight cards: placed at direction 4 the card flies
    five spaces to the left and two spaces upwards."""
    card = load().flight_cards["5R2"]
    assert flight_path(rc(4, 7), card, 4) == (
        rc(4, 6), rc(4, 5), rc(4, 4), rc(4, 3), rc(4, 2), rc(3, 2), rc(2, 2))


# --- 3 - Tallying the Votes -------------------------------------------------------------------

CAMILLE, JUSTIN, SHADY, CHARLES, SALVATORE, JOHN_MICHAEL, MELANIE = range(7)
NAMES = ("Camille", "Justin", "Shady", "Charles", "Salvatore", "John-Michael", "Melanie")


def test_seven_player_tally_on_turn_four():
    """Section "3 - Tallying the Votes", the example: seven players, three on Day and four on
    Night; turn four, Night active. No unanimous vote; Camille and Justin guess a Vote and
    score a "2" token, Shady nothing; the Vizier 3 sends back Charles's and Salvatore's
    cards; Aladdin flies path 2 or 4, by a random draw."""
    play = start_game(NAMES, {"day_seats": [CAMILLE, JUSTIN, SHADY]})
    for _ in range(3):
        ground_turn(play)
    g = play.state
    assert (g.turn, g.active, g.point_value) == (4, NIGHT, 2)
    day_points, night_points = g.day.points, g.night.points
    individual = g.individual

    play.apply(CastVote(CHARLES, (3,)))
    play.apply(CastVote(SALVATORE, (3,)))
    play.apply(CastVote(JOHN_MICHAEL, (2,)))
    play.apply(CastVote(MELANIE, (4,)))
    play.apply(CastVote(CAMILLE, (3,)))
    play.apply(CastVote(JUSTIN, (2,)))
    play.apply(CastVote(SHADY, (1,)))
    tally = play.apply(ChooseVizier(CAMILLE, 3))

    assert tally == [
        ev.VizierChosen(4, CAMILLE, DAY, 3, (CAMILLE, JUSTIN, SHADY)),
        ev.VotesRevealed(4, ((0, (3,)), (1, (2,)), (2, (1,)), (3, (3,)), (4, (3,)), (5, (2,)),
                             (6, (4,))), 3),
        ev.IndividualPointsScored(4, CAMILLE, 2),
        ev.IndividualPointsScored(4, JUSTIN, 2),
        ev.RouteBanned(4, 3, (CHARLES, SALVATORE)),
    ]
    g = play.state
    assert (g.day.points, g.night.points) == (day_points, night_points)  # no unanimity bonus
    gained = [after - before for after, before in zip(g.individual, individual,
                                                      strict=True)]
    assert gained == [2, 2, 0, 0, 0, 0, 0]  # Camille, Justin: a "2" token each; Shady none
    assert g.tally.pool == (2, 4)

    tally = GAME.view(g, SPECTATOR)["last_tally"]
    assert (tally["unanimous_bonus"], tally["individual"], tally["vizier"], tally["returned"],
            tally["remaining"]) == (0, [{"seat": CAMILLE, "points": 2},
                                        {"seat": JUSTIN, "points": 2}],
                                    3, [CHARLES, SALVATORE], [2, 4])

    spec = GAME.chance(g)
    assert (spec.key, spec.kind, spec.items) == ("route:4", "choice", (2, 4))
    flown = play.resolve(1)
    assert flown[0] == ev.RouteSelected(4, 4, g.cards[3], (2, 4), True)
    assert isinstance(flown[1], ev.AladdinMoved)


# --- 4 - Flying and Collecting Resources --------------------------------------------------------


def _flight_scenario(start: int, direction: int, effects: list, day_team) -> tuple[Play, tuple]:
    """Day (seat 0, solo) is active and votes `direction` twice; Night (seat 1) votes and
    bans direction 1. The 7 spaces of that path carry `effects`, in order."""
    spaces = path(start, CARDS[direction - 1], direction)
    board = board_with({s: e for s, e in zip(spaces, effects, strict=True)}, start)
    state = scenario(board=board, start=start, day=day_team, cards=CARDS,
                     votes=((1, (1,)),), vizier=(1, 1))
    return Play(state), spaces


def test_flight_example_1():
    """Section "4 - Flying and Collecting Resources", Example 1: the team starts with no gems
    and 2 clouds and finishes with 6 clouds, 2 green and 2 red gems (the blue one discarded
    by choice on space 5). Flown on path 2 from near the lower right corner, wrapping."""
    effects = [
        (space(gem_penalty=1, holes=2), ("green", "green")),
        (space(cloud_bonus=3), ()),
        (space(holes=1), ("blue",)),
        (space(cloud_bonus=1), ()),
        (space(gem_penalty=1), ()),
        (space(holes=1), ("red",)),
        (space(holes=1), ("red",)),
    ]
    play, s = _flight_scenario(rc(6, 5), 2, effects, team(clouds=2))
    assert s == (rc(6, 6), rc(6, 7), rc(6, 0), rc(6, 1), rc(6, 2), rc(7, 2), rc(0, 2))

    events = play.apply(CastVote(0, (2, 2)))
    assert events[:4] == [
        ev.VoteCast(1, 0, (2, 2)),
        ev.VotesRevealed(1, ((0, (2, 2)), (1, (1,))), 1),
        ev.UnanimousBonusScored(1, DAY, 3),  # a solo player voting the same route twice
        ev.RouteBanned(1, 1, ()),
    ]
    assert events[4:] == [
        ev.RouteSelected(1, 2, "5R2", (2, 2), False),
        ev.AladdinMoved(1, 1, s[0]),  # -1 gem: they have none, lose none
        ev.GemGained(1, DAY, "green", s[0]),
        ev.GemGained(1, DAY, "green", s[0]),
        ev.AladdinMoved(1, 2, s[1]),
        ev.CloudsGained(1, DAY, 3, 0, 5, s[1]),
        ev.AladdinMoved(1, 3, s[2]),
        ev.GemGained(1, DAY, "blue", s[2]),
        ev.AladdinMoved(1, 4, s[3]),
        ev.CloudsGained(1, DAY, 1, 0, 6, s[3]),
        ev.AladdinMoved(1, 5, s[4]),
        ev.GemDiscardRequired(1, DAY, "penalty", ("blue", "green"), s[4]),
    ]
    assert play.state.phase == "flight"
    assert refused(play, DiscardGem(1, "blue")) == "NOT_YOUR_TURN"
    assert refused(play, DiscardGem(0, "red")) == "BAD_COLOUR"

    assert play.apply(DiscardGem(0, "blue")) == [
        ev.GemDiscarded(1, DAY, "blue", "penalty", s[4], 0),
        ev.AladdinMoved(1, 6, s[5]),
        ev.GemGained(1, DAY, "red", s[5]),
        ev.AladdinMoved(1, 7, s[6]),
        ev.GemGained(1, DAY, "red", s[6]),
        ev.FlightEnded(1, s[6], "landed"),
    ]
    d = play.state.day
    assert (d.clouds, d.red, d.blue, d.green) == (6, 2, 0, 2)
    assert play.state.phase == BUYING
    assert play.state.aladdin == s[6]


def test_flight_example_2():
    """Section "4 - Flying and Collecting Resources", Example 2: starting with 2 green, 1 red,
    1 blue and 3 clouds; a 6th gem is returned at once; the team drops to 0 clouds on space
    5 and stops there without its two gems. It finishes with 4 green gems. Flown on path 3
    (four down, three left), wrapping over the bottom and left edges."""
    effects = [
        (space(holes=1), ("green",)),
        (space(gem_penalty=1, holes=2), ("blue", "green")),
        (space(gem_penalty=1), ()),
        (space(cloud_penalty=2), ()),
        (space(cloud_penalty=2, holes=2), ("red", "red")),
        (space(cloud_bonus=3), ()),
        (space(holes=1), ("blue",)),
    ]
    play, s = _flight_scenario(rc(5, 1), 3, effects, team(clouds=3, red=1, blue=1, green=2))
    assert s == (rc(6, 1), rc(7, 1), rc(0, 1), rc(1, 1), rc(1, 0), rc(1, 7), rc(1, 6))

    events = play.apply(CastVote(0, (3, 3)))
    assert events[4:] == [
        ev.RouteSelected(1, 3, "4R3", (3, 3), False),
        ev.AladdinMoved(1, 1, s[0]),
        ev.GemGained(1, DAY, "green", s[0]),
        ev.AladdinMoved(1, 2, s[1]),
        ev.GemDiscardRequired(1, DAY, "penalty", ("blue", "green", "red"), s[1]),
    ]
    assert play.apply(DiscardGem(0, "red")) == [
        ev.GemDiscarded(1, DAY, "red", "penalty", s[1], 0),
        ev.GemGained(1, DAY, "blue", s[1]),
        ev.GemGained(1, DAY, "green", s[1]),  # the 6th gem: green x4, blue x2
        ev.GemDiscardRequired(1, DAY, "overflow", ("blue", "green"), s[1]),
    ]
    d = play.state.day
    assert (d.green, d.blue, d.red) == (4, 2, 0)
    assert play.apply(DiscardGem(0, "blue")) == [
        ev.GemDiscarded(1, DAY, "blue", "overflow", s[1], 0),
        ev.AladdinMoved(1, 3, s[2]),
        ev.GemDiscardRequired(1, DAY, "penalty", ("blue", "green"), s[2]),
    ]
    assert play.apply(DiscardGem(0, "blue")) == [
        ev.GemDiscarded(1, DAY, "blue", "penalty", s[2], 0),
        ev.AladdinMoved(1, 4, s[3]),
        ev.CloudsLost(1, DAY, 2, 1, s[3]),
        ev.AladdinMoved(1, 5, s[4]),
        ev.CloudsLost(1, DAY, 1, 0, s[4]),
        ev.FlightEnded(1, s[4], "out_of_clouds"),
        # "nothing further this turn": the turn ends there, with no buying, and the
        # Starting location token moves to where Aladdin stopped
        ev.TurnEnded(1, DAY, s[4]),
        ev.TurnBegan(2, NIGHT, 1),
        ev.CloudsGained(2, NIGHT, 1, 0, 3, None),
    ]
    d = play.state.day
    assert (d.clouds, d.red, d.blue, d.green) == (0, 0, 0, 4)
    assert play.state.start_space == s[4]


# --- 5 - Buying Rewards -------------------------------------------------------------------------


def test_buying_example():
    """Section "5 - Buying Rewards", the example: with 9 clouds and 3 gems (one green, two
    red) the team buys the stars for 7 clouds and scores 8 points, exchanges the green gem
    for 1 point, and keeps two red gems and two clouds."""
    board = board_with({}, 0)
    state = scenario(board=board, start=0, phase=BUYING,
                     day=team(clouds=9, red=2, green=1, points=4))
    play = Play(state)
    assert play.apply(BuyReward(0, "stars")) == [
        ev.RewardBought(1, DAY, 0, "stars", 0, 0, 0, 7, 8)]
    assert play.apply(ExchangeTokens(0, green=1)) == [
        ev.TokensExchanged(1, DAY, 0, 0, 0, 1, 0, 1)]
    d = play.state.day
    assert (d.clouds, d.red, d.blue, d.green, d.points, d.rewards) == (2, 2, 0, 0, 13, ("stars",))
    assert "stars" not in play.state.market
    assert refused(play, BuyReward(0, "oil_lamp")) == "ALREADY_BOUGHT"  # max 1 card per turn
