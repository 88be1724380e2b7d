-- Tales of the Arabian Nights, finished games: the same by turn-order position (0: the
-- start player, drawn at random; 1: the next seat …) rather than seat number.
SELECT coalesce(players::VARCHAR, 'all') AS players, position, count(*) AS seats, count(*) FILTER (WHERE winner) AS wins, round(avg(winner::INT), 4) AS win_rate
FROM tales_outcomes
GROUP BY GROUPING SETS ((players, position), (players), ())
ORDER BY grouping(players), tales_outcomes.players, grouping(position), position
