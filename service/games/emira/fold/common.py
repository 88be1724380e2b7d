"""What the fold's handlers share: rebuilding one record of the game at a time.

Each helper rebuilds the records it changes positionally (`records.make_*`), never by name.
Field orders: Game(setup, phase, turn, first, sheiks, board, decks, step, ended, final);
Step(stage, seat, done, acted, taken, opener, high, leader, passed, chooser, bid_paid, ask,
effects, symbols); Sheik(colour, gold, camels, breed, sections, track, counters, looks,
status, caravans, princesses, hand, kept, goal, dues, lost, paid); Board(active, later,
undecided, status, counter, offers, supply, bag, spare, removed, swapped, xenia, xenia_due);
Decks(emira, status, events, dealt, out).
"""

from __future__ import annotations

from service.games.emira.records import make_game, make_sheik, make_step
from service.games.emira.state import Ask, Board, Decks, Game, Sheik, Step

# --- the game with one record replaced ------------------------------------------------------


def with_step(g: Game, st: Step) -> Game:
    return make_game(g.setup, g.phase, g.turn, g.first, g.sheiks, g.board, g.decks, st,
                     g.ended, g.final)


def with_board(g: Game, b: Board) -> Game:
    return make_game(g.setup, g.phase, g.turn, g.first, g.sheiks, b, g.decks, g.step,
                     g.ended, g.final)


def with_decks(g: Game, d: Decks) -> Game:
    return make_game(g.setup, g.phase, g.turn, g.first, g.sheiks, g.board, d, g.step,
                     g.ended, g.final)


def with_sheik(g: Game, seat: int, s: Sheik) -> Game:
    """The game with sheik `seat` replaced by `s`."""
    return make_game(g.setup, g.phase, g.turn, g.first, replace_sheik(g.sheiks, seat, s),
                     g.board, g.decks, g.step, g.ended, g.final)


def replace_sheik(sheiks: tuple[Sheik, ...], seat: int, s: Sheik) -> tuple[Sheik, ...]:
    """`sheiks` with `seat`'s replaced (through a list: half the cost of slicing twice)."""
    changed = list(sheiks)
    changed[seat] = s
    return tuple(changed)


# --- one field of a record -------------------------------------------------------------------


def step_ask(st: Step, ask: Ask | None) -> Step:
    return make_step(st.stage, st.seat, st.done, st.acted, st.taken, st.opener, st.high,
                     st.leader, st.passed, st.chooser, st.bid_paid, ask, st.effects, st.symbols)


def sheik_gold(s: Sheik, gold: int) -> Sheik:
    return make_sheik(s.colour, gold, s.camels, s.breed, s.sections, s.track, s.counters,
                      s.looks, s.status, s.caravans, s.princesses, s.hand, s.kept, s.goal,
                      s.dues, s.lost, s.paid)


def sheik_hand(s: Sheik, hand: tuple[str, ...]) -> Sheik:
    return make_sheik(s.colour, s.gold, s.camels, s.breed, s.sections, s.track, s.counters,
                      s.looks, s.status, s.caravans, s.princesses, hand, s.kept, s.goal,
                      s.dues, s.lost, s.paid)


def gold_changed(g: Game, seat: int, delta: int) -> Game:
    s = g.sheiks[seat]
    return with_sheik(g, seat, sheik_gold(s, s.gold + delta))


def asked(g: Game, ask: Ask | None) -> Game:
    """The game with the decision asked (or, with None, answered)."""
    return with_step(g, step_ask(g.step, ask))


# --- small tuple arithmetic ----------------------------------------------------------------


def without(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    if item not in items:
        return items
    i = items.index(item)
    return items[:i] + items[i + 1:]


def add(t: tuple[int, ...], i: int, d: int) -> tuple[int, ...]:
    return t[:i] + (t[i] + d,) + t[i + 1:]
