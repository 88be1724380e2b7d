-- Aladdin's Dragons, finished games: per player count and seat, per player count, and
-- overall, the players' seats (the Dummy left out), their wins and win rate (a tie after
-- every tie-break, to be replayed, and a Dummy ranked first alone leave no winner).
SELECT coalesce(players::VARCHAR, 'all') AS players, seat, count(*) AS seats, count(*) FILTER (WHERE winner) AS wins, round(avg(winner::INT), 4) AS win_rate
FROM dragons_outcomes
WHERE NOT dummy
GROUP BY GROUPING SETS ((players, seat), (players), ())
ORDER BY grouping(players), dragons_outcomes.players, grouping(seat), seat
