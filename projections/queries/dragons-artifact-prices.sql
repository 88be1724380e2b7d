-- Aladdin's Dragons: per artifact kind and overall, artifacts bought, their average price
-- (the buyer's hero total after modifiers and Bargains), the average face value paid and
-- overpaid (no change is given; Golden Touch may pay for less), the price range, and
-- purchases declined with their average price.
SELECT coalesce(kind, 'all') AS kind, count(*) FILTER (WHERE bought) AS bought, round(avg(price) FILTER (WHERE bought), 2) AS avg_price, round(avg(paid), 2) AS avg_paid, round(avg(paid - price), 2) AS avg_overpaid, min(price) FILTER (WHERE bought) AS min_price, max(price) FILTER (WHERE bought) AS max_price, count(*) FILTER (WHERE NOT bought) AS declined, round(avg(price) FILTER (WHERE NOT bought), 2) AS avg_declined_price
FROM (SELECT kind, price, paid, true AS bought
FROM dragons_purchases
UNION ALL SELECT kind, price, NULL, false
FROM dragons_declines)
GROUP BY GROUPING SETS ((kind), ())
ORDER BY grouping(kind), kind
