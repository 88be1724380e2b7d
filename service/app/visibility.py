"""What a viewer may see: stored events in full or redacted, and snapshots of a game.

Redaction is by allow-list: an event the viewer may not see in full shows only its
`PUBLIC_FIELDS` (`Event.redacted`); a view is whatever `rules.view` builds for the viewer.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from typing import Any

from service.app import chance
from service.app.codec import Meta, event_fields, jsonable
from service.app.history import decode
from service.app.live import Head, LiveGame
from service.app.model import GameSnapshot, VisibleEvent
from service.kit.base import Event, Viewer


def visible_event(
    game_id: str,
    version: int,
    event: Event,
    at: float,
    seat: int | None,
    viewer: Viewer,
    fields: dict[str, Any] | None = None,
) -> VisibleEvent:
    """`fields`: the event's `event_fields`, when the caller has them already."""
    full = viewer.sees(event)
    if full:
        data = event_fields(event) if fields is None else fields
    else:
        data = jsonable(event.redacted())
    return VisibleEvent(
        game_id=game_id,
        version=version,
        type=event.TYPE,
        at=at,
        data=data,
        redacted=not full,
        seat=seat,
    )


def visible_record(
    game_id: str, record: Any, viewer: Viewer, event_types: dict[str, type[Event]],
    *, draws: bool = False,
) -> VisibleEvent:
    """A stored record (topic + envelope) as `viewer` may see it; `draws`: with the draw
    that made it, if any (see `shows_draws`)."""
    event, meta = decode(record.topic, record.state, event_types)
    return _seen(game_id, record.originator_version, event, meta, viewer, draws)


def _seen(game_id: str, version: int, event: Event, meta: Meta, viewer: Viewer,
          draws: bool) -> VisibleEvent:
    seen = visible_event(game_id, version, event, meta.at, meta.seat, viewer)
    if draws and meta.draw is not None and _draw_shown(event, meta.draw, viewer):
        seen = dataclasses.replace(seen, draw=meta.draw)
    return seen


def _draw_shown(event: Event, draw: dict[str, Any], viewer: Viewer) -> bool:
    """Once the game is over: a draw that made a public event, or a nobody's one (a pile's
    order, which the seed now public gives anyway); but one that made a seat's own event
    only to that seat, and one whose items the rules keep secret (`ChanceSpec.audience`: a
    hand a card is taken from at random) only to those seats."""
    if viewer.auditor:
        return True
    audience, kept = event.audience(), draw.get("audience")
    return (not audience or viewer.seat in audience) and (kept is None or viewer.seat in kept)


def shows_draws(game: LiveGame, viewer: Viewer) -> bool:
    """Whether `viewer` may see the draws recorded in the game's events: the auditor
    always, everyone once the game is over, when its seed is everyone's too (a draw shows a
    shuffled pile's order, a secret while the game runs); event by event, `_draw_shown`.
    Never to others in a fork on its parent's chance: its draws would foretell the parent's."""
    return viewer.auditor or (game.rules.result(game.state) is not None
                              and not game.created.secret_seed)


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
        yield (_seen(game.game_id, version, event, meta, viewer, draws),
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
