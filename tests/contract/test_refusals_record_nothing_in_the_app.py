"""Through `GameApp`: a command the rules must refuse — another seat's, another game's, a
wrong field type — is refused, and the stream stays as it was (same version, same
events); the offered commands of the playout are then accepted."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from service.app.errors import AppError
from service.kit.base import AUDITOR, RuleViolation
from tests.contract.apps import AppGame, replay_in_app
from tests.contract.mutants import mutants, offered_shapes
from tests.contract.tables import Case, Step, cases, playout

EVERY = 7  # probe every seventh step of a game


@pytest.mark.parametrize("case", cases(), ids=str)
def test_a_refused_command_leaves_the_stream_as_it_was(case: Case, tmp_path: Path) -> None:
    shapes = offered_shapes(case.game_type)
    rng = random.Random(f"app-mutants:{case}")
    refused = 0

    def probe(game: AppGame, step: Step) -> None:
        nonlocal refused
        if step.before.version % EVERY:
            return
        app, game_id = game.app, game.game_id
        # The stream's end is what a refusal could change: the last event and anything
        # after it (the whole stream at every probe made long games quadratic).
        version = app.version(game_id)
        events = app.events(game_id, AUDITOR, after_version=version - 1)
        for command, must_refuse in mutants(step.before, shapes, rng, per_seat=1):
            seat = command.seat
            if not must_refuse or type(seat) is not int or not 0 <= seat < case.players:
                continue  # the app takes the seat from the token: only real seats here
            with pytest.raises((RuleViolation, AppError)):
                app.submit(game_id, game.seat(seat), command)
            refused += 1
        assert app.version(game_id) == version
        assert app.events(game_id, AUDITOR, after_version=version - 1) == events

    replay_in_app(playout(case), tmp_path, probe)
    assert refused > 10
