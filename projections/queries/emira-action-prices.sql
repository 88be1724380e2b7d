-- Emira: per action and overall, how often it was won, the average winning bid, the
-- average paid for the bid (after the camel discount), and the average action cost.
SELECT coalesce(action, 'all') AS action, count(*) AS taken, round(avg(bid), 2) AS avg_bid, round(avg(paid), 2) AS avg_paid_for_bid, round(avg(cost), 2) AS avg_cost, round(avg(coalesce(paid, 0) + cost), 2) AS avg_total
FROM emira_actions
WHERE action NOT IN ('gold', 'none')
GROUP BY GROUPING SETS ((action), ())
ORDER BY grouping(action), action
