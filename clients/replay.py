"""`scheherazade replay` stepping through a game at the terminal: one version at a time, the
event that led to it in words and the table as it then was, moved with a few keys.

The game is read once: one ReplaySteps stream, taken as far as the viewer has gone; the
versions already seen are kept, so going back reads nothing. Reads whole lines, so it works
the same from a terminal and from a pipe.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TextIO

from clients import render
from clients.client import Client
from scheherazade.v1 import analytics_service_pb2 as apb

KEYS = "[Enter] next  b back  t next turn  NUMBER go to that version  e end  q quit: "


class Stepper:
    def __init__(self, client: Client, game: str, token: str | None, last: int) -> None:
        self.last = last
        self._stream: Iterator[apb.ReplayStep] = client.replay_steps(
            game, token=token, to_version=last)
        self._seen: list[apb.ReplayStep] = []  # versions 1, 2, … as far as read

    def at(self, version: int) -> apb.ReplayStep:
        while len(self._seen) < version:
            self._seen.append(next(self._stream))
        return self._seen[version - 1]

    def next_turn(self, version: int) -> int:
        """The first version after `version` where the game's turn (or round) number
        changes; the last version when it never does."""
        turn = render.turn(self.at(version).game)
        for v in range(version + 1, self.last + 1):
            if render.turn(self.at(v).game) != turn:
                return v
        return self.last

    def show(self, version: int, out: TextIO) -> None:
        step = self.at(version)
        out.write(f"\n--- version {version} of {self.last} ---\n")
        out.write(render.describe_event(step.event) + "\n")
        out.write(render.full(step.game) + "\n")

    def close(self) -> None:
        cancel = getattr(self._stream, "cancel", None)
        if cancel is not None:
            cancel()  # the rest of the stream is not wanted


def step_through(client: Client, game: str, token: str | None, last: int, start: int,
                 lines: TextIO, out: TextIO) -> int:
    """Show `start`, then move as the keys say until `q` or the input ends."""
    stepper = Stepper(client, game, token, last)
    try:
        return _keys(stepper, max(1, min(start, last)), last, lines, out)
    finally:
        stepper.close()


def _keys(stepper: Stepper, version: int, last: int, lines: TextIO, out: TextIO) -> int:
    stepper.show(version, out)
    while True:
        out.write(KEYS)
        out.flush()
        line = lines.readline()
        if not line:
            out.write("\n")
            return 0
        key = line.strip().lower()
        if key == "q":
            return 0
        if key in ("", "n"):
            wanted = version + 1
        elif key in ("b", "p"):
            wanted = version - 1
        elif key == "e":
            wanted = last
        elif key == "t":
            wanted = stepper.next_turn(version)
        elif key.isdigit():
            wanted = int(key)
        else:
            out.write(f"unknown key {key!r}\n")
            continue
        if not 1 <= wanted <= last:
            out.write(f"versions run from 1 to {last}\n")
            continue
        version = wanted
        stepper.show(version, out)
