"""Aladdin's Dragons: each bad command gets one answer, sent typed or generic
(tests/api/bad_commands.py)."""

from __future__ import annotations

import random
from collections.abc import Callable

from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from tests.api.bad_commands import FP, INVALID, SAME, TOO_LONG, check_cases, drive


def _dragons_has(kind: str) -> Callable[[list[tuple[int, pb.Command]]], bool]:
    return lambda legal: any(c.dragons.WhichOneof("command") == kind for _, c in legal)


def _dragons_seat(legal: list[tuple[int, pb.Command]], kind: str) -> int:
    return next(seat for seat, c in legal if c.dragons.WhichOneof("command") == kind)


def test_dragons_bad_commands_get_the_same_answer_typed_and_generic(client: Client) -> None:
    created = client.create_game("dragons", ["Ann", "Bob", "Cid"], seed=13)
    name, tokens = created.game.name, list(created.seat_tokens)
    check = lambda token, cases: check_cases(  # noqa: E731
        client, name, token, "dragons", "dragons", cases)
    chooser = created.game.dragons.pending.seat

    check(tokens[chooser], [  # Set Up: the highest draw names the start player
        # Unset, typed or generic, is the command's default: -1, nobody.
        ("choose_start_player", {}, SAME, FP, "BAD_PLAYER"),
        ("choose_start_player", {"player": -1}, SAME, FP, "BAD_PLAYER"),
        ("choose_start_player", {"player": 3}, SAME, FP, "BAD_PLAYER"),  # no fourth player
        ("choose_start_player", {"player": 2**31 - 1}, SAME, FP, "BAD_PLAYER"),
        ("pass", {}, SAME, FP, "NO_WINDOW"),
        ("claim_dummy_card", {"card": "mirage"}, SAME, FP, "NO_DUMMY"),
        ("place_hero", {"hero": 1, "location": "tent"}, SAME, FP, "NOT_NOW"),
        ("play_card", {"card": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
        ("offer_dummy", {"cards": ["gold#1"] * 65}, SAME, INVALID, "TOO_MANY_ITEMS"),
        ("buy_artifact", {"cards": ["gold#1"] * 65}, SAME, INVALID, "TOO_MANY_ITEMS"),
    ])
    check(tokens[(chooser + 1) % 3], [
        ("choose_start_player", {"player": 0}, SAME, FP, "NOT_YOUR_TURN"),
    ])

    rng = random.Random(13)
    legal = drive(client, name, tokens, rng, _dragons_has("place_hero"))
    placer = tokens[_dragons_seat(legal, "place_hero")]
    check(placer, [  # phase two: this seat places a hero (and may play cards first)
        ("place_hero", {}, SAME, FP, "NOT_IN_HAND"),  # hero 0
        ("place_hero", {"hero": 6, "location": "tent"}, SAME, FP, "NOT_IN_HAND"),
        ("place_hero", {"hero": -1, "location": "tent"}, SAME, FP, "NOT_IN_HAND"),
        ("place_hero", {"hero": 1}, {"hero": 1, "location": ""}, FP, "BAD_LOCATION"),
        ("place_hero", {"hero": 1, "location": "guard"}, SAME, FP, "BAD_LOCATION"),
        ("place_hero", {"hero": 1, "location": "cave:5"}, SAME, FP, "BAD_LOCATION"),
        ("place_hero", {"hero": 1, "location": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
        ("play_card", {}, {"card": ""}, FP, "UNKNOWN_CARD"),
        ("play_card", {"card": "double#4"}, SAME, FP, "UNKNOWN_CARD"),
        ("play_card", {"card": "double#01"}, SAME, FP, "UNKNOWN_CARD"),
        ("play_card", {"card": "no_such_spell", "hero": 0}, SAME, FP, "UNKNOWN_CARD"),
        ("place_dummy_hero", {"location": "tent"}, SAME, FP, "NOT_NOW"),
        ("take_treasure", {"card": "gold#1"}, SAME, FP, "NOT_NOW"),
        ("pass", {}, SAME, FP, "NO_WINDOW"),
        ("withdraw", {}, SAME, FP, "NOT_NOW"),
    ])

    legal = drive(client, name, tokens, rng, _dragons_has("pass"))
    responder = tokens[_dragons_seat(legal, "pass")]
    check(responder, [  # a response window: play a card, or pass
        ("play_card", {"card": "lamp#0"}, SAME, FP, "UNKNOWN_CARD"),
        ("place_hero", {"hero": 1, "location": "tent"}, SAME, FP, "NOT_NOW"),
        ("decline", {}, SAME, FP, "NOT_NOW"),
    ])

    legal = drive(client, name, tokens, rng, _dragons_has("take_treasure"))
    taker = tokens[_dragons_seat(legal, "take_treasure")]
    check(taker, [  # a dragon's cave: one of its cards
        ("take_treasure", {}, {"card": ""}, FP, "NOT_IN_CAVE"),
        ("take_treasure", {"card": "gold#11"}, SAME, FP, "NOT_IN_CAVE"),
        ("take_treasure", {"card": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
        ("keep_spell", {"spell": "mirage"}, SAME, FP, "NOT_NOW"),
        ("pay_bribe", {"cards": ["gold#1"]}, SAME, FP, "NOT_NOW"),
    ])

    legal = drive(client, name, tokens, rng,
                   lambda legal: _dragons_has("buy_artifact")(legal)
                   or _dragons_has("pay_bribe")(legal))
    kind = "buy_artifact" if _dragons_has("buy_artifact")(legal) else "pay_bribe"
    payer = tokens[_dragons_seat(legal, kind)]
    check(payer, [  # a palace room: pay with treasure cards of one type
        (kind, {"cards": ["gold#1", "gold#1"]}, SAME, FP, "DUPLICATE_CARD"),
        (kind, {"cards": ["no_such#1"]}, SAME, FP, "NOT_IN_HAND"),
        (kind, {"cards": [TOO_LONG]}, SAME, INVALID, "TEXT_TOO_LONG"),
        ("take_treasure", {"card": "gold#1"}, SAME, FP, "NOT_NOW"),
    ])


def test_dragons_two_player_bad_commands_get_the_same_answer(client: Client) -> None:
    created = client.create_game("dragons", ["Ann", "Bob"], seed=21)
    name, tokens = created.game.name, list(created.seat_tokens)
    check = lambda token, cases: check_cases(  # noqa: E731
        client, name, token, "dragons", "dragons", cases)
    rng = random.Random(21)
    legal = drive(client, name, tokens, rng, _dragons_has("place_dummy_hero"))
    placer = tokens[_dragons_seat(legal, "place_dummy_hero")]
    check(placer, [  # after his own hero, a player places the Dummy's next one
        ("place_dummy_hero", {"location": "caravanserai"}, SAME, FP, "DUMMY_LIMIT"),
        ("place_dummy_hero", {}, {"location": ""}, FP, "BAD_LOCATION"),
        ("place_dummy_hero", {"location": "guard"}, SAME, FP, "BAD_LOCATION"),
        ("place_hero", {"hero": 1, "location": "tent"}, SAME, FP, "NOT_NOW"),
        ("claim_dummy_card", {}, {"card": ""}, FP, "NOT_DUMMYS"),
        ("claim_dummy_card", {"card": "lamp#9"}, SAME, FP, "NOT_DUMMYS"),
        ("offer_dummy", {"cards": ["gold#1"]}, SAME, FP, "NOT_NOW"),
    ])

    drive(client, name, tokens, rng, _dragons_has("offer_dummy"))
    claim = client.get_game(name).dragons.claim
    assert claim.card and not claim.offered
    check(tokens[claim.claimer], [  # both offer in secret; who claimed pays at least one card
        ("offer_dummy", {}, SAME, FP, "EMPTY_OFFER"),
        ("offer_dummy", {"cards": ["gold#1", "gold#1"]}, SAME, FP, "DUPLICATE_CARD"),
        ("offer_dummy", {"cards": ["no_such#1"]}, SAME, FP, "NOT_IN_HAND"),
        ("pass", {}, SAME, FP, "NO_WINDOW"),
    ])
