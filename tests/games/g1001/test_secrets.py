"""Views are allow-lists: no seat or spectator sees another seat's unrevealed vote or the
unrevealed Vizier, and nobody sees token hashes. The checks are built so they can fail: a
canary value must be found where it is allowed (auditor, owner) and nowhere else, and a
view must not change when only a secret it may not see changes."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.games.g1001 import GAME
from service.games.g1001 import events as ev
from service.games.g1001.commands import CastVote, ChooseVizier
from service.kit.base import AUDITOR, SPECTATOR, Viewer

from .scenes import Play, created, fold_all, start_game

VOTE_CANARY = 987_654_321
VIZIER_CANARY = 987_654_322


def _json(state, viewer) -> str:
    return json.dumps(GAME.view(state, viewer), sort_keys=True)


def test_canary_votes_and_vizier_appear_only_where_allowed():
    play = start_game(5)  # Day 0, 2, 4 active; Night 1, 3
    play.apply(CastVote(0, (2,)))
    g = play.state
    g = GAME.fold(g, ev.VoteCast(1, 2, (VOTE_CANARY,)))
    g = GAME.fold(g, ev.VizierChosen(1, 3, "night", VIZIER_CANARY, (1, 3)))
    assert GAME.deadline(g) is not None  # still voting: both secrets unrevealed
    for seat in range(5):
        text = _json(g, Viewer(seat))
        assert (str(VOTE_CANARY) in text) == (seat == 2), seat
        assert (str(VIZIER_CANARY) in text) == (seat in (1, 3)), seat
    spectator = _json(g, SPECTATOR)
    assert str(VOTE_CANARY) not in spectator and str(VIZIER_CANARY) not in spectator
    auditor = _json(g, AUDITOR)
    assert str(VOTE_CANARY) in auditor and str(VIZIER_CANARY) in auditor


def test_views_never_show_token_hashes_or_the_seed():
    first = created(4, seed=8_675_309_123)
    first = type(first)(first.game_type, first.players, first.options, first.seed,
                        first.content_hash, first.created_at, ("feedface" * 8,) * 4)
    play = Play(first, random.Random(1))
    play.settle()
    for viewer in (AUDITOR, SPECTATOR, Viewer(0)):
        text = _json(play.state, viewer)
        assert "feedface" not in text and "8675309123" not in text


def test_a_seat_sees_its_own_cards_and_the_opposing_team_its_vizier():
    play = start_game(4)
    play.apply(CastVote(0, (3,)))
    play.apply(ChooseVizier(1, 4))
    v0 = GAME.view(play.state, Viewer(0))
    assert v0["you"]["vote"] == [3] and v0["you"]["team_vizier"] is None
    v3 = GAME.view(play.state, Viewer(3))
    assert v3["you"]["vote"] is None and v3["you"]["team_vizier"] == 4
    assert v0["voting"]["voted_seats"] == [0] and v0["voting"]["vizier_chosen"] is True
    assert len(v0["flight_cards"]) == 4 and all(len(c["path"]) == 7 for c in v0["flight_cards"])
    assert len(v0["board"]["spaces"]) == 64
    assert sum(len(s["gems"]) for s in v0["board"]["spaces"]) == 36


def _swap_secret(events, index, replacement):
    return [replacement if i == index else e for i, e in enumerate(events)]


def _check_secrets(play: Play) -> int:
    """For each unrevealed secret, the views of those who may not see it do not depend on it."""
    g = play.state
    first = play.created
    assert first is not None
    if GAME.deadline(g) is None and g.phase != "voting":
        return 0
    checked = 0
    turn = g.turn
    players = len(g.setup.players)
    viewers = [Viewer(s) for s in range(players)] + [SPECTATOR]
    for i, e in enumerate(play.events):
        if isinstance(e, ev.VoteCast) and e.turn == turn:
            other = tuple(c % 4 + 1 for c in e.cards)
            alt = fold_all(first, _swap_secret(play.events, i, ev.VoteCast(
                e.turn, e.seat, other)))
            blind = [v for v in viewers if v.seat != e.seat]
            seeing = [AUDITOR, Viewer(e.seat)]
        elif isinstance(e, ev.VizierChosen) and e.turn == turn:
            alt = fold_all(first, _swap_secret(play.events, i, ev.VizierChosen(
                e.turn, e.seat, e.team, e.direction % 4 + 1, e.team_seats)))
            blind = [v for v in viewers if v.seat not in e.team_seats]
            seeing = [AUDITOR] + [Viewer(s) for s in e.team_seats]
        else:
            continue
        for v in blind:
            assert GAME.view(g, v) == GAME.view(alt, v), (e, v)
        for v in seeing:  # the check has teeth: the secret is in these views
            assert GAME.view(g, v) != GAME.view(alt, v), (e, v)
        checked += 1
    return checked


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(2, 8))
def test_no_view_depends_on_a_secret_it_may_not_see(seed, players):
    play = Play(created(players, seed=seed), random.Random(seed))
    play.settle()
    checked = 0
    while play.result is None:
        if play.state.phase == "voting":
            checked += _check_secrets(play)
        for viewer in (AUDITOR, SPECTATOR, Viewer(play.rng.randrange(players))):
            json.dumps(GAME.view(play.state, viewer))
        play.random_step()
    assert checked > 0
    json.dumps(GAME.view(play.state, SPECTATOR))


def test_the_viewed_tally_matches_the_recorded_scoring():
    for seed in range(6):
        play = Play(created(2 + seed, seed=seed), random.Random(seed))
        scored: list = []

        def watch(before, e, after, scored=scored):
            if isinstance(e, ev.VotesRevealed):
                scored.clear()
            elif isinstance(e, ev.UnanimousBonusScored | ev.IndividualPointsScored):
                scored.append(e)
            elif isinstance(e, ev.RouteBanned):
                tally = GAME.view(after, SPECTATOR)["last_tally"]
                assert tally["turn"] == e.turn and tally["returned"] == list(e.returned)
                assert tally["unanimous_bonus"] == sum(
                    x.points for x in scored if isinstance(x, ev.UnanimousBonusScored))
                assert tally["individual"] == [
                    {"seat": x.seat, "points": x.points} for x in scored
                    if isinstance(x, ev.IndividualPointsScored)]

        play.on_event = watch
        play.settle()
        while play.result is None:
            play.random_step()
