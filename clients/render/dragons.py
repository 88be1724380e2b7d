"""Readable text for Aladdin's Dragons (game "dragons"): the round and its phase, each
location with its heroes (a face-down hero the viewer may not see is `?`), the caves'
treasures and the artifact on offer in each palace room, the palace guard, every seat's
hand as the viewer may see it, the Dummy's face-up cards, the open response window, the
cards played and not yet resolved, the decision the rules wait on, and the end.

Drawn from the typed view only (`Game.dragons`). `clients.render` finds this module through
the registry and calls `describe_command`, `describe_generic`, `summary_tail` and `full`.
Plain ASCII, no I/O: what a card does and what a treasure card is worth are the short
tables below (the designed content of seeds/dragons/; tests/api/test_dragons_cli.py checks
them against it).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from google.protobuf import json_format

from clients.render import player, result_text, seat_label, sentence, summary
from scheherazade.v1 import dragons_pb2 as dp
from scheherazade.v1 import game_service_pb2 as pb

BOUGHT_TO_END = 15  # the artifacts: all bought, the game ends
# A treasure card "<type>#<n>" is worth TREASURE_VALUES[n - 1] (seeds/dragons/treasures.json).
TREASURE_VALUES = (1, 1, 1, 2, 2, 3, 3, 4, 4, 5)
# What each spell, and each kind of artifact card ("double#2": "double"), does, in short.
CARD_HINTS = {
    "lions_strength": "+2 on your revealed hero",
    "weakness": "-2 on another's revealed hero",
    "caliphs_decree": "win every tie at the location revealed",
    "mirage": "look at a face-down hero",
    "mirror_of_truth": "turn another's face-down hero face up",
    "desert_wind": "move your face-down hero to another location",
    "dragons_hoard": "add a treasure card to the cave revealed",
    "dragons_fire": "discard a treasure card from the cave revealed",
    "open_sesame": "no bribe in the palace room revealed",
    "guards_greed": "the guard counts 2 more in the palace room revealed",
    "bargain": "your price 2 less",
    "alchemy": "your next payment may mix types",
    "golden_touch": "1 card of your next payment counts 2 more",
    "thief_of_baghdad": "take a treasure card at random from a player",
    "djinns_gift": "draw 2 treasure cards",
    "evil_eye": "a flying carpet or double just played changes nothing",
    "lamp": "draw 2 spells, keep 1; still a lamp at the end",
    "counterspell": "the spell just cast has no effect",
    "double": "x2 on your revealed hero",
    "flying_carpet": "+1 on any revealed hero",
    "scroll": "look at the guard's card and at a face-down hero",
}
_PENDING = {
    "choose_start": "to choose the start player",
    "take_treasure": "to take a treasure card",
    "keep_spell": "to keep a spell",
    "bribe": "to bribe the palace guard",
    "buy": "to buy the artifact",
    "use_dummy_card": "to use the Dummy's card",
}


def _words(items: Iterable[str], empty: str = "none") -> str:
    return ", ".join(items) or empty


def _phase(value: int) -> str:
    values = dp.DragonsPhase.DESCRIPTOR.values_by_number
    if value == 0 or value not in values:
        return "?"
    return values[value].name.removeprefix("DRAGONS_PHASE_").lower().replace("_", " ")


def treasure_value(card: str) -> int | None:
    """The number of a treasure card ("gold#4" -> 2); None for an id it does not know."""
    _, _, n = card.partition("#")
    if not n.isdigit() or not 1 <= int(n) <= len(TREASURE_VALUES):
        return None
    return TREASURE_VALUES[int(n) - 1]


def treasure(card: str) -> str:
    """"gold#4 (gold 2)": the card, its type and its number."""
    kind, _, _ = card.partition("#")
    value = treasure_value(card)
    return f"{card} ({kind} {value if value is not None else '?'})"


def _treasures(cards: Iterable[str]) -> str:
    return _words(treasure(c) for c in cards)


def _by_type(cards: Iterable[str]) -> str:
    """A hand's treasure cards grouped by type, lowest first, each type with its total:
    "gold: gold#2=1, gold#9=4 (5); rubies: rubies#10=5 (5)" (payments are of one type)."""
    groups: dict[str, list[str]] = {}
    for c in cards:
        groups.setdefault(c.partition("#")[0], []).append(c)
    parts = []
    for kind in sorted(groups):
        ranked = sorted(groups[kind], key=lambda c: (treasure_value(c) or 0, c))
        values = [treasure_value(c) for c in ranked]
        total = sum(v or 0 for v in values)
        listed = ", ".join(f"{c}={v if v is not None else '?'}"
                           for c, v in zip(ranked, values, strict=True))
        parts.append(f"{kind}: {listed} ({total})")
    return "; ".join(parts) or "none"


def _paid(cards: Iterable[str]) -> str:
    cards = list(cards)
    total = sum(treasure_value(c) or 0 for c in cards)
    return f"{_treasures(cards)} = {total}"


def card(card_id: str) -> str:
    """"mirage (look at a face-down hero)": a spell or an artifact card and what it does."""
    hint = CARD_HINTS.get(card_id.partition("#")[0])
    return f"{card_id} ({hint})" if hint else card_id


def _cards(ids: Iterable[str]) -> str:
    return _words(card(c) for c in ids)


# ------------------------------------------------------------------------------ commands


def _target(b: Any) -> str:
    """What a PlayCard aims at, in words ("" for a card without a target)."""
    parts = []
    if b.HasField("hero"):
        parts.append(f"on hero #{b.hero} at {b.location}")
    elif b.location:
        parts.append(f"on {b.location}")
    if b.HasField("player"):
        parts.append(f"on seat {b.player}")
    if b.treasure:
        parts.append(f"discarding {treasure(b.treasure)}")
    if b.to:
        parts.append(f"moving it to {b.to}")
    return " ".join(parts)


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
        "GameEnded": lambda: "the game ends: " + (", ".join(
            _dragons_player(players, s) for s in d["winners"]) or "the Dummy") + " won",
    }
    return sentence(sentences, kind)


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
        return f"claim the Dummy's {card(b.card)} (secret offers follow)"
    if kind == "offer_dummy":
        if not b.cards:
            return "offer nothing for the Dummy's card"
        return f"offer the Dummy {_paid(b.cards)}"
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


def _name(game: pb.Game, v: dp.DragonsView, seat: int) -> str:
    if v.HasField("dummy") and seat == v.dummy:
        return f"Dummy (seat {seat})"
    return seat_label(game, seat)


def _placer(v: dp.DragonsView) -> tuple[int, bool] | None:
    """Whose placement it is in phase two, and whether it is the Dummy's hero; derived from
    the hands (the view does not name the placer): from the start player clockwise, each
    player's hero followed — two players — by one of the Dummy's while it has any."""
    if (v.phase != dp.DRAGONS_PHASE_PLACING or v.HasField("window") or v.HasField("pending")
            or v.HasField("claim") or v.stack):
        return None
    dummy = v.dummy if v.HasField("dummy") else -1
    players = [s for s in v.seats if s.seat != dummy]
    placed = sum(5 - s.heroes_in_hand for s in players)
    if dummy >= 0:
        left = v.seats[dummy].heroes_in_hand
        if 5 - left < placed and left > 0:
            return (v.start_player + placed - 1) % len(players), True
    for k in range(len(players)):
        seat = (v.start_player + placed + k) % len(players)
        if v.seats[seat].heroes_in_hand:
            return seat, False
    return None


def _start(game: pb.Game, v: dp.DragonsView) -> str:
    if v.phase in (dp.DRAGONS_PHASE_START_DRAW, dp.DRAGONS_PHASE_CHOOSE_START):
        return "not chosen yet"
    return _name(game, v, v.start_player)


def _to_act(game: pb.Game, v: dp.DragonsView) -> str:
    if v.HasField("claim") and len(v.claim.offered) < len([s for s in v.seats if not s.dummy]):
        waiting = [s.seat for s in v.seats if not s.dummy and s.seat not in v.claim.offered]
        return "to offer (in secret): " + _words(_name(game, v, s) for s in waiting)
    if v.HasField("window"):
        return f"to answer: {_name(game, v, v.window.responder)} ({v.window.about})"
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


# ------------------------------------------------------------------------------ the table


def _hero(game: pb.Game, v: dp.DragonsView, h: dp.DragonsHero) -> str:
    owner = _name(game, v, h.seat)
    if not h.HasField("number"):
        shown = "?"
    else:
        shown = str(h.number)
        if h.modifiers:
            shown += " " + " ".join(h.modifiers) + f" = {h.value}"
        if not h.face_up:
            shown += " (face down)"
    out = f"#{h.index} {owner}: {shown}"
    if h.modifiers and not h.HasField("number"):
        out += " " + " ".join(h.modifiers)
    return out + (" (withdrawn)" if h.withdrawn else "")


def _totals(game: pb.Game, v: dp.DragonsView, totals: Iterable[dp.DragonsTotal]) -> str:
    return _words(f"{_name(game, v, t.seat)} {t.total}" for t in totals)


def _location(game: pb.Game, v: dp.DragonsView, loc: dp.DragonsLocation) -> list[str]:
    head = f"    {loc.id}"
    if loc.id == v.resolving:
        head += "  <- now resolving"
    facts = []
    if loc.id.startswith("cave:"):
        facts.append(f"treasures: {_treasures(loc.treasures)}")
    if loc.artifact:
        state = "on offer" if loc.artifact in v.row else "bought"
        facts.append(f"artifact {state}: {card(loc.artifact)}")
    lines = [head + (" | " + " | ".join(facts) if facts else "")]
    heroes = [_hero(game, v, h) for h in loc.heroes]
    lines.append("      heroes: " + _words(heroes))
    if loc.totals:
        lines.append("      totals: " + _totals(game, v, loc.totals))
    return lines


def _guard(v: dp.DragonsView) -> str:
    g = v.guard
    if not g.placed:
        return "    palace guard: no card this round"
    if g.face_up:
        return f"    palace guard: {treasure(g.card)}, face up (bribe below {g.value + 1})"
    if g.card:
        return f"    palace guard: face down; you know it: {treasure(g.card)}"
    return "    palace guard: face down"


def _seat(game: pb.Game, v: dp.DragonsView, s: dp.DragonsSeat) -> str:
    mine = v.HasField("you") and s.seat == v.you
    tags = []
    chosen = v.phase not in (dp.DRAGONS_PHASE_START_DRAW, dp.DRAGONS_PHASE_CHOOSE_START)
    if s.seat == v.start_player and not s.dummy and chosen:
        tags.append("start player")
    if mine:
        tags.append("YOU")
    if s.dummy:
        tags.append("cards face up")
    head = f"    {_name(game, v, s.seat)}" + (f" [{', '.join(tags)}]" if tags else "") + ":"
    if s.heroes:
        heroes = f"heroes in hand {_words(str(h) for h in sorted(s.heroes))}"
    else:
        heroes = f"heroes in hand {s.heroes_in_hand}"
    parts = [heroes]
    shown = len(s.treasures) == s.treasure_count and (s.treasures or mine or s.dummy)
    if shown:
        worth = sum(treasure_value(c) or 0 for c in s.treasures)
        parts.append(f"treasures ({s.treasure_count}, worth {worth}): "
                     f"{_by_type(s.treasures)}")
    else:
        parts.append(f"treasures {s.treasure_count}")
    if len(s.spells) == s.spell_count and (s.spells or mine or s.dummy):
        parts.append(f"spells: {_cards(sorted(s.spells))}")
    else:
        parts.append(f"spells {s.spell_count}")
    if len(s.artifacts) == s.artifact_count and (s.artifacts or mine or s.dummy):
        parts.append(f"artifacts: {_cards(sorted(s.artifacts))}")
    else:
        parts.append(f"artifacts {s.artifact_count}")
    parts.append(f"used: {_words(s.used)}")
    parts.append(f"artifacts in all {s.artifacts_total}")
    return head + " " + " | ".join(parts)


def _decks(v: dp.DragonsView) -> str:
    d = v.decks
    top = f" (top {treasure(d.treasure_discard_top)})" if d.treasure_discard_top else ""
    return (f"  decks: treasures {d.treasures}, treasure discard {d.treasure_discard}{top}, "
            f"artifacts {d.artifacts}, spells {d.spells} | spell discard: "
            f"{_words(d.spell_discard)}")


def _window(game: pb.Game, v: dp.DragonsView) -> str:
    w = v.window
    then = [_name(game, v, s) for s in w.order[1:]]
    rest = f"; then {_words(then)}" if then else "; nobody after"
    return (f"  WINDOW {w.about}: {_name(game, v, w.responder)} may play a card or pass"
            f"{rest}")


def _played(game: pb.Game, v: dp.DragonsView, f: dp.DragonsPlayed) -> str:
    who = _name(game, v, f.seat)
    if f.owner != f.seat:
        who += f" for {_name(game, v, f.owner)}"
    aim = _target(f)
    return (f"{card(f.card)} by {who}" + (f" {aim}" if aim else "")
            + (" [countered: no effect]" if f.countered else ""))


def _pending(game: pb.Game, v: dp.DragonsView) -> str:
    p = v.pending
    who = _name(game, v, p.seat)
    if v.HasField("dummy") and p.seat == v.dummy:
        who += " (automatic)"
    what = _PENDING.get(p.name, p.name)
    if p.for_seat != p.seat:
        what += f" for {_name(game, v, p.for_seat)}"
    if p.name == "bribe":
        detail = f": at least {p.amount}, or withdraw"
    elif p.name == "buy":
        detail = f": the price is {p.amount}, or decline"
    elif p.name == "choose_start":
        detail = ": " + _words(_name(game, v, int(o)) for o in p.options if o.isdigit())
    elif p.name == "take_treasure":
        detail = ": " + _treasures(p.options)
    elif not p.options:
        detail = " (in secret)"
    else:
        detail = ": " + _cards(p.options)
    return f"  WAITING FOR {who} {what}{detail}"


def _claim(game: pb.Game, v: dp.DragonsView) -> str:
    c = v.claim
    line = (f"  DUMMY CARD CLAIMED: {card(c.card)} by {_name(game, v, c.claimer)}; offers "
            f"made by: {_words(_name(game, v, s) for s in c.offered)}")
    if c.your_offer:
        line += f" | your offer: {_paid(c.your_offer)}"
    return line


def _outcome(game: pb.Game, v: dp.DragonsView) -> list[str]:
    lines = [f"  GAME OVER: {result_text(game)}"]
    if not v.winners and v.HasField("dummy"):
        lines[0] += " (the Dummy ranks first: no player wins)"
    for s in v.scores:
        lines.append(f"    {_name(game, v, s.seat)}: {s.artifacts} artifact(s), {s.lamps} "
                     f"lamp(s), treasure worth {s.treasure}")
    return lines


def full(game: pb.Game, now: float, brief: bool) -> str:
    """Several lines (`brief` leaves out the decks and the discard piles)."""
    v = game.dragons
    lines = [summary(game)]
    lines.append(f"  round {v.round}, {_phase(v.phase)} | start player {_start(game, v)} | "
                 f"artifacts bought {v.bought}/{BOUGHT_TO_END}")
    rooms = [loc for loc in v.locations if loc.id.startswith("room:")]
    # Once the rooms are locations, each shows what its artifact does.
    row = _words(v.row) if rooms else _cards(v.row)
    lines.append(f"  artifacts on offer (the palace rooms, left to right): {row}")
    lines.append("  LOCATIONS (resolved in this order):")
    for loc in v.locations:
        if not loc.id.startswith("room:"):
            lines += _location(game, v, loc)
    lines.append(_guard(v))
    for loc in rooms:
        lines += _location(game, v, loc)
    if v.resolving and v.ranking:
        lines.append(f"  ranking at {v.resolving}: {_totals(game, v, v.ranking)}")
    lines.append("  SEATS:")
    lines += [_seat(game, v, s) for s in v.seats]
    if not brief:
        lines.append(_decks(v))
    if v.HasField("window"):
        lines.append(_window(game, v))
    if v.stack:
        lines.append("  CARDS PLAYED (the last resolves first): " + "; ".join(
            f"{i}. {_played(game, v, f)}" for i, f in enumerate(v.stack, start=1)))
    if v.HasField("claim"):
        lines.append(_claim(game, v))
    if v.HasField("pending"):
        lines.append(_pending(game, v))
    placer = _placer(v)
    if placer is not None:
        seat, dummy = placer
        lines.append(f"  TO PLACE: {_name(game, v, seat)}"
                     + (" places the Dummy's next hero" if dummy else " places a hero"))
    if game.HasField("result") or v.phase == dp.DRAGONS_PHASE_OVER:
        lines += _outcome(game, v)
    return "\n".join(lines)
