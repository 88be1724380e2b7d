-- Tales of the Arabian Nights, finished games: per variant and player count, per variant,
-- and overall: games, the average turns (every seat's), turns per seat, the average rounds
-- begun with their range, and how many games a seat's victory declaration ended.
SELECT coalesce(variant, 'all') AS variant, coalesce(players::VARCHAR, 'all') AS players, count(*) AS games, round(avg(turns), 2) AS avg_turns, round(avg(turns / players), 2) AS turns_per_seat, round(avg(rounds), 2) AS avg_rounds, min(rounds) AS min_rounds, max(rounds) AS max_rounds, count(declared_by) AS declared
FROM tales_games
GROUP BY GROUPING SETS ((variant, players), (variant), ())
ORDER BY grouping(variant), variant, grouping(players), tales_games.players
