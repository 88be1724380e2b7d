"""Ready statistics: one SQL query each over the games and fact tables, gathered from the
registered games' projection adapters after the game-independent ones.

Each query reads only narrow typed columns (never the JSON payloads), so DuckDB answers in
a few tens of milliseconds over 100,000 finished games (checked with `projections.synthetic`
and the bench). Rates are fractions 0..1. Game-level figures count finished games only;
turn-level figures count every revealed turn, live games included.
"""

from __future__ import annotations

from projections.duck import Analytics
from projections.kit import Statistic, adapters, merge

# Game-independent figures over `games`; each game's own come from its projection adapter.
CORE: tuple[Statistic, ...] = (
    Statistic(
        "games-by-type",
        "Games per game type and status.",
        "SELECT game_type, status, count(*) AS games FROM games GROUP BY ALL ORDER BY ALL",
    ),
    Statistic(
        "game-length",
        "Finished games per type: length in events and in minutes (average, median, longest).",
        "SELECT game_type, count(*) AS games, round(avg(events), 1) AS avg_events, "
        "median(events) AS median_events, max(events) AS max_events, "
        "round(avg(epoch(ended_at) - epoch(created_at)) / 60, 1) AS avg_minutes "
        "FROM games WHERE status = 'finished' GROUP BY game_type ORDER BY game_type",
    ),
    Statistic(
        "seat-wins",
        "Seat-order advantage: win rate by seat per game type (finished games), with its "
        "95 % Wilson interval.",
        "WITH s AS (SELECT game_type, t.s AS seat, list_contains(winners, t.s) AS won "
        "FROM games, range(seat_count) AS t(s) WHERE status = 'finished') "
        "SELECT game_type, seat, count(*) AS games, round(avg(won::INT), 3) AS win_rate, "
        "round((win_rate + 1.96^2 / (2 * games) - 1.96 * sqrt(win_rate * (1 - win_rate) "
        "/ games + 1.96^2 / (4 * games^2))) / (1 + 1.96^2 / games), 3) AS low, "
        "round((win_rate + 1.96^2 / (2 * games) + 1.96 * sqrt(win_rate * (1 - win_rate) "
        "/ games + 1.96^2 / (4 * games^2))) / (1 + 1.96^2 / games), 3) AS high "
        "FROM s GROUP BY ALL ORDER BY ALL",
    ),
    Statistic(
        "decision-time",
        "Seconds between one command and the next in the same game, per game type: the "
        "time a decision takes (median, 90th percentile, mean).",
        "WITH c AS (SELECT g.game_type, epoch(e.\"at\") - lag(epoch(e.\"at\")) OVER "
        "(PARTITION BY e.game_id ORDER BY e.version) AS gap FROM events e "
        "JOIN games g USING (game_id) WHERE e.command_id IS NOT NULL "
        "QUALIFY e.version = min(e.version) OVER (PARTITION BY e.game_id, e.command_id)) "
        "SELECT game_type, count(gap) AS decisions, round(median(gap), 2) AS median_s, "
        "round(quantile_cont(gap, 0.9), 2) AS p90_s, round(avg(gap), 2) AS mean_s "
        "FROM c WHERE gap IS NOT NULL GROUP BY game_type ORDER BY game_type",
    ),
    Statistic(
        "player-ratings",
        "Players per game type by rating (OpenSkill Plackett-Luce, mu - 3 sigma), with "
        "games played and won.",
        "SELECT game_type, name, games, wins, round(wins / games, 3) AS win_rate, "
        "round(mu, 2) AS mu, round(sigma, 2) AS sigma, round(rating, 2) AS rating "
        "FROM players ORDER BY game_type, rating DESC, name",
    ),
)


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
