"""The first ten minutes (issue 27), tried as a new user would: the README's first screen
(a virtual environment, `pip install -e .` to serve, the tests' extras only for the
tests), bad addresses refused, a folder without data refused, an unknown flag answered
with its subcommand's usage, and the TypeScript build saying what is missing."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from clients.client import Client
from tests.api.cli_support import CLI, ROOT, start_serve, stop_serve

ENV = {k: v for k, v in os.environ.items() if not k.startswith("SCHEHERAZADE_")} | {
    "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"}
README = (ROOT / "README.md").read_text()
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def cli(*args: str, cwd: Path = ROOT, env: dict[str, str] | None = None,
        timeout: float = 60) -> tuple[int, str, str]:
    done = subprocess.run([*CLI, *args], env=env or ENV, cwd=cwd, capture_output=True,
                          text=True, timeout=timeout)
    return done.returncode, done.stdout, done.stderr


# ------------------------------------------------------------------- install and README

# Packages that only the tests, the benchmarks or `report` use.
NOT_FOR_SERVING = ("pytest", "playwright", "open_spiel", "hypothesis", "mypy", "ruff",
                   "grpcio-tools", "altair", "vl-convert-python", "numpy")


def _names(requirements: list[str]) -> set[str]:
    return {re.split(r"[\[<>=!~; ]", r, maxsplit=1)[0].lower() for r in requirements}


def test_pip_install_dot_installs_what_serving_needs_and_no_test_tools() -> None:
    base = _names(PYPROJECT["project"]["dependencies"])
    assert not base & set(NOT_FOR_SERVING)
    extras = PYPROJECT["project"]["optional-dependencies"]
    # The tests' extra brings every other extra the suite touches, and CI installs it.
    assert "scheherazade[report,bench,postgres]" in extras["test"]
    assert {"altair", "vl-convert-python"} <= _names(extras["report"])
    assert {"open_spiel", "numpy"} <= _names(extras["bench"])
    assert "-e '.[test]'" in (ROOT / ".ci" / "run").read_text()


def _first_block(text: str) -> str:
    return text.split("```bash\n", 1)[1].split("```", 1)[0]


def test_the_readmes_first_screen_makes_a_venv_serves_with_the_base_install_and_tests() -> None:
    first = _first_block(README)
    lines = [line.split("#")[0].strip() for line in first.splitlines()]
    venv = next(i for i, line in enumerate(lines) if "python3 -m venv .venv" in line)
    assert ". .venv/bin/activate" in lines[venv]
    serve = next(i for i, line in enumerate(lines) if "scheherazade serve" in line)
    assert venv < serve and "pip install -e . " in lines[serve] + " "
    tests = next(i for i, line in enumerate(lines) if "python -m pytest" in line)
    assert "pip install -e '.[test]'" in lines[tests]
    # What it costs, said where the commands are.
    assert re.search(r"about \d+ MB", first) and re.search(r"about \d+ minutes", first)


def test_the_readme_says_export_fork_with_an_auditor_token_and_where_the_data_lives() -> None:
    assert "scheherazade export --parquet" in README
    assert "SCHEHERAZADE_AUDITOR_TOKEN=$(python3 -c 'import secrets; " in README
    assert re.search(r"scheherazade fork games/<id> --at \d+ +#", README)
    assert "## Where the data lives" in README


# Run the CLI with the packages of the extras made impossible to import: what serving and
# the everyday commands touch must come from `pip install -e .` alone.
_WITHOUT_EXTRAS = f"""
import importlib.abc, sys
BLOCKED = {tuple(n.replace("-python", "").replace("-", "_") for n in NOT_FOR_SERVING)!r} + (
    "pyspiel", "scipy", "grpc_tools", "psycopg")
class Blocked(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in BLOCKED:
            raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
sys.meta_path.insert(0, Blocked())
from clients.cli import main
sys.exit(main())
"""


def _bare(*args: str, cwd: Path) -> tuple[int, str, str]:
    done = subprocess.run([sys.executable, "-c", _WITHOUT_EXTRAS, *args], env=ENV, cwd=cwd,
                          capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout, done.stderr


def test_serve_and_the_everyday_commands_need_no_extra(tmp_path: Path) -> None:
    served = start_serve("--address", "127.0.0.1:0",
                         command=[sys.executable, "-c", _WITHOUT_EXTRAS], env=ENV, cwd=tmp_path)
    server, address = served.process, served.address
    try:
        assert "(data in data)" in served.lines[-1]
        code, out, err = _bare("new", "--address", address, "Ann", "Bob", cwd=tmp_path)
        assert code == 0 and out.startswith("games/"), err
        with Client(address) as client:
            assert client.get_game(out.splitlines()[0]).players == ["Ann", "Bob"]
    finally:
        stopped = stop_serve(server, timeout=30)
    assert stopped == 0
    code, out, err = _bare("stats", "games-by-type", cwd=tmp_path)
    assert code == 0 and "1001" in out, err
    code, _, err = _bare("report", "--out", str(tmp_path / "r.html"), cwd=tmp_path)
    assert code == 1
    assert err == ("scheherazade report: this needs altair, which `pip install -e "
                   "'.[report]'` installs (`pip install -e .` installs what serving needs)\n")


# ------------------------------------------------------------------------ bad addresses


@pytest.mark.parametrize("args, why", [
    (["serve", "--address", "127.0.0.1:99999"],
     "argument --address: '127.0.0.1:99999' has no valid port: a port is a number from 0 "
     "(any free port) to 65535"),
    (["serve", "--address", "127.0.0.1:0", "--web-address", "localhost:http"],
     "argument --web-address: 'localhost:http' has no valid port: a port is a number from 0 "
     "(any free port) to 65535"),
    (["serve", "--address", "50051"],
     "argument --address: '50051' is not HOST:PORT (for example 127.0.0.1:50051)"),
    (["new", "--address", "127.0.0.1:99999", "Ann", "Bob"],
     "argument --address: '127.0.0.1:99999' has no valid port: a port is a number from 1 to "
     "65535"),
    (["replay", "games/x", "--address", "127.0.0.1:0"],
     "argument --address: '127.0.0.1:0' has no valid port: a port is a number from 1 to 65535"),
    (["watch", "games/x", "--address", "nowhere"],
     "argument --address: 'nowhere' is not HOST:PORT (for example 127.0.0.1:50051)"),
])
def test_a_bad_address_is_refused_with_a_sentence(
    tmp_path: Path, args: list[str], why: str
) -> None:
    """gRPC takes a port modulo 65536: 127.0.0.1:99999 listened on (and dialled) 34463."""
    code, out, err = cli(*args, cwd=tmp_path, timeout=30)
    assert code == 2 and out == ""
    assert err.startswith(f"usage: scheherazade {args[0]} ")
    assert err.endswith(f"scheherazade {args[0]}: error: {why}\n")
    assert list(tmp_path.iterdir()) == []  # no data directory made


@pytest.mark.parametrize("command", [["serve"], ["new", "Ann", "Bob"]])
def test_a_bad_address_in_the_environment_is_refused_with_a_sentence(
    tmp_path: Path, command: list[str]
) -> None:
    code, _, err = cli(*command, cwd=tmp_path, timeout=30,
                       env=ENV | {"SCHEHERAZADE_ADDRESS": "127.0.0.1:99999"})
    assert code == 2
    assert err.startswith(f"scheherazade {command[0]}: SCHEHERAZADE_ADDRESS in the "
                          "environment: '127.0.0.1:99999' has no valid port")
    assert list(tmp_path.iterdir()) == []


# -------------------------------------------------------------- a folder without data


@pytest.mark.parametrize("command", [
    ["stats"], ["sql", "SELECT 1"], ["export", "--parquet", "out"], ["report"],
    ["project", "--once"], ["audit", "--all"],
])
def test_a_command_that_reads_data_refuses_a_folder_without_it(
    tmp_path: Path, command: list[str]
) -> None:
    code, out, err = cli(*command, cwd=tmp_path)
    assert code == 1 and out == ""
    assert err == (f"scheherazade {command[0]}: there is no data in {tmp_path / 'data'}: give "
                   "--data-dir the folder `scheherazade serve` keeps its games in (its "
                   "--data-dir; default ./data, or $SCHEHERAZADE_DATA)\n")
    assert list(tmp_path.iterdir()) == []  # no empty analytics file, no parquet folder


def test_stats_over_events_not_yet_projected_says_to_project_them(tmp_path: Path) -> None:
    code, _, err = cli("bots", "--embedded", "--data-dir", str(tmp_path), "--games", "1",
                       "--players", "2")
    assert code == 0, err
    code, out, err = cli("stats", "--data-dir", str(tmp_path))
    assert code == 1 and out == ""
    assert err == (f"scheherazade stats: no analytics file in {tmp_path}: `scheherazade "
                   f"project --once --data-dir {tmp_path}` makes it from the events there\n")
    assert not (tmp_path / "analytics.duckdb").exists()


def test_export_without_a_directory_is_refused_in_words() -> None:
    code, _, err = cli("export", "--parquet")
    assert code == 2
    assert err.startswith("usage: scheherazade export ")
    assert err.endswith("scheherazade export: error: argument --parquet: expected one "
                        "argument\n")


# ---------------------------------------------------------------------- unknown flags


@pytest.mark.parametrize("args", [["serve", "--port", "5"], ["new", "Ann", "--players", "3"]])
def test_an_unknown_flag_is_answered_with_its_subcommands_usage(args: list[str]) -> None:
    code, out, err = cli(*args, timeout=30)
    assert code == 2 and out == ""
    assert err.startswith(f"usage: scheherazade {args[0]} [-h] [--address ADDRESS]")
    assert err.endswith(f"scheherazade {args[0]}: error: unrecognized arguments: "
                        f"{' '.join(args[-2:])}\n")


# ------------------------------------------------------------------- TypeScript build


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js")
@pytest.mark.parametrize("python", ["without-google", "missing"])
def test_the_typescript_build_says_what_python_it_needs(tmp_path: Path, python: str) -> None:
    """Run where the service's Python environment is not active: `python3` lacks the
    googleapis protos (here: Python without site-packages), or there is no such Python."""
    interpreter = tmp_path / "python"
    if python == "without-google":
        interpreter.write_text(f"#!/bin/sh\nexec {sys.executable} -I -S \"$@\"\n")
        interpreter.chmod(0o755)
    done = subprocess.run(["node", "scripts/generate.mjs", str(tmp_path / "gen")],
                          cwd=ROOT / "clients" / "typescript", capture_output=True, text=True,
                          env={**os.environ, "PYTHON": str(interpreter)}, timeout=60)
    assert done.returncode == 1
    why = (f"`{interpreter}` cannot import google.rpc (the googleapis-common-protos package)"
           if python == "without-google" else f"there is no `{interpreter}` on the PATH")
    assert done.stderr == (
        f"clients/typescript: {why}. The build takes google/rpc/error_details.proto from the "
        "service's Python environment: activate it (`. .venv/bin/activate` in the repository, "
        "after `pip install -e .`, as the README says), or point PYTHON at its python "
        "(PYTHON=/path/to/.venv/bin/python npm run build).\n")
    assert not (tmp_path / "gen").exists()


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js")
def test_the_typescript_build_says_to_run_npm_ci_first(tmp_path: Path) -> None:
    """The script where `npm ci` has not been run (no node_modules beside it)."""
    (tmp_path / "scripts").mkdir()
    shutil.copy(ROOT / "clients" / "typescript" / "scripts" / "generate.mjs", tmp_path / "scripts")
    done = subprocess.run(["node", "scripts/generate.mjs"], cwd=tmp_path, capture_output=True,
                          text=True, env={**os.environ, "PYTHON": sys.executable}, timeout=60)
    assert done.returncode == 1
    assert done.stderr == (f"clients/typescript: buf is not installed here ({tmp_path}/"
                           "node_modules/.bin/buf): run `npm ci` in clients/typescript first.\n")
