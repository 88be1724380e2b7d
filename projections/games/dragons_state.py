"""What the Aladdin's Dragons projection remembers of a game while it reads its events (the
board as the table sees it, the stack of cards played, the round's and the location's
facts), and the small readings its handlers share."""

from __future__ import annotations

from dataclasses import dataclass, field

from service.games.dragons import content as dragons_content
from service.games.dragons import events as ev
from service.kit.base import GameCreated

ROOM = "room:"


@dataclass
class Hero:
    """A hero on the board as the table sees it: whose, placed by whom, when and where; its
    number only once revealed."""

    seat: int
    placed_by: int
    placement: int
    nth: int
    placed_at: str
    number: int | None = None  # the printed number, once revealed
    value: int | None = None  # after the modifiers played on it (HeroModified)
    turned: bool = False  # Mirror of Truth turned it up before its location
    moved: bool = False  # Desert Wind moved it
    withdrawn: bool = False


@dataclass
class Played:
    """A card played and not yet resolved (the projection's copy of the stack)."""

    round: int
    phase: str
    play: int
    event: ev.CardPlayed
    hero_seat: int | None  # the owner of the hero it targets
    answered: str | None  # the card on top of the stack when it was played
    op: str | None = None  # what it changed of a hero (HeroModified)
    amount: int | None = None
    value: int | None = None


@dataclass
class State:
    players: int = 0
    dummy: int = -1  # the Dummy's seat (two players: 2), -1 without
    values: dict[str, int] | None = None  # treasure card id -> value, from the content
    round: int = 0
    phase: str = "setup"
    start: int = -1  # the start player now
    # --- the round -----------------------------------------------------------------------
    round_start: int = -1
    added: int = 0
    row: int = 0  # artifacts in the palace row
    offered: int = 0
    caravanserai: int | None = None
    palace_start: int | None = None
    bought: dict[int, int] = field(default_factory=dict)
    placed: int = 0
    nth: dict[int, int] = field(default_factory=dict)
    board: dict[str, list[Hero]] = field(default_factory=dict)
    caves: dict[str, list[str]] = field(default_factory=dict)
    # --- the location being resolved -----------------------------------------------------
    ranking: dict[int, tuple[int, int]] = field(default_factory=dict)  # seat -> (rank, total)
    picks: int = 0
    bribed: set[int] = field(default_factory=set)
    # --- cards ---------------------------------------------------------------------------
    stack: list[Played] = field(default_factory=list)
    plays: int = 0
    claims: int = 0
    claimer: int = -1
    caravanserai_wins: dict[int, int] = field(default_factory=dict)


def new_state(created: GameCreated | None) -> State:
    if created is None:
        return State()
    c = dragons_content.load()
    players = len(created.players)
    # The printed tables: with two players the Dummy plays as a third seat, after theirs.
    table = c.tables.get(players)
    dummy = players if table is not None and table.dummy else -1
    values = {t.id: t.value for t in c.treasures} if c.hash == created.content_hash else None
    return State(players, dummy, values)


def _kind(location: str) -> str:
    if location.startswith("cave:"):
        return "cave"
    if location.startswith(ROOM):
        return "room"
    return location  # tent, caravanserai


def _card_kind(card: str) -> tuple[str, str]:
    """("artifact", kind) of an artifact card ("double#2"), ("spell", id) of a spell."""
    return ("artifact", card.split("#", 1)[0]) if "#" in card else ("spell", card)


def _room(location: str) -> tuple[str, str | None, str | None]:
    artifact = location[len(ROOM):] if location.startswith(ROOM) else None
    return location, artifact, None if artifact is None else artifact.split("#", 1)[0]
