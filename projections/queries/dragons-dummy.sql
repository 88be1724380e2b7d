-- Aladdin's Dragons, two players: finished games, the Dummy's and a player's average
-- artifacts, how often the Dummy ranked first alone (no winner), and the Dummy's cards
-- claimed (every game projected) with how often the claimer won the secret offers.
SELECT count(*) FILTER (WHERE dummy) AS games, round(avg(artifacts) FILTER (WHERE dummy), 2) AS dummy_artifacts, round(avg(artifacts) FILTER (WHERE NOT dummy), 2) AS player_artifacts, round(avg((position = 1)::INT) FILTER (WHERE dummy), 4) AS dummy_first_rate, (SELECT count(*)
FROM dragons_dummy_claims) AS claims, (SELECT round(avg(claimer_won::INT), 4)
FROM dragons_dummy_claims) AS claimer_won_rate
FROM dragons_outcomes
WHERE players = 2
