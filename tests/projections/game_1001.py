"""A hand-built two-turn 1001 game (4 seats: 0 and 2 Day, 1 and 3 Night) and its facts.

Turn 1, Day active: Day votes 2 and 3, Night guesses 2 and 4, the Vizier bans 3 (a hit),
Aladdin flies 5R2 from space 27 with a gem gained then discarded, clouds over the limit and
a cloud lost; Day buys the stars and exchanges tokens. Turn 2, Night active: a unanimous 4,
banned by the Vizier, so the flight is grounded. Then the game ends, seat 0 winning.
"""

from __future__ import annotations

from service.app.codec import Meta
from service.games.g1001 import events as ev
from service.kit.base import Event, GameCreated

GAME = "g-hand-built"
# The teams as the rules normalise them: the projection takes them from here.
OPTIONS = {"day_seats": [0, 2], "night_seats": [1, 3]}
T0 = 1_760_000_000.0


def _m(i: int, seat: int | None = None) -> Meta:
    return Meta(at=T0 + i, command_id=None if seat is None else f"cmd-{i}", seat=seat)


def until_votes_cast() -> list[tuple[Event, Meta]]:
    """Everything up to the secret votes of turn 1 (nothing revealed yet)."""
    return [
        (GameCreated(game_type="1001", players=("ann", "bob", "cy", "di"), options=OPTIONS,
                     seed=42, content_hash="h1", created_at=T0,
                     token_hashes=("a" * 64, "b" * 64, "c" * 64, "d" * 64)), _m(0)),
        (ev.TurnBegan(turn=1, active="day", point_value=1), _m(1)),
        (ev.CloudsGained(turn=1, team="day", count=1, returned=0, clouds=3, space=None), _m(1)),
        (ev.VoteCast(turn=1, seat=0, cards=(2,)), _m(2, 0)),
        (ev.VoteCast(turn=1, seat=2, cards=(3,)), _m(3, 2)),
        (ev.VoteCast(turn=1, seat=1, cards=(2,)), _m(4, 1)),
        (ev.VizierChosen(turn=1, seat=1, team="night", direction=3, team_seats=(1, 3)), _m(5, 1)),
    ]


def rest_of_game() -> list[tuple[Event, Meta]]:
    steps = (28, 29, 30, 31, 24, 32, 40)
    flight: list[tuple[Event, Meta]] = []
    for i, space in enumerate(steps, start=1):
        flight.append((ev.AladdinMoved(turn=1, step=i, space=space), _m(10 + i)))
        if space == 29:
            flight.append((ev.GemGained(turn=1, team="day", colour="red", space=29), _m(10 + i)))
        if space == 30:
            flight.append((ev.CloudsGained(turn=1, team="day", count=2, returned=1, clouds=10,
                                           space=30), _m(10 + i)))
        if space == 31:
            flight.append((ev.GemDiscardRequired(turn=1, team="day", reason="penalty",
                                                 options=("red",), space=31), _m(10 + i)))
            flight.append((ev.GemDiscarded(turn=1, team="day", colour="red", reason="penalty",
                                           space=31, chosen_by=None), _m(10 + i)))
        if space == 24:
            flight.append((ev.CloudsLost(turn=1, team="day", count=1, clouds=9, space=24),
                           _m(10 + i)))
    return [
        (ev.VoteCast(turn=1, seat=3, cards=(4,)), _m(6, 3)),
        (ev.VotesRevealed(turn=1, votes=((0, (2,)), (2, (3,)), (1, (2,)), (3, (4,))), vizier=3),
         _m(6, 3)),
        (ev.IndividualPointsScored(turn=1, seat=1, points=1), _m(6, 3)),
        (ev.RouteBanned(turn=1, direction=3, returned=(2,)), _m(6, 3)),
        (ev.RouteSelected(turn=1, direction=2, card="5R2", pool=(2,), drawn=False), _m(6, 3)),
        *flight,
        (ev.FlightEnded(turn=1, space=40, reason="landed"), _m(18)),
        (ev.RewardBought(turn=1, team="day", seat=0, reward="stars", red=0, blue=0, green=0,
                         clouds=7, points=8), _m(19, 0)),
        (ev.TokensExchanged(turn=1, team="day", seat=2, red=0, blue=1, green=0, clouds=2,
                            points=2), _m(20, 2)),
        (ev.TurnEnded(turn=1, team="day", start_space=40), _m(21, 2)),
        (ev.TurnBegan(turn=2, active="night", point_value=1), _m(22)),
        (ev.VoteCast(turn=2, seat=1, cards=(4,)), _m(23, 1)),
        (ev.VoteCast(turn=2, seat=3, cards=(4,)), _m(24, 3)),
        (ev.VoteCast(turn=2, seat=0, cards=(4,)), _m(25, 0)),
        (ev.VizierChosen(turn=2, seat=0, team="day", direction=4, team_seats=(0, 2)), _m(26, 0)),
        (ev.VoteCast(turn=2, seat=2, cards=(1,)), _m(27, 2)),
        (ev.VotesRevealed(turn=2, votes=((1, (4,)), (3, (4,)), (0, (4,)), (2, (1,))), vizier=4),
         _m(27, 2)),
        (ev.UnanimousBonusScored(turn=2, team="night", points=3), _m(27, 2)),
        (ev.IndividualPointsScored(turn=2, seat=0, points=1), _m(27, 2)),
        (ev.RouteBanned(turn=2, direction=4, returned=(1, 3)), _m(27, 2)),
        (ev.FlightGrounded(turn=2), _m(27, 2)),
        (ev.TurnEnded(turn=2, team="night", start_space=40), _m(28, 1)),
        (ev.GameEnded(day_points=10, night_points=3, scores=(11, 4, 10, 3), winners=(0,)),
         _m(29)),
    ]


# (turn, seat, team, active, card, matched, banned), ordered as the test sorts them
VOTES = [
    (1, 0, "day", True, 2, True, False),
    (1, 1, "night", False, 2, True, None),
    (1, 2, "day", True, 3, False, True),
    (1, 3, "night", False, 4, False, None),
    (2, 0, "day", False, 4, True, None),
    (2, 1, "night", True, 4, True, True),
    (2, 2, "day", False, 1, False, None),
    (2, 3, "night", True, 4, True, True),
]
# (turn, team, direction, hit, unanimous)
VIZIERS = [(1, "night", 3, True, False), (2, "day", 4, True, True)]
# (turn, team, direction, card, drawn, grounded, start, end, steps, reason,
#  gems gained, gems lost, clouds gained, clouds lost)
FLIGHTS = [
    (1, "day", 2, "5R2", False, False, 27, 40, 7, "landed", 1, 1, 2, 2),
    (2, "night", None, None, None, True, 40, 40, 0, "grounded", 0, 0, 0, 0),
]
# (turn, team, seat, kind, reward, red, blue, green, clouds, points)
PURCHASES = [
    (1, "day", 0, "reward", "stars", 0, 0, 0, 7, 8),
    (1, "day", 2, "exchange", None, 0, 1, 0, 2, 2),
]
