"""Readable text for 1001 (game "g1001"): the two teams, the 8x8 board with Aladdin, the
flight cards, the vote and the Vizier, the pending gem choice.

Drawn from the typed view only (`Game.g1001`). `clients.render` finds this module through
the registry and calls `summary_tail` and `full`.
"""

from __future__ import annotations

from clients.render import clock, result_text, seat_label, summary
from scheherazade.v1 import g1001_pb2 as g1
from scheherazade.v1 import game_service_pb2 as pb
from service.games.g1001.words import place

COLOUR = {g1.G1001_COLOUR_RED: "red", g1.G1001_COLOUR_BLUE: "blue", g1.G1001_COLOUR_GREEN: "green"}
TEAM = {g1.G1001_TEAM_DAY: "Day", g1.G1001_TEAM_NIGHT: "Night"}


def _path(spaces: object) -> str:
    return " ".join(place(int(s)) for s in spaces)  # type: ignore[attr-defined]


def summary_tail(game: pb.Game) -> str:
    v = game.g1001
    phase = g1.G1001Phase.Name(v.phase).removeprefix("G1001_PHASE_").lower()
    return (
        f"turn {v.turn} {phase}, {TEAM.get(v.active_team, '-')} active | "
        f"Day {v.day.points} pts, Night {v.night.points} pts | Aladdin at "
        f"{place(v.aladdin_space) if v.HasField('aladdin_space') else '-'}"
    )


# ------------------------------------------------------------------------------ the table


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
    rows.append("       " + "".join(f"{c:^5}" for c in "abcdefgh"))
    for r in range(8):
        rows.append(f"  {r + 1:>2} | "
                    + "".join(_cell(v.board.spaces[r * 8 + c], v) for c in range(8)))
    return rows


def _votes(game: pb.Game, votes: list[g1.G1001Vote]) -> str:
    return ", ".join(
        f"{seat_label(game, x.seat)}: {'+'.join(map(str, x.cards))}" for x in votes
    )


def _voting(game: pb.Game, v: g1.G1001View, now: float) -> str:
    left = ""
    if v.voting.HasField("deadline_time"):
        ends = v.voting.deadline_time.ToNanoseconds() / 1e9
        left = "ran out" if v.voting.timer_ran_out else \
            f"{max(0, int(ends - now))} s left (ends {clock(ends)})"
    voted = ", ".join(seat_label(game, s) for s in v.voting.voted_seats) or "nobody"
    return (f"  voting: voted {voted}; Vizier placed: "
            f"{'yes' if v.voting.vizier_chosen else 'no'}; sand timer {left}")


def _you(game: pb.Game, y: g1.G1001You) -> str:
    vote = "+".join(map(str, y.vote)) or "not cast"
    extra = f", team Vizier {y.team_vizier}" if y.HasField("team_vizier") else ""
    return (f"  you: {seat_label(game, y.seat)}, {TEAM.get(y.team, '?')}"
            f"{' (solo)' if y.solo else ''}; your vote: {vote}{extra}")


def full(game: pb.Game, now: float, brief: bool) -> str:
    """Several lines (`brief` leaves out the board and the rewards on offer)."""
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
                     + _path(card.path))
    if v.available_rewards and not brief:
        lines.append("  rewards: " + "; ".join(
            f"{r.id} ({r.points} pts: {r.cost.red}R {r.cost.blue}B {r.cost.green}G "
            f"{r.cost.clouds} clouds)" for r in v.available_rewards))
    if v.phase == g1.G1001_PHASE_VOTING:
        lines.append(_voting(game, v, now))
    if v.HasField("last_tally"):
        t = v.last_tally
        lines.append(f"  last tally (turn {t.turn}): {_votes(game, list(t.votes))}; Vizier "
                     f"banned {t.vizier}; unanimous bonus {t.unanimous_bonus}")
    if v.HasField("flight"):
        lines.append(f"  flight: direction {v.flight.direction} ({v.flight.card}), "
                     f"{v.flight.step}/7 spaces: " + _path(v.flight.spaces))
    if v.HasField("pending_choice"):
        p = v.pending_choice
        options = "/".join(COLOUR.get(c, "?") for c in p.options)
        reason = g1.G1001DiscardReason.Name(p.reason).rsplit("_", 1)[-1].lower()
        lines.append(f"  {TEAM.get(p.team, '?')} must give up a gem ({reason}): {options}")
    if v.HasField("you"):
        lines.append(_you(game, v.you))
    if v.HasField("secret"):
        lines.append(f"  [auditor] votes: {_votes(game, list(v.secret.votes)) or 'none'}; "
                     f"Vizier: {v.secret.vizier.direction if v.secret.HasField('vizier') else '-'}")
    if game.state == pb.Game.STATE_FINISHED:
        lines.append("  GAME OVER: " + result_text(game))
    return "\n".join(lines)
