-- Players per game type by rating (OpenSkill Plackett-Luce, mu - 3 sigma), with games
-- played and won.
SELECT game_type, name, games, wins, round(wins / games, 3) AS win_rate, round(mu, 2) AS mu, round(sigma, 2) AS sigma, round(rating, 2) AS rating
FROM players
ORDER BY game_type, rating DESC, name
