"""Emira in words: its events as sentences ("Ann bids 40 gold", "the princess Zaida joins
Bob") and its commands as labels ("Bid 30 gold", "Take the action: a camel for 150 gold"),
for every client (`service.kit.words`). Pure; the names of princesses, event cards,
status cards and goals are the content's."""

from __future__ import annotations

from typing import Any

from service.games.emira import actions, content
from service.games.emira import commands as c
from service.kit.base import Command
from service.kit.words import Label, Names, Seen, Words, joined, plural

ACTIONS = {"small_caravan": "a small caravan", "large_caravan": "a large caravan",
           "appearance": "an appearance counter", "status": "the status card",
           "palace": "a palace section", "camel": "a camel"}
PHASES = {"bidding": "the bidding", "income": "income", "upkeep": "upkeep",
          "events": "the event cards", "preparation": "the preparation",
          "purchase": "buying event cards", "princesses": "the princesses choose"}
LEFT = {"tumult": "in the tumult", "stolen": "with Sidi Suleiman", "thief": "",
        "gift_unpaid": "unpaid", "refused": "for the richest other sheik"}


def princess(ident: object) -> str:
    found = content.load().princesses.get(str(ident))
    return found.name if found is not None else "a princess"


def princesses(ids: Any) -> str:
    return joined([princess(p) for p in ids], "none")


def event_card(card: object) -> str:
    """An event card by its printed title ("Golden Times")."""
    found = content.load().event_kinds.get(str(card).partition("#")[0])
    return found.name if found is not None else "an event card"


def status_card(card: object) -> str:
    found = content.load().status_cards.get(str(card))
    if found is None:
        return "a status card"
    if not found.cost:
        return "a +1 status card"
    special = f", {found.special}" if found.special else ""
    return f"the {found.cost} status card ({plural(found.points, 'point')}{special})"


def goal(ident: object) -> str:
    found = next((g for g in content.load().goals if g.id == ident), None)
    return found.text if found is not None else "a goal"


def _left(d: dict[str, Any], n: Names) -> str:
    why = LEFT.get(d["reason"], "")
    return f"the princess {princess(d['princess'])} leaves {n(d['seat'])}" + (
        f" {why}" if why else "")


def _camels(d: dict[str, Any], n: Names) -> str:
    changes = [f"{n(s)} {'+' if k > 0 else ''}{k}" for s, k in enumerate(d["deltas"]) if k]
    return "camels change: " + joined(changes, "none")


def _ended(d: dict[str, Any], n: Names) -> str:
    return f"the game ends: {n.listed(d['winners'])} won"


SENTENCES = {
    "ColoursDrawn": lambda d, n: "the sheiks' colours are drawn",
    "FirstPlayerDrawn": lambda d, n: f"{n(d['seat'])} is drawn to play first",
    "GoalDealt": lambda d, n: f"{n(d['seat'])} is dealt a secret goal" + (
        f": {goal(d['goal'])}" if "goal" in d else ""),
    "StartingEventsDealt": lambda d, n: f"{n(d['seat'])} is dealt starting event cards" + (
        ": " + joined([event_card(x) for x in d["cards"]]) if "cards" in d else ""),
    "StartingEventKept": lambda d, n: f"{n(d['seat'])} keeps a starting event card" + (
        f": {event_card(d['card'])}" if "card" in d else ""),
    "StartingEventsReturned": lambda d, n: (f"{plural(d['count'], 'starting event card')} "
                                            "go back into the deck"),
    "EmiraDeckShuffled": lambda d, n: "the Emira deck is shuffled",
    "EventDeckShuffled": lambda d, n: "the event deck is shuffled",
    "StatusDeckShuffled": lambda d, n: "the status deck is shuffled",
    "PileReshuffled": lambda d, n: "a deck is shuffled again",
    "TurnBegan": lambda d, n: f"turn {d['turn']} begins: {n(d['first'])} is first",
    "TurnEnded": lambda d, n: f"turn {d['turn']} ends",
    "PhaseBegan": lambda d, n: f"now: {PHASES.get(d['phase'], 'the next phase')}",
    "StageReached": lambda d, n: "the turn goes on",
    "SeatDone": lambda d, n: f"{n(d['seat'])} is done",
    "PrincessesDrawn": lambda d, n: ("princesses drawn: " + princesses(d["active"])
                                     + (f"; later: {princesses(d['later'])}" if d["later"]
                                        else "")),
    "StatusCardsTurned": lambda d, n: "on offer: " + joined(
        [status_card(x) for x in d["cards"]]),
    "MarkersPlaced": lambda d, n: f"{plural(len(d['markers']), 'marker')} placed on the board",
    "CounterPlaced": lambda d, n: f"a {d['kind']} counter is put on the board",
    "RoundOpened": lambda d, n: f"{n(d['opener'])} opens the bidding",
    "BidRaised": lambda d, n: f"{n(d['seat'])} bids {d['amount']} gold",
    "BidPassed": lambda d, n: f"{n(d['seat'])} passes",
    "LastBid": lambda d, n: f"{n(d['seat'])} bid {d['bid']} gold last and pays {d['paid']}",
    "RoundWon": lambda d, n: (f"{n(d['seat'])} wins the bidding" + (
        " for nothing" if d.get("free") else f" for {d['paid']} gold")),
    "BiddingEnded": lambda d, n: "the bidding is over",
    "ActionTaken": lambda d, n: (f"{n(d['seat'])} takes {ACTIONS.get(d['action'], 'an action')}"
                                 f" for {d['cost']} gold"),
    "NoActionTaken": lambda d, n: f"{n(d['seat'])} takes " + (
        "gold instead of an action" if d.get("gold") else "no action"),
    "GoldGained": lambda d, n: f"{n(d['seat'])} gains {d['amount']} gold",
    "GoldRevealed": lambda d, n: "every sheik's gold is shown: " + ", ".join(
        f"{n(s)} {g}" for s, g in enumerate(d["gold"])),
    "IncomePaid": lambda d, n: f"{n(d['seat'])} receives {d['amount']} gold of income",
    "UpkeepPaid": lambda d, n: f"{n(d['seat'])} pays {d['amount']} gold of upkeep",
    "DuesOwed": lambda d, n: f"{n(d['seat'])} owes {d['amount']} gold",
    "XeniaGiftPaid": lambda d, n: f"{n(d['seat'])} pays Xenia's gift of {d['amount']} gold",
    "XeniaMarkerRemoved": lambda d, n: "a Xenia marker is removed",
    "PrincessJoined": lambda d, n: f"the princess {princess(d['princess'])} joins {n(d['seat'])}",
    "PrincessLeft": _left,
    "PrincessUndecided": lambda d, n: f"the princess {princess(d['princess'])} stays undecided",
    "UndecidedSentHome": lambda d, n: f"sent home undecided: {princesses(d['princesses'])}",
    "LaterPrincessesActive": lambda d, n: "the princesses who waited choose now",
    "TumultShuffled": lambda d, n: (f"the princesses who left {n(d['seat'])} are shuffled "
                                    "under the Emira deck"),
    "EmiraDeckRanOut": lambda d, n: "the Emira deck ran out: this is the last turn",
    "EmiraCardsSeen": lambda d, n: f"{n(d['seat'])} looks at Emira cards" + (
        f": {princesses(d['cards'])}" if "cards" in d else ""),
    "EmiraDeckReordered": lambda d, n: f"{n(d['seat'])} puts the top Emira cards in order",
    "EventCardsDrawn": lambda d, n: (f"{n(d['seat'])} draws {plural(d['count'], 'event card')}"
                                     + (": " + joined([event_card(x) for x in d["cards"]])
                                        if "cards" in d else "")),
    "EventCardKept": lambda d, n: f"{n(d['seat'])} keeps an event card" + (
        f": {event_card(d['card'])}" if "card" in d else ""),
    "EventsBought": lambda d, n: (f"{n(d['seat'])} buys {plural(d['count'], 'event card')} "
                                  f"for {d['paid']} gold"),
    "EventPlayed": lambda d, n: f"{n(d['seat'])} plays {event_card(d['card'])}" + (
        f" ({d['choice']})" if d.get("choice") in ("beauty", "manners", "attire") else ""),
    "MindChanged": lambda d, n: f"{n(d['seat'])} changes a princess's mind" + (
        f": {princess(d['princess'])}" if "princess" in d else ""),
    "CamelsChanged": _camels,
    "TrackMoved": lambda d, n: (f"{n(d['seat'])}'s {d['track']} track moves "
                                f"{'up' if d['delta'] > 0 else 'down'} {abs(d['delta'])}"),
    "CounterDiscarded": lambda d, n: f"{n(d['seat'])} gives back a {d['kind']} counter",
    "StatusCardChosen": lambda d, n: (f"{n(d['seat'])} puts {status_card(d['card'])} "
                                      "in play"),
    "StatusDiscarded": lambda d, n: f"{n(d['seat'])} discards {status_card(d['card'])}",
    "DecisionAsked": lambda d, n: f"{n(d['seat'])} has a choice to make",
    "TurnLost": lambda d, n: f"{n(d['seat'])} loses turn {d['turn']}",
    "GameEnded": _ended,
}


def _action(command: c.TakeAction, seen: Seen) -> str:
    what = ACTIONS.get(command.action, "an action")
    if command.speed:
        what = what.replace("caravan", f"{command.speed} caravan")
    if command.action == "status" and seen.state is not None:
        what = status_card(seen.state.board.status)
    price = actions.cost(seen.state, seen.seat, command.action, command.speed)
    return f"Take the action: {what} for {price} gold"


def label(command: Command, seen: Seen) -> Label | str:  # noqa: PLR0911 - one per command
    if isinstance(command, c.Bid):
        return f"Bid {command.amount} gold"
    if isinstance(command, c.Pass):
        return Label("Pass (out of this bidding round)", confirm=True)
    if isinstance(command, c.TakeAction):
        return _action(command, seen)
    if isinstance(command, c.TakeGold):
        return "Take 150 gold instead of an action"
    if isinstance(command, c.TakeNoAction):
        return Label("Take no action", confirm=True)
    if isinstance(command, c.SkipEvent):
        return "Play no event card this turn"
    if isinstance(command, c.SkipPurchase):
        return "Buy no event cards"
    if isinstance(command, c.BuyEvents):
        return f"Buy {command.count} event cards (keep one)"
    if isinstance(command, c.PayXenia):
        return "Pay Xenia's gift (250 gold)"
    if isinstance(command, c.RefuseXenia):
        return "Refuse Xenia's gift (she leaves for the richest other sheik)"
    if isinstance(command, c.KeepStartingEvent | c.KeepEvent):
        return f"Keep {event_card(command.card)}"
    if isinstance(command, c.PlayEvent):
        return f"Play {event_card(command.card)}" + (
            f" ({_choice(command.choice)})" if command.choice else "")
    if isinstance(command, c.ChangeMind):
        return {"swap": "Changing Her Mind: swap the princesses",
                "bottom": "Changing Her Mind: put her at the bottom of the deck"}.get(
            command.choice, "Changing Her Mind: keep her")
    if isinstance(command, c.ReorderEmira):
        return "Court Influence: order " + princesses(command.order) + " (top first)"
    if isinstance(command, c.PickCounter):
        return f"Bazaar: put a {command.kind} counter on the board"
    if isinstance(command, c.PickStatus):
        return f"Royal Favour: put {status_card(command.card)} in play"
    if isinstance(command, c.DiscardAppearance):
        return f"Samira: give back a {command.kind} counter"
    if isinstance(command, c.DiscardStatus):
        return f"Zahrah: discard {status_card(command.card)}"
    if isinstance(command, c.ChooseStolen):
        return f"Sidi Suleiman: {princess(command.princess)} leaves with him"
    return "Play"


# A three-player game's split turns (rulebook 8.1): the card's choice names which turn's
# princesses it is played on.
SPLIT = {"odd": "the odd turn", "odd2": "the odd turn's second princess",
         "even": "the even turn", "even2": "the even turn's second princess"}


def _choice(choice: str) -> str:
    """A PlayEvent's choice: an appearance kind, a split turn's princess, a princess."""
    if choice in ("beauty", "manners", "attire"):
        return choice
    return SPLIT.get(choice) or princess(choice)


WORDS = Words(sentences=SENTENCES, label=label)
