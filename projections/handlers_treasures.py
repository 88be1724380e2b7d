"""1000 and One Treasures' fact tables: moves, cards taken, the chief's steps, and each seat's
outcome at the end of the game.

The one secret of the game, the provision pile's order (`treasures.ProvisionShuffled`), has
no handler: a card reaches a fact table only once it is taken from the cave, after its draw
was public. (The `events` table, audit-level, holds the order like every payload.)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from projections.handlers_game import Handler
from projections.tracks import GameTrack, Rows, micros
from service.app.codec import Meta
from service.games.base import GameCreated
from service.games.treasures import events as ev

CLASSIC = "classic"


@dataclass
class State:
    variant: str = CLASSIC
    escaped: set[int] = field(default_factory=set)
    caught: set[int] = field(default_factory=set)
    # Treasures taken per seat, before any loss: CardTaken carries the running total.
    treasures: dict[int, int] = field(default_factory=dict)


def new_state(created: GameCreated | None) -> State:
    """The variant comes from the game's options (the rules normalise it; an old or
    foreign stream without it is the classic game, the rules' default)."""
    options = created.options if created is not None else {}
    variant = options.get("variant") if isinstance(options, Mapping) else None
    return State(variant=variant if isinstance(variant, str) else CLASSIC)


def on_figure_moved(track: GameTrack, e: ev.FigureMoved, meta: Meta, out: Rows) -> None:
    out.add("treasures_moves", (track.game_id, e.turn, e.seat, e.from_square, e.to_square,
                                e.steps, e.spirit, False))


def on_figure_escaped(track: GameTrack, e: ev.FigureEscaped, meta: Meta, out: Rows) -> None:
    track.state.escaped.add(e.seat)
    out.add("treasures_moves", (track.game_id, e.turn, e.seat, e.from_square, None, e.steps,
                                False, True))


def on_card_taken(track: GameTrack, e: ev.CardTaken, meta: Meta, out: Rows) -> None:
    track.state.treasures[e.seat] = e.total
    out.add("treasures_cards", (track.game_id, e.turn, e.seat, e.square, e.card, e.treasures))


def on_chief_advanced(track: GameTrack, e: ev.ChiefAdvanced, meta: Meta, out: Rows) -> None:
    out.add("treasures_chief", (track.game_id, e.turn, e.position, e.cause, e.reached))


def on_players_caught(track: GameTrack, e: ev.PlayersCaught, meta: Meta, out: Rows) -> None:
    track.state.caught.update(e.seats)


def on_game_ended(track: GameTrack, e: ev.GameEnded, meta: Meta, out: Rows) -> None:
    s: State = track.state
    winners = set(e.winners)
    for seat, score in enumerate(e.scores):
        out.add("treasures_outcomes", (
            track.game_id, seat, s.variant, seat in s.escaped, seat in s.caught,
            s.treasures.get(seat, 0), score, seat in winners,
        ))
    track.finished = True
    track.result = {
        "status": "finished", "ended_at": micros(meta.at), "winners": list(e.winners),
        "scores": list(e.scores),
    }


ROUTES: dict[str, Handler] = {
    ev.FigureMoved.TYPE: on_figure_moved,
    ev.FigureEscaped.TYPE: on_figure_escaped,
    ev.CardTaken.TYPE: on_card_taken,
    ev.ChiefAdvanced.TYPE: on_chief_advanced,
    ev.PlayersCaught.TYPE: on_players_caught,
    ev.GameEnded.TYPE: on_game_ended,
}
