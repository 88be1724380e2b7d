-- New Game: per seat, the games it played, the cards it revealed and their mean value.
SELECT seat, count(DISTINCT game_id) AS games, count(*) AS cards,
       round(avg(value), 2) AS mean_value
FROM newgame_plays
GROUP BY seat
ORDER BY seat
