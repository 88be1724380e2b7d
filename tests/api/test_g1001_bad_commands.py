"""1001: each bad command gets one answer, sent typed or generic
(tests/api/bad_commands.py)."""

from __future__ import annotations

import random
from collections.abc import Callable

from clients.client import Client
from scheherazade.v1 import g1001_pb2 as g1
from scheherazade.v1 import game_service_pb2 as pb
from tests.api.bad_commands import FP, INVALID, SAME, TOO_LONG, check_cases, drive


def _has(kind: str) -> Callable[[list[tuple[int, pb.Command]]], bool]:
    return lambda legal: any(c.g1001.WhichOneof("command") == kind for _, c in legal)


def test_1001_bad_commands_get_the_same_answer_typed_and_generic(client: Client) -> None:
    created = client.create_game("1001", ["Ann", "Bob"], seed=2)
    name, tokens = created.game.name, list(created.seat_tokens)
    view = created.game.g1001
    day, night = tokens[view.day.seats[0]], tokens[view.night.seats[0]]
    check = lambda token, cases: check_cases(client, name, token, "1001", "g1001", cases)  # noqa: E731

    check(day, [  # voting: Day is active and flies solo, so it casts two cards
        ("cast_vote", {"cards": [5, 1]}, SAME, FP, "BAD_CARD"),
        ("cast_vote", {"cards": [2, 0]}, SAME, FP, "BAD_CARD"),
        ("cast_vote", {"cards": [-3, 2]}, SAME, FP, "BAD_CARD"),
        ("cast_vote", {"cards": []}, SAME, FP, "WRONG_CARD_COUNT"),
        ("cast_vote", {"cards": [1]}, SAME, FP, "WRONG_CARD_COUNT"),
        ("cast_vote", {"cards": [1, 2, 3]}, SAME, FP, "WRONG_CARD_COUNT"),
        ("cast_vote", {"cards": [1] * 65}, SAME, INVALID, "TOO_MANY_ITEMS"),
        ("choose_vizier", {"direction": 2}, SAME, FP, "NOT_ON_TEAM"),
        ("discard_gem", {"colour": g1.G1001_COLOUR_RED}, {"colour": "red"}, FP,
         "NO_PENDING_CHOICE"),
        ("exchange_tokens", {"red": -1}, SAME, FP, "WRONG_PHASE"),
        ("end_turn", {}, SAME, FP, "WRONG_PHASE"),
    ])
    check(night, [
        ("choose_vizier", {"direction": 0}, SAME, FP, "BAD_CARD"),
        ("choose_vizier", {"direction": 5}, SAME, FP, "BAD_CARD"),
        ("choose_vizier", {"direction": -1}, SAME, FP, "BAD_CARD"),
    ])

    rng = random.Random(2)
    legal = drive(client, name, tokens, rng, _has("discard_gem"))
    chooser = tokens[next(seat for seat, c in legal if c.g1001.HasField("discard_gem"))]
    check(chooser, [
        ("discard_gem", {}, {"colour": ""}, FP, "BAD_COLOUR"),  # unspecified colour
        ("discard_gem", {}, {}, FP, "BAD_COLOUR"),  # no colour at all
        ("discard_gem", {"colour": 9}, {"colour": "purple"}, FP, "BAD_COLOUR"),
    ])

    legal = drive(client, name, tokens, rng, _has("exchange_tokens"))
    buyer = tokens[next(seat for seat, c in legal if c.g1001.HasField("exchange_tokens"))]
    check(buyer, [
        ("exchange_tokens", {"red": -1}, SAME, FP, "BAD_COUNT"),
        ("exchange_tokens", {"clouds": -2}, SAME, FP, "BAD_COUNT"),
        ("exchange_tokens", {"green": 2**31 - 1}, SAME, FP, "NOT_ENOUGH_TOKENS"),
        ("exchange_tokens", {"blue": 1000}, {"blue": 10**12}, FP, "NOT_ENOUGH_TOKENS"),
        ("exchange_tokens", {}, SAME, FP, "NOTHING_TO_EXCHANGE"),
        ("exchange_tokens", {"clouds": 1}, SAME, FP, "ODD_CLOUDS"),
        ("buy_reward", {}, {"reward": ""}, FP, "UNKNOWN_REWARD"),  # empty reward
        ("buy_reward", {"reward": "no-such-reward"}, SAME, FP, "UNKNOWN_REWARD"),
        ("buy_reward", {"reward": "r" * 100}, SAME, FP, "UNKNOWN_REWARD"),
        ("buy_reward", {"reward": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
        ("cast_vote", {"cards": [5]}, SAME, FP, "WRONG_PHASE"),
    ])
