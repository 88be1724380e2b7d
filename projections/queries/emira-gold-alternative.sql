-- Emira: per player count and overall, actions chosen (including the 150 gold and no
-- action) and how often the 150-gold alternative was taken, with or without a bid.
SELECT coalesce(o.players::VARCHAR, 'all') AS players, count(*) AS choices, count(*) FILTER (WHERE a.action = 'gold') AS gold_taken, count(*) FILTER (WHERE a.action = 'gold' AND a.bid IS NULL) AS instead_of_bidding, round(avg((a.action = 'gold')::INT), 4) AS gold_rate
FROM emira_actions a LEFT JOIN (SELECT game_id, any_value(players) AS players
FROM emira_outcomes
GROUP BY game_id) o USING (game_id)
GROUP BY GROUPING SETS ((o.players), ())
ORDER BY o.players NULLS LAST
