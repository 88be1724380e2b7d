"""Commands of Emira: what a seat asks to do. Imperative names; checked by the moves."""

from __future__ import annotations

from dataclasses import dataclass

from service.kit.base import Command


@dataclass(frozen=True)
class KeepStartingEvent(Command):
    """Setup: keep one of the three event cards dealt (every seat at once, in secret)."""

    card: str = ""


@dataclass(frozen=True)
class PlayEvent(Command):
    """Play an event card from hand. `choice`: Good Looking's appearance type; with three
    players Double Trouble's "odd" / "even" (the turn with two princesses), Quiet Days' and
    Changing Her Mind's "odd" / "even" ("odd2" / "even2": the second princess of that turn)."""

    card: str = ""
    choice: str = ""


@dataclass(frozen=True)
class SkipEvent(Command):
    """Play no event card this turn."""


@dataclass(frozen=True)
class ChangeMind(Command):
    """Changing Her Mind, after the look: "keep", "swap" or "bottom"."""

    choice: str = ""


@dataclass(frozen=True)
class ReorderEmira(Command):
    """Court Influence, after the look: the top Emira cards in the order wanted (top first)."""

    order: tuple[str, ...] = ()


@dataclass(frozen=True)
class PickCounter(Command):
    """Bazaar: the appearance counter taken from the bag for the board."""

    kind: str = ""


@dataclass(frozen=True)
class PickStatus(Command):
    """Royal Favour: the status card in play (the other goes to the bottom)."""

    card: str = ""


@dataclass(frozen=True)
class Bid(Command):
    """Raise the bid: a multiple of 10, at least 10 above the highest bid."""

    amount: int = 0


@dataclass(frozen=True)
class Pass(Command):
    """Pass for the rest of this bidding round."""


@dataclass(frozen=True)
class TakeGold(Command):
    """The 150 gold instead of an action (4.4.2 rule 3): less than 500 gold, or 4+
    princesses and no caravan."""


@dataclass(frozen=True)
class TakeAction(Command):
    """`action`: small_caravan, large_caravan, appearance, status, palace, camel; a caravan's
    `speed`: slow or fast."""

    action: str = ""
    speed: str = ""


@dataclass(frozen=True)
class TakeNoAction(Command):
    """Win the round and take nothing (4.4.2 rule 2)."""


@dataclass(frozen=True)
class BuyEvents(Command):
    """Pay to draw the top 2 or 3 event cards and keep one."""

    count: int = 0


@dataclass(frozen=True)
class SkipPurchase(Command):
    """Buy no event card this turn."""


@dataclass(frozen=True)
class KeepEvent(Command):
    """Keep one of the event cards just drawn; the others go to the bottom of the deck."""

    card: str = ""


@dataclass(frozen=True)
class DiscardAppearance(Command):
    """Samira: the appearance counter that goes back into the bag."""

    kind: str = ""


@dataclass(frozen=True)
class DiscardStatus(Command):
    """Zahrah: the status card discarded (a 1-point one if he has one)."""

    card: str = ""


@dataclass(frozen=True)
class ChooseStolen(Command):
    """Sidi Suleiman: the princess who leaves with him."""

    princess: str = ""


@dataclass(frozen=True)
class PayXenia(Command):
    """Pay Xenia's gift of 250 gold."""


@dataclass(frozen=True)
class RefuseXenia(Command):
    """Refuse Xenia's gift: she joins the richest other sheik."""


COMMAND_TYPES: dict[str, type[Command]] = {
    "keep_starting_event": KeepStartingEvent,
    "play_event": PlayEvent,
    "skip_event": SkipEvent,
    "change_mind": ChangeMind,
    "reorder_emira": ReorderEmira,
    "pick_counter": PickCounter,
    "pick_status": PickStatus,
    "bid": Bid,
    "pass": Pass,
    "take_gold": TakeGold,
    "take_action": TakeAction,
    "take_no_action": TakeNoAction,
    "buy_events": BuyEvents,
    "skip_purchase": SkipPurchase,
    "keep_event": KeepEvent,
    "discard_appearance": DiscardAppearance,
    "discard_status": DiscardStatus,
    "choose_stolen": ChooseStolen,
    "pay_xenia": PayXenia,
    "refuse_xenia": RefuseXenia,
}
