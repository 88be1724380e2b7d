"""What a viewer may see of a 1001 game, built field by field (an allow-list).

The keys are the field names of `G1001View` (proto/scheherazade/v1/g1001.proto), enum values
their names in lower case ("voting"), times epoch seconds, None "not there": the API's
generic converter turns this dict into that message by name.

Public: everything on the table — teams, tokens, points, board, Aladdin, flight cards and
their paths, rewards, who has voted, whether the Vizier is placed, the sand timer, the last
revealed tally, the flight, a pending gem choice, the result. Secret until `VotesRevealed`:
each face-down vote (its seat sees it) and the Vizier card (the opposing team sees it). The
auditor sees every secret. Token hashes, the seed and the event metadata are never shown.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from service.games.g1001.board import flight_path
from service.games.g1001.state import (
    DAY,
    NIGHT,
    Game,
    Team,
)
from service.kit.base import Viewer


def view(g: Game, viewer: Viewer) -> dict[str, Any]:
    p = g.progress
    r = g.round
    seat = viewer.seat if type(viewer.seat) is int and 0 <= viewer.seat < len(
        g.setup.players) else None
    out: dict[str, Any] = {
        "game_type": "1001",
        "content_hash": g.setup.content_hash,
        "phase": p.phase,
        "turn": p.turn,
        "active_team": p.active or None,
        "point_value": p.point_value,
        "players": list(g.setup.players),
        DAY: _team(g, DAY, g.day),
        NIGHT: _team(g, NIGHT, g.night),
        "individual_points": list(p.individual),
        "board": _board(g),
        "aladdin_space": _space(g.aladdin),
        "start_space": _space(p.start_space),
        "flight_cards": _flight_cards(g),
        "available_rewards": [_reward(g, rid) for rid in p.market],
        "voting": {
            "voted_seats": sorted(s for s, _ in r.votes),
            "vizier_chosen": r.vizier is not None,
            "deadline_time": r.deadline,
            "timer_ran_out": r.timer_out,
        },
        "last_tally": _tally(g),
        "flight": _flight(g),
        "pending_choice": _pending(g),
        "bought_this_turn": r.bought,
        "result": _result(g),
        "you": _you(g, seat),
    }
    if viewer.auditor:
        out["secret"] = {
            "votes": _votes(sorted(r.votes)),
            "vizier": None if r.vizier is None else {"seat": r.vizier[0],
                                                     "direction": r.vizier[1]},
        }
    return out


def _space(index: int | None) -> int | None:
    """A board space, or None before the tiles are laid (the state says -1)."""
    return index if index is not None and index >= 0 else None


def _votes(votes: Iterable[tuple[int, tuple[int, ...]]]) -> list[dict[str, Any]]:
    return [{"seat": s, "cards": list(cards)} for s, cards in votes]


def _team(g: Game, name: str, t: Team) -> dict[str, Any]:
    seats = g.seats_of(name)
    return {
        "seats": list(seats),
        "solo": len(seats) == 1,
        "clouds": t.clouds,
        "gems": {"red": t.red, "blue": t.blue, "green": t.green},
        "points": t.points,
        "rewards": list(t.rewards),
    }


def _board(g: Game) -> dict[str, Any] | None:
    b = g.setup.board
    if b is None:
        return None
    return {
        "tiles": list(b.tiles),
        "spaces": [
            {
                "index": i,
                "tile": s.tile,
                "gem_penalty": s.gem_penalty,
                "cloud_penalty": s.cloud_penalty,
                "gem_holes": s.gem_holes,
                "cloud_bonus": s.cloud_bonus,
                "gems": list(gems),
            }
            for i, (s, gems) in enumerate(zip(b.spaces, b.gems, strict=True))
        ],
    }


def _flight_cards(g: Game) -> list[dict[str, Any]]:
    cards = g.setup.content.flight_cards
    start = g.progress.start_space
    return [
        {"direction": d, "card": cid, "path": list(flight_path(start, cards[cid], d))}
        for d, cid in enumerate(g.round.cards, start=1)
    ]


def _reward(g: Game, rid: str) -> dict[str, Any]:
    r = g.setup.content.rewards[rid]
    return {"id": r.id, "name": r.name, "cost": r.cost(), "points": r.points}


def _tally(g: Game) -> dict[str, Any] | None:
    """The last revealed votes and what the tally's events scored."""
    t = g.round.tally
    if t is None:
        return None
    return {
        "turn": t.turn,
        "votes": _votes(t.votes),
        "vizier": t.vizier,
        "unanimous_bonus": t.bonus,
        "individual": [{"seat": s, "points": p} for s, p in t.individual],
        "returned": list(t.returned),
        "remaining": list(t.pool),
    }


def _flight(g: Game) -> dict[str, Any] | None:
    f = g.flight
    if f is None:
        return None
    return {
        "direction": f.direction,
        "card": f.card,
        "path": list(f.path),
        "step": f.step,
        "spaces": list(f.path[: f.step]),
    }


def _pending(g: Game) -> dict[str, Any] | None:
    pc = g.round.pending
    if pc is None:
        return None
    return {
        "team": pc.team,
        "seats": list(g.seats_of(pc.team)),
        "reason": pc.reason,
        "options": list(pc.options),
        "space": pc.space,
    }


def _result(g: Game) -> dict[str, Any] | None:
    f = g.progress.final
    if f is None:
        return None
    return {
        "winners": list(f.winners),
        "scores": list(f.scores),
        "day_points": f.day_points,
        "night_points": f.night_points,
    }


def _you(g: Game, seat: int | None) -> dict[str, Any] | None:
    if seat is None:
        return None
    team = g.team_of(seat)
    r = g.round
    own = next((list(cards) for s, cards in r.votes if s == seat), None)
    vizier = None
    if r.vizier is not None and team != g.progress.active:
        vizier = r.vizier[1]
    return {
        "seat": seat,
        "team": team,
        "solo": g.is_solo(seat),
        "vote": own,
        "team_vizier": vizier,
    }
