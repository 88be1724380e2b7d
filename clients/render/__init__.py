"""Readable text for games, commands and events (what the CLI prints).

Generic here; what is one game's own lives in its adapter module `clients/render/<name>.py`,
found through the registry (`registry.adapter("render", reg)`, `reg.name` being the game's
field in the `Command.game` and `Game.view` oneofs). An adapter may export any of:

    describe_command(kind: str, body: Message) -> str | None   # a typed command's menu label
    describe_generic(command: str, fields: dict) -> str | None  # the same for GenericCommand
    summary_tail(game: pb.Game) -> str                          # the one-line summary's facts
    full(game: pb.Game, now: float, brief: bool) -> str         # the whole table
    describe_event(kind: str, data: dict, players: list[str]) -> str | None
                                                                # an event in words

and whatever it leaves out falls back to the generic rendering: `kind field=value …` for
commands, the event's name and fields in words ("vote cast: turn 2, cards 3"), the bare
head for summaries, and the game's `view_json` as indented JSON for the table. The table
needs the full game (GAME_VIEW_FULL, GetGame's default). Plain ASCII so
that pipes, logs and old terminals show it as it is.
"""

from __future__ import annotations

import json
import re
import textwrap
import time
from functools import cache
from types import ModuleType
from typing import Any

from google.protobuf import json_format
from google.protobuf.message import Message

from scheherazade.v1 import game_service_pb2 as pb
from service.kit import registry

# ------------------------------------------------------------------ finding a game's adapter


@cache
def _adapter_named(name: str) -> ModuleType | None:
    """The render adapter of the registered game whose oneof field is `name`, if any."""
    for game in registry.declared():
        if game.name == name:
            return registry.adapter("render", game)
    return None  # a game this client does not know: generic rendering


@cache
def _adapter_of_type(game_type: str) -> ModuleType | None:
    try:
        game = registry.game(game_type)
    except KeyError:
        return None
    return registry.adapter("render", game)


def _game_adapter(game: pb.Game) -> ModuleType | None:
    """A typed view names its game by its oneof field; a game without one (only
    `view_json`) by its game type. A basic game (no view at all) has nothing to draw."""
    field = game.WhichOneof("view")
    if field is not None:
        return _adapter_named(field)
    if game.HasField("view_json"):
        return _adapter_of_type(game.game_type)
    return None


# ------------------------------------------------------------------ commands and events


def _json(value: object) -> str:
    return json.dumps(value, separators=(",", ":"))


def _fields(message: Message) -> str:
    data = json_format.MessageToDict(message, preserving_proto_field_name=True)
    return " ".join(f"{k}={_json(v)}" for k, v in data.items())


def whole_numbers(value: object) -> object:
    """Struct numbers are doubles: show 3.0 as 3."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, list):
        return [whole_numbers(v) for v in value]
    if isinstance(value, dict):
        return {k: whole_numbers(v) for k, v in value.items()}
    return value


def describe_command(command: pb.Command) -> str:
    game = command.WhichOneof("game")
    if game is None:
        return "(empty command)"
    inner = getattr(command, game)
    if game == "generic":  # `GenericCommand`: not a game, the untyped form of any game
        fields = whole_numbers(json_format.MessageToDict(inner.fields))
        assert isinstance(fields, dict)
        adapter = _adapter_of_type(inner.game_type)
        label = (adapter.describe_generic(inner.command, fields)
                 if hasattr(adapter, "describe_generic") else None)
        if label is not None:
            return label
        args = " ".join(f"{k}={_json(v)}" for k, v in fields.items())
        return f"{inner.command} {args}".strip()
    kind = inner.WhichOneof("command")
    if kind is None:
        return f"({game}: empty command)"
    body = getattr(inner, kind)
    adapter = _adapter_named(game)
    label = adapter.describe_command(kind, body) if hasattr(adapter, "describe_command") else None
    return label if label is not None else f"{kind} {_fields(body)}".strip()


WIDTH = 80  # a line of the terminal's output at most; longer ones wrap, indented


def words(name: str) -> str:
    """`VoteCast` / `point_value` → "vote cast" / "point value"."""
    return re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name).replace("_", " ").lower()


def clock(epoch: float) -> str:
    """A moment as this machine's local clock time."""
    return time.strftime("%H:%M:%S", time.localtime(epoch))


def _value(key: str, value: object) -> str:
    if isinstance(value, (int, float)) and not isinstance(value, bool) and value > 1e9 and (
            "deadline" in key or key.endswith("_at") or key in ("at", "time")):
        return clock(value)
    if isinstance(value, list):
        return ", ".join(_value(key, v) for v in value) or "none"
    if isinstance(value, dict):
        return _json(value)
    return "none" if value is None else str(value)


def player(players: list[str], seat: object, fallback: str | None = None) -> str:
    """The name an event's sentence gives a seat: its player's, else `fallback` (by default
    "seat N": a seat past the players, such as Dragons' Dummy, or a value this client does
    not know)."""
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(players):
        return players[seat]
    return f"seat {seat}" if fallback is None else fallback


def sentence(sentences: dict[str, Any], kind: str) -> str | None:
    """An adapter's sentence for an event kind: `sentences[kind]()`, or None (the generic
    wording) when it has none or the event lacks a field it reads (a newer server)."""
    say = sentences.get(kind)
    try:
        return say() if say else None
    except (KeyError, IndexError, TypeError, ValueError):
        return None


def in_words(data: dict, skip: tuple[str, ...] = ("seat",)) -> str:
    """An event's fields in words: "turn 2, cards 3, 1"."""
    return ", ".join(f"{words(k)} {_value(k, v)}" for k, v in data.items() if k not in skip)


def wrap(line: str, indent: str = "    ") -> str:
    """One line of output fitted to WIDTH columns, continued lines indented."""
    return textwrap.fill(line, WIDTH, subsequent_indent=indent, break_on_hyphens=False)


def describe_event(event: pb.GameEvent, players: list[str] | tuple[str, ...] = ()) -> str:
    """`v12 Ann: vote cast (details hidden)`, or the game's own sentence for it, within 80
    columns."""
    names = list(players)
    who = ""
    if event.HasField("seat"):
        who = (names[event.seat] if event.seat < len(names) else f"seat {event.seat}") + ": "
    data = whole_numbers(json_format.MessageToDict(event.data))
    assert isinstance(data, dict)
    game_type, _, kind = event.type.rpartition(".")
    adapter = _adapter_of_type(game_type) if game_type else None
    said = None
    if hasattr(adapter, "describe_event") and not event.redacted:
        said = adapter.describe_event(kind, data, names)
    if said is None:
        fields = in_words(data)
        said = words(kind) + (f": {fields}" if fields and not event.redacted else "")
        said = who + said
    hidden = " (details hidden)" if event.redacted else ""
    return wrap(f"v{event.version} {said}{hidden}")


# ------------------------------------------------------------------ the game


def turn(game: pb.Game) -> float | None:
    """The view's turn number, typed or JSON; None when the view has no turn (or the game is
    a basic one, without its view)."""
    kind = game.WhichOneof("view")
    if kind is not None:
        view = getattr(game, kind)
        return view.turn if "turn" in view.DESCRIPTOR.fields_by_name else None
    value = game.view_json.fields.get("turn")
    return value.number_value if value is not None else None


def seat_label(game: pb.Game, seat: int) -> str:
    name = game.players[seat] if 0 <= seat < len(game.players) else "?"
    return f"{name} (seat {seat})"


def state_name(game: pb.Game) -> str:
    return pb.Game.State.Name(game.state).removeprefix("STATE_").lower()


def result_text(game: pb.Game) -> str:
    if not game.HasField("result"):
        return "no result yet"
    # A game may end with no winner (every figure caught, say): say so, not print nothing.
    winners = ", ".join(seat_label(game, s) for s in game.result.winners) or "none"
    scores = ", ".join(
        f"{game.players[i] if i < len(game.players) else i}: {s}"
        for i, s in enumerate(game.result.scores)
    )
    return f"winner(s): {winners} | scores: {scores}"


def summary(game: pb.Game) -> str:
    """One line: version, state and (from the game's adapter) the few facts that change
    most."""
    head = f"{game.name} v{game.version} {state_name(game)}"
    adapter = _game_adapter(game)
    if not hasattr(adapter, "summary_tail"):
        return head
    return f"{head} | {adapter.summary_tail(game)}"


def full(game: pb.Game, now: float | None = None, *, brief: bool = False) -> str:
    """Several lines: everything the caller may see, readable. `brief` leaves out what
    rarely changes within a turn (the board, the rewards on offer)."""
    adapter = _game_adapter(game)
    draw = adapter.full if hasattr(adapter, "full") else _generic
    text = draw(game, time.time() if now is None else now, brief)
    # Fitted to an 80-column terminal: a longer line wraps, its rest indented one step more.
    return "\n".join(
        line if len(line) <= WIDTH else wrap(line, " " * (len(line) - len(line.lstrip()) + 4))
        for line in text.splitlines())


def _generic(game: pb.Game, now: float, brief: bool) -> str:
    view = json_format.MessageToDict(game.view_json)
    return summary(game) + "\n" + json.dumps(view, indent=2, sort_keys=True)
