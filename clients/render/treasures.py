"""Readable text for 1000 and One Treasures (game "treasures"): the cave grid with its walls,
figures and cards, the chief's track, the pile, what each seat collected.

Drawn from the typed view only (`Game.treasures`), so the grid follows whatever board the
game's content has, not the designed one. `clients.render` finds this module through the
registry and calls `summary_tail` and `full`.
"""

from __future__ import annotations

from clients.render import seat_label, summary
from scheherazade.v1 import game_service_pb2 as pb
from scheherazade.v1 import treasures_pb2 as tr

CELL = 8  # "C3 2*@1" and a space


def _enum(enum: type, value: int, prefix: str) -> str:
    return enum.Name(value).removeprefix(prefix).lower()  # type: ignore[attr-defined]


def summary_tail(game: pb.Game) -> str:
    """What changes most, after the game's name and version."""
    v = game.treasures
    variant = _enum(tr.TreasuresVariant, v.variant, "TREASURES_VARIANT_")
    phase = _enum(tr.TreasuresPhase, v.phase, "TREASURES_PHASE_")
    parts = [f"{variant}, turn {v.turn} {phase}"]
    if v.HasField("current_seat"):
        who = f"{seat_label(game, v.current_seat)} to act"
        if v.HasField("steps"):
            who += f" ({v.steps} steps)"
        parts.append(who)
    parts.append(f"chief {v.chief.position}/{v.chief.position + v.chief.steps_to_entrance}")
    parts.append(f"pile {v.pile_size}")
    return " | ".join(parts)


# ------------------------------------------------------------------------------ the cave


def _cell(square: tr.TreasuresCaveSquare) -> str:
    if not square.HasField("card"):
        return f"{square.square} ."
    head = "*" if square.chief_head else ""
    figure = f"@{square.figure}" if square.HasField("figure") else ""
    return f"{square.square} {square.treasures}{head}{figure}"


def _grid(v: tr.TreasuresView) -> list[str]:
    """Rows of cells; `|` between two squares with a wall, `-` under a square walled off
    from the one below; the entrance marked on its side."""
    at = {(s.x, s.y): s.id for s in v.board.squares}
    if not at:
        return []
    cells = {c.square: _cell(c) for c in v.cave}
    walls = {frozenset(w.squares) for w in v.board.walls}
    width = max(x for x, _ in at) + 1
    height = max(y for _, y in at) + 1
    entrance = v.board.entrance
    exit_at = next(((x, y) for (x, y), sid in at.items() if sid == entrance.square), None)
    side = entrance.side

    def marker_row(x_mark: int) -> str:
        return "    " + " " * (x_mark * (CELL + 1)) + "^^ entrance"

    rows = []
    if exit_at and side == tr.TREASURES_SIDE_NORTH:
        rows.append(marker_row(exit_at[0]))
    for y in range(height):
        line = "    "
        for x in range(width):
            sid = at.get((x, y))
            line += f"{cells.get(sid, sid) if sid else '':<{CELL}}"
            right = at.get((x + 1, y))
            line += "|" if sid and right and frozenset((sid, right)) in walls else " "
        if exit_at and exit_at[1] == y and side == tr.TREASURES_SIDE_EAST:
            line = line.rstrip() + " -> entrance"
        if exit_at and exit_at[1] == y and side == tr.TREASURES_SIDE_WEST:
            line = "<- entrance " + line.lstrip()
        rows.append(line.rstrip())
        below = "    "
        for x in range(width):
            sid, under = at.get((x, y)), at.get((x, y + 1))
            wall = sid and under and frozenset((sid, under)) in walls
            below += ("-" * (CELL - 1) if wall else " " * (CELL - 1)) + "  "
        if below.strip():
            rows.append(below.rstrip())
    if exit_at and side == tr.TREASURES_SIDE_SOUTH:
        rows.append(marker_row(exit_at[0]))
    return rows


# ------------------------------------------------------------------------------ the rest


def _chief(v: tr.TreasuresView, brief: bool) -> str:
    c = v.chief
    total = c.position + c.steps_to_entrance
    line = f"  bandit chief: {c.space} ({c.position}/{total}, {c.steps_to_entrance} to go)"
    if not brief and v.board.chief_path:
        track = [f"[{s}]" if i == c.position else s for i, s in enumerate(v.board.chief_path)]
        line += "\n    track: " + " > ".join(track)
    return line


def _figure(game: pb.Game, f: tr.TreasuresFigure) -> str:
    status = _enum(tr.TreasuresFigureStatus, f.status, "TREASURES_FIGURE_STATUS_")
    where = f"on {f.square}" if f.HasField("square") else status.replace("_", " ")
    return f"@{f.seat} {seat_label(game, f.seat)} {where}"


def _collected(game: pb.Game, c: tr.TreasuresCollected) -> str:
    cards = " ".join(c.cards) or "no cards"
    return f"    {seat_label(game, c.seat)}: {c.treasures} treasures ({cards})"


def _outcome(game: pb.Game, o: tr.TreasuresOutcome) -> str:
    reason = _enum(tr.TreasuresEndReason, o.reason, "TREASURES_END_REASON_").replace("_", " ")
    winners = ", ".join(seat_label(game, s) for s in o.winners) or "nobody (the thieves)"
    caught = ", ".join(seat_label(game, s) for s in o.caught_seats) or "nobody"
    scores = ", ".join(f"{seat_label(game, s)} {p}" for s, p in enumerate(o.scores))
    return (f"  GAME OVER ({reason}): winner(s) {winners} | caught: {caught} | "
            f"scores: {scores}")


def full(game: pb.Game, now: float, brief: bool) -> str:
    """Several lines (`brief` leaves out the legend and the chief's track)."""
    v = game.treasures
    lines = [summary(game)]
    if not brief:
        lines.append("  cave (square, treasures on its card, * chief's head, @n seat n's "
                     "figure; | and --- are walls):")
    lines += _grid(v)
    lines.append(_chief(v, brief))
    lines.append(f"  provision pile: {v.pile_size} cards, face down")
    lines.append("  figures: " + "; ".join(_figure(game, f) for f in v.figures))
    lines.append("  collected:")
    lines += [_collected(game, c) for c in v.collected]
    if v.HasField("current_seat") and v.phase != tr.TREASURES_PHASE_OVER:
        doing = "to place a figure" if v.phase == tr.TREASURES_PHASE_PLACING else "to move"
        die = f" (die: {v.die})" if v.HasField("die") else ""
        steps = f", exactly {v.steps} steps{die}" if v.HasField("steps") else ""
        lines.append(f"  now: {seat_label(game, v.current_seat)} {doing}{steps}")
    if v.HasField("outcome"):
        lines.append(_outcome(game, v.outcome))
    return "\n".join(lines)
