-- Aladdin's Dragons: per spell or artifact kind and overall, cards played, countered (a
-- spell by a counterspell, a modifier by an Evil Eye), the rate countered, how many were
-- the Dummy's (claimed), and how many changed a hero's value.
SELECT coalesce(card_type, 'all') AS card_type, coalesce(name, 'all') AS name, count(*) AS played, count(*) FILTER (WHERE countered) AS countered, round(avg(countered::INT), 4) AS countered_rate, count(*) FILTER (WHERE dummy_card) AS dummy_cards, count(op) AS heroes_changed
FROM dragons_cards
GROUP BY GROUPING SETS ((card_type, name), ())
ORDER BY grouping(card_type), card_type, name
