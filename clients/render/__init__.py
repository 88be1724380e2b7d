"""Readable text for games and events (what the CLI prints).

The words are the service's: an event's sentence is its `GameEvent.text` and a legal
command's label its `ListLegalCommandsResponse.words` entry, built per game on the server
(`service/games/<game>/words.py`) so that every client says the same. What is the
terminal's own is the drawing of the table, generic here and a game's own in its adapter
module `clients/render/<name>.py`, found through the registry (`registry.adapter("render",
reg)`, `reg.name` being the game's field in the `Game.view` oneof). An adapter may export:

    summary_tail(game: pb.Game) -> str                          # the one-line summary's facts
    full(game: pb.Game, now: float, brief: bool) -> str         # the whole table

and whatever it leaves out falls back to the bare head for summaries and the game's
`view_json` as indented JSON for the table. The table needs the full game (GAME_VIEW_FULL,
GetGame's default). Plain ASCII where the game's adapter says so, so that pipes, logs and
old terminals show it as it is.
"""

from __future__ import annotations

import json
import textwrap
import time
from functools import cache
from types import ModuleType

from google.protobuf import json_format

from scheherazade.v1 import game_service_pb2 as pb
from service.kit import registry
from service.kit.words import spaced

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


# ------------------------------------------------------------------ events


def whole_numbers(value: object) -> object:
    """Struct numbers are doubles: show 3.0 as 3."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, list):
        return [whole_numbers(v) for v in value]
    if isinstance(value, dict):
        return {k: whole_numbers(v) for k, v in value.items()}
    return value


WIDTH = 80  # a line of the terminal's output at most; longer ones wrap, indented


def words(name: str) -> str:
    """`VoteCast` → "vote cast"."""
    return spaced(name)


def clock(epoch: float) -> str:
    """A moment as this machine's local clock time."""
    return time.strftime("%H:%M:%S", time.localtime(epoch))


def wrap(line: str, indent: str = "    ") -> str:
    """One line of output fitted to WIDTH columns, continued lines indented."""
    return textwrap.fill(line, WIDTH, subsequent_indent=indent, break_on_hyphens=False)


def describe_event(event: pb.GameEvent) -> str:
    """`v12 Ann votes in secret`: the event's version and the service's sentence for it
    (its `text`, told from what this caller may see), within 80 columns. A server older
    than the words sends none: the event's type then."""
    said = event.text or words(event.type.rpartition(".")[2])
    return wrap(f"v{event.version} {said}")


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
