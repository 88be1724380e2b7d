"""Players across games, and a rating per player and game type.

A player is a display name: the same name in any game is the same player. Each finished
game updates its players' ratings from its ranking with OpenSkill's Plackett-Luce model
(a Weng-Lin Bayesian model: any number of players, ties allowed). The ranking: the winners
share first place; the others follow by score, equal scores sharing a place.

The projector keeps the `players` table in memory (loaded from the file the first time a
game ends, forgotten with everything else when a batch rolls back) and writes each
finished game's changes in that game's batch: the players' new rows, and one `ratings` row
per seat, the trajectory a report draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import duckdb
import pyarrow as pa
from openskill.models import PlackettLuce

from projections.kit import TS, Columns
from projections.tracks import GameTrack

MODEL = PlackettLuce()

PLAYERS: Columns = [
    ("name", "VARCHAR", pa.string()),
    ("game_type", "VARCHAR", pa.string()),
    ("games", "BIGINT", pa.int64()),
    ("wins", "BIGINT", pa.int64()),
    ("mu", "DOUBLE", pa.float64()),
    ("sigma", "DOUBLE", pa.float64()),
    ("rating", "DOUBLE", pa.float64()),  # mu - 3 sigma: what the player is surely worth
    ("last_game_id", "VARCHAR", pa.string()),
    ("last_ended_at", "TIMESTAMP", TS),
]
RATINGS: Columns = [
    ("game_id", "VARCHAR", pa.string()),
    ("game_type", "VARCHAR", pa.string()),
    ("ended_at", "TIMESTAMP", TS),
    ("seat", "INTEGER", pa.int32()),
    ("name", "VARCHAR", pa.string()),
    ("place", "INTEGER", pa.int32()),
    ("rating_before", "DOUBLE", pa.float64()),
    ("mu", "DOUBLE", pa.float64()),
    ("sigma", "DOUBLE", pa.float64()),
    ("rating", "DOUBLE", pa.float64()),
]


def places(winners: Sequence[int], scores: Sequence[int], seats: int) -> list[int]:
    """1 for every winner; the others from 2 by score, highest first, ties sharing."""
    won = set(winners)
    others = sorted({scores[s] if s < len(scores) else 0 for s in range(seats) if s not in won},
                    reverse=True)
    first_other = 2 if won else 1
    return [1 if s in won else first_other + others.index(scores[s] if s < len(scores) else 0)
            for s in range(seats)]


class Ratings:
    def __init__(self) -> None:
        self._players: dict[tuple[str, str], list[Any]] | None = None

    def forget(self) -> None:
        self._players = None

    def load(self, con: duckdb.DuckDBPyConnection) -> None:
        if self._players is None:
            # Times as epoch microseconds, as the projector hands them over.
            columns = [f"epoch_us({c})" if c == "last_ended_at" else c for c, _, _ in PLAYERS]
            rows = con.execute(f"SELECT {', '.join(columns)} FROM players").fetchall()
            self._players = {(r[0], r[1]): list(r) for r in rows}

    def games_ended(self, con: duckdb.DuckDBPyConnection, ended: list[GameTrack]
                    ) -> tuple[list[tuple], list[tuple]]:
        """The players of the games that ended in a batch, rated game by game: (their
        `players` rows, the batch's `ratings` rows)."""
        if not ended:
            return [], []
        self.load(con)
        players: dict[tuple[str, str], tuple] = {}
        history: list[tuple] = []
        for t in ended:
            assert t.ended_now is not None
            if t.game_type is None or not t.players:
                continue
            rows, rated = self.game_ended(
                t.game_id, t.game_type, t.players, t.ended_now["winners"],
                t.ended_now["scores"], t.ended_now["ended_at"])
            players.update({(r[0], r[1]): r for r in rows})
            history += rated
        return list(players.values()), history

    def game_ended(self, game_id: str, game_type: str, players: Sequence[str],
                   winners: Sequence[int], scores: Sequence[int], ended_at: Any
                   ) -> tuple[list[tuple], list[tuple]]:
        """(players rows, ratings rows) after this game; `load` first."""
        assert self._players is not None, "Ratings.load before game_ended"
        seats = len(players)
        if seats < 2 or len(set(players)) < seats:  # one name on two seats: no fair rating
            return [], []
        place = places(winners, scores, seats)
        rows = [self._players.get((name, game_type))
                or [name, game_type, 0, 0, MODEL.mu, MODEL.sigma, 0.0, None, None]
                for name in players]
        teams = [[MODEL.rating(mu=r[4], sigma=r[5], name=r[0])] for r in rows]
        rated = MODEL.rate(teams, ranks=place)
        history = []
        for seat, (row, (after,)) in enumerate(zip(rows, rated, strict=True)):
            before = row[4] - 3 * row[5]
            row[2] += 1
            row[3] += 1 if place[seat] == 1 and winners else 0
            row[4], row[5] = after.mu, after.sigma
            row[6] = after.ordinal()
            row[7], row[8] = game_id, ended_at
            self._players[(row[0], game_type)] = row
            history.append((game_id, game_type, ended_at, seat, row[0], place[seat], before,
                            after.mu, after.sigma, row[6]))
        return [tuple(r) for r in rows], history
