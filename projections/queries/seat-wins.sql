-- Seat-order advantage: win rate by seat per game type (finished games), with its 95 %
-- Wilson interval.
WITH s AS (SELECT game_type, t.s AS seat, list_contains(winners, t.s) AS won
FROM games, range(seat_count) AS t(s)
WHERE status = 'finished') SELECT game_type, seat, count(*) AS games, round(avg(won::INT), 3) AS win_rate, round((win_rate + 1.96^2 / (2 * games) - 1.96 * sqrt(win_rate * (1 - win_rate) / games + 1.96^2 / (4 * games^2))) / (1 + 1.96^2 / games), 3) AS low, round((win_rate + 1.96^2 / (2 * games) + 1.96 * sqrt(win_rate * (1 - win_rate) / games + 1.96^2 / (4 * games^2))) / (1 + 1.96^2 / games), 3) AS high
FROM s
GROUP BY ALL
ORDER BY ALL
