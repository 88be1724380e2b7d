"""Tales of the Arabian Nights: each bad command gets one answer, sent typed or generic
(tests/api/bad_commands.py)."""

from __future__ import annotations

import random
from collections.abc import Callable

from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from scheherazade.v1 import tales_pb2 as tp
from tests.api.bad_commands import FP, INVALID, SAME, TOO_LONG, check_cases, drive


def _tales_has(kind: str) -> Callable[[list[tuple[int, pb.Command]]], bool]:
    return lambda legal: any(c.tales.WhichOneof("command") == kind for _, c in legal)


def _tales_seat(legal: list[tuple[int, pb.Command]], kind: str) -> int:
    return next(seat for seat, c in legal if c.tales.WhichOneof("command") == kind)


def test_tales_bad_commands_get_the_same_answer_typed_and_generic(client: Client) -> None:
    created = client.create_game("tales", ["Ann", "Bob", "Cid"], seed=17)
    name, tokens = created.game.name, list(created.seat_tokens)
    check = lambda token, cases: check_cases(client, name, token, "tales", "tales", cases)  # noqa: E731
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
    legal = drive(client, name, tokens, rng, _tales_has("take_skill"))
    check(tokens[_tales_seat(legal, "take_skill")], [
        ("take_skill", {}, {"skill": ""}, FP, "NOT_AN_OPTION"),
        ("take_skill", {"skill": "flying"}, SAME, FP, "NOT_AN_OPTION"),
        ("take_skill", {"skill": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
        ("choose_character", {"character": "sindbad"}, SAME, FP, "NOT_NOW"),
    ])

    legal = drive(client, name, tokens, rng, _tales_has("keep_quest"))
    check(tokens[_tales_seat(legal, "keep_quest")], [
        ("keep_quest", {}, {"quest": ""}, FP, "NOT_AN_OPTION"),
        ("keep_quest", {"quest": "the_holy_grail"}, SAME, FP, "NOT_AN_OPTION"),
        ("keep_quest", {"quest": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
    ])

    legal = drive(client, name, tokens, rng, _tales_has("set_goal"))
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

    legal = drive(client, name, tokens, rng, _tales_has("move"))
    check(tokens[_tales_seat(legal, "move")], [  # a turn: the movement phase
        ("move", {}, {"to": ""}, FP, "NOT_AN_OPTION"),
        ("move", {"to": "atlantis"}, SAME, FP, "NOT_AN_OPTION"),
        ("move", {"to": "city_of_brass"}, SAME, FP, "NOT_AN_OPTION"),  # no Destination
        ("move", {"to": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
        ("choose_reaction", {"reaction": "Attack"}, SAME, FP, "NOT_NOW"),
        ("choose_section", {"section": 0}, SAME, FP, "NOT_NOW"),
        ("set_goal", {"destiny": total}, SAME, FP, "NOT_NOW"),
    ])

    legal = drive(client, name, tokens, rng, _tales_has("choose_reaction"))
    check(tokens[_tales_seat(legal, "choose_reaction")], [  # the matrix's reactions
        ("choose_reaction", {}, {"reaction": ""}, FP, "NOT_AN_OPTION"),
        ("choose_reaction", {"reaction": "Dance a jig"}, SAME, FP, "NOT_AN_OPTION"),
        ("choose_reaction", {"reaction": TOO_LONG}, SAME, INVALID, "TEXT_TOO_LONG"),
        ("use_master", {"choice": 0}, SAME, FP, "NOT_NOW"),
        ("move", {"to": "baghdad"}, SAME, FP, "NOT_NOW"),
    ])

    legal = drive(client, name, tokens, rng, _tales_has("choose_section"))
    check(tokens[_tales_seat(legal, "choose_section")], [  # the result paragraph's sections
        ("choose_section", {"section": -1}, SAME, FP, "NOT_AN_OPTION"),
        ("choose_section", {"section": 99}, SAME, FP, "NOT_AN_OPTION"),
        ("choose_section", {"section": 2**31 - 1}, SAME, FP, "NOT_AN_OPTION"),
        ("keep_card", {"keep": True}, SAME, FP, "NOT_NOW"),
    ])

    legal = drive(client, name, tokens, rng, _tales_has("choose_encounter"))
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

    legal = drive(client, name, tokens, rng, _tales_has("sell_treasure"), steps=3000)
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
            legal = drive(client, name, tokens, rng, _tales_has("use_master"), steps=3000)
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
