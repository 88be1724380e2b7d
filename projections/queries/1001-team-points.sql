-- 1001: average team points (the scoring track) of Day and of Night at the end.
SELECT team, count(*) AS games, round(avg(points), 2) AS avg_points, max(points) AS max_points
FROM (SELECT 'day' AS team, day_points AS points
FROM games
JOIN g1001_results USING (game_id)
WHERE game_type = '1001' AND status = 'finished'
UNION ALL SELECT 'night', night_points
FROM games
JOIN g1001_results USING (game_id)
WHERE game_type = '1001' AND status = 'finished')
GROUP BY team
ORDER BY team
