"""A bad command gets one answer whichever way it is sent, typed (`Command.g1001`,
`Command.treasures`) or as a `GenericCommand`: the API only converts types, the rules judge
the values (FAILED_PRECONDITION with the rule's code), and the transport limits are the same
for every game and both ways (INVALID_ARGUMENT). Each case goes through a real channel both
ways, must get the same status code and ErrorInfo reason, and records nothing."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import grpc
import pytest

from clients.client import Client, error_info
from scheherazade.v1 import emira_pb2 as em
from scheherazade.v1 import g1001_pb2 as g1
from scheherazade.v1 import game_service_pb2 as pb
from scheherazade.v1 import tales_pb2 as tp
from tests.api.conftest import AUDITOR

FP = grpc.StatusCode.FAILED_PRECONDITION
INVALID = grpc.StatusCode.INVALID_ARGUMENT
SAME = object()  # the generic fields are the typed ones
TOO_LONG = "x" * 300
# A case: command name, typed fields, generic fields (SAME), the expected code and reason.
Case = tuple[str, dict[str, Any], Any, grpc.StatusCode, str]


def _typed(field: str, command: str, fields: dict[str, Any]) -> pb.Command:
    out = pb.Command()
    getattr(getattr(out, field), command).SetInParent()
    for key, value in fields.items():
        target = getattr(getattr(out, field), command)
        if isinstance(value, list):
            getattr(target, key).extend(value)
        else:
            setattr(target, key, value)
    return out


def _generic(game_type: str, command: str, fields: dict[str, Any]) -> pb.Command:
    generic = pb.GenericCommand(game_type=game_type, command=command)
    generic.fields.update(fields)
    return pb.Command(generic=generic)


def _answer(client: Client, name: str, token: str, command: pb.Command) -> tuple[Any, str]:
    with pytest.raises(grpc.RpcError) as caught:
        client.submit(name, command, token=token)
    info = error_info(caught.value)
    assert info is not None, caught.value.details()
    return caught.value.code(), info.reason


def _check(client: Client, name: str, token: str, game_type: str, field: str,
           cases: list[Case]) -> None:
    before = client.get_game(name, token=AUDITOR).version
    for command, typed, generic, code, reason in cases:
        generic = typed if generic is SAME else generic
        got_typed = _answer(client, name, token, _typed(field, command, typed))
        got_generic = _answer(client, name, token, _generic(game_type, command, generic))
        where = f"{command} typed {typed}, generic {generic}"
        assert got_typed == got_generic, f"{where}: {got_typed} != {got_generic}"
        assert got_typed == (code, reason), f"{where}: {got_typed}"
    assert client.get_game(name, token=AUDITOR).version == before, "a refusal recorded"


def _drive(client: Client, name: str, tokens: list[str], rng: random.Random,
           until: Callable[[list[tuple[int, pb.Command]]], bool],
           steps: int = 200) -> list[tuple[int, Any]]:
    """Play random legal commands until `until(legal)`; the legal (seat, command)s then."""
    for _ in range(steps):
        legal = [(seat, c) for seat, t in enumerate(tokens)
                 for c in client.legal_commands(name, token=t)]
        if until(legal):
            return legal
        if not legal:
            raise AssertionError("the game ended before the wanted position")
        seat, command = rng.choice(legal)
        client.submit(name, command, token=tokens[seat])
    raise AssertionError("the wanted position did not come")


def _has(kind: str) -> Callable[[list[tuple[int, pb.Command]]], bool]:
    return lambda legal: any(c.g1001.WhichOneof("command") == kind for _, c in legal)


def test_1001_bad_commands_get_the_same_answer_typed_and_generic(client: Client) -> None:
    created = client.create_game("1001", ["Ann", "Bob"], seed=2)
    name, tokens = created.game.name, list(created.seat_tokens)
    view = created.game.g1001
    day, night = tokens[view.day.seats[0]], tokens[view.night.seats[0]]
    check = lambda token, cases: _check(client, name, token, "1001", "g1001", cases)  # noqa: E731

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
    legal = _drive(client, name, tokens, rng, _has("discard_gem"))
    chooser = tokens[next(seat for seat, c in legal if c.g1001.HasField("discard_gem"))]
    check(chooser, [
        ("discard_gem", {}, {"colour": ""}, FP, "BAD_COLOUR"),  # unspecified colour
        ("discard_gem", {}, {}, FP, "BAD_COLOUR"),  # no colour at all
        ("discard_gem", {"colour": 9}, {"colour": "purple"}, FP, "BAD_COLOUR"),
    ])

    legal = _drive(client, name, tokens, rng, _has("exchange_tokens"))
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


def test_treasures_bad_commands_get_the_same_answer_typed_and_generic(client: Client) -> None:
    created = client.create_game("treasures", ["Ann", "Bob"], {"variant": "classic"}, seed=8)
    name, (ann, bob) = created.game.name, list(created.seat_tokens)
    check = lambda token, cases: _check(  # noqa: E731
        client, name, token, "treasures", "treasures", cases)

    check(ann, [  # placing, Ann first
        ("place_figure", {}, {"square": ""}, FP, "UNKNOWN_SQUARE"),  # empty square
        ("place_figure", {"square": "Z9"}, SAME, FP, "UNKNOWN_SQUARE"),
        ("place_figure", {"square": "c3"}, SAME, FP, "UNKNOWN_SQUARE"),
        ("place_figure", {"square": "Q" * 100}, SAME, FP, "UNKNOWN_SQUARE"),
        ("place_figure", {"square": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
        ("move_figure", {"to": "C3"}, SAME, FP, "WRONG_PHASE"),
        ("summon_spirit", {"square": ""}, SAME, FP, "WRONG_PHASE"),
    ])
    check(bob, [("place_figure", {"square": "A1"}, SAME, FP, "NOT_YOUR_TURN")])
    client.submit(name, "place_figure", square="C3", token=ann)
    client.submit(name, "place_figure", square="C4", token=bob)
    check(ann, [  # moving: Ann's turn
        ("move_figure", {}, {"to": ""}, FP, "UNKNOWN_SQUARE"),
        ("move_figure", {"to": "Z9"}, SAME, FP, "UNKNOWN_SQUARE"),
        ("move_figure", {"to": "C4"}, SAME, FP, "SQUARE_OCCUPIED"),
        ("move_figure", {"to": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
        ("summon_spirit", {"square": ""}, SAME, FP, "SPIRIT_NOT_NEEDED"),
        ("place_figure", {"square": "A1"}, SAME, FP, "WRONG_PHASE"),
    ])


def _emira_has(kind: str) -> Callable[[list[tuple[int, pb.Command]]], bool]:
    return lambda legal: any(c.emira.WhichOneof("command") == kind for _, c in legal)


def test_emira_bad_commands_get_the_same_answer_typed_and_generic(client: Client) -> None:
    created = client.create_game("emira", ["Ann", "Bob", "Cid"], seed=11)
    name, tokens = created.game.name, list(created.seat_tokens)
    check = lambda token, cases: _check(client, name, token, "emira", "emira", cases)  # noqa: E731

    check(tokens[0], [  # every seat keeps one of its three starting cards
        ("keep_starting_event", {}, {"card": ""}, FP, "NOT_DEALT"),
        ("keep_starting_event", {"card": "bazaar#9"}, SAME, FP, "NOT_DEALT"),
        ("keep_starting_event", {"card": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
        ("pass", {}, SAME, FP, "WRONG_PHASE"),
        ("bid", {"amount": 10}, SAME, FP, "WRONG_PHASE"),
        ("reorder_emira", {"order": ["noor"] * 65}, SAME, INVALID, "TOO_MANY_ITEMS"),
    ])

    rng = random.Random(11)
    legal = _drive(client, name, tokens, rng, _emira_has("bid"))
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

    legal = _drive(client, name, tokens, rng, _emira_has("take_action"))
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


def _dragons_has(kind: str) -> Callable[[list[tuple[int, pb.Command]]], bool]:
    return lambda legal: any(c.dragons.WhichOneof("command") == kind for _, c in legal)


def _dragons_seat(legal: list[tuple[int, pb.Command]], kind: str) -> int:
    return next(seat for seat, c in legal if c.dragons.WhichOneof("command") == kind)


def test_dragons_bad_commands_get_the_same_answer_typed_and_generic(client: Client) -> None:
    created = client.create_game("dragons", ["Ann", "Bob", "Cid"], seed=13)
    name, tokens = created.game.name, list(created.seat_tokens)
    check = lambda token, cases: _check(  # noqa: E731
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
    legal = _drive(client, name, tokens, rng, _dragons_has("place_hero"))
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

    legal = _drive(client, name, tokens, rng, _dragons_has("pass"))
    responder = tokens[_dragons_seat(legal, "pass")]
    check(responder, [  # a response window: play a card, or pass
        ("play_card", {"card": "lamp#0"}, SAME, FP, "UNKNOWN_CARD"),
        ("place_hero", {"hero": 1, "location": "tent"}, SAME, FP, "NOT_NOW"),
        ("decline", {}, SAME, FP, "NOT_NOW"),
    ])

    legal = _drive(client, name, tokens, rng, _dragons_has("take_treasure"))
    taker = tokens[_dragons_seat(legal, "take_treasure")]
    check(taker, [  # a dragon's cave: one of its cards
        ("take_treasure", {}, {"card": ""}, FP, "NOT_IN_CAVE"),
        ("take_treasure", {"card": "gold#11"}, SAME, FP, "NOT_IN_CAVE"),
        ("take_treasure", {"card": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
        ("keep_spell", {"spell": "mirage"}, SAME, FP, "NOT_NOW"),
        ("pay_bribe", {"cards": ["gold#1"]}, SAME, FP, "NOT_NOW"),
    ])

    legal = _drive(client, name, tokens, rng,
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
    check = lambda token, cases: _check(  # noqa: E731
        client, name, token, "dragons", "dragons", cases)
    rng = random.Random(21)
    legal = _drive(client, name, tokens, rng, _dragons_has("place_dummy_hero"))
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

    _drive(client, name, tokens, rng, _dragons_has("offer_dummy"))
    claim = client.get_game(name).dragons.claim
    assert claim.card and not claim.offered
    check(tokens[claim.claimer], [  # both offer in secret; who claimed pays at least one card
        ("offer_dummy", {}, SAME, FP, "EMPTY_OFFER"),
        ("offer_dummy", {"cards": ["gold#1", "gold#1"]}, SAME, FP, "DUPLICATE_CARD"),
        ("offer_dummy", {"cards": ["no_such#1"]}, SAME, FP, "NOT_IN_HAND"),
        ("pass", {}, SAME, FP, "NO_WINDOW"),
    ])


def _tales_has(kind: str) -> Callable[[list[tuple[int, pb.Command]]], bool]:
    return lambda legal: any(c.tales.WhichOneof("command") == kind for _, c in legal)


def _tales_seat(legal: list[tuple[int, pb.Command]], kind: str) -> int:
    return next(seat for seat, c in legal if c.tales.WhichOneof("command") == kind)


def test_tales_bad_commands_get_the_same_answer_typed_and_generic(client: Client) -> None:
    created = client.create_game("tales", ["Ann", "Bob", "Cid"], seed=17)
    name, tokens = created.game.name, list(created.seat_tokens)
    check = lambda token, cases: _check(client, name, token, "tales", "tales", cases)  # noqa: E731
    first = created.game.tales.pending.seat

    check(tokens[first], [  # setup: the start player chooses a character first
        ("choose_character", {}, {"character": ""}, FP, "NOT_AN_OPTION"),  # empty
        ("choose_character", {}, {}, FP, "NOT_AN_OPTION"),  # no character at all
        ("choose_character", {"character": "sinbad"}, SAME, FP, "NOT_AN_OPTION"),
        ("choose_character", {"character": "Sindbad"}, SAME, FP, "NOT_AN_OPTION"),
        ("choose_character", {"character": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
        ("take_skill", {"skill": "magic"}, SAME, FP, "NOT_NOW"),
        ("set_goal", {"destiny": 10, "story": 8}, SAME, FP, "NOT_NOW"),
        ("move", {"to": "baghdad"}, SAME, FP, "NOT_NOW"),
        ("end_turn", {}, SAME, FP, "NOT_NOW"),
    ])
    check(tokens[(first + 1) % 3], [
        ("choose_character", {"character": "sindbad"}, SAME, FP, "NOT_YOUR_TURN"),
        ("roll_destiny", {}, SAME, FP, "NOT_YOUR_TURN"),
    ])

    rng = random.Random(17)
    legal = _drive(client, name, tokens, rng, _tales_has("take_skill"))
    check(tokens[_tales_seat(legal, "take_skill")], [
        ("take_skill", {}, {"skill": ""}, FP, "NOT_AN_OPTION"),
        ("take_skill", {"skill": "flying"}, SAME, FP, "NOT_AN_OPTION"),
        ("take_skill", {"skill": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
        ("choose_character", {"character": "sindbad"}, SAME, FP, "NOT_NOW"),
    ])

    legal = _drive(client, name, tokens, rng, _tales_has("keep_quest"))
    check(tokens[_tales_seat(legal, "keep_quest")], [
        ("keep_quest", {}, {"quest": ""}, FP, "NOT_AN_OPTION"),
        ("keep_quest", {"quest": "the_holy_grail"}, SAME, FP, "NOT_AN_OPTION"),
        ("keep_quest", {"quest": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
    ])

    legal = _drive(client, name, tokens, rng, _tales_has("set_goal"))
    total = client.get_game(name).tales.goal_total  # 18 for three players
    check(tokens[_tales_seat(legal, "set_goal")], [  # every seat at once, in secret
        ("set_goal", {}, SAME, FP, "BAD_GOAL"),  # 0 + 0
        ("set_goal", {"story": total - 1}, SAME, FP, "BAD_GOAL"),
        ("set_goal", {"destiny": total, "story": 1}, SAME, FP, "BAD_GOAL"),
        ("set_goal", {"destiny": -1, "story": total + 1}, SAME, FP, "BAD_GOAL"),
        ("set_goal", {"destiny": 2**31 - 1, "story": -(2**31 - 1) + total}, SAME, FP,
         "BAD_GOAL"),
        ("keep_quest", {"quest": "the_silk_caravan"}, SAME, FP, "NOT_NOW"),
    ])

    legal = _drive(client, name, tokens, rng, _tales_has("move"))
    check(tokens[_tales_seat(legal, "move")], [  # a turn: the movement phase
        ("move", {}, {"to": ""}, FP, "NOT_AN_OPTION"),
        ("move", {"to": "atlantis"}, SAME, FP, "NOT_AN_OPTION"),
        ("move", {"to": "city_of_brass"}, SAME, FP, "NOT_AN_OPTION"),  # no Destination
        ("move", {"to": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
        ("choose_reaction", {"reaction": "Attack"}, SAME, FP, "NOT_NOW"),
        ("choose_section", {"section": 0}, SAME, FP, "NOT_NOW"),
        ("set_goal", {"destiny": total}, SAME, FP, "NOT_NOW"),
    ])

    legal = _drive(client, name, tokens, rng, _tales_has("choose_reaction"))
    check(tokens[_tales_seat(legal, "choose_reaction")], [  # the matrix's reactions
        ("choose_reaction", {}, {"reaction": ""}, FP, "NOT_AN_OPTION"),
        ("choose_reaction", {"reaction": "Dance a jig"}, SAME, FP, "NOT_AN_OPTION"),
        ("choose_reaction", {"reaction": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
        ("use_master", {"choice": 0}, SAME, FP, "NOT_NOW"),
        ("move", {"to": "baghdad"}, SAME, FP, "NOT_NOW"),
    ])

    legal = _drive(client, name, tokens, rng, _tales_has("choose_section"))
    check(tokens[_tales_seat(legal, "choose_section")], [  # the result paragraph's sections
        ("choose_section", {"section": -1}, SAME, FP, "NOT_AN_OPTION"),
        ("choose_section", {"section": 99}, SAME, FP, "NOT_AN_OPTION"),
        ("choose_section", {"section": 2**31 - 1}, SAME, FP, "NOT_AN_OPTION"),
        ("keep_card", {"keep": True}, SAME, FP, "NOT_NOW"),
    ])

    legal = _drive(client, name, tokens, rng, _tales_has("choose_encounter"))
    check(tokens[_tales_seat(legal, "choose_encounter")], [  # the deck, a City card, a kept card
        ("choose_encounter", {}, {"source": ""}, FP, "NOT_AN_OPTION"),  # unspecified
        ("choose_encounter", {}, {}, FP, "NOT_AN_OPTION"),  # no source at all
        ("choose_encounter", {"source": 99}, {"source": "sky"}, FP, "NOT_AN_OPTION"),
        ("choose_encounter", {"source": tp.TALES_SOURCE_DECK, "card": "x"},
         {"source": "deck", "card": "x"}, FP, "NOT_AN_OPTION"),
        ("choose_encounter", {"source": tp.TALES_SOURCE_CITY, "card": "atlantis"},
         {"source": "city", "card": "atlantis"}, FP, "NOT_AN_OPTION"),
        ("choose_encounter", {"source": tp.TALES_SOURCE_POWER},
         {"source": "power"}, FP, "NOT_AN_OPTION"),  # a Place of Power is never chosen
        ("choose_encounter", {"source": tp.TALES_SOURCE_DECK, "card": TOO_LONG},
         {"source": "deck", "card": TOO_LONG}, INVALID, "TEXT_TOO_LONG"),
        ("move", {"to": "baghdad"}, SAME, FP, "NOT_NOW"),
    ])

    legal = _drive(client, name, tokens, rng, _tales_has("sell_treasure"), steps=3000)
    check(tokens[_tales_seat(legal, "sell_treasure")], [  # in a city, after the encounter
        ("sell_treasure", {}, {"treasure": ""}, FP, "NOT_AN_OPTION"),
        ("sell_treasure", {"treasure": "lamp_of_wonders"}, SAME, FP, "NOT_AN_OPTION"),
        ("sell_treasure", {"treasure": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
        ("lose_treasure", {"treasure": "x"}, SAME, FP, "NOT_NOW"),
    ])

    # A Master skill among the paragraphs a cell reaches is rare in random play: games are
    # played until one offers it.
    for seed in range(100, 130):
        created = client.create_game("tales", ["Ann", "Bob", "Cid"], seed=seed)
        name, tokens = created.game.name, list(created.seat_tokens)
        try:
            legal = _drive(client, name, tokens, rng, _tales_has("use_master"), steps=3000)
            break
        except AssertionError:
            continue
    else:
        raise AssertionError("no game offered a Master skill")
    check(tokens[_tales_seat(legal, "use_master")], [  # a Master skill, or the Destiny Die
        ("use_master", {"choice": -1}, SAME, FP, "NOT_AN_OPTION"),
        ("use_master", {"choice": 3}, SAME, FP, "NOT_AN_OPTION"),
        ("choose_section", {"section": 0}, SAME, FP, "NOT_NOW"),
    ])
