-- 1001: average final score of the winners and of every seat, the winning margin (the
-- winners' score minus the next best seat's; 0 for a tie) and the spread (highest minus
-- lowest).
SELECT count(*) AS games, round(avg(list_max(scores)), 2) AS avg_winner_score, round(sum(list_sum(scores)) / sum(len(scores)), 2) AS avg_score, round(avg(list_max(scores) - list_sort(scores, 'DESC')[2]), 2) AS avg_margin, round(avg(list_max(scores) - list_min(scores)), 2) AS avg_spread
FROM games
WHERE game_type = '1001' AND status = 'finished'
