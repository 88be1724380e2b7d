"""Golden playthroughs: seeded games played through the application, stored as files.

A file is one game, a JSON document per line, in the order things happened:

    {"create": {"game_type", "players", "options", "seed", "tokens"}}
    {"event": [version, stored type, stored bytes]}      the store's own encoding
    {"move": {"at", "seat", "command", "fields"}}       a seat's command, then its events
    {"move": {"at", "expire": true}}                     a timer let run out, then its events

`play` makes one: a seeded random player picks a seat among those that may act and one of
its legal commands as `service.kit.random_player` does (and now and then lets a running
timer run out), on a clock that moves half a second a command. `replay` sends a file's
moves again through a new application, each checked to be among its seat's legal commands
first, and returns the events the store then holds, which must be the file's, byte for byte.
Every game, variant and the smallest and largest seat count come from the registry.
"""

from __future__ import annotations

import dataclasses
import json
import random
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from service.app.application import GameApp
from service.app.codec import jsonable
from service.app.store import open_store
from service.kit.base import GameRules
from service.kit.random_player import pick
from service.kit.registry import games

HERE = Path(__file__).parent
NOW = 1_700_000_000.0
TICK = 0.5  # seconds of the game's clock a command takes
GAMES_PER_CASE = 2  # the first seeds whose game ends within MOST_MOVES
MOST_MOVES = 800  # longer random games (Tales' wanderers, 5 Dragons players) add bytes, not cover
EXPIRE_ONE_IN = 8  # while a timer runs, the player lets it run out one time in this many
AUDITOR = "golden-auditor"

Line = dict[str, Any]


@dataclass(frozen=True)
class Case:
    """One way to play: a registered game, one of its variants, a seat count. Its golden
    games are those of the first seeds whose game ends within `MOST_MOVES`."""

    game_type: str
    variant: int
    players: int

    @property
    def rules(self) -> GameRules:
        return games()[self.game_type]

    @property
    def options(self) -> dict[str, Any]:
        return dict(self.rules.variants[self.variant])

    @property
    def stem(self) -> str:
        return f"variant{self.variant}-{self.players}p"

    def path(self, seed: int) -> Path:
        return HERE / self.game_type / f"{self.stem}-seed{seed}.jsonl"

    def stored(self) -> list[Path]:
        return sorted(HERE.glob(f"{self.game_type}/{self.stem}-seed*.jsonl"))


def cases() -> list[Case]:
    """Every registered game × each of its variants × its fewest and most seats."""
    out = []
    for game_type, rules in games().items():
        counts = sorted({rules.min_players, rules.max_players})
        for variant in range(len(rules.variants)):
            out += [Case(game_type, variant, players) for players in counts]
    return out


def golden_games(case: Case) -> dict[Path, list[Line]]:
    """The case's golden games, played anew: file → lines."""
    found: dict[Path, list[Line]] = {}
    seed = 0
    while len(found) < GAMES_PER_CASE:
        seed += 1
        if seed > 100:
            raise RuntimeError(f"{case}: no game of the first 100 seeds ends within "
                               f"{MOST_MOVES} moves")
        lines = play(case, seed)
        if lines is not None:
            found[case.path(seed)] = lines
    return found


class Clock:
    def __init__(self) -> None:
        self.now = NOW

    def __call__(self) -> float:
        return self.now


def seeded_tokens(seed: int) -> Callable[[int], tuple[str, ...]]:
    return lambda n: tuple(f"golden-{seed}-seat{i}" for i in range(n))


def _app(data: Path, seed: int) -> tuple[GameApp, Clock]:
    clock = Clock()
    app = GameApp(open_store(data), clock=clock, auditor_token=AUDITOR,
                  new_tokens=seeded_tokens(seed))
    return app, clock


def _stored(app: GameApp, game_id: str, after: int) -> list[Line]:
    return [{"event": [r.originator_version, r.topic, bytes(r.state).decode()]}
            for r in app.store.load(game_id, after)]


def _create(app: GameApp, header: dict[str, Any]) -> str:
    created = app.create_game(header["game_type"], header["players"], header["options"],
                              seed=header["seed"])
    assert list(created.tokens) == header["tokens"], "the seat tokens are not the seeded ones"
    return created.game_id


def play(case: Case, seed: int) -> list[Line] | None:
    """The game of `case` with `seed`, played to its end; None if it takes more than
    `MOST_MOVES` moves."""
    with tempfile.TemporaryDirectory() as data:
        app, clock = _app(Path(data), seed)
        names = [f"player{i}" for i in range(case.players)]
        header = {"game_type": case.game_type, "players": names, "options": case.options,
                  "seed": seed, "tokens": list(seeded_tokens(seed)(case.players))}
        game_id = _create(app, header)
        lines: list[Line] = [{"create": header}, *_stored(app, game_id, 0)]
        rng = random.Random(seed)
        commands = app.command_types(case.game_type)
        names_of = {cls: name for name, cls in commands.items()}
        try:
            for _ in range(MOST_MOVES + 1):
                version = app.version(game_id)
                move = _next_move(app, game_id, header["tokens"], rng, clock, names_of)
                if move is None:
                    return lines
                lines += [{"move": move}, *_stored(app, game_id, version)]
            return None
        finally:
            app.store.close()


def _next_move(app: GameApp, game_id: str, tokens: list[str], rng: random.Random,
               clock: Clock, names_of: dict[type, str]) -> dict[str, Any] | None:
    """Make the random player's next move and say what it was; None once the game is over."""
    snapshot = app.look(game_id, AUDITOR, view=False).snapshot
    if snapshot.status == "finished":
        return None
    choices = []
    for seat, token in enumerate(tokens):
        legal = app.legal(game_id, token).commands
        if legal:
            choices.append((seat, legal))
    deadline = snapshot.deadline
    if not choices or (deadline is not None and rng.randrange(EXPIRE_ONE_IN) == 0):
        if deadline is None:
            raise RuntimeError(f"{game_id}: nobody may act, no timer runs, and it is not over")
        clock.now = max(clock.now, deadline)
        expired = app.expire_timers()
        assert expired == 1, "the timer did not run out"
        return {"at": clock.now, "expire": True}
    seat, legal = rng.choice(choices)
    command = pick(rng, legal)
    clock.now += TICK
    app.play(game_id, tokens[seat], command)
    fields = {f.name: jsonable(getattr(command, f.name))
              for f in dataclasses.fields(command) if f.name != "seat"}
    return {"at": clock.now, "seat": seat, "command": names_of[type(command)], "fields": fields}


def _frozen(value: Any) -> Any:
    """A JSON value as a command's field holds it: lists become tuples."""
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, dict):
        return {k: _frozen(v) for k, v in value.items()}
    return value


def replay(lines: list[Line]) -> list[Line]:
    """The events the store holds after sending `lines`' moves through a new application,
    as event lines."""
    header = lines[0]["create"]
    with tempfile.TemporaryDirectory() as data:
        app, clock = _app(Path(data), header["seed"])
        game_id = _create(app, header)
        commands = app.command_types(header["game_type"])
        for line in lines:
            move = line.get("move")
            if move is None:
                continue
            clock.now = move["at"]
            if move.get("expire"):
                assert app.expire_timers() == 1, f"no timer ran out at {move['at']}"
                continue
            fields = {k: _frozen(v) for k, v in move["fields"].items()}
            token = header["tokens"][move["seat"]]
            command = commands[move["command"]](seat=move["seat"], **fields)
            offered = app.legal(game_id, token).commands
            assert command in offered, f"{move} is not among the seat's legal commands"
            app.play(game_id, token, command)
        events = _stored(app, game_id, 0)
        app.store.close()
        return events


def events_of(lines: list[Line]) -> list[Line]:
    return [line for line in lines if "event" in line]


def dumps(lines: list[Line]) -> str:
    return "".join(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n"
                   for line in lines)


def read(path: Path) -> list[Line]:
    return [json.loads(text) for text in path.read_text().splitlines() if text]


def stored_files() -> Iterator[Path]:
    return iter(sorted(HERE.glob("*/*.jsonl")))
