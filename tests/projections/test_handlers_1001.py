"""1001 handlers on their own: teams, the winning team, the turn-1 start space."""

from __future__ import annotations

from projections import handlers_1001 as h
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.games.base import GameCreated
from service.games.g1001 import events as ev


def created(options: dict) -> GameCreated:
    return GameCreated(game_type="1001", players=("a", "b", "c"), options=options, seed=1,
                       content_hash="h", created_at=0.0)


def test_teams_come_from_the_options_when_no_vizier_was_seen():
    track = GameTrack("g", "1001", state=h.new_state(created({"day_seats": [0, 2],
                                                               "night_seats": [1]})))
    rows, meta = Rows(), Meta(at=1.0)
    h.on_turn_began(track, ev.TurnBegan(turn=2, active="night", point_value=1), meta, rows)
    h.on_votes_revealed(track, ev.VotesRevealed(turn=2, votes=((1, (3, 3)), (0, (3,)),
                                                                (2, (1,))), vizier=1), meta, rows)
    assert sorted(rows.tables["g1001_votes"]) == [
        ("g", 2, 0, "day", False, 3, True, None),
        ("g", 2, 1, "night", True, 3, True, False),  # a solo active seat: two cards
        ("g", 2, 1, "night", True, 3, True, False),
        ("g", 2, 2, "day", False, 1, False, None),
    ]
    assert rows.tables["g1001_viziers"] == [("g", 2, "day", 1, False, True)]


def test_winning_team_is_the_team_of_every_winner_or_a_tie():
    state = h.new_state(created({"day_seats": [0, 2], "night_seats": [1]}))
    end = ev.GameEnded(day_points=5, night_points=9, scores=(12, 12, 5), winners=(0, 1))
    assert h.winning_team(state, end) == "tie"
    end = ev.GameEnded(day_points=5, night_points=9, scores=(12, 9, 5), winners=(0,))
    assert h.winning_team(state, end) == "day"  # individual points beat the team track
    unknown = h.new_state(None)
    assert h.winning_team(unknown, end) == "night"  # teams never learnt: the track decides


def test_turn_one_start_is_one_step_back_from_the_first_space_wrapping():
    assert h._step_back(0, 2) == 7  # flew right from the row's last column
    assert h._step_back(0, 3) == 56  # flew down from the bottom row
    assert h._step_back(63, 1) == 7  # flew up from the top row
    assert h._step_back(9, 4) == 10
