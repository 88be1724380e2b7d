"""A game as a viewer sees it: a snapshot at one version, and the replay's steps.

A view is whatever `rules.view` builds for the viewer (an allow-list); the events that go
with a step are redacted by `redaction`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from service.app import chance
from service.app.history import decode
from service.app.live import Head, LiveGame
from service.app.model import GameSnapshot, VisibleEvent
from service.app.redaction import seen, shows_draws
from service.kit.base import Event, Viewer


def steps(game: LiveGame, records: Sequence[Any], viewer: Viewer, first: int,
          event_types: dict[str, type[Event]]) -> Iterator[tuple[VisibleEvent, GameSnapshot]]:
    """Each version of `records` (a stored stream from version 1) from `first` on: the
    event at it and the game then, as `viewer` sees them; one fold for them all. Never
    draws, never decides: a replay."""
    draws = shows_draws(game, viewer)
    state = game.rules.initial_state(game.created)
    for record in records:
        version = record.originator_version
        event, meta = decode(record.topic, record.state, event_types)
        if version > 1:
            state = game.rules.fold(state, event)
        if version < first:
            continue
        yield (seen(game.game_id, version, event, meta, viewer, draws),
               snapshot(game, Head(state, version), viewer))


def _on_wall_clock(game: LiveGame, view: Any) -> Any:
    """A fork's view with its moments (`*_time` fields, the API's name for a timestamp)
    moved from the game's clock to the wall clock (`LiveGame.game_time`); any other
    game's view as it is."""
    if not game.created.clock_offset:
        return view

    def moved(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: game.wall_time(v) if k.endswith("_time") and isinstance(v, int | float)
                    else moved(v) for k, v in value.items()}
        if isinstance(value, list | tuple):
            return [moved(v) for v in value]
        return value

    return moved(view)


def status(game: LiveGame, state: Any) -> str:
    return "finished" if game.rules.result(state) is not None else "active"


def snapshot(game: LiveGame, head: Head, viewer: Viewer, *, view: bool = True) -> GameSnapshot:
    """The game at `head` as `viewer` sees it; `view=False` builds no view (None)."""
    state = head.state
    result = game.rules.result(state)
    return GameSnapshot(
        game_id=game.game_id,
        game_type=game.created.game_type,
        version=head.version,
        players=game.created.players,
        status="finished" if result is not None else "active",
        created_at=game.created.created_at,
        view=_on_wall_clock(game, game.rules.view(state, viewer)) if view else None,
        result=result,
        viewer_seat=viewer.seat,
        deadline=game.wall_time(game.rules.deadline(state)),
        seed_commitment=chance.commitment(game.created.seed),
        seed=game.created.seed if viewer.auditor or (
            result is not None and not game.created.secret_seed) else None,
    )
