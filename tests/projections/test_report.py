"""`scheherazade report`: one self-contained HTML file whose every chart draws in headless
Chromium, from an analytics file of finished games of every type."""

from __future__ import annotations

from eventsourcing.persistence import StoredEvent

from projections.projector import Projector
from service.app.selfplay import encoded, random_playout
from service.app.store import open_store
from service.kit.registry import games
from tests.api.cli_support import run
from tests.clients.web_support import SCREENSHOTS, browser

TITLES = ["Win rate by seat", "Final scores", "Game length", "Rating trajectories"]


def test_the_report_draws_every_chart_offline(tmp_path):
    data = tmp_path / "data"
    store = open_store(data)
    for game_type, rules in games().items():
        for seed in range(3):
            p = random_playout(rules, 40 + seed, now=100.0 * seed)
            assert p.finished
            store.recorder.insert_events([
                StoredEvent(f"{game_type}-{seed}", v, t, s)
                for v, (t, s) in enumerate(encoded(p, at=1e9 + 1e4 * seed), start=1)])
    Projector(store, data / "analytics.duckdb").catch_up()
    out = tmp_path / "report.html"
    assert run("report", "--data-dir", str(data), "--out", str(out)).strip() == f"wrote {out}"
    text = out.read_text()
    assert "<script" not in text and "http://" not in text.replace(
        'xmlns="http://www.w3.org/2000/svg"', "").replace(
        'xmlns:xlink="http://www.w3.org/1999/xlink"', "")  # nothing to fetch
    with browser() as b:
        page = b.new_page()
        page.goto(out.as_uri())
        figures = page.query_selector_all("figure")
        assert [f.query_selector("h2").inner_text() for f in figures] == TITLES
        for figure in figures:
            svg = figure.query_selector("svg")
            assert svg is not None, figure.inner_text()
            box = svg.bounding_box()
            assert box and box["width"] > 100 and box["height"] > 50
            assert len(svg.query_selector_all("path")) > 5  # marks were drawn
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=SCREENSHOTS / "report.png", full_page=True)
