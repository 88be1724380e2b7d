"""1000 and One Treasures' projection adapter: moves, cards taken, the chief's steps, and each
seat's outcome at the end of the game.

The one secret of the game, the provision pile's order (`treasures.ProvisionShuffled`), has
no handler: a card reaches a fact table only once it is taken from the cave, after its draw
was public. (The `events` table, audit-level, holds the order like every payload.)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

import pyarrow as pa

from projections.kit import Columns, Handler, Statistic, queries
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.games.treasures import events as ev
from service.kit.base import GameCreated

_S, _I, _B = pa.string(), pa.int32(), pa.bool_()
TABLES: dict[str, Columns] = {
    "treasures_moves": [
        ("game_id", "VARCHAR", _S), ("turn", "INTEGER", _I), ("seat", "INTEGER", _I),
        ("from_square", "VARCHAR", _S), ("to_square", "VARCHAR", _S), ("steps", "INTEGER", _I),
        ("spirit", "BOOLEAN", _B), ("escaped", "BOOLEAN", _B),
    ],
    "treasures_cards": [
        ("game_id", "VARCHAR", _S), ("turn", "INTEGER", _I), ("seat", "INTEGER", _I),
        ("square", "VARCHAR", _S), ("card", "VARCHAR", _S), ("treasures", "INTEGER", _I),
    ],
    "treasures_chief": [
        ("game_id", "VARCHAR", _S), ("turn", "INTEGER", _I), ("position", "INTEGER", _I),
        ("cause", "VARCHAR", _S), ("reached", "BOOLEAN", _B),
    ],
    "treasures_outcomes": [
        ("game_id", "VARCHAR", _S), ("seat", "INTEGER", _I), ("variant", "VARCHAR", _S),
        ("escaped", "BOOLEAN", _B), ("caught", "BOOLEAN", _B), ("treasures", "INTEGER", _I),
        ("score", "INTEGER", _I), ("winner", "BOOLEAN", _B),
    ],
}

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
    """The `games` row's end is written centrally; these are the seats' outcomes."""
    s: State = track.state
    winners = set(e.winners)
    for seat, score in enumerate(e.scores):
        out.add("treasures_outcomes", (
            track.game_id, seat, s.variant, seat in s.escaped, seat in s.caught,
            s.treasures.get(seat, 0), score, seat in winners,
        ))


ROUTES: dict[str, Handler] = {
    ev.FigureMoved.TYPE: on_figure_moved,
    ev.FigureEscaped.TYPE: on_figure_escaped,
    ev.CardTaken.TYPE: on_card_taken,
    ev.ChiefAdvanced.TYPE: on_chief_advanced,
    ev.PlayersCaught.TYPE: on_players_caught,
    ev.GameEnded.TYPE: on_game_ended,
}

# Outcome rows exist only for finished games, so these count finished games. Each adds an
# "all" row, which also answers (with zeros) before any treasures game ended.
STATISTICS: tuple[Statistic, ...] = queries("treasures")  # projections/queries/treasures-*.sql
