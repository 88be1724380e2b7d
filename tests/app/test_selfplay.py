"""Pure self-play settles chance as the application does: a playout's commands, sent to
GameApp with the same seed, record the very events the playout folded (every game)."""

from __future__ import annotations

import pytest

from service.app.application import GameApp
from service.app.codec import event_fields
from service.app.selfplay import random_playout
from service.app.store import open_store
from service.kit.base import AUDITOR
from service.kit.registry import games


@pytest.mark.parametrize("game_type", sorted(games()))
def test_a_playouts_commands_record_its_events_in_the_app(tmp_path, game_type):
    rules = games()[game_type]
    playout = next(
        p for seed in range(1, 50) if (p := random_playout(rules, seed)).scriptable
    )
    app = GameApp(open_store(tmp_path), clock=lambda: 0.0)
    created = app.create_game(game_type, list(playout.created.players), seed=playout.created.seed)
    for seat, command, version in playout.actions:
        viewer = app.viewer_for(created.game_id, created.tokens[seat])
        assert app.submit(created.game_id, viewer, command).version == version
    recorded = app.events(created.game_id, AUDITOR)[1:]  # game.Created differs (tokens, time)
    assert [(e.type, e.data) for e in recorded] == [
        (e.TYPE, event_fields(e)) for e in playout.events[1:]
    ]
    assert app.get(created.game_id, AUDITOR).result == rules.result(playout.state)


@pytest.mark.parametrize(
    ("game_type", "options"),
    [(g, o) for g, rules in sorted(games().items()) for o in rules.variants],
)
def test_self_play_plays_every_variant(game_type, options):
    rules = games()[game_type]
    playout = random_playout(rules, 3, options=options)
    assert playout.finished
    assert playout.created.options == rules.validate_options(len(playout.created.players),
                                                             dict(options))


@pytest.mark.parametrize("game_type", sorted(games()))
def test_self_play_chooses_as_the_random_player(game_type):
    """The playout's seat is `Random.choice` among those listing commands, then its command
    is the random player's pick among that seat's commands (`random_player.pick`), from the
    same generator (replayed here over the playout's own states)."""
    import random

    from service.app.selfplay import new_game
    from service.kit.random_player import pick

    rules = games()[game_type]
    playout = random_playout(rules, 7, max_actions=80)
    rng = random.Random(7)
    before = len(new_game(rules, 7, len(playout.created.players)).events)
    state = rules.initial_state(playout.created)
    folded = 1
    for seat, command, after in playout.actions:
        for event in playout.events[folded:before]:
            state = rules.fold(state, event)
        folded = before
        stages = sorted(rules.turn(state).stages)
        choices = [(s, cs) for s in stages if (cs := rules.legal_commands(state, s))]
        chosen_seat, commands = rng.choice(choices)
        assert (chosen_seat, pick(rng, commands)) == (seat, command)
        before = after
    assert len(playout.actions) == 80 or playout.finished
