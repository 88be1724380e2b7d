-- 1001: per active team, its turns, how many were grounded, and over the flights flown:
-- steps, random route draws, flights cut short by lack of clouds, and net gems and clouds
-- per flight.
SELECT team, count(*) AS turns, round(avg(grounded::INT), 4) AS grounded_rate, count(*) FILTER (WHERE NOT grounded) AS flights, round(avg(steps) FILTER (WHERE NOT grounded), 2) AS avg_steps, round(avg(drawn::INT) FILTER (WHERE NOT grounded), 4) AS drawn_rate, round(avg((reason = 'out_of_clouds')::INT) FILTER (WHERE NOT grounded), 4) AS out_of_clouds_rate, round(avg(gems_gained - gems_lost) FILTER (WHERE NOT grounded), 2) AS avg_net_gems, round(avg(clouds_gained - clouds_lost) FILTER (WHERE NOT grounded), 2) AS avg_net_clouds
FROM g1001_flights
GROUP BY team
ORDER BY team
