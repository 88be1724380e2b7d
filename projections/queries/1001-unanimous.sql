-- 1001: share of turns where the active team voted unanimously, and how often its route
-- then survived the Vizier (the +3 bonus is scored either way).
SELECT count(*) AS turns, round(avg(unanimous::INT), 4) AS unanimous_rate, count(*) FILTER (WHERE unanimous) AS unanimous_turns, round(avg((NOT hit)::INT) FILTER (WHERE unanimous), 4) AS unanimous_success_rate
FROM g1001_viziers
