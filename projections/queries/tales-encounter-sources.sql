-- Tales of the Arabian Nights: per encounter source (deck, city, terrain, power, go) and
-- overall: encounters, how many went through a chart, a reaction, a Master skill (used),
-- the average Destiny + Story gained, the death rate and the success rate.
SELECT coalesce(source, 'all') AS source, count(*) AS encounters, count(chart) AS charted, count(reaction) AS reactions, count(*) FILTER (WHERE master = 'used') AS master_used, round(avg(destiny + story), 3) AS avg_points, round(avg(died::INT), 4) AS death_rate, round(avg(successful::INT), 4) AS success_rate
FROM tales_encounters
GROUP BY GROUPING SETS ((source), ())
ORDER BY grouping(source), source
