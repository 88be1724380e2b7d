"""Progress of long work at the command line (`bots`, `project` catching up, `export`): a
tqdm bar on stderr in a terminal, with the per-item lines printed above it; plain lines on
stdout when the output is not a terminal (a pipe, a log, a test), exactly as before."""

from __future__ import annotations

import sys
from typing import Any, TextIO

from tqdm import tqdm


class Progress:
    def __init__(self, total: int | None, unit: str, desc: str, *,
                 out: TextIO | None = None, bar: bool | None = None) -> None:
        self.out = out or sys.stdout
        show = bar if bar is not None else (self.out.isatty() and sys.stderr.isatty())
        self._bar: Any = tqdm(total=total, unit=unit, desc=desc, file=sys.stderr,
                              dynamic_ncols=True, leave=True) if show else None

    def step(self, line: str | None = None, n: int = 1) -> None:
        """`n` more units done; `line` says what (above the bar, or as a plain line)."""
        if self._bar is None:
            if line is not None:
                print(line, file=self.out, flush=True)
            return
        if line is not None:
            self._bar.write(line, file=self.out)
        self._bar.update(n)

    def total_is(self, total: int) -> None:
        """The work turned out to be this much (more events arrived while catching up)."""
        if self._bar is not None and total != self._bar.total:
            self._bar.total = total
            self._bar.refresh()

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
