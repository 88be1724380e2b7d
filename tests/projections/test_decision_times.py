"""The decision_times histogram the projector keeps batch by batch is the same however the
log is cut into batches — a command whose events straddle two batches counted once, the
gap across a batch boundary measured from the game's tip — and is what the plain
definition gives over every event."""

from __future__ import annotations

from projections.duck import Analytics
from projections.scaled import project_bot_games
from service.kit.registry import games

HISTOGRAM = """SELECT game_type, tenths, sum(decisions), round(sum(seconds), 6)
               FROM decision_times GROUP BY ALL ORDER BY ALL"""
PLAIN = """
    WITH c AS (SELECT game_type, epoch("at") - lag(epoch("at")) OVER (
                   PARTITION BY game_id ORDER BY version) AS gap
               FROM events WHERE command_id IS NOT NULL
               QUALIFY version = min(version) OVER (PARTITION BY game_id, command_id))
    SELECT game_type, CAST(floor(gap * 10) AS BIGINT), count(*), round(sum(gap), 6)
    FROM c WHERE gap IS NOT NULL GROUP BY ALL ORDER BY ALL"""


def test_the_histogram_does_not_depend_on_the_batches(tmp_path):
    whole = Analytics(project_bot_games(tmp_path / "whole", 1))
    cut = Analytics(project_bot_games(tmp_path / "cut", 1, batch_size=97))
    with whole.read() as a, cut.read() as b:
        histogram = a.execute(HISTOGRAM).fetchall()
        assert histogram == b.execute(HISTOGRAM).fetchall()
        assert histogram == a.execute(PLAIN).fetchall()
        # The cut did split commands between batches (notifications 1-97, 98-194, …).
        assert b.execute("""SELECT count(*) FROM (
                                SELECT min(notification_id) AS lo, max(notification_id) AS hi
                                FROM events WHERE command_id IS NOT NULL
                                GROUP BY game_id, command_id)
                            WHERE (lo - 1) // 97 < (hi - 1) // 97""").fetchone()[0] > 10
        assert {row[0] for row in histogram} == set(games())
        # Every game's tip is its last command event.
        assert b.execute("""SELECT count(*) FROM decision_tips t JOIN (
                                SELECT game_id, arg_max(command_id, version) AS c FROM events
                                WHERE command_id IS NOT NULL GROUP BY ALL) e USING (game_id)
                            WHERE e.c = t.command_id""").fetchone()[0] == \
            b.execute("SELECT count(DISTINCT game_id) FROM events "
                      "WHERE command_id IS NOT NULL").fetchone()[0]
