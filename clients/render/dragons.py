"""Readable text for Aladdin's Dragons (game "dragons"): the round and its phase, each
location with its heroes (a face-down hero the viewer may not see is `?`), the caves'
treasures and the artifact on offer in each palace room, the palace guard, every seat's
hand as the viewer may see it, the Dummy's face-up cards, the open response window, the
cards played and not yet resolved, the decision the rules wait on, and the end.

Drawn from the typed view only (`Game.dragons`). `clients.render` finds this module through
the registry and calls `describe_event`, `describe_command`, `describe_generic`,
`summary_tail` and `full` (the table: `dragons_table.py`). Plain ASCII, no I/O: what a card
does and what a treasure card is worth are the short tables of `dragons_words.py` (the
designed content of seeds/dragons/; tests/api/test_dragons_cli.py checks them against it).
"""

from __future__ import annotations

from typing import Any

from google.protobuf import json_format

from clients.render import player, sentence
from clients.render.dragons_table import full
from clients.render.dragons_words import (
    BOUGHT_TO_END,
    CARD_HINTS,
    _name,
    _paid,
    _phase,
    _placer,
    _start,
    _target,
    _words,
    card,
    treasure,
    treasure_value,
)
from scheherazade.v1 import dragons_pb2 as dp
from scheherazade.v1 import game_service_pb2 as pb

__all__ = ["CARD_HINTS", "describe_command", "describe_event", "describe_generic", "full",
           "summary_tail", "treasure", "treasure_value"]

# ------------------------------------------------------------------------------ commands


def _dragons_player(players: list[str], seat: object) -> str:
    """A player, the Dummy (the seat past the players) or the rules themselves (-1)."""
    beyond = "the Dummy" if isinstance(seat, int) and seat >= 0 else "the rules"
    return player(players, seat, beyond)


def _place(location: object) -> str:
    return str(location).replace("_", " ")


def describe_event(kind: str, d: dict, players: list[str]) -> str | None:
    """An Aladdin's Dragons event as a sentence ("Ann places a hero at cave:3", "Bob buys
    the lamp for 12"); None for the generic wording."""
    who = _dragons_player(players, d.get("seat"))
    where = _place(d.get("location", ""))
    sentences = {
        "StartPlayerChosen": lambda: (f"{_dragons_player(players, d['chooser'])} chooses "
                                      f"{_dragons_player(players, d['start'])} to start"),
        "RoundStarted": lambda: f"round {d['round']} begins",
        "TreasureDealt": lambda: f"{d['card']} is laid at {_place(d['location'])}",
        "ArtifactsAdded": lambda: "to the palace: " + ", ".join(d["cards"]),
        "PlacingStarted": lambda: f"{_dragons_player(players, d['placer'])} places first",
        "HeroPlaced": lambda: f"{who} places a hero at {where}",
        "DummyHeroPlaced": lambda: f"the Dummy places a hero at {where}",
        "HeroesRevealed": lambda: (f"heroes turned up at {where}: "
                                   + ", ".join(map(str, d["values"]))),
        "GuardRevealed": lambda: f"the dragon guard shows {d['value']}",
        "CardPlayed": lambda: f"{who} plays {d['card']}" + (f" at {where}" if where else ""),
        "Passed": lambda: f"{who} passes",
        "TreasureTaken": lambda: f"{who} takes {d['card']} at {where}",
        "BribePaid": lambda: f"{who} pays the guard {d['paid']} at {where}",
        "Withdrew": lambda: f"{who} cannot pay the guard and withdraws from {where}",
        "ArtifactBought": lambda: f"{who} buys {d['artifact']} for {d['paid']}",
        "BuyDeclined": lambda: f"{who} does not buy at {where} (price {d['price']})",
        "RoundEnded": lambda: f"round {d['round']} ends",
        "GameEnded": lambda: _ended(d, players),
        "DummyClaimContested": lambda: f"{who} claims the Dummy's {d['card']} too",
    }
    return sentence(sentences, kind)


def _ended(d: dict, players: list[str]) -> str:
    """The end: its winners, or why nobody won (a tie to replay, the Dummy first alone)."""
    if d.get("winners"):
        return "the game ends: " + ", ".join(
            _dragons_player(players, s) for s in d["winners"]) + " won"
    if d.get("replay"):
        return ("the game ends in a tie after every tie-break: nobody wins, the rulebook "
                "says to replay it")
    return "the game ends: the Dummy ranks first, no player wins"


def describe_command(kind: str, body: object) -> str | None:
    """A menu label for one command (`kind` is the DragonsCommand oneof field)."""
    b: Any = body
    if kind == "choose_start_player":
        who = f"seat {b.player}" if b.HasField("player") else "nobody"
        return f"make {who} the start player"
    if kind == "place_hero":
        return f"place your hero {b.hero} face down on {b.location}"
    if kind == "place_dummy_hero":
        return f"place the Dummy's next hero (unseen) on {b.location}"
    if kind == "play_card":
        aim = _target(b)
        return f"play {card(b.card)}" + (f" {aim}" if aim else "")
    if kind == "claim_dummy_card":
        return (f"claim the Dummy's {card(b.card)} (a treasure card to the Dummy; claimed by "
                "both, secret offers)")
    if kind == "offer_dummy":
        if not b.cards:
            return "offer the Dummy nothing (refused: it is paid a treasure card)"
        return f"offer the Dummy {_paid(b.cards)} for its card"
    if kind == "pass":
        return "pass"
    if kind == "take_treasure":
        return f"take {treasure(b.card)}"
    if kind == "keep_spell":
        return f"keep the spell {card(b.spell)}"
    if kind == "pay_bribe":
        return f"bribe the guard with {_paid(b.cards)}"
    if kind == "withdraw":
        return "pay no bribe: withdraw your heroes from this room"
    if kind == "buy_artifact":
        if not b.cards:
            return "buy the artifact for nothing"
        return f"buy the artifact with {_paid(b.cards)}"
    if kind == "decline":
        return "do not buy the artifact"
    return None


def describe_generic(command: str, fields: dict[str, Any]) -> str | None:
    """The same labels for a `GenericCommand` of this game (None: the generic label)."""
    field = dp.DragonsCommand.DESCRIPTOR.fields_by_name.get(command)
    if field is None:
        return None
    message = getattr(dp.DragonsCommand(), command)
    try:
        json_format.ParseDict({k: v for k, v in fields.items() if v is not None}, message)
    except json_format.ParseError:
        return None
    if command == "choose_start_player" and fields.get("player", -1) == -1:
        message.ClearField("player")
    return describe_command(command, message)


# ------------------------------------------------------------------------------ summary


def _to_act(game: pb.Game, v: dp.DragonsView) -> str:
    if v.HasField("window"):  # a Dummy card's claim window too
        return f"to answer: {_name(game, v, v.window.responder)} ({v.window.about})"
    if (v.HasField("claim") and not v.HasField("pending")
            and len(v.claim.offered) < len([s for s in v.seats if not s.dummy])):
        waiting = [s.seat for s in v.seats if not s.dummy and s.seat not in v.claim.offered]
        return "to offer (in secret): " + _words(_name(game, v, s) for s in waiting)
    if v.HasField("pending"):
        p = v.pending
        auto = " (automatic)" if v.HasField("dummy") and p.seat == v.dummy else ""
        return f"to decide: {_name(game, v, p.seat)}{auto} ({p.name})"
    placer = _placer(v)
    if placer is not None:
        seat, dummy = placer
        return f"to place: {_name(game, v, seat)}" + (" (the Dummy's hero)" if dummy else "")
    return ""


def summary_tail(game: pb.Game) -> str:
    """What changes most, after the game's name and version."""
    v = game.dragons
    parts = [f"round {v.round} {_phase(v.phase)}", f"start player {_start(game, v)}"]
    who = _to_act(game, v)
    if who:
        parts.append(who)
    parts.append(f"artifacts bought {v.bought}/{BOUGHT_TO_END}")
    return " | ".join(parts)
