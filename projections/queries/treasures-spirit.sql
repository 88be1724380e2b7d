-- Treasures, per variant and player count and overall (finished games): how often a move
-- needs the bottle spirit, how often it leaves the cave, and the average steps of a walked
-- move.
SELECT coalesce(o.variant, 'all') AS variant, o.players, count(m.game_id) AS moves, round(avg(m.spirit::INT), 4) AS spirit_rate, round(avg(m.escaped::INT), 4) AS escape_rate, round(avg(m.steps) FILTER (WHERE NOT m.spirit), 2) AS avg_steps
FROM treasures_moves m
JOIN (SELECT game_id, any_value(variant) AS variant, count(*) AS players
FROM treasures_outcomes
GROUP BY game_id) o USING (game_id)
GROUP BY GROUPING SETS ((o.variant, o.players), ())
ORDER BY o.variant NULLS LAST, o.players
