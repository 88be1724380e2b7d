"""The random player shared by self-play, the bots, the golden playthroughs and the
contract playouts.

It chooses a kind of command first (by default its type: `Bid`, `Pass`, `TakeGold`…), then
one command of that kind. Choosing uniformly among all the listed commands would weigh a move
by how many instances the rules list: with every Emira bid amount listed (a hundred, where
passing is one command) such a player bids nearly every time and its games do not end. By
kind, each move the rules offer is as likely as any other, whatever its number of values.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from typing import TypeVar

C = TypeVar("C")


def pick(rng: random.Random, commands: Sequence[C],
         kind: Callable[[C], Hashable] = type) -> C:
    """A kind among the commands' kinds (in the order first listed), then one of its
    commands, both uniformly with `rng.choice`."""
    kinds: dict[Hashable, list[C]] = {}
    for command in commands:
        kinds.setdefault(kind(command), []).append(command)
    if len(kinds) == 1:
        return rng.choice(commands)
    return rng.choice(rng.choice(list(kinds.values())))
