"""New Game's test helpers: a game dealt by hand, commands played, events folded."""

from __future__ import annotations

from dataclasses import dataclass, field

from service.games.newgame import GAME
from service.games.newgame import events as ev
from service.games.newgame.state import State
from service.kit.base import Command, Context, Event, GameCreated, ResolveChance

CTX = Context(now=0.0)


@dataclass
class Scene:
    """A game at one moment: its state and every event so far."""

    state: State
    events: list[Event] = field(default_factory=list)

    def play(self, command: Command) -> list[Event]:
        decision = GAME.decide(self.state, command, CTX)
        self.state = decision.state
        self.events += decision.events
        return list(decision.events)


def dealt(*hands: tuple[str, ...]) -> Scene:
    """Given: a game of `len(hands)` seats whose deck was shuffled so that seat k holds
    `hands[k]`."""
    n, size = len(hands), len(hands[0])
    created = GameCreated("newgame-type", tuple(f"p{k}" for k in range(n)), {"hand": size}, 0,
                          GAME.content_hash({}), 0.0)
    rest = tuple(c for c in GAME.content.cards if not any(c in h for h in hands))
    order = tuple(c for h in hands for c in h) + rest
    scene = Scene(GAME.initial_state(created), [created])
    spec = GAME.chance(scene.state)
    assert spec is not None
    scene.play(ResolveChance(None, spec.key, order))
    assert [type(e) for e in scene.events[1:3]] == [ev.DeckShuffled, ev.HandDealt]
    return scene
