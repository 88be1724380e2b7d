"""Ready statistics: one SQL query each over the games and fact tables.

Each query reads only narrow typed columns (never the JSON payloads), so DuckDB answers in
a few tens of milliseconds over 100,000 finished games (checked with `projections.synthetic`
and the bench). Rates are fractions 0..1. Game-level figures count finished games only;
turn-level figures count every revealed turn, live games included.
"""

from __future__ import annotations

from dataclasses import dataclass

from projections.duck import Analytics

_FINISHED_1001 = "FROM games WHERE game_type = '1001' AND status = 'finished'"


@dataclass(frozen=True)
class Statistic:
    name: str
    description: str
    sql: str


STATISTICS: tuple[Statistic, ...] = (
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
        "1001-team-wins",
        "1001: how often the winners are all Day, all Night, or on both teams (a tie).",
        "SELECT count(*) AS games, "
        "round(avg((winning_team = 'day')::INT), 4) AS day_win_rate, "
        "round(avg((winning_team = 'night')::INT), 4) AS night_win_rate, "
        "round(avg((winning_team = 'tie')::INT), 4) AS tie_rate " + _FINISHED_1001,
    ),
    Statistic(
        "1001-vizier",
        "1001: how often the Vizier bans at least one active vote (guesses right), "
        "per banned direction and overall.",
        "SELECT coalesce(direction::VARCHAR, 'all') AS direction, count(*) AS turns, "
        "round(avg(hit::INT), 4) AS hit_rate "
        "FROM g1001_viziers GROUP BY GROUPING SETS ((direction), ()) "
        "ORDER BY direction NULLS LAST",
    ),
    Statistic(
        "1001-final-scores",
        "1001: average final score of the winners and of every seat, the winning margin "
        "(the winners' score minus the next best seat's; 0 for a tie) and the spread "
        "(highest minus lowest).",
        "SELECT count(*) AS games, round(avg(list_max(scores)), 2) AS avg_winner_score, "
        "round(sum(list_sum(scores)) / sum(len(scores)), 2) AS avg_score, "
        "round(avg(list_max(scores) - list_sort(scores, 'DESC')[2]), 2) AS avg_margin, "
        "round(avg(list_max(scores) - list_min(scores)), 2) AS avg_spread " + _FINISHED_1001,
    ),
    Statistic(
        "1001-team-points",
        "1001: average team points (the scoring track) of Day and of Night at the end.",
        "SELECT team, count(*) AS games, round(avg(points), 2) AS avg_points, "
        "max(points) AS max_points FROM ("
        "SELECT 'day' AS team, day_points AS points " + _FINISHED_1001 + " UNION ALL "
        "SELECT 'night', night_points " + _FINISHED_1001 + ") GROUP BY team ORDER BY team",
    ),
    Statistic(
        "1001-unanimous",
        "1001: share of turns where the active team voted unanimously, and how often its "
        "route then survived the Vizier (the +3 bonus is scored either way).",
        "SELECT count(*) AS turns, round(avg(unanimous::INT), 4) AS unanimous_rate, "
        "count(*) FILTER (WHERE unanimous) AS unanimous_turns, "
        "round(avg((NOT hit)::INT) FILTER (WHERE unanimous), 4) AS unanimous_success_rate "
        "FROM g1001_viziers",
    ),
    Statistic(
        "1001-rewards",
        "1001: the most bought reward cards (times bought, average turn, points).",
        "SELECT reward, count(*) AS bought, round(avg(turn), 2) AS avg_turn, "
        "round(avg(points), 2) AS points FROM g1001_purchases WHERE kind = 'reward' "
        "GROUP BY reward ORDER BY bought DESC, reward",
    ),
    Statistic(
        "1001-guesses",
        "1001: per turn, how often an opposing seat's vote matches an active vote.",
        "SELECT turn, count(*) AS guesses, round(avg(matched::INT), 4) AS match_rate "
        "FROM g1001_votes WHERE active = false GROUP BY turn ORDER BY turn",
    ),
    Statistic(
        "1001-flights",
        "1001: per active team, its turns, how many were grounded, and over the flights "
        "flown: steps, random route draws, flights cut short by lack of clouds, and net "
        "gems and clouds per flight.",
        "SELECT team, count(*) AS turns, round(avg(grounded::INT), 4) AS grounded_rate, "
        "count(*) FILTER (WHERE NOT grounded) AS flights, "
        "round(avg(steps) FILTER (WHERE NOT grounded), 2) AS avg_steps, "
        "round(avg(drawn::INT) FILTER (WHERE NOT grounded), 4) AS drawn_rate, "
        "round(avg((reason = 'out_of_clouds')::INT) FILTER (WHERE NOT grounded), 4) "
        "AS out_of_clouds_rate, "
        "round(avg(gems_gained - gems_lost) FILTER (WHERE NOT grounded), 2) AS avg_net_gems, "
        "round(avg(clouds_gained - clouds_lost) FILTER (WHERE NOT grounded), 2) "
        "AS avg_net_clouds "
        "FROM g1001_flights GROUP BY team ORDER BY team",
    ),
    # Treasures: outcome rows exist only for finished games, so these count finished games.
    # Each adds an "all" row, which also answers (with zeros) before any treasures game ended.
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
