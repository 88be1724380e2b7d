-- Tales of the Arabian Nights, finished games: per variant and player count, and overall:
-- games, turns, deaths, deaths per game and per 100 turns.
SELECT coalesce(variant, 'all') AS variant, coalesce(players::VARCHAR, 'all') AS players, count(*) AS games, sum(turns) AS turns, sum(deaths) AS deaths, round(avg(deaths), 3) AS deaths_per_game, round(100.0 * sum(deaths) / nullif(sum(turns), 0), 3) AS deaths_per_100_turns
FROM tales_games
GROUP BY GROUPING SETS ((variant, players), ())
ORDER BY grouping(variant), variant, tales_games.players
