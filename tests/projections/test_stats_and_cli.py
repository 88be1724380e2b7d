"""Ready statistics on synthetic games and on a projected game; the analytics subcommands."""

from __future__ import annotations

import argparse
import csv
import io
import json
from pathlib import Path

import duckdb
import pytest

from projections import cli
from projections.duck import Analytics
from projections.projector import Projector
from projections.schema import TABLES
from projections.stats import UnknownStatistic, list_statistics, run_statistic
from projections.synthetic import fill_analytics
from service.games.g1001.events import EVENT_TYPES
from tests.projections import game_1001 as hand
from tests.projections.conftest import make_store


@pytest.fixture(scope="module")
def synthetic_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("stats") / "analytics.duckdb"
    fill_analytics(path, 2_000, seed=5)
    return path


def stat(path: Path, name: str) -> list[dict]:
    columns, rows = run_statistic(Analytics(path), name)
    return [dict(zip(columns, row, strict=True)) for row in rows]


def test_every_statistic_runs_and_has_a_description(synthetic_file):
    names = [name for name, _ in list_statistics()]
    assert len(names) == len(set(names)) >= 8
    for name, description in list_statistics():
        columns, rows = run_statistic(Analytics(synthetic_file), name)
        assert description and columns, name
        # The synthetic file holds 1001 games' rows only, and no `events` (decision-time's).
        if not name.startswith("treasures") and name != "decision-time":
            assert rows, name


def test_synthetic_statistics_are_sane(synthetic_file):
    (wins,) = stat(synthetic_file, "1001-team-wins")
    assert wins["games"] == 2_000
    assert wins["day_win_rate"] + wins["night_win_rate"] + wins["tie_rate"] == pytest.approx(1)
    vizier = {r["direction"]: r for r in stat(synthetic_file, "1001-vizier")}
    assert vizier["all"]["turns"] == 16_000 and 0 < vizier["all"]["hit_rate"] < 1
    (scores,) = stat(synthetic_file, "1001-final-scores")
    assert scores["avg_winner_score"] >= scores["avg_score"] > 0
    (unanimous,) = stat(synthetic_file, "1001-unanimous")
    assert 0 < unanimous["unanimous_rate"] < 1 and 0 < unanimous["unanimous_success_rate"] < 1
    rewards = stat(synthetic_file, "1001-rewards")
    assert [r["bought"] for r in rewards] == sorted((r["bought"] for r in rewards), reverse=True)
    assert stat(synthetic_file, "games-by-type") == [
        {"game_type": "1001", "status": "finished", "games": 2_000}]
    (length,) = stat(synthetic_file, "game-length")
    assert length["avg_events"] > 200


def test_statistics_of_the_hand_built_game(store, analytics_path):
    version = store.append(hand.GAME, 1, hand.until_votes_cast())
    store.append(hand.GAME, version, hand.rest_of_game())
    Projector(store, analytics_path, event_types=EVENT_TYPES).catch_up()
    assert stat(analytics_path, "1001-team-wins") == [
        {"games": 1, "day_win_rate": 1.0, "night_win_rate": 0.0, "tie_rate": 0.0}]
    assert stat(analytics_path, "1001-unanimous") == [
        {"turns": 2, "unanimous_rate": 0.5, "unanimous_turns": 1, "unanimous_success_rate": 0.0}]
    assert stat(analytics_path, "1001-rewards") == [
        {"reward": "stars", "bought": 1, "avg_turn": 1.0, "points": 8.0}]
    # Scores 11, 4, 10, 3: the winner leads the next best by 1, the last by 8.
    assert stat(analytics_path, "1001-final-scores") == [
        {"games": 1, "avg_winner_score": 11.0, "avg_score": 7.0, "avg_margin": 1.0,
         "avg_spread": 8.0}]
    for team in stat(analytics_path, "1001-flights"):  # a grounded turn is no flight
        assert team["flights"] == team["turns"] * (1 - team["grounded_rate"])


def test_unknown_statistic_names_the_known_ones(synthetic_file):
    with pytest.raises(UnknownStatistic, match="1001-vizier"):
        run_statistic(Analytics(synthetic_file), "nope")


# ---------------------------------------------------------------------------- CLI


def run_cli(argv: list[str], capsys) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser()
    cli.add_parsers(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    code = args.func(args)
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def data_dir(tmp_path) -> Path:
    """A data dir whose events.sqlite holds the hand-built game (the CLI's embedded store)."""
    store = make_store(tmp_path / "events.sqlite")
    version = store.append(hand.GAME, 1, hand.until_votes_cast())
    store.append(hand.GAME, version, hand.rest_of_game())
    return tmp_path


def test_project_once_then_sql_in_every_format(data_dir, capsys, monkeypatch):
    monkeypatch.setenv("SCHEHERAZADE_STORE", "sqlite")
    code, out, _ = run_cli(["project", "--data-dir", str(data_dir), "--once"], capsys)
    n = len(hand.until_votes_cast()) + len(hand.rest_of_game())
    assert code == 0 and f"done: {n} events projected" in out

    query = "SELECT game_id, status, winners FROM games"
    code, out, _ = run_cli(["sql", query, "--data-dir", str(data_dir)], capsys)
    assert code == 0 and "g-hand-built  finished  [0]" in out and "(1 row)" in out
    code, out, _ = run_cli(["sql", query, "--data-dir", str(data_dir), "--format", "csv"], capsys)
    assert list(csv.reader(io.StringIO(out))) == [
        ["game_id", "status", "winners"], ["g-hand-built", "finished", "[0]"]]
    code, out, _ = run_cli(["sql", query, "--data-dir", str(data_dir), "--format", "json"], capsys)
    assert json.loads(out) == [{"game_id": "g-hand-built", "status": "finished", "winners": [0]}]


def test_sql_is_read_only_and_errors_are_one_line(data_dir, capsys):
    code, _, err = run_cli(["sql", "DELETE FROM games", "--data-dir", str(data_dir)], capsys)
    assert code == 1 and err.startswith("error: ") and "read-only" in err
    code, _, err = run_cli(["sql", "SELEC 1", "--data-dir", str(data_dir)], capsys)
    assert code == 1 and "syntax error" in err


def test_stats_prints_one_or_all(synthetic_file, capsys):
    data_dir = str(synthetic_file.parent)
    code, out, _ = run_cli(["stats", "1001-team-wins", "--data-dir", data_dir], capsys)
    assert code == 0 and out.splitlines()[0].split() == [
        "games", "day_win_rate", "night_win_rate", "tie_rate"]
    code, out, _ = run_cli(["stats", "--data-dir", data_dir], capsys)
    assert code == 0 and all(f"== {name}:" in out for name, _ in list_statistics())
    code, out, _ = run_cli(["stats", "--data-dir", data_dir, "--format", "json"], capsys)
    assert set(json.loads(out)) == {name for name, _ in list_statistics()}
    code, _, err = run_cli(["stats", "typo", "--data-dir", data_dir], capsys)
    assert code == 1 and "known:" in err


def test_export_writes_every_table_to_parquet(synthetic_file, tmp_path, capsys):
    out_dir = tmp_path / "parquet"
    code, _, _ = run_cli(["export", "--parquet", str(out_dir), "--data-dir",
                          str(synthetic_file.parent)], capsys)
    assert code == 0
    counts = {p.stem: duckdb.sql(f"SELECT count(*) FROM '{p}'").fetchall()[0][0]
              for p in out_dir.glob("*.parquet")}
    assert counts["games"] == 2_000 and counts["g1001_viziers"] == 16_000
    assert counts["events"] == 0 and set(counts) == set(TABLES)
