"""`scheherazade report`: one self-contained HTML file of charts over the analytics file —
win rate by seat with 95 % intervals, score and game-length distributions, and rating
trajectories — drawn with Altair and rendered to SVG offline by vl-convert, so the file
opens anywhere with no network and no script."""

from __future__ import annotations

import html
import time
from typing import Any

import altair as alt
import vl_convert

from projections.duck import Analytics

Z95 = 1.959964  # the normal quantile of a two-sided 95 % interval

# Per game type and seat: finished games, wins, and the Wilson score interval of the rate.
WIN_RATES = f"""
WITH seats AS (
    SELECT game_type, s AS seat, list_contains(winners, s) AS won
    FROM games, range(seat_count) AS t(s) WHERE status = 'finished')
SELECT game_type, seat, count(*) AS games, count(*) FILTER (WHERE won) AS wins,
       wins / games AS rate,
       (rate + {Z95}^2 / (2 * games)
        - {Z95} * sqrt(rate * (1 - rate) / games + {Z95}^2 / (4 * games^2)))
       / (1 + {Z95}^2 / games) AS low,
       (rate + {Z95}^2 / (2 * games)
        + {Z95} * sqrt(rate * (1 - rate) / games + {Z95}^2 / (4 * games^2)))
       / (1 + {Z95}^2 / games) AS high
FROM seats GROUP BY ALL ORDER BY ALL"""
SCORES = """
SELECT game_type, unnest(scores) AS score FROM games
WHERE status = 'finished' AND scores IS NOT NULL"""
LENGTHS = "SELECT game_type, events FROM games WHERE status = 'finished'"
# The five most-played players of each game type, their rating after each game.
TRAJECTORIES = """
WITH top AS (
    SELECT game_type, name FROM players
    QUALIFY row_number() OVER (PARTITION BY game_type ORDER BY games DESC, name) <= 5)
SELECT r.game_type, r.name, r.rating,
       row_number() OVER (PARTITION BY r.game_type, r.name ORDER BY r.ended_at, r.game_id)
           AS game
FROM ratings r JOIN top USING (game_type, name) ORDER BY ALL"""


def _rows(con: Any, sql: str) -> list[dict[str, Any]]:
    cursor = con.execute(sql)
    names = [d[0] for d in cursor.description]
    return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]


def _charts(con: Any) -> list[tuple[str, str, alt.TopLevelMixin | None]]:
    """(title, caption, chart or None when there is nothing to draw)."""
    out: list[tuple[str, str, alt.TopLevelMixin | None]] = []
    rates = _rows(con, WIN_RATES)
    bars = alt.Chart().mark_bar().encode(
        x=alt.X("seat:O", title="seat"), y=alt.Y("rate:Q", title="win rate",
                                                 scale=alt.Scale(domain=[0, 1])))
    ticks = alt.Chart().mark_rule().encode(x="seat:O", y="low:Q", y2="high:Q")
    out.append(("Win rate by seat", "Finished games; the lines are 95 % Wilson intervals.",
                alt.layer(bars, ticks, data=alt.Data(values=rates)).facet(
                    column=alt.Column("game_type:N", title=None)) if rates else None))
    scores = _rows(con, SCORES)
    out.append(("Final scores", "Every seat's final score, finished games.",
                alt.Chart(alt.Data(values=scores)).mark_bar().encode(
                    x=alt.X("score:Q", bin=alt.Bin(maxbins=20)),
                    y=alt.Y("count():Q", title="seats"),
                ).properties(width=220, height=150).facet(
                    facet=alt.Facet("game_type:N", title=None), columns=3,
                ).resolve_scale(x="independent", y="independent") if scores else None))
    lengths = _rows(con, LENGTHS)
    out.append(("Game length", "Events per finished game.",
                alt.Chart(alt.Data(values=lengths)).mark_boxplot().encode(
                    x=alt.X("game_type:N", title=None), y=alt.Y("events:Q", title="events"),
                ) if lengths else None))
    paths = _rows(con, TRAJECTORIES)
    out.append(("Rating trajectories", "The five most-played players of each game: their "
                "rating (mu - 3 sigma, OpenSkill) after each of their games.",
                alt.Chart(alt.Data(values=paths)).mark_line(point=True).encode(
                    x=alt.X("game:Q", title="their nth game"),
                    y=alt.Y("rating:Q", title="rating"), color="name:N",
                ).properties(width=220, height=150).facet(
                    facet=alt.Facet("game_type:N", title=None), columns=3,
                ).resolve_scale(x="independent", y="independent", color="independent")
                if paths else None))
    return out


def build(analytics: Analytics) -> str:
    with analytics.read() as con:
        charts = _charts(con)
        (finished,) = con.execute(
            "SELECT count(*) FROM games WHERE status = 'finished'").fetchone()
    figures = []
    for title, caption, chart in charts:
        body = (vl_convert.vegalite_to_svg(chart.to_json()) if chart is not None
                else '<p class="empty">No finished games to draw yet.</p>')
        figures.append(f'<figure><h2>{html.escape(title)}</h2>{body}'
                       f'<figcaption>{html.escape(caption)}</figcaption></figure>')
    return _PAGE.format(when=html.escape(time.strftime("%Y-%m-%d %H:%M")),
                        finished=finished, figures="\n".join(figures))


_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Scheherazade report</title>
<style>
body {{ font: 15px/1.4 system-ui, sans-serif; margin: 1em auto; max-width: 72em;
       padding: 0 1em; color: #222; }}
figure {{ margin: 1.5em 0; overflow-x: auto; }}
figcaption {{ color: #555; font-size: .9em; }}
h2 {{ font-size: 1.15em; }}
</style></head>
<body><h1>Scheherazade report</h1>
<p>{finished} finished games · made {when} from the analytics file.</p>
{figures}
</body></html>
"""


def write(analytics: Analytics, path: Any) -> None:
    with open(path, "w", encoding="utf-8") as f:
        f.write(build(analytics))
