-- Seconds between one command and the next in the same game, per game type: the time a
-- decision takes (median, 90th percentile, mean).
WITH c AS (SELECT g.game_type, epoch(e."at") - lag(epoch(e."at")) OVER (PARTITION BY e.game_id
ORDER BY e.version) AS gap
FROM events e
JOIN games g USING (game_id)
WHERE e.command_id IS NOT NULL
QUALIFY e.version = min(e.version) OVER (PARTITION BY e.game_id, e.command_id)) SELECT game_type, count(gap) AS decisions, round(median(gap), 2) AS median_s, round(quantile_cont(gap, 0.9), 2) AS p90_s, round(avg(gap), 2) AS mean_s
FROM c
WHERE gap IS NOT NULL
GROUP BY game_type
ORDER BY game_type
