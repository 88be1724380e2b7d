"""The benchmark's run: its rows, the ceilings measured on first need, the games, and the
sections that need no server (the ceilings, the pure rules, the application in process)."""

from __future__ import annotations

import importlib
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.common import Row, failed, fmt_num, not_available


class Bench:
    def __init__(self, sizes: Any, tmp: Path, rules_override: list[str]) -> None:
        """`sizes`: bench/run.py's `Sizes` of the run (quick or full)."""
        self.sizes = sizes
        self.tmp = tmp
        self.rows: list[Row] = []
        self.ceil: dict[str, Row] = {}
        self.rules_override = rules_override
        self._rules: list[Any] | None = None
        self._rules_error: str | None = None

    # -------------------------------------------------------------- helpers

    def add(self, row: Row) -> Row:
        self.rows.append(row)
        status = f" [{row.status}]" if row.status else ""
        ratio = f" ratio {row.ratio:.2f}" if row.ratio is not None else ""
        print(
            f"  {row.section:>10} | {row.name}: {fmt_num(row.figure)} {row.unit}{ratio}{status}"
            + (f"  ({row.note})" if row.note else ""),
            file=sys.stderr,
            flush=True,
        )
        return row

    def attempt(
        self, section: str, name: str, fn: Callable[[], Row | list[Row]], target: Any = None
    ) -> list[Row]:
        try:
            out = fn()
        except Exception as exc:
            traceback.print_exc(file=sys.stderr)
            out = failed(section, name, exc, target)
        rows = out if isinstance(out, list) else [out]
        for r in rows:
            self.add(r)
        return rows

    def rules(self) -> list[Any]:
        """Every game in the registry (or the --rules override); [] if not available."""
        if self._rules is None:
            try:
                if self.rules_override:
                    self._rules = []
                    for spec in self.rules_override:
                        mod, _, attr = spec.partition(":")
                        self._rules.append(getattr(importlib.import_module(mod), attr or "GAME"))
                else:
                    from service.kit.registry import games

                    self._rules = list(games().values())
            except Exception as exc:
                self._rules = []
                self._rules_error = f"the games' rules ({type(exc).__name__}: {exc})"
        return self._rules

    def rules_missing(self) -> str:
        return self._rules_error or "no game registered"

    def path(self, name: str) -> Path:
        return self.tmp / name

    # -------------------------------------------------------------- sections

    def ceiling(self, key: str) -> Row | None:
        """A ceiling row of this run, measured on first need (so `--only` sections get
        theirs too)."""
        if key in self.ceil:
            return self.ceil[key]
        from bench import ceilings as c

        s = self.sizes
        makers: dict[str, Callable[[], Row]] = {
            "echo_seq": lambda: c.grpc_echo(
                self.echo_gen(), 1, s.grpc_seconds, s.grpc_warmup, s.server_workers
            ),
            "echo_conc": lambda: c.grpc_echo(
                self.echo_gen(), s.threads, s.grpc_seconds, s.grpc_warmup, s.server_workers
            ),
            "echo_aio_seq": lambda: c.grpc_echo(
                self.echo_gen(), 1, s.grpc_seconds, s.grpc_warmup, s.server_workers, aio=True
            ),
            "echo_aio_conc": lambda: c.grpc_echo(
                self.echo_gen(), s.threads, s.grpc_seconds, s.grpc_warmup, s.server_workers,
                aio=True,
            ),
            "es_save": lambda: c.es_save(self.path("es/save.sqlite"), s.es_saves),
            "dict_fold": lambda: c.dict_fold(min_seconds=s.fold_seconds),
        }
        row = self.attempt("ceiling", key, makers[key])[0]
        self.ceil[key] = row
        return row

    def echo_gen(self) -> Path:
        from bench.grpc_echo import generate

        gen = self.path("echo_gen")
        return gen if (gen / "echo_pb2.py").exists() else generate(gen)

    def ceilings(self) -> None:
        for key in ("echo_seq", "echo_conc", "echo_aio_seq", "echo_aio_conc", "es_save",
                    "dict_fold"):
            self.ceiling(key)

    def rules_section(self) -> None:
        from bench import ceilings as c
        from bench import figures_rules as f

        s = self.sizes
        if not self.rules():
            self.add(
                not_available(
                    "rules", "pure fold of a long game", self.rules_missing(), f.FOLD_TARGET
                )
            )
            self.add(not_available("rules", "random self-play, pure rules", self.rules_missing()))
            return
        for r in self.rules():
            self.attempt(
                "rules",
                f"{r.game_type}: pure fold",
                lambda r=r: f.pure_fold(r, self.ceiling("dict_fold"), s.fold_seeds, s.fold_seconds),
                f.FOLD_TARGET,
            )
        openspiel = self.openspiel_ceilings()
        for r in self.rules():
            self.attempt(
                "rules",
                f"{r.game_type}: self-play",
                lambda r=r: f.selfplay_pure(
                    r, s.selfplay_seconds, openspiel,
                    interleave=c.OPENSPIEL_GAMES[0] if openspiel else None),
            )

    def openspiel_ceilings(self) -> list[Row]:
        """OpenSpiel's own Python games self-playing (a test extra; a row says why when absent)."""
        from bench import ceilings as c

        reason = c.openspiel_unavailable()
        if reason:
            self.add(not_available("ceiling", "OpenSpiel Python games, random self-play", reason))
            return []
        rows = []
        for name in c.OPENSPIEL_GAMES:
            row = self.attempt(
                "ceiling",
                name,
                lambda name=name: c.openspiel_selfplay(name, self.sizes.selfplay_seconds),
            )[0]
            rows.append(row)
        return rows

    def app_section(self) -> None:
        from bench import figures_store as f

        s = self.sizes
        if not self.rules():
            self.add(not_available("app", "GameApp.submit in process", self.rules_missing()))
            return
        for r in self.rules():
            if self.rules_override:  # GameApp only knows the registry's games
                continue
            self.attempt(
                "app",
                f"{r.game_type}: GameApp.submit",
                lambda r=r: f.app_submit(
                    r, self.path(f"app_{r.game_type}"), self.ceiling("es_save"), s.app_commands
                ),
            )
