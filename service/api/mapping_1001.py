"""Game 1001: proto ⇄ domain, the one place for this game's translation.

Commands are checked for shape only (a direction is 1-4, a colour is set); whether a move
is allowed now is the rules' decision (FAILED_PRECONDITION with the rule's code).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scheherazade.v1 import g1001_pb2 as pb
from service.api.errors import invalid
from service.api.requests import from_oneof
from service.api.wellknown import timestamp
from service.games.base import Command
from service.games.g1001.commands import (
    BuyReward,
    CastVote,
    ChooseVizier,
    DiscardGem,
    EndTurn,
    ExchangeTokens,
)

COMMAND_TYPES: tuple[type[Command], ...] = (
    CastVote, ChooseVizier, DiscardGem, BuyReward, ExchangeTokens, EndTurn,
)
COLOURS = {
    pb.G1001_COLOUR_RED: "red",
    pb.G1001_COLOUR_BLUE: "blue",
    pb.G1001_COLOUR_GREEN: "green",
}
COLOUR_ENUM = {name: number for number, name in COLOURS.items()}
TEAMS: dict[Any, pb.G1001Team] = {"day": pb.G1001_TEAM_DAY, "night": pb.G1001_TEAM_NIGHT}
REASONS: dict[Any, pb.G1001DiscardReason] = {
    "penalty": pb.G1001_DISCARD_REASON_PENALTY,
    "overflow": pb.G1001_DISCARD_REASON_OVERFLOW,
}
# The view's phase names (service/games/g1001/state.py) → the enum.
PHASES: dict[Any, pb.G1001Phase] = {
    name: pb.G1001Phase.Value(f"G1001_PHASE_{name.upper()}")
    for name in (
        "tiles", "gems", "dealing", "voting", "tally", "drawing", "flight", "buying",
        "turn_over", "over",
    )
}
MAX_TOKENS = 1000  # far above any real count; bounds what a client can send


# ---------------------------------------------------------------------- commands in


def _direction(value: int, field: str) -> int:
    if not 1 <= value <= 4:
        raise invalid("BAD_DIRECTION", f"{field} must be a direction 1-4, not {value}")
    return value


def _cast_vote(msg: pb.G1001CastVote) -> Command:
    if not 1 <= len(msg.cards) <= 2:
        raise invalid("BAD_VOTE", "cast_vote takes one card (two when flying solo)")
    return CastVote(seat=None, cards=tuple(_direction(c, "cards") for c in msg.cards))


def _choose_vizier(msg: pb.G1001ChooseVizier) -> Command:
    return ChooseVizier(seat=None, direction=_direction(msg.direction, "direction"))


def _discard_gem(msg: pb.G1001DiscardGem) -> Command:
    if msg.colour not in COLOURS:
        raise invalid("BAD_COLOUR", "discard_gem needs a colour: RED, BLUE or GREEN")
    return DiscardGem(seat=None, colour=COLOURS[msg.colour])


def _buy_reward(msg: pb.G1001BuyReward) -> Command:
    if not msg.reward or len(msg.reward) > 64:
        raise invalid("BAD_REWARD", "buy_reward needs a reward id (1 to 64 characters)")
    return BuyReward(seat=None, reward=msg.reward)


def _exchange_tokens(msg: pb.G1001ExchangeTokens) -> Command:
    counts = {"red": msg.red, "blue": msg.blue, "green": msg.green, "clouds": msg.clouds}
    for name, count in counts.items():
        if not 0 <= count <= MAX_TOKENS:
            raise invalid("BAD_TOKEN_COUNT", f"{name} must be from 0 to {MAX_TOKENS}")
    return ExchangeTokens(seat=None, **counts)


def _end_turn(msg: pb.G1001EndTurn) -> Command:
    return EndTurn(seat=None)


_TO_DOMAIN: dict[str, Callable[[Any], Command]] = {
    "cast_vote": _cast_vote,
    "choose_vizier": _choose_vizier,
    "discard_gem": _discard_gem,
    "buy_reward": _buy_reward,
    "exchange_tokens": _exchange_tokens,
    "end_turn": _end_turn,
}


def command_to_domain(msg: pb.G1001Command) -> Command:
    return from_oneof(msg, "command", _TO_DOMAIN, "g1001")


# ---------------------------------------------------------------------- commands out


def command_to_proto(cmd: Command) -> pb.G1001Command:
    if isinstance(cmd, CastVote):
        return pb.G1001Command(cast_vote=pb.G1001CastVote(cards=list(cmd.cards)))
    if isinstance(cmd, ChooseVizier):
        return pb.G1001Command(choose_vizier=pb.G1001ChooseVizier(direction=cmd.direction))
    if isinstance(cmd, DiscardGem):
        colour = COLOUR_ENUM.get(cmd.colour, pb.G1001_COLOUR_UNSPECIFIED)
        return pb.G1001Command(discard_gem=pb.G1001DiscardGem(colour=colour))
    if isinstance(cmd, BuyReward):
        return pb.G1001Command(buy_reward=pb.G1001BuyReward(reward=cmd.reward))
    if isinstance(cmd, ExchangeTokens):
        return pb.G1001Command(
            exchange_tokens=pb.G1001ExchangeTokens(
                red=cmd.red, blue=cmd.blue, green=cmd.green, clouds=cmd.clouds
            )
        )
    if isinstance(cmd, EndTurn):
        return pb.G1001Command(end_turn=pb.G1001EndTurn())
    raise TypeError(f"not a 1001 command: {cmd!r}")


# ---------------------------------------------------------------------- view out


def _gems(raw: dict[str, Any]) -> pb.G1001Gems:
    return pb.G1001Gems(red=raw.get("red", 0), blue=raw.get("blue", 0), green=raw.get("green", 0))


def _team(raw: dict[str, Any] | None) -> pb.G1001TeamState | None:
    if raw is None:
        return None
    return pb.G1001TeamState(
        seats=raw.get("seats", []),
        solo=bool(raw.get("solo")),
        clouds=raw.get("clouds", 0),
        gems=_gems(raw.get("gems") or {}),
        points=raw.get("points", 0),
        rewards=raw.get("rewards", []),
    )


def _board(raw: dict[str, Any] | None) -> pb.G1001Board | None:
    if raw is None:
        return None
    return pb.G1001Board(
        tiles=raw.get("tiles", []),
        spaces=[
            pb.G1001Space(
                index=s["index"],
                tile=s.get("tile", ""),
                gem_penalty=s.get("gem_penalty", 0),
                cloud_penalty=s.get("cloud_penalty", 0),
                gem_holes=s.get("gem_holes", 0),
                cloud_bonus=s.get("cloud_bonus", 0),
                gems=[COLOUR_ENUM.get(c, pb.G1001_COLOUR_UNSPECIFIED) for c in s.get("gems", [])],
            )
            for s in raw.get("spaces", [])
        ],
    )


def _votes(raw: list[Any]) -> list[pb.G1001Vote]:
    return [pb.G1001Vote(seat=seat, cards=cards) for seat, cards in raw]


def _voting(raw: dict[str, Any] | None) -> pb.G1001Voting | None:
    if raw is None:
        return None
    return pb.G1001Voting(
        voted_seats=raw.get("voted", []),
        vizier_chosen=bool(raw.get("vizier_chosen")),
        deadline_time=timestamp(raw.get("deadline")),
        timer_ran_out=bool(raw.get("timer_ran_out")),
    )


def _tally(raw: dict[str, Any] | None) -> pb.G1001Tally | None:
    if raw is None:
        return None
    return pb.G1001Tally(
        turn=raw.get("turn", 0),
        votes=_votes(raw.get("votes", [])),
        vizier=raw.get("vizier", 0),
        unanimous_bonus=raw.get("unanimous_bonus", 0),
        individual=[pb.G1001SeatPoints(seat=s, points=p) for s, p in raw.get("individual", [])],
        returned=raw.get("returned", []),
        remaining=raw.get("remaining", []),
    )


def _flight(raw: dict[str, Any] | None) -> pb.G1001Flight | None:
    if raw is None:
        return None
    return pb.G1001Flight(
        direction=raw.get("direction", 0),
        card=raw.get("card", ""),
        path=raw.get("path", []),
        step=raw.get("step", 0),
        spaces=raw.get("spaces", []),
    )


def _pending(raw: dict[str, Any] | None) -> pb.G1001PendingChoice | None:
    if raw is None:
        return None
    return pb.G1001PendingChoice(
        team=TEAMS.get(raw.get("team"), pb.G1001_TEAM_UNSPECIFIED),
        seats=raw.get("seats", []),
        reason=REASONS.get(raw.get("reason"), pb.G1001_DISCARD_REASON_UNSPECIFIED),
        options=[COLOUR_ENUM.get(c, pb.G1001_COLOUR_UNSPECIFIED) for c in raw.get("options", [])],
        space=raw.get("space", 0),
    )


def _result(raw: dict[str, Any] | None) -> pb.G1001Result | None:
    if raw is None:
        return None
    return pb.G1001Result(
        winners=raw.get("winners", []),
        scores=raw.get("scores", []),
        day_points=raw.get("day_points", 0),
        night_points=raw.get("night_points", 0),
    )


def _you(raw: dict[str, Any] | None) -> pb.G1001You | None:
    if raw is None:
        return None
    return pb.G1001You(
        seat=raw.get("seat", 0),
        team=TEAMS.get(raw.get("team"), pb.G1001_TEAM_UNSPECIFIED),
        solo=bool(raw.get("solo")),
        vote=raw.get("vote") or [],
        team_vizier=raw.get("team_vizier"),
    )


def _secret(raw: dict[str, Any] | None) -> pb.G1001Secrets | None:
    if raw is None:
        return None
    vizier = raw.get("vizier")
    return pb.G1001Secrets(
        votes=_votes(raw.get("votes", [])),
        vizier=None if vizier is None else pb.G1001VizierCard(**vizier),
    )


def _space(value: Any) -> int | None:
    """A board space, or None for "not on the board yet" (the view says -1 or null)."""
    return value if isinstance(value, int) and value >= 0 else None


def view_to_proto(view: dict[str, Any]) -> pb.G1001View:
    """The typed form of `views.view(...)`: the same allow-listed facts, nothing added."""
    teams = view.get("teams") or {}
    return pb.G1001View(
        phase=PHASES.get(view.get("phase"), pb.G1001_PHASE_UNSPECIFIED),
        turn=view.get("turn", 0),
        active_team=TEAMS.get(view.get("active_team"), pb.G1001_TEAM_UNSPECIFIED),
        point_value=view.get("point_value", 0),
        day=_team(teams.get("day")),
        night=_team(teams.get("night")),
        individual_points=view.get("individual_points", []),
        board=_board(view.get("board")),
        aladdin_space=_space(view.get("aladdin")),
        start_space=_space(view.get("start_space")),
        flight_cards=[
            pb.G1001FlightCard(direction=c["direction"], card=c["card"], path=c["path"])
            for c in view.get("flight_cards", [])
        ],
        available_rewards=[
            pb.G1001Reward(
                id=r["id"], name=r.get("name", ""), cost=pb.G1001Cost(**r["cost"]),
                points=r.get("points", 0),
            )
            for r in view.get("rewards_available", [])
        ],
        voting=_voting(view.get("voting")),
        last_tally=_tally(view.get("tally")),
        flight=_flight(view.get("flight")),
        pending_choice=_pending(view.get("pending_choice")),
        bought_this_turn=bool(view.get("bought_this_turn")),
        result=_result(view.get("result")),
        you=_you(view.get("you")),
        secret=_secret(view.get("secret")),
        content_hash=view.get("content_hash", ""),
    )
