"""A command acts for the seat its token proves, never for the seat the command object
carries. Through gRPC the seat is never sent; in-process callers (bots, the CLI, tests)
build command objects themselves, and one carrying another seat must not act as it."""

from __future__ import annotations

import dataclasses
import random

import pytest

from service.app.application import GameApp
from service.app.store import open_store
from service.kit.base import AUDITOR, Context, RuleViolation, Viewer
from service.kit.registry import games
from tests.app.guessing_game import GAME, Guess

NOW = 1_000.0


def test_a_command_carrying_another_seat_acts_for_the_senders_seat(tmp_path):
    app = GameApp(open_store(tmp_path), clock=lambda: NOW, rules={"guess": GAME})
    created = app.create_game("guess", ["ann", "bob"], seed=1)
    ann = app.viewer_for(created.game_id, created.tokens[0])
    done = app.submit(created.game_id, ann, Guess(seat=1, value=3))
    assert [(e.data, e.seat) for e in done.events] == [({"seat": 0, "value": 3}, 0)]
    stored = app.events(created.game_id, AUDITOR)[-1]
    assert stored.data == {"seat": 0, "value": 3} and stored.seat == 0
    view = app.get(created.game_id, AUDITOR).view
    assert view["guessed"] == [True, False]  # bob has not guessed: nobody guessed for him
    played = app.play(created.game_id, created.tokens[1], Guess(seat=0, value=4))
    bobs = played.submitted.events[0]  # then the reveal and the next round's die
    assert (bobs.type, bobs.data["seat"], bobs.seat) == ("guess.Guessed", 1, 1)


@pytest.mark.parametrize("game_type", sorted(games()))
def test_another_seats_command_is_refused_or_acts_for_the_sender(tmp_path, game_type):
    """In every registered game: seat t sends a command legal for seat s ≠ t. The app must
    do exactly what the rules do with that command acting for t: refuse it, or record
    the events it gives for t (with t as the acting seat)."""
    rules = games()[game_type]
    app = GameApp(open_store(tmp_path), clock=lambda: NOW)
    players = [f"p{i}" for i in range(rules.min_players)]
    created = app.create_game(game_type, players, options=rules.variants[0], seed=5)
    game_id = created.game_id
    seats = [Viewer(seat=i) for i in range(len(players))]
    rng = random.Random(5)
    tried = 0
    for _ in range(40):
        acting = [v for v in seats if app.legal(game_id, created.tokens[v.seat]).commands]
        if not acting or app.get(game_id, AUDITOR).status == "finished":
            break
        owner = rng.choice(acting)
        theirs = rng.choice(app.legal(game_id, created.tokens[owner.seat]).commands)
        sender = rng.choice([v for v in seats if v != owner])
        before = app.cache.get(game_id).state
        expected = _as_rules_decide(rules, before, dataclasses.replace(theirs, seat=sender.seat))
        version = app.version(game_id)
        if expected is None:
            with pytest.raises(RuleViolation):
                app.submit(game_id, sender, theirs)
            assert app.version(game_id) == version
        else:
            done = app.submit(game_id, sender, theirs)
            recorded = [(e.type, e.seat) for e in done.events[: len(expected)]]
            assert recorded == [(e.TYPE, sender.seat) for e in expected]
        tried += 1
        app.submit(game_id, owner, rng.choice(app.legal(game_id, created.tokens[owner.seat])
                                              .commands))
    assert tried >= 3


def _as_rules_decide(rules, state, command):
    try:
        return rules.decide(state, command, Context(now=NOW)).events
    except RuleViolation:
        return None
