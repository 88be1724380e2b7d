"""Ready statistics: one SQL query each over the games and fact tables, gathered from the
registered games' projection adapters after the game-independent ones.

Each query reads only narrow typed columns (never the JSON payloads), so DuckDB answers in
a few tens of milliseconds over 100,000 finished games of all five types (the bench's
`stats` section, over `projections.scaled`). Rates are fractions 0..1. Game-level figures
count finished games only; turn-level figures count every revealed turn, live games
included.
"""

from __future__ import annotations

from projections.duck import Analytics
from projections.kit import Statistic, adapters, merge, query

# Game-independent figures over `games`; each game's own come from its projection adapter.
CORE: tuple[Statistic, ...] = tuple(query(name) for name in (
    "games-by-type", "game-length", "seat-wins", "decision-time", "player-ratings"))


def _statistics() -> tuple[Statistic, ...]:
    parts = [("the core", {s.name: s for s in CORE})]
    parts += [(game.name, {s.name: s for s in game.get("STATISTICS", ())})
              for game in adapters()]
    return tuple(merge("statistic", parts).values())


STATISTICS: tuple[Statistic, ...] = _statistics()

_BY_NAME = {s.name: s for s in STATISTICS}


class UnknownStatistic(ValueError):
    pass


def list_statistics() -> list[tuple[str, str]]:
    return [(s.name, s.description) for s in STATISTICS]


def run_statistic(analytics: Analytics, name: str) -> tuple[list[str], list[tuple]]:
    """(column names, rows) of one statistic, read-only."""
    try:
        stat = _BY_NAME[name]
    except KeyError:
        raise UnknownStatistic(
            f"no statistic {name!r}; known: {', '.join(_BY_NAME)}"
        ) from None
    with analytics.read() as con:
        cursor = con.execute(stat.sql)
        columns = [d[0] for d in cursor.description]
        return columns, cursor.fetchall()
