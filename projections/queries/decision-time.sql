-- Seconds between one command and the next in the same game, per game type: the time a
-- decision takes (median and 90th percentile to the tenth of a second below, exact mean).
-- From the decision_times histogram the projector keeps, so it answers as fast over a
-- million games as over ten.
WITH h AS (SELECT game_type, tenths, sum(decisions) AS n, sum(seconds) AS s
FROM decision_times
GROUP BY ALL),
c AS (SELECT game_type, tenths, n, s, sum(n) OVER (PARTITION BY game_type ORDER BY tenths) AS upto, sum(n) OVER (PARTITION BY game_type) AS total
FROM h)
SELECT game_type, total AS decisions, min(tenths) FILTER (WHERE upto >= 0.5 * total) / 10 AS median_s, min(tenths) FILTER (WHERE upto >= 0.9 * total) / 10 AS p90_s, round(sum(s) / total, 2) AS mean_s
FROM c
GROUP BY game_type, total
ORDER BY game_type
