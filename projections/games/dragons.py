"""Aladdin's Dragons' projection adapter: every hero placed (its number once revealed), each
location's totals and ranks, the cave picks, the bribes, the artifacts bought and declined,
the spells and artifacts played with what they changed, the Dummy's claimed cards, each
round's start player and caravanserai, and each seat's outcome.

Only public or revealed facts are read. A face-down hero's number is its owner's
(`HeroPlaced.value`) or nobody's (`DummyHeroPlaced.value`): the handlers of those two events
read `seat` and `location` only, and a placement's row is written when its location is done
(`LocationDone`), with the number from `HeroesRevealed` (or from `HeroTurned`, Mirror of
Truth, which turned it up earlier). The other secrets have no handler: the guard's card
before `GuardRevealed`, spells drawn, kept or given, treasures drawn or stolen, heroes or the
guard's card looked at (`HeroSeen`, `GuardSeen`), secret offers (`DummyOfferMade`: the offers
reach `dragons_dummy_claims` from `DummyOffersRevealed`) and the order of every deck.

Outcomes are read as recorded (`LocationRanked`, `TreasureTaken`, `BribePaid`,
`ArtifactBought`, `CardResolved`, `HeroModified`, `GameEnded` …), never worked out again. A
treasure card's type is its id's prefix (`gold#7`); its value comes from the content the game
was created with (matched by its hash; other content leaves it NULL).

Heroes at a location are kept in board order, as the events index them (`HeroesRevealed`'s
values, `HeroTurned`, `HeroMoved`, `HeroModified`, `CardPlayed.hero`): a hero placed is
added last, one moved by Desert Wind leaves its place and is added last where it goes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pyarrow as pa

from projections.kit import Columns, Handler, Statistic, queries
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.games.dragons import content as dragons_content
from service.games.dragons import events as ev
from service.kit.base import GameCreated

_S, _I, _B = pa.string(), pa.int32(), pa.bool_()
_G = [("game_id", "VARCHAR", _S)]
_R = [*_G, ("round", "INTEGER", _I)]
_ROOM = [("location", "VARCHAR", _S), ("artifact", "VARCHAR", _S), ("kind", "VARCHAR", _S)]
TABLES: dict[str, Columns] = {
    "dragons_placements": [
        *_R, ("placement", "INTEGER", _I), ("seat", "INTEGER", _I),
        ("placed_by", "INTEGER", _I), ("dummy", "BOOLEAN", _B), ("nth", "INTEGER", _I),
        ("location", "VARCHAR", _S), ("resolved_at", "VARCHAR", _S), ("hero", "INTEGER", _I),
        ("value", "INTEGER", _I), ("turned", "BOOLEAN", _B), ("moved", "BOOLEAN", _B),
        ("withdrawn", "BOOLEAN", _B),
    ],
    "dragons_rankings": [
        *_R, ("location", "VARCHAR", _S), ("location_kind", "VARCHAR", _S),
        ("seat", "INTEGER", _I), ("dummy", "BOOLEAN", _B), ("heroes", "INTEGER", _I),
        ("total", "INTEGER", _I), ("rank", "INTEGER", _I), ("winner", "BOOLEAN", _B),
        ("contestants", "INTEGER", _I),
    ],
    "dragons_cave_picks": [
        *_R, ("location", "VARCHAR", _S), ("pick", "INTEGER", _I), ("seat", "INTEGER", _I),
        ("dummy", "BOOLEAN", _B), ("decider", "INTEGER", _I), ("card", "VARCHAR", _S),
        ("treasure_type", "VARCHAR", _S), ("treasure_value", "INTEGER", _I),
        ("cave_cards", "INTEGER", _I), ("highest", "BOOLEAN", _B),
    ],
    "dragons_bribes": [
        *_R, *_ROOM, ("seat", "INTEGER", _I), ("dummy", "BOOLEAN", _B),
        ("rank", "INTEGER", _I), ("total", "INTEGER", _I), ("due", "INTEGER", _I),
        ("paid", "INTEGER", _I), ("cards", "INTEGER", _I), ("withdrew", "BOOLEAN", _B),
    ],
    "dragons_purchases": [
        *_R, *_ROOM, ("seat", "INTEGER", _I), ("dummy", "BOOLEAN", _B),
        ("rank", "INTEGER", _I), ("total", "INTEGER", _I), ("price", "INTEGER", _I),
        ("paid", "INTEGER", _I), ("cards", "INTEGER", _I), ("bribed", "BOOLEAN", _B),
        ("start_player", "BOOLEAN", _B),
    ],
    "dragons_declines": [
        *_R, *_ROOM, ("seat", "INTEGER", _I), ("dummy", "BOOLEAN", _B),
        ("rank", "INTEGER", _I), ("total", "INTEGER", _I), ("price", "INTEGER", _I),
        ("bribed", "BOOLEAN", _B),
    ],
    "dragons_cards": [
        *_R, ("phase", "VARCHAR", _S), ("play", "INTEGER", _I), ("seat", "INTEGER", _I),
        ("owner", "INTEGER", _I), ("dummy_card", "BOOLEAN", _B), ("card", "VARCHAR", _S),
        ("card_type", "VARCHAR", _S), ("name", "VARCHAR", _S), ("location", "VARCHAR", _S),
        ("hero", "INTEGER", _I), ("hero_seat", "INTEGER", _I), ("player", "INTEGER", _I),
        ("treasure", "VARCHAR", _S), ("to_location", "VARCHAR", _S),
        ("answered", "VARCHAR", _S), ("countered", "BOOLEAN", _B), ("changed", "VARCHAR", _S),
        ("op", "VARCHAR", _S), ("amount", "INTEGER", _I), ("value", "INTEGER", _I),
    ],
    "dragons_dummy_claims": [
        *_R, ("claim", "INTEGER", _I), ("card", "VARCHAR", _S), ("card_type", "VARCHAR", _S),
        ("name", "VARCHAR", _S), ("claimer", "INTEGER", _I), ("winner", "INTEGER", _I),
        ("claimer_won", "BOOLEAN", _B), ("claimer_offer", "INTEGER", _I),
        ("claimer_cards", "INTEGER", _I), ("other_offer", "INTEGER", _I),
        ("other_cards", "INTEGER", _I),
    ],
    "dragons_rounds": [
        *_R, ("players", "INTEGER", _I), ("seats", "INTEGER", _I),
        ("start_seat", "INTEGER", _I), ("artifacts_added", "INTEGER", _I),
        ("artifacts_offered", "INTEGER", _I), ("caravanserai_winner", "INTEGER", _I),
        ("palace_start", "INTEGER", _I), ("bought", "INTEGER", _I),
        ("bought_by_start", "INTEGER", _I), ("bought_by_caravanserai_winner", "INTEGER", _I),
    ],
    "dragons_outcomes": [
        *_G, ("seat", "INTEGER", _I), ("players", "INTEGER", _I), ("dummy", "BOOLEAN", _B),
        ("position", "INTEGER", _I), ("artifacts", "INTEGER", _I), ("lamps", "INTEGER", _I),
        ("treasure_value", "INTEGER", _I), ("score", "INTEGER", _I), ("winner", "BOOLEAN", _B),
        ("shared", "BOOLEAN", _B), ("caravanserai_wins", "INTEGER", _I),
    ],
}

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


# --- setup and rounds ------------------------------------------------------------------------


def on_start(track: GameTrack, e: ev.StartPlayerChosen, meta: Meta, out: Rows) -> None:
    """At Set Up, or at the caravanserai (its winner chose; -1: nobody was there)."""
    s: State = track.state
    s.start = e.start
    if s.phase == "resolving":
        s.palace_start = e.start
        if e.chooser >= 0:
            s.caravanserai = e.chooser
            s.caravanserai_wins[e.chooser] = s.caravanserai_wins.get(e.chooser, 0) + 1


def on_round(track: GameTrack, e: ev.RoundStarted, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.round, s.phase = e.round, "layout"
    s.round_start, s.added, s.offered = s.start, 0, s.row
    s.caravanserai = s.palace_start = None
    s.bought = {}
    s.placed = 0
    s.nth = {}
    s.board = {}
    s.caves = {}


def on_dealt(track: GameTrack, e: ev.TreasureDealt, meta: Meta, out: Rows) -> None:
    """A cave's card, face up (phase one, or Dragon's Hoard)."""
    track.state.caves.setdefault(e.location, []).append(e.card)


def on_artifacts(track: GameTrack, e: ev.ArtifactsAdded, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.added += len(e.cards)
    s.row += len(e.cards)
    s.offered = s.row


def on_placing(track: GameTrack, e: ev.PlacingStarted, meta: Meta, out: Rows) -> None:
    track.state.phase = "placing"


def on_resolving(track: GameTrack, e: ev.ResolvingStarted, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.phase = "resolving"
    s.palace_start = s.start


def _round_row(track: GameTrack, out: Rows) -> None:
    s: State = track.state
    if s.round == 0:
        return
    start = s.palace_start
    seats = s.players + (1 if s.dummy >= 0 else 0)
    out.add("dragons_rounds", (
        track.game_id, s.round, s.players, seats, s.round_start, s.added, s.offered,
        s.caravanserai, start, sum(s.bought.values()),
        s.bought.get(start, 0) if start is not None else None,
        s.bought.get(s.caravanserai, 0) if s.caravanserai is not None else None,
    ))


def on_round_ended(track: GameTrack, e: ev.RoundEnded, meta: Meta, out: Rows) -> None:
    _round_row(track, out)


# --- phase two: placements (the number stays out) -----------------------------------------


def _place(track: GameTrack, seat: int, placed_by: int, location: str) -> None:
    s: State = track.state
    s.placed += 1
    s.nth[seat] = s.nth.get(seat, 0) + 1
    s.board.setdefault(location, []).append(
        Hero(seat, placed_by, s.placed, s.nth[seat], location))


def on_hero_placed(track: GameTrack, e: ev.HeroPlaced, meta: Meta, out: Rows) -> None:
    """Public: `seat` and `location`. The value is its owner's: never read."""
    _place(track, e.seat, e.seat, e.location)


def on_dummy_placed(track: GameTrack, e: ev.DummyHeroPlaced, meta: Meta, out: Rows) -> None:
    """Public: the placer `seat` and `location`. The value is nobody's: never read."""
    _place(track, track.state.dummy, e.seat, e.location)


def on_moved(track: GameTrack, e: ev.HeroMoved, meta: Meta, out: Rows) -> None:
    board = track.state.board
    hero = board[e.location].pop(e.hero)
    hero.moved = True
    board.setdefault(e.to, []).append(hero)


def on_turned(track: GameTrack, e: ev.HeroTurned, meta: Meta, out: Rows) -> None:
    """Mirror of Truth: one face-down hero turned up for all."""
    hero = track.state.board[e.location][e.hero]
    hero.number, hero.value, hero.turned = e.value, e.value, True


# --- phase three --------------------------------------------------------------------------


def on_revealed(track: GameTrack, e: ev.HeroesRevealed, meta: Meta, out: Rows) -> None:
    s: State = track.state
    for hero, number in zip(s.board.get(e.location, []), e.values, strict=True):
        hero.number = number
        if hero.value is None:
            hero.value = number


def on_modified(track: GameTrack, e: ev.HeroModified, meta: Meta, out: Rows) -> None:
    """A modifier resolved: the hero's value after it, and what the top card changed."""
    s: State = track.state
    s.board[e.location][e.hero].value = e.value
    if s.stack:
        top = s.stack[-1]
        top.op, top.amount, top.value = e.op, e.amount, e.value


def on_ranked(track: GameTrack, e: ev.LocationRanked, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.ranking = {seat: (i + 1, total) for i, (seat, total) in enumerate(e.ranking)}
    s.picks = 0
    s.bribed = set()
    heroes: dict[int, int] = {}
    for hero in s.board.get(e.location, []):
        if not hero.withdrawn:
            heroes[hero.seat] = heroes.get(hero.seat, 0) + 1
    for seat, (rank, total) in s.ranking.items():
        out.add("dragons_rankings", (
            track.game_id, s.round, e.location, _kind(e.location), seat, seat == s.dummy,
            heroes.get(seat, 0), total, rank, rank == 1, len(s.ranking),
        ))


def on_taken(track: GameTrack, e: ev.TreasureTaken, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.picks += 1
    cave = s.caves.get(e.location, [])
    value = highest = None
    if s.values is not None:
        value = s.values.get(e.card)
        known = [s.values[c] for c in cave if c in s.values]
        if value is not None and len(known) == len(cave):
            highest = value >= max(known, default=value)
    out.add("dragons_cave_picks", (
        track.game_id, s.round, e.location, s.picks, e.seat, e.seat == s.dummy, e.decider,
        e.card, e.card.split("#", 1)[0], value, len(cave), highest,
    ))
    if e.card in cave:
        cave.remove(e.card)


def on_cave_discarded(track: GameTrack, e: ev.CaveCardDiscarded, meta: Meta,
                      out: Rows) -> None:
    cave = track.state.caves.get(e.location, [])
    if e.card in cave:
        cave.remove(e.card)


def _at(s: State, seat: int) -> tuple[int | None, int | None]:
    rank, total = s.ranking.get(seat, (None, None))
    return rank, total


def on_bribe(track: GameTrack, e: ev.BribePaid, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.bribed.add(e.seat)
    out.add("dragons_bribes", (
        track.game_id, s.round, *_room(e.location), e.seat, e.seat == s.dummy,
        *_at(s, e.seat), e.due, e.paid, len(e.cards), False,
    ))


def on_withdrew(track: GameTrack, e: ev.Withdrew, meta: Meta, out: Rows) -> None:
    s: State = track.state
    for hero in s.board.get(e.location, []):
        if hero.seat == e.seat:
            hero.withdrawn = True
    out.add("dragons_bribes", (
        track.game_id, s.round, *_room(e.location), e.seat, e.seat == s.dummy,
        *_at(s, e.seat), e.due, None, 0, True,
    ))


def on_bought(track: GameTrack, e: ev.ArtifactBought, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.bought[e.seat] = s.bought.get(e.seat, 0) + 1
    s.row -= 1
    out.add("dragons_purchases", (
        track.game_id, s.round, e.location, e.artifact, e.artifact.split("#", 1)[0], e.seat,
        e.seat == s.dummy, *_at(s, e.seat), e.price, e.paid, len(e.cards),
        e.seat in s.bribed, e.seat == s.start,
    ))


def on_declined(track: GameTrack, e: ev.BuyDeclined, meta: Meta, out: Rows) -> None:
    s: State = track.state
    out.add("dragons_declines", (
        track.game_id, s.round, *_room(e.location), e.seat, e.seat == s.dummy,
        *_at(s, e.seat), e.price, e.seat in s.bribed,
    ))


def on_location_done(track: GameTrack, e: ev.LocationDone, meta: Meta, out: Rows) -> None:
    """Its heroes' rows, now that every one of them is revealed and nothing changes them."""
    s: State = track.state
    for h in s.board.pop(e.location, []):
        out.add("dragons_placements", (
            track.game_id, s.round, h.placement, h.seat, h.placed_by, h.seat == s.dummy, h.nth,
            h.placed_at, e.location, h.number, h.value, h.turned, h.moved, h.withdrawn,
        ))
    s.caves.pop(e.location, None)
    s.ranking = {}
    s.picks = 0
    s.bribed = set()


# --- cards ----------------------------------------------------------------------------------


def on_card_played(track: GameTrack, e: ev.CardPlayed, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.plays += 1
    target = None
    if e.hero >= 0:
        heroes = s.board.get(e.location, [])
        target = heroes[e.hero].seat if e.hero < len(heroes) else None
    answered = s.stack[-1].event.card if s.stack else None
    s.stack.append(Played(s.round, s.phase, s.plays, e, target, answered))


def on_card_resolved(track: GameTrack, e: ev.CardResolved, meta: Meta, out: Rows) -> None:
    """The top card done (`countered`: without effect); `changed` as recorded."""
    s: State = track.state
    if not s.stack:
        return
    p = s.stack.pop()
    c = p.event
    card_type, name = _card_kind(c.card)
    out.add("dragons_cards", (
        track.game_id, p.round, p.phase, p.play, c.seat, c.owner, c.owner == s.dummy, c.card,
        card_type, name, c.location or None, None if c.hero < 0 else c.hero, p.hero_seat,
        None if c.player < 0 else c.player, c.treasure or None, c.to or None, p.answered,
        e.countered, e.changed or None, p.op, p.amount, p.value,
    ))


def on_claimed(track: GameTrack, e: ev.DummyCardClaimed, meta: Meta, out: Rows) -> None:
    track.state.claimer = e.seat


def on_offers(track: GameTrack, e: ev.DummyOffersRevealed, meta: Meta, out: Rows) -> None:
    s: State = track.state
    s.claims += 1
    offers = {seat: (total, len(cards)) for seat, cards, total in e.offers}
    claimer = s.claimer
    mine = offers.get(claimer, (None, None))
    other = next((o for seat, o in offers.items() if seat != claimer), (None, None))
    card_type, name = _card_kind(e.card)
    out.add("dragons_dummy_claims", (
        track.game_id, s.round, s.claims, e.card, card_type, name, claimer, e.winner,
        e.winner == claimer, *mine, *other,
    ))
    s.claimer = -1


# --- the end --------------------------------------------------------------------------------


def on_game_ended(track: GameTrack, e: ev.GameEnded, meta: Meta, out: Rows) -> None:
    """The `games` row's end is written centrally; these are the last round and the seats'
    outcomes (`ranking`: seat, artifacts, lamps, treasure value; best first)."""
    s: State = track.state
    _round_row(track, out)
    winners = set(e.winners)
    players = s.players or len(e.scores)
    for position, (seat, artifacts, lamps, value) in enumerate(e.ranking, start=1):
        out.add("dragons_outcomes", (
            track.game_id, seat, players, seat == s.dummy, position, artifacts, lamps, value,
            e.scores[seat] if seat < len(e.scores) else None, seat in winners, e.shared,
            s.caravanserai_wins.get(seat, 0),
        ))


ROUTES: dict[str, Handler] = {
    ev.StartPlayerChosen.TYPE: on_start,
    ev.RoundStarted.TYPE: on_round,
    ev.TreasureDealt.TYPE: on_dealt,
    ev.ArtifactsAdded.TYPE: on_artifacts,
    ev.PlacingStarted.TYPE: on_placing,
    ev.ResolvingStarted.TYPE: on_resolving,
    ev.RoundEnded.TYPE: on_round_ended,
    ev.HeroPlaced.TYPE: on_hero_placed,
    ev.DummyHeroPlaced.TYPE: on_dummy_placed,
    ev.HeroMoved.TYPE: on_moved,
    ev.HeroTurned.TYPE: on_turned,
    ev.HeroesRevealed.TYPE: on_revealed,
    ev.HeroModified.TYPE: on_modified,
    ev.LocationRanked.TYPE: on_ranked,
    ev.TreasureTaken.TYPE: on_taken,
    ev.CaveCardDiscarded.TYPE: on_cave_discarded,
    ev.BribePaid.TYPE: on_bribe,
    ev.Withdrew.TYPE: on_withdrew,
    ev.ArtifactBought.TYPE: on_bought,
    ev.BuyDeclined.TYPE: on_declined,
    ev.LocationDone.TYPE: on_location_done,
    ev.CardPlayed.TYPE: on_card_played,
    ev.CardResolved.TYPE: on_card_resolved,
    ev.DummyCardClaimed.TYPE: on_claimed,
    ev.DummyOffersRevealed.TYPE: on_offers,
    ev.GameEnded.TYPE: on_game_ended,
}

# Each statistic groups with GROUPING SETS and an "all" row (or aggregates without GROUP BY),
# so it answers (empty or zero) before any Dragons game was projected.
STATISTICS: tuple[Statistic, ...] = queries("dragons")  # projections/queries/dragons-*.sql
