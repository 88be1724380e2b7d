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

from projections.kit import Columns, Handler, Statistic
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.games.base import GameCreated
from service.games.treasures import events as ev

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
STATISTICS: tuple[Statistic, ...] = (
    Statistic(
        "treasures-catch-rate",
        "Treasures, classic game, per player count and overall: how often a seat is caught "
        "by the chief, how often a game sees a seat caught, and how often every seat is.",
        "SELECT coalesce(seats::VARCHAR, 'all') AS players, count(*) AS games, "
        "round(sum(caught) / sum(seats), 4) AS seat_caught_rate, "
        "round(avg((caught > 0)::INT), 4) AS games_with_catch_rate, "
        "round(avg((caught = seats)::INT), 4) AS all_caught_rate FROM ("
        "SELECT game_id, count(*) AS seats, count(*) FILTER (WHERE caught) AS caught "
        "FROM treasures_outcomes WHERE variant = 'classic' GROUP BY game_id) "
        "GROUP BY GROUPING SETS ((seats), ()) ORDER BY seats NULLS LAST",
    ),
    Statistic(
        "treasures-winners",
        "Treasures, per variant and overall: average treasures of the winners and of every "
        "seat (caught seats score 0), treasures taken, and the first seat's win rate.",
        "SELECT coalesce(variant, 'all') AS variant, count(DISTINCT game_id) AS games, "
        "round(avg(score) FILTER (WHERE winner), 2) AS avg_winner_treasures, "
        "round(avg(score), 2) AS avg_score, round(avg(treasures), 2) AS avg_treasures_taken, "
        "round(avg(winner::INT) FILTER (WHERE seat = 0), 4) AS first_seat_win_rate "
        "FROM treasures_outcomes GROUP BY GROUPING SETS ((variant), ()) "
        "ORDER BY grouping(variant), variant",
    ),
    Statistic(
        "treasures-spirit",
        "Treasures, per variant and player count and overall (finished games): how often a "
        "move needs the bottle spirit, how often it leaves the cave, and the average steps "
        "of a walked move.",
        "SELECT coalesce(o.variant, 'all') AS variant, o.players, count(m.game_id) AS moves, "
        "round(avg(m.spirit::INT), 4) AS spirit_rate, "
        "round(avg(m.escaped::INT), 4) AS escape_rate, "
        "round(avg(m.steps) FILTER (WHERE NOT m.spirit), 2) AS avg_steps "
        "FROM treasures_moves m JOIN (SELECT game_id, any_value(variant) AS variant, "
        "count(*) AS players FROM treasures_outcomes GROUP BY game_id) o USING (game_id) "
        "GROUP BY GROUPING SETS ((o.variant, o.players), ()) "
        "ORDER BY o.variant NULLS LAST, o.players",
    ),
)
