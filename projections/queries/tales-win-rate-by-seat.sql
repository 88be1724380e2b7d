-- Tales of the Arabian Nights, finished games: per player count and seat, per player
-- count, and overall: seats, wins and win rate (a shared win counts for every winner).
SELECT coalesce(players::VARCHAR, 'all') AS players, seat, count(*) AS seats, count(*) FILTER (WHERE winner) AS wins, round(avg(winner::INT), 4) AS win_rate
FROM tales_outcomes
GROUP BY GROUPING SETS ((players, seat), (players), ())
ORDER BY grouping(players), tales_outcomes.players, grouping(seat), seat
