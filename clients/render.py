"""Readable text for games, commands and events (what the CLI prints).

Typed views get a game-specific rendering (`_RENDERERS`); any other game falls back to its
`view_json` (which the service fills only for games without a typed view). The game must be
a full one (GAME_VIEW_FULL, GetGame's default) for the table to show. Plain ASCII so that
pipes, logs and old terminals show it as it is.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable

from google.protobuf import json_format
from google.protobuf.message import Message

from clients import render_treasures
from scheherazade.v1 import g1001_pb2 as g1
from scheherazade.v1 import game_service_pb2 as pb

COLOUR = {g1.G1001_COLOUR_RED: "red", g1.G1001_COLOUR_BLUE: "blue", g1.G1001_COLOUR_GREEN: "green"}
TEAM = {g1.G1001_TEAM_DAY: "Day", g1.G1001_TEAM_NIGHT: "Night"}


def _fields(message: Message) -> str:
    data = json_format.MessageToDict(message, preserving_proto_field_name=True)
    return " ".join(f"{k}={json.dumps(v, separators=(',', ':'))}" for k, v in data.items())


def describe_command(command: pb.Command) -> str:
    game = command.WhichOneof("game")
    if game is None:
        return "(empty command)"
    inner = getattr(command, game)
    if game == "generic":
        fields = _ints(json_format.MessageToDict(inner.fields))
        assert isinstance(fields, dict)
        args = " ".join(f"{k}={json.dumps(v, separators=(',', ':'))}" for k, v in fields.items())
        return f"{inner.command} {args}".strip()
    kind = inner.WhichOneof("command")
    if kind is None:
        return f"({game}: empty command)"
    body = getattr(inner, kind)
    if game == "g1001":
        if kind == "cast_vote":
            return "vote " + " + ".join(str(c) for c in body.cards)
        if kind == "choose_vizier":
            return f"Vizier bans direction {body.direction}"
        if kind == "discard_gem":
            return f"discard a {COLOUR.get(body.colour, '?')} gem"
        if kind == "buy_reward":
            return f"buy reward {body.reward}"
        if kind == "exchange_tokens":
            parts = [f"{n} {k}" for k, n in (("red", body.red), ("blue", body.blue),
                                              ("green", body.green), ("clouds", body.clouds)) if n]
            return "exchange " + ", ".join(parts) + " for points"
        if kind == "end_turn":
            return "end the turn"
    if game == "treasures":
        return render_treasures.describe_command(kind, body)
    return f"{kind} {_fields(body)}".strip()


def _ints(value: object) -> object:
    """Struct numbers are doubles: show 3.0 as 3."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, list):
        return [_ints(v) for v in value]
    if isinstance(value, dict):
        return {k: _ints(v) for k, v in value.items()}
    return value


def describe_event(event: pb.GameEvent, players: list[str] | tuple[str, ...] = ()) -> str:
    who = ""
    if event.HasField("seat"):
        name = players[event.seat] if event.seat < len(players) else f"seat {event.seat}"
        who = f" [{name}]"
    data = _ints(json_format.MessageToDict(event.data))
    assert isinstance(data, dict)
    body = " ".join(f"{k}={json.dumps(v, separators=(',', ':'))}" for k, v in data.items())
    hidden = " (details hidden)" if event.redacted else ""
    return f"v{event.version} {event.type}{who} {body}{hidden}".rstrip()


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


def result_text(game: pb.Game) -> str:
    if not game.HasField("result"):
        return "no result yet"
    # Nobody wins when every treasures figure is caught: say so rather than print nothing.
    winners = ", ".join(seat_label(game, s) for s in game.result.winners) or "none"
    scores = ", ".join(
        f"{game.players[i] if i < len(game.players) else i}: {s}"
        for i, s in enumerate(game.result.scores)
    )
    return f"winner(s): {winners} | scores: {scores}"


def summary(game: pb.Game) -> str:
    """One line: version, state and the few facts that change most."""
    state = pb.Game.State.Name(game.state).removeprefix("STATE_").lower()
    head = f"{game.name} v{game.version} {state}"
    if game.WhichOneof("view") == "g1001":
        v = game.g1001
        phase = g1.G1001Phase.Name(v.phase).removeprefix("G1001_PHASE_").lower()
        return (
            f"{head} | turn {v.turn} {phase}, {TEAM.get(v.active_team, '-')} active | "
            f"Day {v.day.points} pts, Night {v.night.points} pts | Aladdin at "
            f"{v.aladdin_space if v.HasField('aladdin_space') else '-'}"
        )
    if game.WhichOneof("view") == "treasures":
        return f"{head} | {render_treasures.summary_tail(game)}"
    return head


def full(game: pb.Game, now: float | None = None, *, brief: bool = False) -> str:
    """Several lines: everything the caller may see, readable. `brief` leaves out what
    rarely changes within a turn (the board, the rewards on offer)."""
    renderer = _RENDERERS.get(game.WhichOneof("view") or "", _generic)
    return renderer(game, time.time() if now is None else now, brief)


def _generic(game: pb.Game, now: float, brief: bool) -> str:
    view = json_format.MessageToDict(game.view_json)
    return summary(game) + "\n" + json.dumps(view, indent=2, sort_keys=True)


# ---------------------------------------------------------------------------- 1001


def _gems(g: g1.G1001Gems) -> str:
    return f"red {g.red} blue {g.blue} green {g.green}"


def _team_line(game: pb.Game, name: str, t: g1.G1001TeamState) -> str:
    seats = ", ".join(seat_label(game, s) for s in t.seats)
    rewards = ", ".join(t.rewards) or "none"
    return (f"  {name:<5} {t.points:>3} pts | clouds {t.clouds}, gems {_gems(t.gems)} | "
            f"rewards: {rewards} | {seats}")


def _cell(space: g1.G1001Space, v: g1.G1001View) -> str:
    if v.HasField("aladdin_space") and space.index == v.aladdin_space:
        return "  @@ "
    text = "".join(COLOUR.get(c, "?")[0].upper() for c in space.gems)
    if space.cloud_bonus:
        text += f"+{space.cloud_bonus}"
    if space.gem_penalty:
        text = "x" + text
    if space.cloud_penalty:
        text = f"-{space.cloud_penalty}" + text
    if v.HasField("start_space") and space.index == v.start_space:
        text = "S" + text
    return f"{text or '.':^5}"


def _board(v: g1.G1001View) -> list[str]:
    if not v.HasField("board") or len(v.board.spaces) != 64:
        return []
    rows = ["  board (@@ Aladdin, S start, R/B/G gem, +n clouds, -n lose clouds, x lose gem):"]
    rows.append("       " + "".join(f"{c:^5}" for c in range(8)))
    for r in range(8):
        rows.append(f"  {r:>2} | " + "".join(_cell(v.board.spaces[r * 8 + c], v) for c in range(8)))
    return rows


def _votes(game: pb.Game, votes: list[g1.G1001Vote]) -> str:
    return ", ".join(
        f"{seat_label(game, x.seat)}: {'+'.join(map(str, x.cards))}" for x in votes
    )


def _g1001(game: pb.Game, now: float, brief: bool) -> str:
    v = game.g1001
    lines = [summary(game)]
    lines.append(f"  turn {v.turn}/8, point value {v.point_value}")
    lines.append(_team_line(game, "Day", v.day))
    lines.append(_team_line(game, "Night", v.night))
    lines.append("  individual points: " + ", ".join(
        f"{game.players[i] if i < len(game.players) else i} {p}"
        for i, p in enumerate(v.individual_points)))
    if not brief:
        lines += _board(v)
    for card in v.flight_cards:
        lines.append(f"  direction {card.direction}: card {card.card}, path "
                     + " ".join(map(str, card.path)))
    if v.available_rewards and not brief:
        lines.append("  rewards: " + "; ".join(
            f"{r.id} ({r.points} pts: {r.cost.red}R {r.cost.blue}B {r.cost.green}G "
            f"{r.cost.clouds} clouds)" for r in v.available_rewards))
    if v.phase == g1.G1001_PHASE_VOTING:
        left = ""
        if v.voting.HasField("deadline_time"):
            seconds = v.voting.deadline_time.ToNanoseconds() / 1e9 - now
            left = "ran out" if v.voting.timer_ran_out else f"{max(0, int(seconds))} s left"
        voted = ", ".join(seat_label(game, s) for s in v.voting.voted_seats) or "nobody"
        lines.append(f"  voting: voted {voted}; Vizier placed: "
                     f"{'yes' if v.voting.vizier_chosen else 'no'}; sand timer {left}")
    if v.HasField("last_tally"):
        t = v.last_tally
        lines.append(f"  last tally (turn {t.turn}): {_votes(game, list(t.votes))}; Vizier "
                     f"banned {t.vizier}; unanimous bonus {t.unanimous_bonus}")
    if v.HasField("flight"):
        lines.append(f"  flight: direction {v.flight.direction} ({v.flight.card}), "
                     f"{v.flight.step}/7 spaces: " + " ".join(map(str, v.flight.spaces)))
    if v.HasField("pending_choice"):
        p = v.pending_choice
        options = "/".join(COLOUR.get(c, "?") for c in p.options)
        reason = g1.G1001DiscardReason.Name(p.reason).rsplit("_", 1)[-1].lower()
        lines.append(f"  {TEAM.get(p.team, '?')} must give up a gem ({reason}): {options}")
    if v.HasField("you"):
        y = v.you
        vote = "+".join(map(str, y.vote)) or "not cast"
        extra = f", team Vizier {y.team_vizier}" if y.HasField("team_vizier") else ""
        lines.append(f"  you: {seat_label(game, y.seat)}, {TEAM.get(y.team, '?')}"
                     f"{' (solo)' if y.solo else ''}; your vote: {vote}{extra}")
    if v.HasField("secret"):
        lines.append(f"  [auditor] votes: {_votes(game, list(v.secret.votes)) or 'none'}; "
                     f"Vizier: {v.secret.vizier.direction if v.secret.HasField('vizier') else '-'}")
    if game.state == pb.Game.STATE_FINISHED:
        lines.append("  GAME OVER: " + result_text(game))
    return "\n".join(lines)


_RENDERERS: dict[str, Callable[[pb.Game, float, bool], str]] = {
    "g1001": _g1001,
    "treasures": render_treasures.full,
}
