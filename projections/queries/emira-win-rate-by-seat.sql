-- Emira, finished games: per player count and seat, and overall, seats played and their
-- win rate.
SELECT coalesce(players::VARCHAR, 'all') AS players, seat, count(*) AS seats, count(*) FILTER (WHERE winner) AS wins, round(avg(winner::INT), 4) AS win_rate
FROM emira_outcomes
GROUP BY GROUPING SETS ((players, seat), ())
ORDER BY grouping(players), emira_outcomes.players, seat
