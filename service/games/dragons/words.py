"""Aladdin's Dragons in words: its events as sentences ("Ann places a hero on Aladdin's
tent", "Bob buys the Scroll for 4 rubies") and its commands as labels ("Pay 2 gold to the
guard"), for every client (`service.kit.words`). Pure; the names of locations, treasure
types, artifacts and spells are the content's. A treasure card reads as its number and
type ("2 gold"); a palace room by the artifact it offers; a hero on the table by its place
there ("the second hero on Aladdin's tent")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from service.games.dragons import commands as c
from service.games.dragons import content
from service.games.dragons.state import CAVE, ROOM
from service.kit.base import Command
from service.kit.words import Label, Names, Seen, Words, joined

PLACES = {"tent": "Aladdin's tent", "caravanserai": "the caravanserai",
          "guard": "the palace guard"}
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
DECKS = {"spells": "spell", "treasures": "treasure", "artifacts": "artifact",
         "dummy_heroes": "Dummy's hero"}


def beyond(seat: object) -> str:
    """A seat past the players is the Dummy's; -1 the rules' own."""
    return "the Dummy" if type(seat) is int and seat >= 0 else "the rules"


def place(location: object) -> str:
    """"cave:3" → "dragon's cave 3", "room:lamp#2" → "the palace room of Aladdin's lamp"."""
    where = str(location)
    if where.startswith(CAVE):
        return f"dragon's cave {where.removeprefix(CAVE)}"
    if where.startswith(ROOM):
        return f"the palace room of {card(where.removeprefix(ROOM))}"
    return PLACES.get(where, "a location")


def room_place(location: str, seen: Seen) -> str:
    """A location as a label names it: a palace room by its place in the row too, where
    two rooms offer the same kind of artifact ("palace room 2, Double (x2)")."""
    row = seen.state.row
    if location.startswith(ROOM) and location.removeprefix(ROOM) in row:
        return (f"palace room {row.index(location.removeprefix(ROOM)) + 1}, "
                f"{card(location.removeprefix(ROOM))}")
    return place(location)


def card(ident: object) -> str:
    """A spell, an artifact or a treasure card by what it is called."""
    found = str(ident)
    data = content.load()
    if found in data.spells:
        return data.spells[found].name
    kind = found.partition("#")[0]
    if kind in data.artifact_kinds:
        return data.artifact_kinds[kind].name
    if found in data.treasure_by_id:
        return treasure(found)
    return "a card"


def treasure(ident: object) -> str:
    """A treasure card as its number and type: "2 gold"."""
    data = content.load()
    found = data.treasure_by_id.get(str(ident))
    if found is None:
        return "a treasure card"
    return f"{found.value} {data.treasure_types[found.type].name.lower()}"


def payment(cards: Sequence[str]) -> str:
    """Treasure cards paid: "6 gold (2 + 4)"; of several types, each card."""
    data = content.load()
    found = [data.treasure_by_id[x] for x in cards if x in data.treasure_by_id]
    if not found:
        return "nothing"
    kinds = {t.type for t in found}
    if len(kinds) > 1:
        return joined([treasure(x) for x in cards])
    total = sum(t.value for t in found)
    parts = f" ({' + '.join(str(t.value) for t in found)})" if len(found) > 1 else ""
    return f"{total} {data.treasure_types[found[0].type].name.lower()}{parts}"


def hero(location: object, index: object, where: str | None = None) -> str:
    nth = ORDINALS[index] if type(index) is int and 0 <= index < len(ORDINALS) else "a"
    return f"the {nth} hero on {where or place(location)}"


def _played(d: dict[str, Any], n: Names) -> str:
    aim = []
    if d.get("hero", -1) >= 0:
        aim.append(f"on {hero(d['location'], d['hero'])}")
    elif d.get("location"):
        aim.append(f"on {place(d['location'])}")
    if d.get("player", -1) >= 0:
        aim.append(f"against {n(d['player'])}")
    if d.get("treasure"):
        aim.append(f"discarding {treasure(d['treasure'])}")
    if d.get("to"):
        aim.append(f"moving it to {place(d['to'])}")
    return " ".join([f"{n(d['seat'])} plays {card(d['card'])}", *aim])


def _modified(d: dict[str, Any], n: Names) -> str:
    how = f"x{d['amount']}" if d["op"] == "mul" else f"{d['amount']:+d}"
    now = f" (now {d['value']})" if "value" in d else ""
    return f"{hero(d['location'], d['hero'])} gets {how}{now}"


def _offers(d: dict[str, Any], n: Names) -> str:
    said = "; ".join(f"{n(s)} {payment(cards)}" for s, cards, _ in d["offers"]) or "none"
    won = n(d["winner"]) if d.get("winner", -1) >= 0 else "nobody"
    return f"offers for the Dummy's {card(d['card'])}: {said}; {won} gets it"


def _ranked(d: dict[str, Any], n: Names) -> str:
    order = ", ".join(f"{n(s)} {v}" for s, v in d["ranking"]) or "nobody"
    return f"at {place(d['location'])}: {order}"


def _ended(d: dict[str, Any], n: Names) -> str:
    if d.get("winners"):
        return f"the game ends: {n.listed(d['winners'])} won"
    if d.get("replay"):
        return ("the game ends in a tie after every tie-break: nobody wins, the rulebook "
                "says to replay it")
    return "the game ends: the Dummy ranks first, no player wins"


def _drawn(d: dict[str, Any], n: Names, what: str) -> str:
    shown = f": {joined([card(x) for x in d['cards']])}" if "cards" in d else ""
    return f"{n(d['seat'])} draws {d['count']} {what}{shown}"


SENTENCES = {
    "DeckShuffled": lambda d, n: f"the {DECKS.get(d['deck'], 'a')} deck is shuffled",
    "PileReshuffled": lambda d, n: "a pile is shuffled again",
    "StartDrawn": lambda d, n: "drawn for the start: " + ", ".join(
        f"{n(s)} {treasure(x)}" for s, x in zip(d["seats"], d["cards"], strict=False)),
    "StartPlayerChosen": lambda d, n: f"{n(d['chooser'])} chooses {n(d['start'])} to start",
    "RoundStarted": lambda d, n: f"round {d['round']} begins",
    "DummyTreasuresDealt": lambda d, n: "the Dummy's treasures: " + joined(
        [treasure(x) for x in d["cards"]]),
    "TreasureDealt": lambda d, n: f"{treasure(d['card'])} is laid in {place(d['location'])}",
    "TreasuresRanOut": lambda d, n: "the treasure deck ran out",
    "GuardCardPlaced": lambda d, n: "a card is laid face down for the palace guard",
    "ArtifactDrawTurned": lambda d, n: f"the artifact draw turns {treasure(d['card'])}",
    "ArtifactsAdded": lambda d, n: "to the palace: " + joined(
        [card(x) for x in d["cards"]], "no new artifact"),
    "PlacingStarted": lambda d, n: f"{n(d['placer'])} places first",
    "HeroPlaced": lambda d, n: (f"{n(d['seat'])} places a hero on {place(d['location'])}"
                                + (f" (a {d['value']})" if "value" in d else "")),
    "DummyHeroPlaced": lambda d, n: f"the Dummy's hero goes on {place(d['location'])}",
    "WindowOpened": lambda d, n: "a card may be played now",
    "CardPlayed": _played,
    "CardResolved": lambda d, n: f"{card(d['card'])}" + (
        " is countered" if d.get("countered") else " takes effect"),
    "Passed": lambda d, n: f"{n(d['seat'])} passes",
    "ResolvingStarted": lambda d, n: "the locations are resolved, left to right",
    "HeroesRevealed": lambda d, n: (f"heroes turned up on {place(d['location'])}: "
                                    + ", ".join(map(str, d["values"]))),
    "HeroTurned": lambda d, n: f"{hero(d['location'], d['hero'])} is turned up: {d['value']}",
    "HeroModified": _modified,
    "HeroMoved": lambda d, n: f"{hero(d['location'], d['hero'])} moves to {place(d['to'])}",
    "HeroSeen": lambda d, n: f"{n(d['seat'])} looks at {hero(d['location'], d['hero'])}" + (
        f": {n(d['owner'])}'s {d['value']}" if "value" in d else ""),
    "GuardSeen": lambda d, n: f"{n(d['seat'])} looks at the guard's card" + (
        f": {treasure(d['card'])}" if "card" in d else ""),
    "GuardRevealed": lambda d, n: f"the palace guard shows {d['value']}",
    "LocationRanked": _ranked,
    "LocationDone": lambda d, n: f"{place(d['location'])} is done",
    "TreasureTaken": lambda d, n: (f"{n(d['seat'])} takes {treasure(d['card'])} from "
                                   f"{place(d['location'])}"),
    "CaveCardDiscarded": lambda d, n: (f"{treasure(d['card'])} is discarded from "
                                       f"{place(d['location'])}"),
    "SpellsDrawn": lambda d, n: _drawn(d, n, "spells"),
    "SpellKept": lambda d, n: f"{n(d['seat'])} keeps a spell" + (
        f": {card(d['spell'])}" if "spell" in d else ""),
    "SpellGiven": lambda d, n: f"{n(d['frm'])} gives {n(d['seat'])} a spell" + (
        f": {card(d['spell'])}" if "spell" in d else ""),
    "SpellDiscarded": lambda d, n: f"{card(d['spell'])} is discarded",
    "TreasuresDrawn": lambda d, n: _drawn(d, n, "treasure cards"),
    "TreasureStolen": lambda d, n: f"{n(d['seat'])} steals a treasure from {n(d['victim'])}" + (
        f": {treasure(d['card'])}" if "card" in d else ""),
    "BribePaid": lambda d, n: (f"{n(d['seat'])} pays {payment(d['cards'])} to the guard at "
                               f"{place(d['location'])}"),
    "Withdrew": lambda d, n: (f"{n(d['seat'])} cannot pay the guard and withdraws from "
                              f"{place(d['location'])}"),
    "ArtifactBought": lambda d, n: (f"{n(d['seat'])} buys {card(d['artifact'])} for "
                                    f"{payment(d['cards'])}"),
    "BuyDeclined": lambda d, n: (f"{n(d['seat'])} does not buy at {place(d['location'])} "
                                 f"(price {d['price']})"),
    "DummyCardClaimed": lambda d, n: f"{n(d['seat'])} claims the Dummy's {card(d['card'])}",
    "DummyClaimContested": lambda d, n: (f"{n(d['seat'])} claims the Dummy's "
                                         f"{card(d['card'])} too"),
    "DummyOfferMade": lambda d, n: f"{n(d['seat'])} makes the Dummy a secret offer" + (
        f": {payment(d['cards'])}" if "cards" in d else ""),
    "DummyOffersRevealed": _offers,
    "RoundEnded": lambda d, n: f"round {d['round']} ends",
    "GameEnded": _ended,
}


def _aim(command: c.PlayCard, seen: Seen) -> str:
    parts = []
    if command.hero is not None:
        where = room_place(command.location, seen)
        parts.append(f"on {hero(command.location, command.hero, where)}")
    elif command.location:
        parts.append(f"on {room_place(command.location, seen)}")
    if command.player is not None:
        parts.append(f"against {seen.names(command.player)}")
    if command.treasure:
        parts.append(f"discarding {treasure(command.treasure)}")
    if command.to:
        parts.append(f"moving it to {room_place(command.to, seen)}")
    return " ".join([f"Play {card(command.card)}", *parts])


def label(command: Command, seen: Seen) -> Label | str:  # noqa: PLR0911 - one per command
    if isinstance(command, c.ChooseStartPlayer):
        who = seen.names(command.player) if command.player is not None else "nobody"
        return f"Make {who} the start player"
    if isinstance(command, c.PlaceHero):
        return f"Place your {command.hero} face down on {room_place(command.location, seen)}"
    if isinstance(command, c.PlaceDummyHero):
        return f"Place the Dummy's next hero on {room_place(command.location, seen)}"
    if isinstance(command, c.PlayCard):
        return _aim(command, seen)
    if isinstance(command, c.ClaimDummyCard):
        return f"Claim the Dummy's {card(command.card)}"
    if isinstance(command, c.OfferDummy):
        return (f"Offer the Dummy {payment(command.cards)} for its card" if command.cards
                else "Offer the Dummy nothing")
    if isinstance(command, c.Pass):
        return "Pass"
    if isinstance(command, c.TakeTreasure):
        return f"Take {treasure(command.card)}"
    if isinstance(command, c.KeepSpell):
        return f"Keep the spell {card(command.spell)}"
    if isinstance(command, c.PayBribe):
        return f"Pay {payment(command.cards)} to the guard"
    if isinstance(command, c.Withdraw):
        return Label("Pay no bribe: withdraw your heroes from this room", confirm=True)
    if isinstance(command, c.BuyArtifact):
        return f"Buy the artifact for {payment(command.cards)}"
    if isinstance(command, c.Decline):
        return Label("Do not buy the artifact", confirm=True)
    return "Play"


WORDS = Words(sentences=SENTENCES, label=label, beyond=beyond)
