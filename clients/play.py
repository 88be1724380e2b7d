"""`scheherazade play`: one seat at the terminal (or driven by a pipe).

Loop: show the caller's view, number the legal commands, read a number, submit, repeat.
The seat plays on its session (PlaySession: its legal commands and commands on one stream),
whose updates say when others act: while the seat waits (for its turn, or for the
player's choice) the screen is refreshed then. Ends at game over with the result.
"""

from __future__ import annotations

import os
import queue
import re
import select
import time
import uuid
from typing import TextIO

import grpc

from clients import render
from clients.cli_errors import says
from clients.client import Client, Seat
from clients.session import Session
from scheherazade.v1 import game_service_pb2 as pb

POLL_SECONDS = 0.2
# In a terminal, while a timer runs, a line says the time left every this many seconds
# (and each of the last five); the prompt is shown again under it.
COUNTDOWN_EVERY = float(os.environ.get("SCHEHERAZADE_COUNTDOWN_EVERY", "10"))


class Countdown:
    """The time left on a deadline, said at whole multiples of `every` seconds and each of
    the last five, each moment once."""

    def __init__(self, deadline: float | None, every: float = COUNTDOWN_EVERY) -> None:
        self.deadline, self.every = deadline, every
        self.said: set[int] = set()

    def due(self, now: float) -> str | None:
        if self.deadline is None:
            return None
        left = int(self.deadline - now + 0.999)  # whole seconds, rounded up
        if left < 0 or left in self.said or not (left <= 5 or left % int(self.every) == 0):
            return None
        self.said.add(left)
        if left == 0:
            return "  time is up"
        return f"  {left} s left (the timer ends at {render.clock(self.deadline)})"


class LineReader:
    """Lines from a file descriptor with a timeout, without Python's read-ahead buffer
    (which would hide buffered lines from `select`)."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.buffer = b""
        self.eof = False

    def poll(self, timeout: float) -> str | None:
        """A line, or None when none arrived in time. EOFError at the end of the input."""
        while b"\n" not in self.buffer:
            if self.eof:
                if self.buffer:
                    line, self.buffer = self.buffer, b""
                    return line.decode(errors="replace").strip()
                raise EOFError
            ready, _, _ = select.select([self.fd], [], [], timeout)
            if not ready:
                return None
            chunk = os.read(self.fd, 4096)
            if not chunk:
                self.eof = True
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return line.decode(errors="replace").strip()


def _options(out: TextIO, labels: list[str]) -> None:
    """The service's labels for the legal commands, numbered."""
    out.write("Your options:\n")
    lines = [f"  {i:>3}. {label}" for i, label in enumerate(labels, start=1)]
    for line in _elided(lines):
        out.write(line + "\n")
    out.write(f"Choose 1-{len(labels)}: ")
    out.flush()


_NUMBER = re.compile(r"\d+")
RUN_SHOWN = 3  # a long run of options that differ only in an amount: its first lines, then …


def _elided(lines: list[str]) -> list[str]:
    """A long run of options alike but for one amount that grows by the same step (Emira's
    bids: "bid 10 gold", "bid 20 gold", … a hundred of them) shown as its first few, a line
    saying the step, and the last: every option's number still tells its amount."""
    out: list[str] = []
    i = 0
    while i < len(lines):
        j = i + 1
        while j < len(lines) and _step(lines[i:j + 1]) is not None:
            j += 1
        step = _step(lines[i:j])
        if j - i > 2 * RUN_SHOWN and step is not None:
            out += [*lines[i:i + RUN_SHOWN], f"         … each option {step} more …", lines[j - 1]]
        else:
            out += lines[i:j]
        i = j
    return out


def _step(run: list[str]) -> int | None:
    """The step if the options differ only in one number, growing by the same step."""
    texts = [line.split(". ", 1)[1] for line in run]
    if len(texts) < 2 or len({_NUMBER.sub("#", t) for t in texts}) != 1:
        return None
    numbers = [[int(n) for n in _NUMBER.findall(t)] for t in texts]
    moving = [k for k in range(len(numbers[0])) if len({ns[k] for ns in numbers}) > 1]
    if len(moving) != 1:
        return None
    values = [ns[moving[0]] for ns in numbers]
    step = values[1] - values[0]
    if step <= 0 or any(b - a != step for a, b in zip(values, values[1:], strict=False)):
        return None
    return step


def _news(out: TextIO, update: pb.GameUpdate, seat: int, seen: int) -> None:
    for event in update.events:
        if event.version > seen and not (event.HasField("seat") and event.seat == seat):
            out.write("  * " + render.describe_event(event) + "\n")


class StreamBroke(Exception):
    """The game's stream ended before the game did."""

    def __init__(self, err: grpc.RpcError) -> None:
        super().__init__(err)
        self.err = err


def play(client: Client, game: str, token: str, reader: LineReader, out: TextIO,
         err: TextIO | None = None) -> int:
    """Play until the game ends (0); 1 when the input ends first or the server goes away
    (said on `err`); 2 when the token is no seat of the game."""
    try:
        return _play(client, game, token, reader, out)
    except (StreamBroke, grpc.RpcError) as exc:
        if isinstance(exc, StreamBroke):
            code = exc.err.code().name  # type: ignore[attr-defined]
            what = f"the stream broke ({code}): {exc.err.details()}"  # type: ignore[attr-defined]
        else:  # a call refused or never answered: cli_errors says which, and what to do
            what = says(exc, client.address)
        print(f"scheherazade play: {what}", file=err or out, flush=True)
        return 1


def _play(client: Client, game: str, token: str, reader: LineReader, out: TextIO) -> int:
    seat = client.seat(game, token)
    current = seat.get_game(view="basic")
    my_seat = current.viewer_seat if current.HasField("viewer_seat") else -1
    if current.viewer_role != pb.VIEWER_ROLE_SEAT:
        out.write("this token is not a seat of the game: use `watch` to follow it\n")
        return 2
    # Only the events, versions and names of the updates are read: the basic game spares
    # the server building the view for every update (the loop asks GetGame for the table).
    with seat.session(current.version, view="basic") as session:
        return _loop(seat, my_seat, session, reader, out)


def _drain(session: Session, out: TextIO, my_seat: int, seen: int) -> bool:
    """Print what others did after version `seen`; True if the game moved past it."""
    changed = False
    while True:
        try:
            update = session.updates.get_nowait()
        except queue.Empty:
            return changed
        if update is None:
            if session.broken is not None:
                raise StreamBroke(session.broken)
            return changed
        if update.game.version > seen:
            changed = True
            _news(out, update, my_seat, seen)


def _loop(seat: Seat, my_seat: int, session: Session, reader: LineReader, out: TextIO) -> int:
    shown_turn = None
    while True:
        game = seat.get_game(view="full")
        seen = game.version
        # The whole table once per turn; afterwards only what changes within a turn. A view
        # without a turn number (Dragons counts rounds) is drawn whole every time.
        turn = render.turn(game)
        finished = game.state == pb.Game.STATE_FINISHED
        brief = turn is not None and turn == shown_turn and not finished
        out.write("\n" + render.full(game, brief=brief) + "\n")
        shown_turn = turn
        if game.state == pb.Game.STATE_FINISHED:
            out.write("Game over. " + render.result_text(game) + "\n")
            out.flush()
            return 0
        answer = session.legal()
        legal, at = list(answer.commands), answer.version
        if at != seen:
            continue  # the game moved between the table and its options: draw it again
        labels = [w.label for w in answer.words]
        if len(labels) != len(legal):  # a server older than the words
            labels = [f"option {i}" for i in range(1, len(legal) + 1)]
        if not legal:
            out.write("Waiting for the others...\n")
            out.flush()
            _wait_for_change(session, out, my_seat, seen)
            continue
        _options(out, labels)
        deadline = game.deadline_time.ToNanoseconds() / 1e9 \
            if game.HasField("deadline_time") else None
        countdown = Countdown(deadline if out.isatty() else None)
        try:
            choice = _choose(reader, legal, session, out, my_seat, seen, countdown)
        except EOFError:
            out.write("\ninput ended before the game did\n")
            return 1
        if choice is None:
            continue  # the game changed under the prompt: show it again
        _submit(session, legal[choice], labels[choice], out)


def _wait_for_change(session: Session, out: TextIO, my_seat: int, seen: int) -> None:
    while True:
        try:
            update = session.updates.get(timeout=5.0)
        except queue.Empty:
            return  # look again anyway (e.g. a timer ran out quietly)
        if update is None:
            if session.broken is not None:
                raise StreamBroke(session.broken)
            return
        if update.game.version > seen:
            _news(out, update, my_seat, seen)
            _drain(session, out, my_seat, update.game.version)
            return


def _choose(
    reader: LineReader,
    legal: list[pb.Command],
    session: Session,
    out: TextIO,
    my_seat: int,
    seen: int,
    countdown: Countdown | None = None,
) -> int | None:
    while True:
        line = reader.poll(POLL_SECONDS)
        if line is None:
            if _drain(session, out, my_seat, seen):
                out.write("\n")
                return None
            said = countdown.due(time.time()) if countdown else None
            if said:
                out.write(f"\n{said}\nChoose 1-{len(legal)}: ")
                out.flush()
            continue
        if line.isdigit() and 1 <= int(line) <= len(legal):
            return int(line) - 1
        out.write(f"Please enter a number from 1 to {len(legal)}: ")
        out.flush()


def _submit(session: Session, command: pb.Command, label: str, out: TextIO) -> None:
    out.write(f"> {label}\n")
    try:
        session.submit(command, command_id=uuid.uuid4().hex)
    except grpc.RpcError as err:
        code = err.code()  # type: ignore[attr-defined]
        if code not in (grpc.StatusCode.FAILED_PRECONDITION, grpc.StatusCode.ABORTED):
            raise
        out.write(f"refused: {err.details()}\n")  # type: ignore[attr-defined]
    out.flush()
