"""A stored game is folded only with the content it began with (`game.Created` records its
hash). When the seeds changed since, the game is refused with ContentChanged
(FAILED_PRECONDITION through gRPC, reason CONTENT_CHANGED), never folded with other
content and never an internal error; listings still show it, as unplayable."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest

from clients.client import Client, error_info
from service.api.server import started
from service.app.application import GameApp
from service.app.errors import ContentChanged, FailedPrecondition, GameTypeRetired
from service.app.store import open_store
from service.kit.base import AUDITOR, SPECTATOR, Viewer
from tests.app.guessing_game import GAME, Guess


class ReseededRules:
    """The guessing game after its content changed: the same rules, another content hash."""

    def __init__(self, rules: Any) -> None:
        self._rules = rules

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)

    def content_hash(self, options: dict[str, Any]) -> str:
        return "reseeded-" + self._rules.content_hash(options)


@pytest.fixture
def stored_game(tmp_path: Path) -> tuple[Path, Any]:
    """A guessing game played a little, stored under the content of its day."""
    app = GameApp(open_store(tmp_path), clock=lambda: 1_000.0, rules={"guess": GAME})
    created = app.create_game("guess", ["ann", "bob"], seed=1)
    app.submit(created.game_id, Viewer(seat=0), Guess(seat=None, value=2), command_id="c1")
    return tmp_path, created


def test_a_game_whose_content_changed_is_refused_everywhere(stored_game):
    data_dir, created = stored_game
    today = GameApp(
        open_store(data_dir), auditor_token="audit", rules={"guess": ReseededRules(GAME)}
    )
    game_id, ann = created.game_id, created.tokens[0]
    calls = {
        "viewer_for": lambda: today.viewer_for(game_id, ann),
        "get": lambda: today.get(game_id, SPECTATOR),
        "submit": lambda: today.submit(game_id, Viewer(seat=1), Guess(seat=None, value=1)),
        "play": lambda: today.play(game_id, ann, Guess(seat=None, value=1), "c1"),
        "look": lambda: today.look(game_id, "audit"),
        "legal": lambda: today.legal(game_id, ann),
        "replay": lambda: today.replay(game_id, 2, AUDITOR),
    }
    for name, call in calls.items():
        with pytest.raises(ContentChanged) as refused:
            call()
        assert isinstance(refused.value, FailedPrecondition), name
        assert refused.value.code == "CONTENT_CHANGED", name
        assert "content changed" in refused.value.message, name
    then = GameApp(open_store(data_dir), rules={"guess": GAME})
    assert then.version(game_id) == created.version + 1  # nothing was recorded meanwhile


def test_a_listing_shows_a_game_whose_content_changed_as_unplayable(stored_game):
    data_dir, created = stored_game
    today = GameApp(open_store(data_dir), rules={"guess": ReseededRules(GAME)})
    fresh = today.create_game("guess", ["cy", "dee"], seed=2)
    listed = {g.game_id: g for g in today.list_games()[0]}
    old = listed[created.game_id]
    assert (old.status, old.version, old.players) == ("unplayable", 3, ("ann", "bob"))
    assert listed[fresh.game_id].status == "active"


def test_a_game_of_a_type_no_longer_served_is_refused_as_such(stored_game):
    data_dir, created = stored_game
    other = GameApp(open_store(data_dir), rules={"other": ReseededRules(GAME)})
    with pytest.raises(GameTypeRetired) as refused:
        other.get(created.game_id, SPECTATOR)
    assert isinstance(refused.value, FailedPrecondition)
    assert other.list_games()[0][0].status == "unplayable"


@pytest.fixture
def reseeded_client(stored_game) -> Iterator[tuple[Client, Any]]:
    data_dir, created = stored_game
    app = GameApp(open_store(data_dir), rules={"guess": ReseededRules(GAME)})
    with started(app) as running, Client(f"127.0.0.1:{running.port}", timeout=10) as client:
        yield client, created


def _refusal(call: Any) -> grpc.RpcError:
    with pytest.raises(grpc.RpcError) as caught:
        call()
    return caught.value


def test_through_grpc_the_refusal_names_the_changed_content(reseeded_client):
    client, created = reseeded_client
    err = _refusal(lambda: client.get_game(created.game_id, token=created.tokens[0]))
    assert err.code() != grpc.StatusCode.INTERNAL
    assert "content changed" in err.details()
    info = error_info(err)
    assert info is not None and info.reason == "CONTENT_CHANGED"


def test_through_grpc_the_refusal_is_failed_precondition(reseeded_client):
    client, created = reseeded_client
    err = _refusal(lambda: client.get_game(created.game_id, token=created.tokens[0]))
    assert err.code() == grpc.StatusCode.FAILED_PRECONDITION


class ForgetfulRules(ReseededRules):
    """The guessing game after an event type was renamed without an alias."""

    def content_hash(self, options: dict[str, Any]) -> str:
        return self._rules.content_hash(options)

    @property
    def event_types(self) -> dict[str, Any]:
        return {k: v for k, v in self._rules.event_types.items() if k != "guess.Guessed"}


def test_a_stored_event_of_a_type_the_rules_no_longer_know_is_refused_not_a_fault(stored_game):
    data_dir, created = stored_game
    today = GameApp(open_store(data_dir), rules={"guess": ForgetfulRules(GAME)})
    for call in (lambda: today.get(created.game_id, SPECTATOR),
                 lambda: today.events(created.game_id, AUDITOR)):
        with pytest.raises(FailedPrecondition) as refused:
            call()
        assert refused.value.code == "EVENT_TYPE_UNKNOWN"
        assert "guess.Guessed" in refused.value.message
