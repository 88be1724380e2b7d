"""Scenes for the Tales rules tests, on the fixture pack (`fixture/`: only the facts the
rulebook prints — its example paragraph numbers, its chart and matrix excerpts — and filler).

A scene is a game brought to a turn's step with the heroes set by hand; commands go through
the rules' own gate, and every chance draw is answered by the test (`draw`), so an example's
die rolls are exactly the rulebook's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from service.games.tales import GAME as TALES
from service.games.tales.components import Content, parse_award
from service.games.tales.content import load
from service.games.tales.state import PLAY, Hero, State
from service.kit.base import Context, Event, GameCreated, Recorder, ResolveChance, Viewer
from service.kit.records import evolve

FIXTURE = load(Path(__file__).parent / "fixture")
SHIPPED = load()  # the shipped pack (seeds/tales), for rules its own awards exercise
GAME = TALES.with_content(FIXTURE)
CTX = Context(now=0.0)
NAMES = ("ali_baba", "aladdin", "sindbad", "zumurrud", "scheherazade", "maaruf")


def new(players: int = 3, variant: str = "basic", content: Content = FIXTURE,
        **options: Any) -> State:
    created = GameCreated("tales", tuple(f"p{i}" for i in range(players)),
                          {"variant": variant, **options}, 1, content.hash, 0.0)
    return TALES.with_content(content).initial_state(created)


def hero(**fields: Any) -> Hero:
    """A hero as set up (Poor, 1 Destiny, 1 Story, in Baghdad), then `fields`; skills as
    names ("magic", or ("magic", 2) for a Master), statuses as names."""
    skills = tuple(s if isinstance(s, tuple) and len(s) == 3 else
                   (s, 1, False) if isinstance(s, str) else (s[0], s[1], False)
                   for s in fields.pop("skills", ()))
    statuses = tuple((s, 0, 0) if isinstance(s, str) else s for s in fields.pop("statuses", ()))
    wealth = fields.pop("wealth", "poor")
    h = Hero(space="baghdad", destiny=1, story=1, wealth=FIXTURE.level(wealth), skills=skills,
             statuses=statuses, goal=(10, 10), turns=1)
    return evolve(h, **fields)


def scene(*heroes: Hero, step: str, seat: int = 0, time: int = 0,
          content: Content = FIXTURE, **fields: Any) -> State:
    """Play under way: `heroes` (one per seat), seat `seat` at `step` (on the fixture pack,
    or on `content`: the shipped pack, `SHIPPED`)."""
    held = {t for h in heroes for t in h.treasures}
    g = evolve(new(len(heroes), content=content), phase=PLAY, heroes=tuple(heroes),
               seat=seat, start=0, step=step, time=time,
               treasures=tuple(t for t in content.treasures if t not in held))
    if content is FIXTURE:
        g = evolve(g, cities=("baghdad_2", "basra_2", "harbour_2", "timbuktu_2"),
                   quests=("isle", "cape", "jungle", "cliffs"))
    else:
        g = evolve(g, cities=tuple(content.cities)[:6], quests=tuple(content.quests)[:6])
    return evolve(g, **fields)


def queued(g: State, code: str) -> State:
    return evolve(g, queue=parse_award(code))


class Play:
    """A game driven command by command; `events` keeps everything recorded."""

    def __init__(self, g: State) -> None:
        self.g = g
        self.events: list[Event] = []

    def __call__(self, *commands: Any) -> Play:
        for c in commands:
            d = GAME.decide(self.g, c, CTX)
            self.events += d.events
            self.g = d.state
        return self

    def run(self) -> Play:
        """Let the automatic steps of a scene set by hand run (as after any command)."""
        out = Recorder(self.g, GAME.fold)
        GAME.phases.advance(out)
        self.events += out.events
        self.g = out.state
        return self

    def draw(self, outcome: Any) -> Play:
        spec = GAME.chance(self.g)
        assert spec is not None, "no draw is pending"
        return self(ResolveChance(None, spec.key, outcome))

    @property
    def spec(self) -> Any:
        return GAME.chance(self.g)

    @property
    def pending(self) -> Any:
        return GAME.view(self.g, Viewer(seat=self.g.seat))["pending"]

    def of(self, kind: type) -> list[Any]:
        return [e for e in self.events if isinstance(e, kind)]
