"""Aladdin's Dragons' facts of phase three (The Locations in Detail): each location's
heroes revealed and ranked, the caves' picks, the palace rooms' bribes, purchases and
declines, and every hero's row once its location is done."""

from __future__ import annotations

from projections.games.dragons_state import State, _kind, _room
from projections.tracks import GameTrack, Rows
from service.app.codec import Meta
from service.games.dragons import events as ev

# --- phase three --------------------------------------------------------------------------


def on_revealed(track: GameTrack, e: ev.HeroesRevealed, meta: Meta, out: Rows) -> None:
    """The numbers turned over, and the values after the modifiers played face down."""
    s: State = track.state
    board = s.board.get(e.location, [])
    for hero, number, value in zip(board, e.values, e.after, strict=True):
        hero.number, hero.value = number, value


def on_modified(track: GameTrack, e: ev.HeroModified, meta: Meta, out: Rows) -> None:
    """A modifier resolved: the hero's value after it, and what the top card changed. On a
    face-down hero the value is its owner's: not read (its location's reveal gives it)."""
    s: State = track.state
    value = None if e.face_down else e.value
    if value is not None:
        s.board[e.location][e.hero].value = value
    if s.stack:
        top = s.stack[-1]
        top.op, top.amount, top.value = e.op, e.amount, value


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
