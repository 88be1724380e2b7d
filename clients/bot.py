"""The random bot: plays a seat by choosing among its legal commands as the random player
does (`service.kit.random_player`): a kind of command, then one of that kind.

Seeded (`random.Random(seed)`) and driven one command at a time by `play_game`, so the same
game seed and bot seed replay the same game. Used by `scheherazade bots`, by the tests, and
as a smoke test for any new game's `legal_commands`.
"""

from __future__ import annotations

import random
import time
from contextlib import ExitStack
from dataclasses import dataclass

import grpc

from clients.client import Client, Seat
from clients.session import Session
from scheherazade.v1 import game_service_pb2 as pb
from service.kit.random_player import pick

# A refusal here only means the game moved on between listing and submitting.
_RACES = (grpc.StatusCode.FAILED_PRECONDITION, grpc.StatusCode.ABORTED)


def command_kind(command: pb.Command) -> str:
    """A listed command's kind: its game's command name (the typed oneof's field, or a
    generic command's name)."""
    game = command.WhichOneof("game")
    inner = getattr(command, game)
    if game == "generic":
        return str(inner.command)
    return str(inner.WhichOneof("command"))


class RandomBot:
    """Plays one seat: `seat` a `Seat` (unary calls) or a `Session` (one stream). `view`:
    how much of the game each response carries. A bot needs only the state and the result,
    so "basic" (no view of the table, much cheaper to build); "full" for callers that look
    at the view in the responses."""

    def __init__(self, seat: Seat | Session, rng: random.Random, view: str = "basic") -> None:
        self.seat = seat
        self.rng = rng
        self.view = view

    def act(self) -> pb.SubmitCommandResponse | None:
        """Play one random legal command; None when the seat has nothing to do now."""
        legal = self.seat.legal_commands()
        if not legal:
            return None
        command = pick(self.rng, legal, command_kind)
        command_id = f"bot-{self.rng.getrandbits(64):016x}"
        try:
            return self.seat.submit(command, command_id=command_id, view=self.view)
        except grpc.RpcError as err:
            if err.code() in _RACES:  # type: ignore[attr-defined]
                return None
            raise


@dataclass(frozen=True)
class Outcome:
    game: pb.Game  # the final game (basic: state, result, version; no view)
    commands: int
    seconds: float


class Stalled(RuntimeError):
    """No seat could act for too long and the game is not over."""


def play_game(
    client: Client,
    game: str,
    tokens: list[str],
    rng: random.Random,
    *,
    max_commands: int = 10_000,
    stall_seconds: float = 10.0,
) -> Outcome:
    """Every seat played by a random bot, in a seeded random order, until the game ends:
    each seat on its own session (PlaySession), which keeps no updates (a bot only plays)."""
    with ExitStack() as stack:
        sessions = [stack.enter_context(client.session(game, t, view="basic", follow=False))
                    for t in tokens]
        return _play(client, game, [RandomBot(s, rng) for s in sessions], rng,
                     max_commands, stall_seconds)


def _play(client: Client, game: str, bots: list[RandomBot], rng: random.Random,
          max_commands: int, stall_seconds: float) -> Outcome:
    started = time.monotonic()
    commands = 0
    idle_since: float | None = None
    while commands < max_commands:
        order = list(range(len(bots)))
        rng.shuffle(order)
        acted = False
        for i in order:
            response = bots[i].act()
            if response is None:
                continue
            acted = True
            commands += 1
            if response.game.state == pb.Game.STATE_FINISHED:
                return Outcome(response.game, commands, time.monotonic() - started)
        if acted:
            idle_since = None
            continue
        final = client.get_game(game, view="basic")
        if final.state == pb.Game.STATE_FINISHED:
            return Outcome(final, commands, time.monotonic() - started)
        # Nobody may act: wait for the service (e.g. a timer) rather than spin.
        idle_since = idle_since or time.monotonic()
        if time.monotonic() - idle_since > stall_seconds:
            raise Stalled(f"{game}: no seat can act and the game is not over")
        time.sleep(0.05)
    raise Stalled(f"{game}: not over after {max_commands} commands")
