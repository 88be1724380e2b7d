"""1000 and One Treasures: each bad command gets one answer, sent typed or generic
(tests/api/bad_commands.py)."""

from __future__ import annotations

from clients.client import Client
from tests.api.bad_commands import FP, INVALID, SAME, TOO_LONG, check_cases


def test_treasures_bad_commands_get_the_same_answer_typed_and_generic(client: Client) -> None:
    created = client.create_game("treasures", ["Ann", "Bob"], {"variant": "classic"}, seed=8)
    name, (ann, bob) = created.game.name, list(created.seat_tokens)
    check = lambda token, cases: check_cases(  # noqa: E731
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
