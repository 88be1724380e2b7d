"""Commands of 1001: what a seat asks to do. Imperative names; validated by `rules.decide`."""

from __future__ import annotations

from dataclasses import dataclass

from service.kit.base import Command


@dataclass(frozen=True)
class CastVote(Command):
    """Place vote card(s) face down: one direction 1–4, or two for a solo active player."""

    cards: tuple[int, ...] = ()


@dataclass(frozen=True)
class ChooseVizier(Command):
    """The opposing team's one secret Vizier card (direction 1–4) for this turn."""

    direction: int = 0


@dataclass(frozen=True)
class DiscardGem(Command):
    """Answer a pending gem choice (a penalty, or a 6th gem to return): which colour goes."""

    colour: str = ""


@dataclass(frozen=True)
class BuyReward(Command):
    """Buy one reward card from the rewards board (at most one per turn)."""

    reward: str = ""


@dataclass(frozen=True)
class ExchangeTokens(Command):
    """Turn tokens into points: 1 gem = 1 point, 2 clouds = 1 point (clouds must be even)."""

    red: int = 0
    blue: int = 0
    green: int = 0
    clouds: int = 0

    @property
    def points(self) -> int:
        """The points these tokens buy (the rules check the counts first)."""
        return self.red + self.blue + self.green + self.clouds // 2


@dataclass(frozen=True)
class EndTurn(Command):
    """The active team is done buying; keep the remaining tokens and pass the hourglass."""


COMMAND_TYPES: dict[str, type[Command]] = {
    "cast_vote": CastVote,
    "choose_vizier": ChooseVizier,
    "discard_gem": DiscardGem,
    "buy_reward": BuyReward,
    "exchange_tokens": ExchangeTokens,
    "end_turn": EndTurn,
}
