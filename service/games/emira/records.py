"""Positional makers of the Emira state records: the fold's fast constructors.

A frozen dataclass's __init__ sets each field through `object.__setattr__` (~100 ns a field),
and even the slot setters `service/games/g1001/state.py` calls (`object.__new__` plus one
descriptor `__set__` a field) cost ~45 ns a field; the fold copies ~30 fields an event.

So each record has a *draft*: a plain class with exactly the record's slots and no frozen
`__setattr__`. `make_x` fills a draft with ordinary attribute stores (the interpreter's
specialised slot store, a few ns each) and then turns it into the record by assigning
`__class__`, which CPython allows between classes of identical layout (same slots, same
base). The result is the same object `X(*values)` gives: its type is exactly `X`, frozen,
equal and hashed alike (tests/games/emira/test_fold.py checks it field by field). A field
added to a record is a parameter to add here; the draft follows the record's `__slots__`.
"""

from __future__ import annotations

from typing import Any

from service.games.emira.state import Ask, Board, Decks, Final, Game, Setup, Sheik, Step

_new = object.__new__


class _AskDraft:
    __slots__ = Ask.__slots__


def make_ask(name: str, seat: int, options: tuple[Any, ...], about: str) -> Ask:
    o = _new(_AskDraft)
    o.name = name
    o.seat = seat
    o.options = options
    o.about = about
    o.__class__ = Ask
    return o


class _DecksDraft:
    __slots__ = Decks.__slots__


def make_decks(emira: tuple[str, ...], status: tuple[str, ...], events: tuple[str, ...],
               dealt: tuple[tuple[str, ...], ...], out: tuple[str, ...]) -> Decks:
    o = _new(_DecksDraft)
    o.emira = emira
    o.status = status
    o.events = events
    o.dealt = dealt
    o.out = out
    o.__class__ = Decks
    return o


class _GameDraft:
    __slots__ = Game.__slots__


def make_game(setup: Setup, phase: str, turn: int, first: int, sheiks: tuple[Sheik, ...],
              board: Board, decks: Decks, step: Step, ended: bool, final: Final | None) -> Game:
    o = _new(_GameDraft)
    o.setup = setup
    o.phase = phase
    o.turn = turn
    o.first = first
    o.sheiks = sheiks
    o.board = board
    o.decks = decks
    o.step = step
    o.ended = ended
    o.final = final
    o.__class__ = Game
    return o


class _BoardDraft:
    __slots__ = Board.__slots__


def make_board(active: tuple[str, ...], later: tuple[str, ...], undecided: tuple[str, ...],
               status: str | None, counter: str | None, offers: tuple[str, ...],
               supply: tuple[int, int, int, int], bag: tuple[int, int, int],
               spare: tuple[str, ...], removed: tuple[str, ...], swapped: tuple[str, ...],
               xenia: int, xenia_due: bool) -> Board:
    o = _new(_BoardDraft)
    o.active = active
    o.later = later
    o.undecided = undecided
    o.status = status
    o.counter = counter
    o.offers = offers
    o.supply = supply
    o.bag = bag
    o.spare = spare
    o.removed = removed
    o.swapped = swapped
    o.xenia = xenia
    o.xenia_due = xenia_due
    o.__class__ = Board
    return o


class _StepDraft:
    __slots__ = Step.__slots__


def make_step(stage: str, seat: int, done: tuple[int, ...], acted: tuple[int, ...],
              taken: tuple[str, ...], opener: int, high: int, leader: int, passed: tuple[int, ...],
              chooser: int, bid_paid: bool, ask: Ask | None, effects: tuple[tuple[str, int], ...],
              symbols: tuple[str, ...]) -> Step:
    o = _new(_StepDraft)
    o.stage = stage
    o.seat = seat
    o.done = done
    o.acted = acted
    o.taken = taken
    o.opener = opener
    o.high = high
    o.leader = leader
    o.passed = passed
    o.chooser = chooser
    o.bid_paid = bid_paid
    o.ask = ask
    o.effects = effects
    o.symbols = symbols
    o.__class__ = Step
    return o


class _SheikDraft:
    __slots__ = Sheik.__slots__


def make_sheik(colour: str, gold: int, camels: int, breed: int, sections: int, track: int,
               counters: tuple[int, int, int], looks: tuple[str, ...], status: tuple[str, ...],
               caravans: tuple[tuple[str, int], ...], princesses: tuple[str, ...],
               hand: tuple[str, ...], kept: tuple[str, ...], goal: str, dues: int, lost: int,
               paid: bool) -> Sheik:
    o = _new(_SheikDraft)
    o.colour = colour
    o.gold = gold
    o.camels = camels
    o.breed = breed
    o.sections = sections
    o.track = track
    o.counters = counters
    o.looks = looks
    o.status = status
    o.caravans = caravans
    o.princesses = princesses
    o.hand = hand
    o.kept = kept
    o.goal = goal
    o.dues = dues
    o.lost = lost
    o.paid = paid
    o.__class__ = Sheik
    return o


NEW_STEP = Step()  # a turn begins with a fresh cursor (records are immutable: one is shared)
