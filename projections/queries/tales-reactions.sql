-- Tales of the Arabian Nights: which reactions pay best. Per reaction matrix and reaction,
-- per matrix, and overall, over the encounters that reached a reaction: encounters, the
-- average Destiny and Story Points gained by the chosen section's award (net, as recorded;
-- Story rewards and status effects it set off included), their sum, the death rate and the
-- rate of successful encounters. Best paying first within each matrix.
SELECT coalesce(matrix, 'all') AS matrix, coalesce(reaction, 'all') AS reaction, count(*) AS encounters, round(avg(destiny), 3) AS avg_destiny, round(avg(story), 3) AS avg_story, round(avg(destiny + story), 3) AS avg_points, round(avg(died::INT), 4) AS death_rate, round(avg(successful::INT), 4) AS success_rate
FROM tales_encounters
WHERE reaction IS NOT NULL
GROUP BY GROUPING SETS ((matrix, reaction), (matrix), ())
ORDER BY grouping(matrix), matrix, grouping(reaction), avg_points DESC, reaction
