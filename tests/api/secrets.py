"""What a viewer must never see in 1001, and a checker that finds it in any response.

The auditor's history tells the secrets: each `VoteCast` (a seat's cards) and `VizierChosen`
(the opposing team's direction), secret until that turn's `VotesRevealed`. The checker works
on responses turned into JSON, so it sees every field, typed or not.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from google.protobuf import json_format
from google.protobuf.message import Message

from scheherazade.v1 import game_service_pb2 as pb


@dataclass(frozen=True)
class Secret:
    version: int  # recorded at
    revealed_at: int | None  # version of its turn's VotesRevealed
    turn: int
    kind: str  # "vote" | "vizier"
    audience: frozenset[int]  # seats that may see it
    value: Any  # cards (list) or direction (int)
    seat: int  # who placed it

    def hidden_at(self, version: int) -> bool:
        return self.version <= version and (self.revealed_at is None or version < self.revealed_at)


def secrets_from(auditor_events: list[pb.GameEvent]) -> list[Secret]:
    revealed = {
        int(e.data["turn"]): e.version for e in auditor_events if e.type == "1001.VotesRevealed"
    }
    out = []
    for e in auditor_events:
        data = json_format.MessageToDict(e.data)
        if e.type == "1001.VoteCast":
            out.append(Secret(e.version, revealed.get(int(data["turn"])), int(data["turn"]),
                              "vote", frozenset({int(data["seat"])}),
                              [int(c) for c in data["cards"]], int(data["seat"])))
        elif e.type == "1001.VizierChosen":
            out.append(Secret(e.version, revealed.get(int(data["turn"])), int(data["turn"]),
                              "vizier", frozenset(int(s) for s in data["team_seats"]),
                              int(data["direction"]), int(data["seat"])))
    return out


def _walk(root: Any) -> Iterator[tuple[tuple[str, ...], Any]]:
    """Every (path of dict keys, node) under root; iterative, as responses are large."""
    stack: list[tuple[tuple[str, ...], Any]] = [((), root)]
    while stack:
        path, node = stack.pop()
        yield path, node
        if isinstance(node, dict):
            stack.extend(((*path, k), v) for k, v in node.items())
        elif isinstance(node, list):
            stack.extend((path, v) for v in node if isinstance(v, dict | list))


def _as_json(message: Message) -> dict[str, Any]:
    return json_format.MessageToDict(
        message, preserving_proto_field_name=True, always_print_fields_with_no_presence=True
    )


def _event_leaks(event: dict[str, Any], seat: int | None, by_version: dict[int, Secret]) -> list:
    secret = by_version.get(int(event.get("version", 0)))
    if secret is None or (seat is not None and seat in secret.audience):
        return []
    data = event.get("data", {})
    if not event.get("redacted") or "cards" in data or "direction" in data:
        return [f"event v{secret.version} {event.get('type')} shows {data}"]
    return []


def _view_leaks(game: dict[str, Any], seat: int | None, secrets: list[Secret]) -> list:
    version = int(game.get("version", 0))
    hidden = [s for s in secrets if s.hidden_at(version)
              and (seat is None or seat not in s.audience)]
    problems = []
    for root in ("view_json", "g1001"):
        view = game.get(root, {})
        if "secret" in view:
            problems.append(f"{root} v{version} has the auditor's secrets")
        you = view.get("you") or {}
        if you and (seat is None or int(you.get("seat", -1)) != seat):
            problems.append(f"{root} v{version} shows seat {you.get('seat')}'s private part")
        shown_vote = you.get("vote")
        if shown_vote and seat is not None:
            # The only vote "you" may hold is the viewer's own latest one, placed by now.
            own = [s for s in secrets if s.kind == "vote" and s.seat == seat
                   and s.version <= version]
            if not own or [int(c) for c in shown_vote] != [int(c) for c in own[-1].value]:
                problems.append(f"{root} v{version} shows seat {seat} the vote {shown_vote}, "
                                "not its own")
        for s in hidden:
            if s.kind == "vote" and you.get("vote") and int(you.get("seat", -1)) == s.seat:
                problems.append(f"{root} v{version} shows seat {s.seat}'s vote as 'you'")
            if s.kind == "vizier" and you.get("team_vizier") is not None:
                problems.append(f"{root} v{version} shows the other team's Vizier")
        # Any vote-shaped value outside the revealed tally naming a hidden vote.
        for path, node in _walk({k: v for k, v in view.items()
                                 if k not in ("tally", "last_tally")}):
            for s in hidden:
                if s.kind == "vizier":
                    # A Vizier card under any name but the public "placed?" flag.
                    if path and "vizier" in path[-1] and path[-1] != "vizier_chosen" \
                            and node is not None and path[0] != "you":
                        problems.append(f"{root} v{version} {'/'.join(path)} shows a Vizier")
                    continue
                if node == [s.seat, s.value] or (
                    isinstance(node, dict) and node.get("seat") == s.seat
                    and node.get("cards") == s.value
                ):
                    problems.append(f"{root} v{version} {'/'.join(path)} shows seat "
                                    f"{s.seat}'s vote {s.value}")
    return problems


def leaks(response: Message, seat: int | None, secrets: list[Secret]) -> list[str]:
    """Every place in `response` (any message) where `seat` (None: spectator) sees a secret
    it may not see at that version."""
    by_version = {s.version: s for s in secrets}
    problems: list[str] = []
    for _, node in _walk(_as_json(response)):
        if isinstance(node, dict) and "." in str(node.get("type", "")) and "version" in node:
            problems += _event_leaks(node, seat, by_version)
        if isinstance(node, dict) and "game_type" in node and "version" in node:
            problems += _view_leaks(node, seat, secrets)
    return problems
