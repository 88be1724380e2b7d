-- Emira, finished games: per sheik colour and overall, seats played and their win rate (a
-- shared win counts for every winner).
SELECT coalesce(colour, 'all') AS colour, count(*) AS seats, count(*) FILTER (WHERE winner) AS wins, round(avg(winner::INT), 4) AS win_rate
FROM emira_outcomes
GROUP BY GROUPING SETS ((colour), ())
ORDER BY grouping(colour), colour
