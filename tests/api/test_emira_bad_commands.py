"""Emira: each bad command gets one answer, sent typed or generic
(tests/api/bad_commands.py)."""

from __future__ import annotations

import random
from collections.abc import Callable

from clients.client import Client
from scheherazade.v1 import emira_pb2 as em
from scheherazade.v1 import game_service_pb2 as pb
from tests.api.bad_commands import FP, INVALID, SAME, TOO_LONG, check_cases, drive


def _emira_has(kind: str) -> Callable[[list[tuple[int, pb.Command]]], bool]:
    return lambda legal: any(c.emira.WhichOneof("command") == kind for _, c in legal)


def test_emira_bad_commands_get_the_same_answer_typed_and_generic(client: Client) -> None:
    created = client.create_game("emira", ["Ann", "Bob", "Cid"], seed=11)
    name, tokens = created.game.name, list(created.seat_tokens)
    check = lambda token, cases: check_cases(client, name, token, "emira", "emira", cases)  # noqa: E731

    check(tokens[0], [  # every seat keeps one of its three starting cards
        ("keep_starting_event", {}, {"card": ""}, FP, "NOT_DEALT"),
        ("keep_starting_event", {"card": "bazaar#9"}, SAME, FP, "NOT_DEALT"),
        ("keep_starting_event", {"card": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
        ("pass", {}, SAME, FP, "WRONG_PHASE"),
        ("bid", {"amount": 10}, SAME, FP, "WRONG_PHASE"),
        ("reorder_emira", {"order": ["noor"] * 65}, SAME, INVALID, "TOO_MANY_ITEMS"),
    ])

    rng = random.Random(11)
    legal = drive(client, name, tokens, rng, _emira_has("bid"))
    bidder = tokens[next(seat for seat, c in legal if c.emira.HasField("bid"))]
    check(bidder, [
        ("bid", {}, SAME, FP, "BAD_BID"),  # no amount
        ("bid", {"amount": -10}, SAME, FP, "BAD_BID"),
        ("bid", {"amount": 15}, SAME, FP, "BAD_BID"),
        ("bid", {"amount": 2**31 - 8}, SAME, FP, "CANNOT_AFFORD"),  # 2147483640
        ("take_action", {"action": em.EMIRA_ACTION_CAMEL}, {"action": "camel"}, FP,
         "WRONG_PHASE"),
        ("buy_events", {"count": 2}, SAME, FP, "WRONG_PHASE"),
    ])

    legal = drive(client, name, tokens, rng, _emira_has("take_action"))
    chooser = tokens[next(seat for seat, c in legal if c.emira.HasField("take_action"))]
    check(chooser, [
        ("take_action", {}, {"action": ""}, FP, "UNKNOWN_ACTION"),  # unspecified action
        ("take_action", {}, {}, FP, "UNKNOWN_ACTION"),  # no action at all
        ("take_action", {"action": 99}, {"action": "flying_carpet"}, FP, "UNKNOWN_ACTION"),
        ("take_action", {"action": em.EMIRA_ACTION_SMALL_CARAVAN},
         {"action": "small_caravan"}, FP, "BAD_SPEED"),  # a caravan needs its speed
        ("take_action", {"action": em.EMIRA_ACTION_CAMEL, "speed": em.EMIRA_SPEED_FAST},
         {"action": "camel", "speed": "fast"}, FP, "BAD_SPEED"),
        # An enum number the proto does not know is "" (unspecified), as an unknown name is.
        ("take_action", {"action": em.EMIRA_ACTION_LARGE_CARAVAN, "speed": 7},
         {"action": "large_caravan", "speed": "warp"}, FP, "BAD_SPEED"),
    ])
