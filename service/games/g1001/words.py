"""1001 in words: its events as sentences ("Night voted", "the Vizier banned direction 3")
and its commands as labels ("Buy the Oil Lamp for 2 red gems (3 points)"), for every
client (`service.kit.words`). Pure; the rewards' names and costs are the content's."""

from __future__ import annotations

from typing import Any

from service.games.g1001 import content
from service.games.g1001.commands import (
    BuyReward,
    CastVote,
    ChooseVizier,
    DiscardGem,
    EndTurn,
    ExchangeTokens,
)
from service.kit.base import Command
from service.kit.words import Label, Names, Seen, Words, joined, plural

SIDES = {"forward": "ahead", "left": "left", "right": "right"}


def place(space: int) -> str:
    """A board space as the board is labelled: columns a-h from the left, rows 1-8 from
    the top ("a1" is space 0, "h8" space 63)."""
    return f"{'abcdefgh'[space % 8]}{space // 8 + 1}"


def team(name: object) -> str:
    return str(name).capitalize()


def flight_card(card: str) -> str:
    """A flight card as printed: "5 ahead, 2 right"."""
    found = content.load().flight_cards.get(card)
    if found is None:
        return "a flight card"
    return ", ".join(f"{n} {SIDES.get(side, side)}" for side, n in found.legs)


def reward(reward_id: str) -> str:
    found = content.load().rewards.get(reward_id)
    return found.name if found is not None else "a reward"


def tokens(d: Any) -> str:
    """"2 red gems and 2 clouds"."""
    def get(key: str) -> int:
        return int(d[key] if isinstance(d, dict) else getattr(d, key))

    parts = [plural(get(c), f"{c} gem") for c in ("red", "blue", "green") if get(c)]
    if get("clouds"):
        parts.append(plural(get("clouds"), "cloud"))
    return joined(parts, "nothing")


def _votes(d: dict[str, Any], n: Names) -> str:
    return "; ".join(f"{n(seat)} {'+'.join(map(str, cards))}" for seat, cards in d["votes"])


SENTENCES = {
    "TilesLaidOut": lambda d, n: "the tiles are laid out",
    "GemsLaidOut": lambda d, n: "the gems are laid out",
    "TurnBegan": lambda d, n: (f"turn {d['turn']} begins: {team(d['active'])} flies, a point "
                               f"token is worth {d['point_value']}"),
    "FlightCardsDealt": lambda d, n: "flight cards dealt: " + "; ".join(
        f"direction {i}: {flight_card(c)}" for i, c in enumerate(d["cards"], start=1)),
    "VotingOpened": lambda d, n: "voting opens: the sand timer runs",
    "VoteCast": lambda d, n: f"{n(d['seat'])} votes" + (
        " " + "+".join(map(str, d["cards"])) if "cards" in d else " in secret"),
    "VizierChosen": lambda d, n: f"{n(d['seat'])} sets {team(d['team'])}'s Vizier" + (
        f" on direction {d['direction']}" if "direction" in d else " in secret"),
    "SandTimerRanOut": lambda d, n: "the sand timer ran out",
    "VotesRevealed": lambda d, n: (f"votes revealed: {_votes(d, n)}; the Vizier bans "
                                   f"direction {d['vizier']}"),
    "UnanimousBonusScored": lambda d, n: (f"{team(d['team'])} voted as one: "
                                          f"{plural(d['points'], 'point')}"),
    "IndividualPointsScored": lambda d, n: (f"{n(d['seat'])} scores "
                                            f"{plural(d['points'], 'individual point')}"),
    "RouteBanned": lambda d, n: f"the Vizier bans direction {d['direction']}",
    "FlightGrounded": lambda d, n: "Aladdin stays grounded this turn",
    "RouteSelected": lambda d, n: (f"Aladdin takes direction {d['direction']} "
                                   f"({flight_card(d['card'])})"),
    "AladdinMoved": lambda d, n: f"Aladdin flies to {place(d['space'])} (step {d['step']} of 7)",
    "CloudsGained": lambda d, n: (f"{team(d['team'])} gains {plural(d['count'], 'cloud')} "
                                  f"(now {d['clouds']})"),
    "CloudsLost": lambda d, n: (f"{team(d['team'])} loses {plural(d['count'], 'cloud')} at "
                                f"{place(d['space'])} (now {d['clouds']})"),
    "GemGained": lambda d, n: (f"{team(d['team'])} gains a {d['colour']} gem at "
                               f"{place(d['space'])}"),
    "GemDiscardRequired": lambda d, n: (f"{team(d['team'])} must give up a gem: "
                                        + " or ".join(d["options"])),
    "GemDiscarded": lambda d, n: f"{team(d['team'])} gives up a {d['colour']} gem",
    "FlightEnded": lambda d, n: f"the flight ends at {place(d['space'])}",
    "RewardBought": lambda d, n: (f"{n(d['seat'])} buys the {reward(d['reward'])} for "
                                  f"{team(d['team'])} ({plural(d['points'], 'point')})"),
    "TokensExchanged": lambda d, n: (f"{n(d['seat'])} exchanges {tokens(d)} for "
                                     f"{plural(d['points'], 'point')}"),
    "TurnEnded": lambda d, n: (f"turn {d['turn']} ends; the start token moves to "
                               f"{place(d['start_space'])}"),
    "GameEnded": lambda d, n: (f"the game ends: Day {d['day_points']}, Night "
                               f"{d['night_points']}; {n.listed(d['winners'])} won"),
}


def label(command: Command, seen: Seen) -> Label | str:
    if isinstance(command, CastVote):
        cards = command.cards
        return (f"Vote for direction {cards[0]}" if len(cards) == 1
                else "Vote for directions " + " and ".join(map(str, cards)))
    if isinstance(command, ChooseVizier):
        return f"Ban direction {command.direction}"
    if isinstance(command, DiscardGem):
        return f"Give up a {command.colour} gem"
    if isinstance(command, BuyReward):
        found = content.load().rewards.get(command.reward)
        if found is None:
            return "Buy a reward"
        return f"Buy the {found.name} for {tokens(found)} ({plural(found.points, 'point')})"
    if isinstance(command, ExchangeTokens):
        return f"Exchange {tokens(command)} for {plural(command.points, 'point')}"
    if isinstance(command, EndTurn):
        return Label("End the turn", confirm=True)
    return "Play"


WORDS = Words(sentences=SENTENCES, label=label)
