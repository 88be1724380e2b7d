"""The game inside the application layer (a GameApp given only this game's rules): chance is
settled and recorded, the pile order stays secret, the stored game folds back to the same."""

from __future__ import annotations

import random

import pytest

from service.app.application import GameApp
from service.app.errors import InvalidArgument
from service.app.store import open_store
from service.games.treasures import GAME
from service.kit.base import AUDITOR, SPECTATOR


@pytest.fixture
def app(tmp_path) -> GameApp:
    return GameApp(open_store(tmp_path), auditor_token="audit", rules={"treasures": GAME})


def play_to_the_end(app: GameApp, game_id: str, tokens, seed: int) -> int:
    rng = random.Random(seed)
    seats = [app.viewer_for(game_id, t) for t in tokens]
    commands = 0
    while app.get(game_id, SPECTATOR).status == "active":
        acting = [v for v in seats if app.legal(game_id, tokens[v.seat]).commands]
        assert len(acting) == 1  # exactly one seat acts at a time
        app.submit(game_id, acting[0], rng.choice(app.legal(game_id, tokens[acting[0].seat])
                                                  .commands))
        commands += 1
    return commands


def test_creating_deals_the_cave_and_shuffles_the_pile_in_secret(app):
    created = app.create_game("treasures", ["ann", "bob"], seed=11)
    assert created.version == 3
    ann = app.viewer_for(created.game_id, created.tokens[0])
    seen = app.events(created.game_id, ann)
    assert [e.type for e in seen] == [
        "game.Created",
        "treasures.CardsDealt",
        "treasures.ProvisionShuffled",
    ]
    assert seen[2].redacted and seen[2].data == {"size": 41}
    assert len(app.events(created.game_id, AUDITOR)[2].data["order"]) == 41
    view = app.get(created.game_id, ann).view
    assert (view["phase"], view["current_seat"], view["pile_size"]) == ("placing", 0, 41)
    assert [key for key in view if "pile" in key] == ["pile_size"]


def test_bad_options_are_an_invalid_argument(app):
    with pytest.raises(InvalidArgument):
        app.create_game("treasures", ["ann", "bob"], options={"variant": "solo"})


@pytest.mark.parametrize("variant", ["classic", "big_luck"])
def test_a_whole_game_through_the_application_folds_back_the_same(tmp_path, app, variant):
    created = app.create_game("treasures", ["ann", "bob", "cy"], {"variant": variant}, seed=5)
    play_to_the_end(app, created.game_id, created.tokens, seed=5)
    snapshot = app.get(created.game_id, AUDITOR)
    assert snapshot.result is not None
    types = [e.type for e in app.events(created.game_id, AUDITOR)]
    assert types[-1] == "treasures.GameEnded"
    if variant == "big_luck":
        turns = types.count("treasures.TurnBegan")
        assert types.count("treasures.DieRolled") == turns  # one recorded roll per turn
    again = GameApp(open_store(tmp_path), rules={"treasures": GAME})
    assert again.get(created.game_id, AUDITOR).view == snapshot.view
    assert again.replay(created.game_id, 3, SPECTATOR).view["phase"] == "placing"


def test_the_same_seed_and_commands_give_the_same_stored_events(tmp_path):
    streams = []
    for run in range(2):
        app = GameApp(open_store(tmp_path / str(run)), rules={"treasures": GAME})
        created = app.create_game("treasures", ["ann", "bob"], {"variant": "big_luck"}, seed=99)
        play_to_the_end(app, created.game_id, created.tokens, seed=3)
        streams.append([(e.type, e.data) for e in app.events(created.game_id, AUDITOR)][1:])
    assert streams[0] == streams[1]
