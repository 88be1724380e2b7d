-- 1001: how often the Vizier bans at least one active vote (guesses right), per banned
-- direction and overall.
SELECT coalesce(direction::VARCHAR, 'all') AS direction, count(*) AS turns, round(avg(hit::INT), 4) AS hit_rate
FROM g1001_viziers
GROUP BY GROUPING SETS ((direction), ())
ORDER BY direction NULLS LAST
