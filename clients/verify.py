"""`scheherazade verify`: a seat checks, with its own client and nothing else, that a
finished game's chance was fair — that the seed the game shows now is the one it committed
to at its creation, and that every draw it recorded follows from that seed.

Written from the recipe in docs/api.md "Chance", not from the server's code, so that it is
a second implementation (a client in another language would write the same ~20 lines).
What it does not prove: that the events a draw made are what the rules make of it — that
needs every seat's hidden choices, which a seat never sees; `scheherazade audit` (the
auditor's) proves it from the event store.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from google.protobuf import json_format

from clients.render import whole_numbers
from scheherazade.v1 import game_service_pb2 as pb


def commitment(seed: int) -> str:
    return hashlib.sha256(f"scheherazade-seed:{seed}".encode()).hexdigest()


def uniform(seed: int, version: int, key: str, i: int, n: int) -> int:
    digest = hashlib.sha256(f"{seed}:{version}:{key}:{i}".encode()).digest()
    return int.from_bytes(digest, "big") % n


def recompute(seed: int, version: int, key: str, kind: str, items: list[Any]) -> Any:
    """The outcome the recipe gives (a shuffle as a list)."""
    if kind == "die":
        return items[uniform(seed, version, key, 0, len(items))]
    if kind == "choice":
        return uniform(seed, version, key, 0, len(items))
    if kind == "shuffle":
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = uniform(seed, version, key, i, i + 1)
            out[i], out[j] = out[j], out[i]
        return out
    raise ValueError(f"unknown kind of draw {kind!r}")


@dataclass
class Verdict:
    """What a seat could check. `ok`: the commitment holds and every draw matched."""

    commitment_ok: bool
    draws: int = 0  # draws recomputed and matched
    wrong: list[tuple[int, str]] = field(default_factory=list)  # (version, what)

    @property
    def ok(self) -> bool:
        return self.commitment_ok and not self.wrong


def verify(seed: int, committed: str, events: Iterable[pb.GameEvent],
           first_own_version: int = 1) -> Verdict:
    """Check `seed` against `committed`, then every draw in `events` (those at or after
    `first_own_version`: a fork's earlier events are its parent's, drawn from the parent's
    seed; verify them on the parent)."""
    verdict = Verdict(commitment_ok=commitment(seed) == committed)
    for event in events:
        if not event.HasField("draw") or event.version < first_own_version:
            continue
        draw = event.draw
        items = json_format.MessageToDict(draw.items) if draw.HasField("items") else []
        outcome = json_format.MessageToDict(draw.outcome)
        # JSON numbers come back as floats: 3.0 is the face or index 3.
        items, outcome = whole_numbers(items), whole_numbers(outcome)
        expected = recompute(seed, event.version - 1, draw.key, draw.kind, items)
        if expected != outcome:
            verdict.wrong.append((event.version, f"draw {draw.key!r} gave {outcome!r}, the "
                                                 f"seed gives {expected!r}"))
        else:
            verdict.draws += 1
    return verdict

