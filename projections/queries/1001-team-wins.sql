-- 1001: how often the winners are all Day, all Night, or on both teams (a tie).
SELECT count(*) AS games, round(avg((winning_team = 'day')::INT), 4) AS day_win_rate, round(avg((winning_team = 'night')::INT), 4) AS night_win_rate, round(avg((winning_team = 'tie')::INT), 4) AS tie_rate
FROM games
JOIN g1001_results USING (game_id)
WHERE game_type = '1001' AND status = 'finished'
