"""Who sees a recorded draw once the game is over: everyone, as the seed is public then —
except a draw that made a seat's own event (Emira's goal dealt: that seat's), and one whose
items the rules keep secret (Aladdin's Dragons' thief takes a treasure at random from the
victim's hand: the hand is the victim's alone). The auditor sees every draw; while the
game runs, nobody else sees any."""

from __future__ import annotations

import random
from pathlib import Path

from service.app.application import GameApp
from service.app.store import open_store
from service.kit.base import AUDITOR, SPECTATOR
from service.kit.random_player import pick


def _finished(app: GameApp, game_type: str, seats: int, seed: int):
    created = app.create_game(game_type, [f"p{i}" for i in range(seats)], seed=seed)
    viewers = [app.viewer_for(created.game_id, t) for t in created.tokens]
    rng = random.Random(seed)
    while app.get(created.game_id, SPECTATOR).status == "active":
        viewer = rng.choice([v for v in viewers
                             if app.legal(created.game_id, created.tokens[v.seat]).commands])
        app.submit(created.game_id, viewer, pick(
            rng, app.legal(created.game_id, created.tokens[viewer.seat]).commands))
    return created.game_id, viewers


def _draws(app: GameApp, game_id: str, viewer) -> dict[int, dict]:
    return {e.version: e.draw for e in app.events(game_id, viewer) if e.draw is not None}


def test_a_thiefs_draw_from_a_hand_stays_the_victims(tmp_path: Path) -> None:
    app = GameApp(open_store(tmp_path), auditor_token="audit")
    for seed in range(40):
        game_id, viewers = _finished(app, "dragons", 3, seed)
        every = _draws(app, game_id, AUDITOR)
        thefts = {v: d for v, d in every.items() if d["key"].startswith("thief:")}
        if thefts:
            break
    else:
        raise AssertionError("no thief's draw in 40 games")
    for version, draw in thefts.items():
        (victim,) = draw["audience"]
        for viewer in viewers:
            assert (version in _draws(app, game_id, viewer)) == (viewer.seat == victim)
        assert version not in _draws(app, game_id, SPECTATOR)
    # Every other draw is everyone's now.
    assert set(_draws(app, game_id, SPECTATOR)) == set(every) - set(thefts)


def test_a_draw_that_made_a_seats_own_event_stays_that_seats(tmp_path: Path) -> None:
    app = GameApp(open_store(tmp_path), auditor_token="audit")
    game_id, viewers = _finished(app, "emira", 3, 1)
    dealt = [e for e in app.events(game_id, AUDITOR)
             if e.type == "emira.GoalDealt" and e.draw is not None]
    assert dealt
    goals = {e.version: e.data["seat"] for e in dealt}
    for viewer in viewers:
        seen = _draws(app, game_id, viewer)
        for version, owner in goals.items():
            assert (version in seen) == (viewer.seat == owner)
    assert not set(goals) & set(_draws(app, game_id, SPECTATOR))
