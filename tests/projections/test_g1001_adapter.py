"""1001's projection adapter on its own: teams from the options, the tally read from its
recorded events, the winning team, the turn-1 start space."""

from __future__ import annotations

from projections.games import g1001 as h
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.games.g1001 import events as ev
from service.kit.base import GameCreated


def created(options: dict) -> GameCreated:
    return GameCreated(game_type="1001", players=("a", "b", "c"), options=options, seed=1,
                       content_hash="h", created_at=0.0)


def run(track: GameTrack, events: list) -> Rows:
    """The events through the adapter's routes, as the projector calls them."""
    rows, meta = Rows(), Meta(at=1.0)
    for e in events:
        if e.TYPE in h.RAW_ROUTES:
            h.RAW_ROUTES[e.TYPE](track, b"{}", rows)
        elif e.TYPE in h.ROUTES:
            h.ROUTES[e.TYPE](track, e, meta, rows)
    return rows


TEAMS = {"day_seats": [0, 2], "night_seats": [1]}
# Night (seat 1, solo: two cards) active on 3, 3; Day guesses 3 (seat 0) and 1 (seat 2);
# the Vizier bans 1: nothing sent back. Unanimous.
TURN_2 = [
    ev.TurnBegan(turn=2, active="night", point_value=1),
    ev.VizierChosen(turn=2, seat=2, team="day", direction=1, team_seats=(0, 2)),
    ev.VotesRevealed(turn=2, votes=((0, (3,)), (1, (3, 3)), (2, (1,))), vizier=1),
    ev.UnanimousBonusScored(turn=2, team="night", points=3),
    ev.IndividualPointsScored(turn=2, seat=0, points=1),
    ev.RouteBanned(turn=2, direction=1, returned=()),
]


def test_teams_come_from_the_options_and_the_tally_from_its_events():
    track = GameTrack("g", "1001", state=h.new_state(created(TEAMS)))
    rows = run(track, TURN_2)
    assert sorted(rows.tables["g1001_votes"]) == [
        ("g", 2, 0, "day", False, 3, True, None),
        ("g", 2, 1, "night", True, 3, True, False),  # a solo active seat: two cards
        ("g", 2, 1, "night", True, 3, True, False),
        ("g", 2, 2, "day", False, 1, False, None),
    ]
    assert rows.tables["g1001_viziers"] == [("g", 2, "day", 1, False, True)]


def test_the_secret_vizier_is_not_read_and_no_row_comes_before_the_ban():
    assert ev.VizierChosen.TYPE not in h.ROUTES and ev.VoteCast.TYPE not in h.ROUTES
    track = GameTrack("g", "1001", state=h.new_state(created(TEAMS)))
    assert not any(run(track, TURN_2[:-1]).tables.values())


def test_the_recorded_tally_is_what_the_rows_say():
    """The rows repeat the recorded outcome: a scorer is `matched`, a seat sent back by
    the ban is `banned` and makes a hit, the bonus event makes the turn unanimous."""
    track = GameTrack("g", "1001", state=h.new_state(created(TEAMS)))
    rows = run(track, [
        ev.TurnBegan(turn=3, active="day", point_value=2),
        ev.VotesRevealed(turn=3, votes=((0, (2,)), (1, (4,)), (2, (4,))), vizier=4),
        ev.IndividualPointsScored(turn=3, seat=1, points=2),
        ev.RouteBanned(turn=3, direction=4, returned=(2,)),
    ])
    assert sorted(rows.tables["g1001_votes"]) == [
        ("g", 3, 0, "day", True, 2, False, False),
        ("g", 3, 1, "night", False, 4, True, None),
        ("g", 3, 2, "day", True, 4, True, True),
    ]
    assert rows.tables["g1001_viziers"] == [("g", 3, "night", 4, True, False)]


def test_without_team_options_the_public_tally_events_tell_the_teams():
    track = GameTrack("g", "1001", state=h.new_state(created({})))
    rows = run(track, [
        ev.TurnBegan(turn=1, active="day", point_value=1),
        ev.VotesRevealed(turn=1, votes=((0, (2,)), (1, (2,)), (2, (3,))), vizier=3),
        ev.IndividualPointsScored(turn=1, seat=1, points=1),
        ev.RouteBanned(turn=1, direction=3, returned=(2,)),
    ])
    teams = {r[2]: r[3] for r in rows.tables["g1001_votes"]}
    assert teams == {0: None, 1: "night", 2: "day"}  # seat 0 said nothing public


def test_winning_team_is_the_team_of_every_winner_or_a_tie():
    state = h.new_state(created(TEAMS))
    end = ev.GameEnded(day_points=5, night_points=9, scores=(12, 12, 5), winners=(0, 1))
    assert h.winning_team(state, end) == "tie"
    end = ev.GameEnded(day_points=5, night_points=9, scores=(12, 9, 5), winners=(0,))
    assert h.winning_team(state, end) == "day"  # individual points beat the team track
    unknown = h.new_state(None)
    assert h.winning_team(unknown, end) == "night"  # teams unknown: the track decides


def test_the_game_end_gives_the_results_row_only():
    track = GameTrack("g", "1001", state=h.new_state(created(TEAMS)))
    rows = run(track, [ev.GameEnded(day_points=5, night_points=9, scores=(12, 9, 5),
                                    winners=(0,))])
    assert rows.tables == {"g1001_results": [("g", "day", 5, 9)]}
    assert track.result is None and not track.finished  # the `games` end is central


def test_turn_one_start_is_one_step_back_from_the_first_space_wrapping():
    assert h._step_back(0, 2) == 7  # flew right from the row's last column
    assert h._step_back(0, 3) == 56  # flew down from the bottom row
    assert h._step_back(63, 1) == 7  # flew up from the top row
    assert h._step_back(9, 4) == 10
