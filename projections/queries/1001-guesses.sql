-- 1001: per turn, how often an opposing seat's vote matches an active vote.
SELECT turn, count(*) AS guesses, round(avg(matched::INT), 4) AS match_rate
FROM g1001_votes
WHERE active = false
GROUP BY turn
ORDER BY turn
