-- Treasures, classic game, per player count and overall: how often a seat is caught by the
-- chief, how often a game sees a seat caught, and how often every seat is.
SELECT coalesce(seats::VARCHAR, 'all') AS players, count(*) AS games, round(sum(caught) / sum(seats), 4) AS seat_caught_rate, round(avg((caught > 0)::INT), 4) AS games_with_catch_rate, round(avg((caught = seats)::INT), 4) AS all_caught_rate
FROM (SELECT game_id, count(*) AS seats, count(*) FILTER (WHERE caught) AS caught
FROM treasures_outcomes
WHERE variant = 'classic'
GROUP BY game_id)
GROUP BY GROUPING SETS ((seats), ())
ORDER BY seats NULLS LAST
