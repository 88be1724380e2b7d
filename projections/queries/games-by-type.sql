-- Games per game type and status.
SELECT game_type, status, count(*) AS games
FROM games
GROUP BY ALL
ORDER BY ALL
