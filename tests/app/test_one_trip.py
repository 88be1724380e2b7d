"""One application call per request: `play` (token → seat, command, the game right after
it), `look` (token → the game) and `legal` (token → the commands and their version)."""

from __future__ import annotations

import pytest

from service.app.application import GameApp
from service.app.errors import GameNotFound, PermissionDenied, Unauthenticated, VersionConflict
from service.app.store import open_store
from service.kit.base import SPECTATOR, RuleViolation, Viewer
from tests.app.guessing_game import GAME, Guess


@pytest.fixture
def app(tmp_path) -> GameApp:
    return GameApp(
        open_store(tmp_path), clock=lambda: 1_000.0, auditor_token="audit", rules={"guess": GAME}
    )


def test_play_acts_for_the_tokens_seat_and_answers_with_the_game_right_after(app):
    created = app.create_game("guess", ["ann", "bob"], seed=1)
    played = app.play(created.game_id, created.tokens[1], Guess(seat=None, value=4))
    assert played.viewer == Viewer(seat=1)
    assert [(e.type, e.seat) for e in played.submitted.events] == [("guess.Guessed", 1)]
    assert played.snapshot.version == played.submitted.version == created.version + 1
    assert played.snapshot.viewer_seat == 1 and played.snapshot.view is None
    with_view = app.play(created.game_id, created.tokens[0], Guess(seat=None, value=2), view=True)
    assert with_view.snapshot.view == app.get(created.game_id, Viewer(seat=0)).view


def test_play_refuses_what_submit_refuses(app):
    created = app.create_game("guess", ["ann", "bob"], seed=1)
    game_id, ann = created.game_id, created.tokens[0]
    with pytest.raises(Unauthenticated):
        app.play(game_id, None, Guess(seat=None, value=1))  # a spectator
    with pytest.raises(Unauthenticated):
        app.play(game_id, "not-a-token", Guess(seat=None, value=1))
    with pytest.raises(PermissionDenied):
        app.play(game_id, "audit", Guess(seat=None, value=1))
    with pytest.raises(GameNotFound):
        app.play("nope", ann, Guess(seat=None, value=1))
    with pytest.raises(VersionConflict):
        app.play(game_id, ann, Guess(seat=None, value=1), expected_version=1)
    with pytest.raises(RuleViolation):
        app.play(game_id, ann, Guess(seat=None, value=9))
    assert app.version(game_id) == created.version


def test_play_retried_with_its_command_id_answers_the_first_result(app):
    created = app.create_game("guess", ["ann", "bob"], seed=1)
    first = app.play(created.game_id, created.tokens[0], Guess(seat=None, value=2), "c1")
    again = app.play(created.game_id, created.tokens[0], Guess(seat=None, value=2), "c1")
    assert again.submitted.duplicate and again.submitted.events == first.submitted.events
    assert again.snapshot.version == first.snapshot.version


def test_look_is_the_tokens_view(app):
    created = app.create_game("guess", ["ann", "bob"], seed=1)
    app.submit(created.game_id, Viewer(seat=0), Guess(seat=None, value=5))
    mine = app.look(created.game_id, created.tokens[0])
    assert mine.viewer == Viewer(seat=0) and mine.snapshot.view["my_guess"] == 5
    theirs = app.look(created.game_id, None, view=True)
    assert theirs.viewer == SPECTATOR and "my_guess" not in theirs.snapshot.view
    assert app.look(created.game_id, created.tokens[1], view=False).snapshot.view is None


def test_legal_gives_the_commands_with_the_version_they_belong_to(app):
    created = app.create_game("guess", ["ann", "bob"], seed=1)
    legal = app.legal(created.game_id, created.tokens[0])
    assert legal.viewer == Viewer(seat=0) and legal.game_type == "guess"
    assert legal.version == created.version
    assert list(legal.commands) == GAME.legal_commands(app.cache.get(created.game_id).state, 0)
    assert legal.commands and all(c.seat == 0 for c in legal.commands)
    app.submit(created.game_id, Viewer(seat=0), legal.commands[0])
    assert app.legal(created.game_id, created.tokens[0]).version == created.version + 1
    for token in (None, "audit"):
        assert app.legal(created.game_id, token).commands == ()
