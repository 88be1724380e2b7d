-- Aladdin's Dragons: for the players, the Dummy and overall, bribes owed to the palace
-- guard, how many were paid and how many withdrawn (the heroes left the room), the rate
-- paid, the average due, the average face value paid and cards given, and how many bribers
-- then bought the artifact.
SELECT CASE WHEN grouping(b.dummy) = 1 THEN 'all' WHEN b.dummy THEN 'dummy' ELSE 'players' END AS bidders, count(*) AS owed, count(*) FILTER (WHERE NOT b.withdrew) AS paid, count(*) FILTER (WHERE b.withdrew) AS withdrawn, round(avg((NOT b.withdrew)::INT), 4) AS paid_rate, round(avg(b.due), 2) AS avg_due, round(avg(b.paid), 2) AS avg_paid, round(avg(b.cards) FILTER (WHERE NOT b.withdrew), 2) AS avg_cards, count(p.seat) AS then_bought
FROM dragons_bribes b LEFT JOIN dragons_purchases p ON p.game_id = b.game_id AND p.round = b.round AND p.location = b.location AND p.seat = b.seat AND NOT b.withdrew
GROUP BY GROUPING SETS ((b.dummy), ())
ORDER BY grouping(b.dummy), b.dummy
