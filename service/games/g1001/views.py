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

from service.games.g1001.state import DAY, NIGHT, State, Team
from service.kit.base import Viewer


def view(g: State, viewer: Viewer) -> dict[str, Any]:
    seat = viewer.seat if type(viewer.seat) is int and 0 <= viewer.seat < len(
        g.setup.players) else None
    out: dict[str, Any] = {
        "game_type": "1001",
        "content_hash": g.setup.content_hash,
        "phase": g.phase,
        "turn": g.turn,
        "active_team": g.active or None,
        "point_value": g.point_value,
        "players": list(g.setup.players),
        DAY: _team(g, DAY, g.day),
        NIGHT: _team(g, NIGHT, g.night),
        "individual_points": list(g.individual),
        "board": _board(g),
        "aladdin_space": _space(g.aladdin),
        "start_space": _space(g.start_space),
        "flight_cards": _flight_cards(g),
        "available_rewards": [_reward(g, rid) for rid in g.market],
        "voting": {
            "voted_seats": sorted(s for s, _ in g.votes),
            "vizier_chosen": g.vizier is not None,
            "deadline_time": g.deadline,
            "timer_ran_out": g.timer_out,
        },
        "last_tally": _tally(g),
        "flight": _flight(g),
        "pending_choice": _pending(g),
        "bought_this_turn": g.bought,
        "result": _result(g),
        "you": _you(g, seat),
    }
    if viewer.auditor:
        out["secret"] = {
            "votes": _votes(sorted(g.votes)),
            "vizier": None if g.vizier is None else {"seat": g.vizier[0],
                                                     "direction": g.vizier[1]},
        }
    return out


def _space(index: int | None) -> int | None:
    """A board space, or None before the tiles are laid (the state says -1)."""
    return index if index is not None and index >= 0 else None


def _votes(votes: Iterable[tuple[int, tuple[int, ...]]]) -> list[dict[str, Any]]:
    return [{"seat": s, "cards": list(cards)} for s, cards in votes]


def _team(g: State, name: str, t: Team) -> dict[str, Any]:
    seats = g.seats_of(name)
    return {
        "seats": list(seats),
        "solo": len(seats) == 1,
        "clouds": t.clouds,
        "gems": {"red": t.red, "blue": t.blue, "green": t.green},
        "points": t.points,
        "rewards": list(t.rewards),
    }


def _board(g: State) -> dict[str, Any] | None:
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


def _flight_cards(g: State) -> list[dict[str, Any]]:
    paths = g.setup.content.flight_paths
    start = g.start_space
    return [
        {"direction": d, "card": cid, "path": list(paths[(start, cid, d)])}
        for d, cid in enumerate(g.cards, start=1)
    ]


def _reward(g: State, rid: str) -> dict[str, Any]:
    r = g.setup.content.rewards[rid]
    return {"id": r.id, "name": r.name, "cost": r.cost(), "points": r.points}


def _tally(g: State) -> dict[str, Any] | None:
    """The last revealed votes and what the tally's events scored."""
    t = g.tally
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


def _flight(g: State) -> dict[str, Any] | None:
    route = g.route
    if route is None:
        return None
    return {
        "direction": route.direction,
        "card": route.card,
        "path": list(route.path),
        "step": g.step,
        "spaces": list(route.path[: g.step]),
    }


def _pending(g: State) -> dict[str, Any] | None:
    pc = g.gem_choice
    if pc is None:
        return None
    return {
        "team": pc.team,
        "seats": list(g.seats_of(pc.team)),
        "reason": pc.reason,
        "options": list(pc.options),
        "space": pc.space,
    }


def _result(g: State) -> dict[str, Any] | None:
    f = g.final
    if f is None:
        return None
    return {
        "winners": list(f.winners),
        "scores": list(f.scores),
        "day_points": f.day_points,
        "night_points": f.night_points,
    }


def _you(g: State, seat: int | None) -> dict[str, Any] | None:
    if seat is None:
        return None
    team = g.team_of(seat)
    own = next((list(cards) for s, cards in g.votes if s == seat), None)
    vizier = None
    if g.vizier is not None and team != g.active:
        vizier = g.vizier[1]
    return {
        "seat": seat,
        "team": team,
        "solo": g.is_solo(seat),
        "vote": own,
        "team_vizier": vizier,
    }
