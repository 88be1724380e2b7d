"""What a game declares matches what it does: every event it records is in `event_types`
under its stable name, every command it offers is in `command_types`, every variant is
accepted for every seat count, and every view is plain JSON."""

from __future__ import annotations

import json

import pytest

from service.app.codec import jsonable
from service.kit.base import AUDITOR, SPECTATOR, Viewer
from service.kit.registry import games
from tests.contract.tables import Case, cases, playout


@pytest.mark.parametrize("game_type", list(games()))
def test_every_variant_is_valid_for_every_seat_count_and_normalised_once(game_type):
    rules = games()[game_type]
    assert rules.variants, "a game declares at least one way to play"
    assert 1 <= rules.min_players <= rules.max_players
    for options in rules.variants:
        for n in range(rules.min_players, rules.max_players + 1):
            normalised = rules.validate_options(n, dict(options))
            assert rules.validate_options(n, dict(normalised)) == normalised
            assert json.loads(json.dumps(normalised)) == jsonable(normalised)


@pytest.mark.parametrize("case", cases(), ids=str)
def test_recorded_events_and_offered_commands_are_declared(case: Case) -> None:
    p = playout(case)
    rules = case.rules
    for event in p.table.events:
        assert rules.event_types.get(type(event).TYPE) is type(event), type(event).__name__
    declared = set(rules.command_types.values())
    for step in p.steps:
        for _, command in step.before.legal():
            assert type(command) in declared, command


@pytest.mark.parametrize("case", cases(), ids=str)
def test_every_view_is_plain_json(case: Case) -> None:
    p = playout(case)
    viewers = [SPECTATOR, AUDITOR, *(Viewer(seat=s) for s in range(case.players))]
    tables = [step.before for step in p.steps[::5]] + [p.table]
    for table in tables:
        for viewer in viewers:
            view = case.rules.view(table.state, viewer)
            assert json.loads(json.dumps(view)) == view, viewer
