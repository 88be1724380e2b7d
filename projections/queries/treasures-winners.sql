-- Treasures, per variant and overall: average treasures of the winners and of every seat
-- (caught seats score 0), treasures taken, and the first seat's win rate.
SELECT coalesce(variant, 'all') AS variant, count(DISTINCT game_id) AS games, round(avg(score) FILTER (WHERE winner), 2) AS avg_winner_treasures, round(avg(score), 2) AS avg_score, round(avg(treasures), 2) AS avg_treasures_taken, round(avg(winner::INT) FILTER (WHERE seat = 0), 4) AS first_seat_win_rate
FROM treasures_outcomes
GROUP BY GROUPING SETS ((variant), ())
ORDER BY grouping(variant), variant
