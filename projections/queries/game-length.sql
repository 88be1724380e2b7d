-- Finished games per type: length in events and in minutes (average, median, longest).
SELECT game_type, count(*) AS games, round(avg(events), 1) AS avg_events, median(events) AS median_events, max(events) AS max_events, round(avg(epoch(ended_at) - epoch(created_at)) / 60, 1) AS avg_minutes
FROM games
WHERE status = 'finished'
GROUP BY game_type
ORDER BY game_type
