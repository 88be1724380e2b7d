-- Aladdin's Dragons, the value of the caravanserai: per player count and overall, rounds
-- played, rounds someone won the caravanserai (and how often he named himself start
-- player), then the palace that follows it, where the start player wins every tie:
-- artifacts bought per round by that start player, by each other seat (the Dummy counted),
-- and the start player's share of the purchases against an even share (1 / seats).
SELECT coalesce(players::VARCHAR, 'all') AS players, count(*) AS rounds, count(caravanserai_winner) AS contested, round(avg((palace_start = caravanserai_winner)::INT), 4) AS named_himself_rate, round(avg(bought_by_start), 3) AS start_player_bought, round(avg((bought - bought_by_start) / (seats - 1)), 3) AS other_seat_bought, round(sum(bought_by_start) / nullif(sum(bought), 0), 4) AS start_player_share, round(avg(1 / seats), 4) AS even_share
FROM dragons_rounds
GROUP BY GROUPING SETS ((players), ())
ORDER BY grouping(players), dragons_rounds.players
