-- Aladdin's Dragons, finished games: the players' seats grouped by how many rounds they
-- won the caravanserai (0, 1, 2, 3+) and overall: seats, their average artifacts and their
-- win rate — how much winning the caravanserai goes with winning the game.
SELECT coalesce(wins, 'all') AS caravanserai_wins, count(*) AS seats, round(avg(artifacts), 2) AS avg_artifacts, round(avg(winner::INT), 4) AS win_rate
FROM (SELECT CASE WHEN caravanserai_wins >= 3 THEN '3+' ELSE caravanserai_wins::VARCHAR END AS wins, artifacts, winner
FROM dragons_outcomes
WHERE NOT dummy)
GROUP BY GROUPING SETS ((wins), ())
ORDER BY grouping(wins), wins
