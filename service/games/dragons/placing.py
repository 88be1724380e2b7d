"""Phase two, placing (README, "Phase two details"): from the start player clockwise, each
player places one hero face down on a location — two players: then one of the Dummy's,
which is the top of its shuffled five — and every placement opens a window for the other
seats. No passing, no playing out of turn; a seat may play cards on its own stage first."""

from __future__ import annotations

from service.games.dragons import commands as cmd
from service.games.dragons import events as ev
from service.games.dragons.state import PLACING, State, dummy_may_go, window_after
from service.kit.base import Command, Recorder, RuleViolation


def begin(out: Recorder) -> None:
    """Phase two opens: the start player places first."""
    out.emit(ev.PlacingStarted(out.state.start))


def all_placed(g: State) -> bool:
    """Every hero is on the table (and every window after the last one closed)."""
    return g.placer < 0


def _locations(g: State) -> tuple[str, ...]:
    return tuple(loc for loc, _ in g.heroes) if g.phase == PLACING else ()


def place_hero(out: Recorder, c: cmd.PlaceHero, seat: int) -> None:
    g = out.state
    if type(c.hero) is not int or c.hero not in g.hands[seat].heroes:
        raise RuleViolation("NOT_IN_HAND", f"hero {c.hero!r} is not in your hand "
                                           f"(left: {list(g.hands[seat].heroes)})")
    if c.location not in _locations(g):
        raise RuleViolation("BAD_LOCATION", f"{c.location!r} is not a location for heroes: "
                                            f"{', '.join(_locations(g))}")
    out.emit(ev.HeroPlaced(seat, c.location, c.hero))
    _placed_window(out, seat)


def place_options(g: State, seat: int) -> list[Command]:
    locations = _locations(g)
    place = cmd.PlaceHero
    return [place(seat, v, loc) for v in g.hands[seat].heroes for loc in locations]


def place_dummy(out: Recorder, c: cmd.PlaceDummyHero, seat: int) -> None:
    g = out.state
    if c.location not in _locations(g):
        raise RuleViolation("BAD_LOCATION", f"{c.location!r} is not a location for heroes")
    if not dummy_may_go(g, c.location):
        raise RuleViolation("DUMMY_LIMIT", "the Dummy never goes to the caravanserai, and only "
                                           "one of its heroes goes to a location")
    value = g.hands[g.setup.dummy].heroes[0]
    out.emit(ev.DummyHeroPlaced(seat, c.location, value))
    _placed_window(out, seat)


def place_dummy_options(g: State, seat: int) -> list[Command]:
    place = cmd.PlaceDummyHero
    return [place(seat, loc) for loc in _locations(g) if dummy_may_go(g, loc)]


def _placed_window(out: Recorder, seat: int) -> None:
    """A placement's window: every other seat, from the placer's left."""
    g = out.state
    w = window_after(g, f"placed:{g.placed}", seat, last=False)
    if w is not None:
        out.emit(ev.WindowOpened(w.about, seat, w.order))
