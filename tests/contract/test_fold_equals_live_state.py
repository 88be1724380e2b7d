"""Folding the recorded events from scratch gives the live state: in the pure rules (at
every step, and after the codec's round trip), and in the application, where a fresh app
folding the SQLite stream shows every viewer what the live app shows."""

from __future__ import annotations

from pathlib import Path

import pytest

from service.app.codec import Meta, decode, encode, event_fields
from service.kit.base import AUDITOR, SPECTATOR, Event, GameRules, Viewer
from tests.contract.apps import AUDITOR_TOKEN, open_app, replay_in_app
from tests.contract.tables import Case, cases, playout


def fold(rules: GameRules, events: list[Event]):
    state = rules.initial_state(events[0])  # type: ignore[arg-type]
    for event in events[1:]:
        state = rules.fold(state, event)
    return state


def viewers(players: int) -> list[Viewer]:
    return [SPECTATOR, AUDITOR, *(Viewer(seat=s) for s in range(players))]


@pytest.mark.parametrize("case", cases(), ids=str)
def test_folding_the_events_gives_the_live_state_at_every_step(case: Case) -> None:
    """The fold of each step's events from the first equals that step's live state. Folded
    once, forward, and compared at each step: the same states a fold from scratch gives
    (the fold is deterministic), in time linear in the game's length."""
    p = playout(case)
    rules = case.rules
    events = p.table.events
    state = rules.initial_state(events[0])  # type: ignore[arg-type]
    folded = 1
    for table in [*(step.before for step in p.steps), p.table]:
        for event in events[folded: table.version]:
            state = rules.fold(state, event)
        folded = table.version
        assert state == table.state


@pytest.mark.parametrize("case", cases(), ids=str)
def test_stored_events_decode_to_the_recorded_ones(case: Case) -> None:
    p = playout(case)
    decoded = [
        decode(*encode(event, Meta(at=0.0)), case.rules.event_types)[0]
        for event in p.table.events
    ]
    assert decoded == p.table.events
    assert fold(case.rules, decoded) == p.table.state


@pytest.mark.parametrize("case", cases(), ids=str)
def test_a_fresh_app_folding_the_store_shows_every_viewer_the_live_game(
    case: Case, tmp_path: Path
) -> None:
    p = playout(case)
    live = replay_in_app(p, tmp_path)
    game_id = live.game_id
    stored = [(e.type, e.data) for e in live.app.events(game_id, AUDITOR)]
    pure = [(type(e).TYPE, event_fields(e)) for e in p.table.events]
    del stored[0][1]["token_hashes"], pure[0][1]["token_hashes"]  # random tokens
    assert stored == pure, "the app recorded other events than the pure rules"

    fresh, clock = open_app(tmp_path)  # an empty cache: it folds the stored stream
    clock.now = live.clock.now
    assert fresh.viewer_for(game_id, AUDITOR_TOKEN) == AUDITOR
    for viewer in viewers(case.players):
        was, now = live.app.get(game_id, viewer), fresh.get(game_id, viewer)
        assert now == was, viewer
        assert now.view == case.rules.view(p.table.state, viewer)
        token = AUDITOR_TOKEN if viewer.auditor else (
            None if viewer.seat is None else live.created.tokens[viewer.seat])
        assert fresh.legal(game_id, token).commands == live.app.legal(game_id, token).commands
    # Replaying to a past version folds the stream up to there: the view at that step.
    for step in p.steps[:: max(1, len(p.steps) // 4)]:
        table = step.before
        for viewer in viewers(case.players):
            replayed = fresh.replay(game_id, table.version, viewer)
            assert replayed.view == case.rules.view(table.state, viewer), (table.version, viewer)
