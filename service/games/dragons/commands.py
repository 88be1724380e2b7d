"""Commands of Aladdin's Dragons: what a seat asks to do. Imperative names; checked by the
moves (`rules.py`, `cards.py`).

Heroes on the table are named by their location and their place there (`hero`: 0 is the
first hero placed on it), as every seat sees them; a hero in hand by its number. Locations:
"cave:4" … "cave:1", "tent", "caravanserai", "room:<artifact card>" (the palace guard takes
no hero). Treasure cards: "gold#3"; artifact cards: "double#2"; spells by id ("mirage").
"""

from __future__ import annotations

from dataclasses import dataclass

from service.kit.base import Command


@dataclass(frozen=True)
class ChooseStartPlayer(Command):
    """Set Up (the highest draw) or the caravanserai's winner: `player` starts (0-based;
    left out, nobody is named and the command is refused)."""

    player: int | None = None


@dataclass(frozen=True)
class PlaceHero(Command):
    """Phase two: one hero (its number, 1-5) face down on a location."""

    hero: int = 0
    location: str = ""


@dataclass(frozen=True)
class PlaceDummyHero(Command):
    """Two players: after one's own, the Dummy's next hero (unseen) on a location."""

    location: str = ""


@dataclass(frozen=True)
class PlayCard(Command):
    """Play a spell or an artifact (README, "Response windows"), with what it needs:
    `location` and `hero` for a hero; `location` for a cave or palace room; `player` for
    Thief of Baghdad; `treasure` for Dragon's Fire; `to` for Desert Wind. The Dummy's card
    only after winning its offers."""

    card: str = ""
    location: str = ""
    hero: int | None = None
    player: int | None = None
    treasure: str = ""
    to: str = ""


@dataclass(frozen=True)
class ClaimDummyCard(Command):
    """Two players: declare to use one of the Dummy's face-up cards on its behalf."""

    card: str = ""


@dataclass(frozen=True)
class OfferDummy(Command):
    """Two players, in secret: treasure cards offered the Dummy for its card (the claimer at
    least one; the other none to let it go)."""

    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class Pass(Command):
    """Let a response window go by."""


@dataclass(frozen=True)
class TakeTreasure(Command):
    """A dragon's cave: the treasure card taken (for the Dummy, by its player, on a tie)."""

    card: str = ""


@dataclass(frozen=True)
class KeepSpell(Command):
    """Aladdin's tent or a lamp: the spell kept (for the Dummy, by the player who chooses)."""

    spell: str = ""


@dataclass(frozen=True)
class PayBribe(Command):
    """A palace room: treasure cards to the palace guard (one type, no change)."""

    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class Withdraw(Command):
    """A palace room: pay no bribe and take one's heroes out."""


@dataclass(frozen=True)
class BuyArtifact(Command):
    """A palace room: treasure cards of one type worth at least the heroes' value."""

    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class Decline(Command):
    """A palace room: do not buy; the next highest bidder may."""


COMMAND_TYPES: dict[str, type[Command]] = {
    "choose_start_player": ChooseStartPlayer,
    "place_hero": PlaceHero,
    "place_dummy_hero": PlaceDummyHero,
    "play_card": PlayCard,
    "claim_dummy_card": ClaimDummyCard,
    "offer_dummy": OfferDummy,
    "pass": Pass,
    "take_treasure": TakeTreasure,
    "keep_spell": KeepSpell,
    "pay_bribe": PayBribe,
    "withdraw": Withdraw,
    "buy_artifact": BuyArtifact,
    "decline": Decline,
}
