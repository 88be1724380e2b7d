"""What the application returns: plain frozen records, independent of gRPC."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from service.kit.base import Command, Result, Viewer
from service.kit.words import Label


@dataclass(frozen=True)
class VisibleEvent:
    """One stored event as a given viewer may see it: in full, or redacted to its public part."""

    game_id: str
    version: int
    type: str
    at: float
    data: dict[str, Any]
    redacted: bool
    seat: int | None  # the seat whose command caused it (None: application / chance)
    # The draw that made it (`codec.Meta.draw`): the auditor's, and everyone's once the game
    # is over (its seed is then public, so the draw tells nothing the seed does not).
    draw: dict[str, Any] | None = None


@dataclass(frozen=True)
class GameSnapshot:
    """A game at one version as one viewer sees it."""

    game_id: str
    game_type: str
    version: int
    players: tuple[str, ...]
    status: str  # "active" | "finished"
    created_at: float
    view: dict[str, Any] | None  # None when asked for without the view
    result: Result | None
    viewer_seat: int | None
    deadline: float | None
    # SHA-256 of the seed (`chance.commitment`), published from the start; the seed
    # itself once the game is over (the auditor's while it runs).
    seed_commitment: str = ""
    seed: int | None = None


@dataclass(frozen=True)
class CreatedGame:
    game_id: str
    version: int
    tokens: tuple[str, ...]  # one secret per seat, shown once; only hashes are stored


@dataclass(frozen=True)
class Submitted:
    """Result of a command: the version after it and the events it recorded, as the caller
    sees them. `duplicate` is True when `command_id` had been seen and nothing new happened."""

    version: int
    events: tuple[VisibleEvent, ...]
    duplicate: bool


@dataclass(frozen=True)
class GameSummary:
    game_id: str
    game_type: str
    players: tuple[str, ...]
    created_at: float
    status: str  # "active" | "finished" | "unplayable" (its content changed, its type retired)
    version: int


@dataclass(frozen=True)
class Played:
    """One trip of a command (`GameApp.play`): who the token proved, the command's result,
    and the game as that viewer sees it right after the command (for a retried command_id,
    as it stands now)."""

    viewer: Viewer
    submitted: Submitted
    snapshot: GameSnapshot


@dataclass(frozen=True)
class Looked:
    """`GameApp.look`: who the token proved and the game as that viewer sees it."""

    viewer: Viewer
    snapshot: GameSnapshot


@dataclass(frozen=True)
class Legal:
    """`GameApp.legal`: who the token proved and every command its seat may send at
    `version` ([] for a spectator or the auditor)."""

    viewer: Viewer
    game_type: str
    version: int
    commands: tuple[Command, ...]
    labels: tuple[Label, ...] = ()  # labels[i] is commands[i] in the player's words
