"""1000 and One Treasures in words: its events as sentences ("Ann rolls a 4", "the chief
moves to the dry well") and its commands as labels ("Move to C3"), for every client
(`service.kit.words`). Pure; squares are named as the cave's grid labels them."""

from __future__ import annotations

from typing import Any

from service.games.treasures.commands import EXIT, MoveFigure, PlaceFigure, SummonSpirit
from service.games.treasures.state import ALL_ESCAPED, CHIEF_ARRIVED
from service.kit.base import Command
from service.kit.words import Names, Seen, Words, plural

REASONS = {CHIEF_ARRIVED: "the bandit chief reached the cave entrance",
           ALL_ESCAPED: "every thief has left the cave"}


def _moved(d: dict[str, Any], n: Names) -> str:
    via = " with the bottle spirit" if d.get("spirit") else f" ({' '.join(d['path'])})"
    return f"{n(d['seat'])} moves from {d['from_square']} to {d['to_square']}{via}"


def _drawn(d: dict[str, Any], n: Names) -> str:
    head = ": the chief's head!" if d.get("chief") else ""
    return f"{n(d['seat'])} draws a provision card for {d['square']}{head}"


SENTENCES = {
    "CardsDealt": lambda d, n: f"the cave is laid out: {plural(len(d['cards']), 'card')}",
    "ProvisionShuffled": lambda d, n: "the provision pile is shuffled",
    "PileReshuffled": lambda d, n: "the provision pile is shuffled again",
    "FigurePlaced": lambda d, n: f"{n(d['seat'])} places a thief on {d['square']}",
    "TurnBegan": lambda d, n: f"turn {d['turn']}: {n(d['seat'])} plays",
    "DieRolled": lambda d, n: f"{n(d['seat'])} rolls a {d['face']}",
    "FigureMoved": _moved,
    "FigureEscaped": lambda d, n: f"{n(d['seat'])} leaves the cave from {d['from_square']}",
    "CardTaken": lambda d, n: (f"{n(d['seat'])} takes {plural(d['treasures'], 'treasure')} "
                               f"on {d['square']} ({d['total']} in all)"),
    "ProvisionDrawn": _drawn,
    "ChiefAdvanced": lambda d, n: (f"the chief moves to the {d['space']}"
                                   + (" and stands at the cave entrance" if d.get("reached")
                                      else "")),
    "PlayersCaught": lambda d, n: "caught in the cave: " + n.listed(d["seats"]),
    "GameEnded": lambda d, n: (f"the game ends: {REASONS.get(d['reason'], 'all is over')}; "
                               f"{n.listed(d['winners'])} won"),
}


def label(command: Command, seen: Seen) -> str:
    if isinstance(command, PlaceFigure):
        return f"Place your thief on {command.square}"
    if isinstance(command, MoveFigure):
        return ("Leave the cave through the entrance" if command.to == EXIT
                else f"Move to {command.to}")
    if isinstance(command, SummonSpirit):
        return f"Summon the bottle spirit: fly to {command.square}"
    return "Play"


WORDS = Words(sentences=SENTENCES, label=label)
