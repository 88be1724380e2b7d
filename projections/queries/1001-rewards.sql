-- 1001: the most bought reward cards (times bought, average turn, points).
SELECT reward, count(*) AS bought, round(avg(turn), 2) AS avg_turn, round(avg(points), 2) AS points
FROM g1001_purchases
WHERE kind = 'reward'
GROUP BY reward
ORDER BY bought DESC, reward
