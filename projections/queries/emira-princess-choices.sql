-- Emira: per first preference and overall, princesses who chose at once, those left
-- undecided, and per deciding preference (when recorded) how many choices it decided.
SELECT coalesce(first_preference, 'all') AS first_preference, count(*) FILTER (WHERE NOT undecided) AS joined, count(*) FILTER (WHERE undecided) AS undecided, count(*) FILTER (WHERE preference = first_preference) AS decided_by_first, count(*) FILTER (WHERE preference = second_preference) AS decided_by_second
FROM emira_choices
GROUP BY GROUPING SETS ((first_preference), ())
ORDER BY grouping(first_preference), first_preference
