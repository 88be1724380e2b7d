"""Aladdin's Dragons' projection adapter: every hero placed (its number once revealed), each
location's totals and ranks, the cave picks, the bribes, the artifacts bought and declined,
the spells and artifacts played with what they changed, the Dummy's claimed cards, each
round's start player and caravanserai, and each seat's outcome.

Only public or revealed facts are read. A face-down hero's number is its owner's
(`HeroPlaced.value`) or nobody's (`DummyHeroPlaced.value`): the handlers of those two events
read `seat` and `location` only, and a placement's row is written when its location is done
(`LocationDone`), with the number and the value after its modifiers from `HeroesRevealed`
(or from `HeroTurned`, Mirror of Truth, which turned it up earlier). A modifier on a
face-down hero (`HeroModified.face_down`) is read for what it is, not for the value after
it, which is the hero's owner's. The other secrets have no handler: the guard's card
before `GuardRevealed`, spells drawn, kept or given, treasures drawn or stolen, heroes or the
guard's card looked at (`HeroSeen`, `GuardSeen`), secret offers (`DummyOfferMade`: the offers
reach `dragons_dummy_claims` from `DummyOffersRevealed`) and the order of every deck.

Outcomes are read as recorded (`LocationRanked`, `TreasureTaken`, `BribePaid`,
`ArtifactBought`, `CardResolved`, `HeroModified`, `GameEnded` …), never worked out again. A
treasure card's type is its id's prefix (`gold#7`); its value comes from the content the game
was created with (matched by its hash; other content leaves it NULL).

The tables are `dragons_tables`, the projection's state `dragons_state`; the handlers of
phase three are `dragons_locations`, those of the cards played `dragons_cards`.

Heroes at a location are kept in board order, as the events index them (`HeroesRevealed`'s
values, `HeroTurned`, `HeroMoved`, `HeroModified`, `CardPlayed.hero`): a hero placed is
added last, one moved by Desert Wind leaves its place and is added last where it goes.
"""

from __future__ import annotations

from projections.games.dragons_cards import (
    on_card_played,
    on_card_resolved,
    on_claimed,
    on_offers,
)
from projections.games.dragons_locations import (
    on_bought,
    on_bribe,
    on_cave_discarded,
    on_declined,
    on_location_done,
    on_modified,
    on_ranked,
    on_revealed,
    on_taken,
    on_withdrew,
)
from projections.games.dragons_state import Hero, State, new_state
from projections.games.dragons_tables import TABLES
from projections.kit import Handler, Statistic, queries
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.games.dragons import events as ev

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
    hero.number, hero.value, hero.turned = e.value, e.after, True


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
            e.scores[seat] if seat < len(e.scores) else None, seat in winners, e.replay,
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

__all__ = ["ROUTES", "STATISTICS", "TABLES", "new_state"]
