"""Tales of the Arabian Nights through a real server: whole games for 2 to 6 players played
with typed commands by seeded random bots, ending with a result (basic and classic with two
players, the timed variant for every count); a game played by hand with typed commands
chosen from the view's `pending` decision alone, refusals included; and, command after
command of random games, what a spectator and the other seats receive: never a seat's
secret goal before the game ends (in GetGame or ListGameEvents), every goal after it; and
never the text or award of a section of the result paragraph that was not chosen."""

from __future__ import annotations

import random
from typing import Any

import grpc
import pytest
from google.protobuf import json_format

from clients.bot import play_game
from clients.client import Client
from scheherazade.v1 import game_service_pb2 as pb
from scheherazade.v1 import tales_pb2 as tp
from service.games.tales.content import load
from tests.api.conftest import AUDITOR
from tests.api.helpers import expect_error

FP = grpc.StatusCode.FAILED_PRECONDITION


def _tales(kind: str, **fields: Any) -> pb.Command:
    body = getattr(tp, "Tales" + "".join(w.title() for w in kind.split("_")))(**fields)
    return pb.Command(tales=tp.TalesCommand(**{kind: body}))


GAMES = [
    (2, {"variant": "basic"}, 2),
    (2, {"variant": "classic"}, 3),
    (3, {"variant": "timed", "rounds": 3}, 4),
    (4, {"variant": "timed", "rounds": 3}, 5),
    (5, {"variant": "timed", "rounds": 2}, 6),
    (6, {"variant": "timed", "rounds": 2}, 7),
]


@pytest.mark.parametrize(("players", "options", "seed"), GAMES,
                         ids=[f"{p}p-{o['variant']}" for p, o, _ in GAMES])
def test_a_whole_game_ends_with_one_result_for_everyone(
    client: Client, players: int, options: dict[str, Any], seed: int
) -> None:
    created = client.create_game("tales", [f"p{i}" for i in range(players)], options, seed=seed)
    name, tokens = created.game.name, list(created.seat_tokens)
    start = created.game.tales
    assert created.game.WhichOneof("view") == "tales"
    assert not created.game.HasField("view_json")
    assert start.phase == tp.TALES_PHASE_CHARACTERS and len(start.seats) == players
    assert start.pending.name == "character" and start.pending.seat == start.start_player
    assert start.variant == tp.TalesVariant.Value(f"TALES_VARIANT_{options['variant'].upper()}")
    assert start.goal_total == {"basic": [20, 18, 15, 13, 11][players - 2], "classic": 20,
                                "timed": [20, 18, 15, 13, 11][players - 2]}[options["variant"]]
    assert not start.HasField("here") and not start.HasField("encounter")
    for seat, token in enumerate(tokens):
        legal = client.legal_commands(name, token=token)
        assert all(c.WhichOneof("game") == "tales" for c in legal)
        if seat == start.start_player:
            assert sorted(c.tales.choose_character.character for c in legal) == sorted(
                start.pending.options)
        else:
            assert legal == []

    outcome = play_game(client, name, tokens, random.Random(seed))

    final = client.get_game(name)  # a spectator
    view = final.tales
    assert final.state == pb.Game.STATE_FINISHED and view.phase == tp.TALES_PHASE_OVER
    assert list(outcome.game.result.winners) == list(final.result.winners) == list(view.winners)
    assert view.winners and set(view.winners) <= set(range(players))
    assert list(final.result.scores) == list(view.scores) == [s.destiny + s.story
                                                              for s in view.seats]
    assert not view.HasField("pending") and not view.HasField("you")
    assert all(s.HasField("goal") for s in view.seats)  # every goal revealed
    assert all(s.goal.destiny + s.goal.story == view.goal_total for s in view.seats)
    if options["variant"] == "timed":
        assert view.round == options["rounds"] + 1
        missing = [max(0, s.goal.destiny - s.destiny) + max(0, s.goal.story - s.story)
                   for s in view.seats]
        assert {missing[w] for w in view.winners} == {min(missing)}
    else:
        assert view.HasField("declared") and not view.last_turns
        for w in view.winners:  # in Baghdad with the goal met
            s = view.seats[w]
            assert s.space == "baghdad" and s.destiny >= s.goal.destiny and (
                s.story >= s.goal.story)
    for seat, token in enumerate(tokens):
        seen = client.get_game(name, token=token).tales
        assert seen.you == seat
        assert list(seen.winners) == list(view.winners) and seen.seats == view.seats
        assert client.legal_commands(name, token=token) == []


# --------------------------------------------------------------------------- by hand


def _answer(view: tp.TalesView, seat: int) -> pb.Command:
    """The first option of the decision the view names for `seat`, as a typed command: what
    a client needs to follow a turn is in `pending`."""
    p = view.pending
    first = p.options[0] if p.options else ""
    if p.name in ("character", "placer"):  # a character, or the player who places one
        return _tales("choose_character", character=first)
    if p.name == "skill":
        return _tales("take_skill", skill=first)
    if p.name == "keep_quest":
        return _tales("keep_quest", quest=first)
    if p.name == "goal":
        return _tales("set_goal", destiny=seat % 3, story=view.goal_total - seat % 3)
    if p.name == "move":
        here = view.seats[seat].space
        return _tales("move", to=next((o for o in p.options if o != here), here))
    if p.name == "encounter":
        source, _, card = first.partition(":")
        return _tales("choose_encounter", source=tp.TalesSource.Value(
            f"TALES_SOURCE_{source.upper()}"), card=card)
    if p.name == "reaction":
        return _tales("choose_reaction", reaction=first)
    if p.name == "master":
        return _tales("use_master", choice=0)
    if p.name == "section":
        return _tales("choose_section", section=int(first))
    if p.name == "space":
        return _tales("choose_space", space=first)
    if p.name in ("lose_status", "lose_skill", "lose_treasure"):
        return _tales(p.name, **{p.name.removeprefix("lose_"): first})
    if p.name == "protect":  # the treasure discarded instead of the fate
        return _tales("lose_treasure", treasure=first)
    if p.name == "keep_card":
        return _tales("keep_card", keep=True)
    if p.name == "sell":  # keep one treasure
        if len(p.options) > 1:
            return _tales("sell_treasure", treasure=first)
        return _tales("end_turn")
    raise AssertionError(f"no answer to {p.name}")


def _goals_by_hand(client: Client, name: str, tokens: list[str], total: int) -> None:
    """Every seat is asked for its goal at once; a bad sum is refused; a seat whose goal is
    set is asked no more, and nobody else sees its goal."""
    for seat, token in enumerate(tokens):
        mine = client.get_game(name, token=token).tales
        assert mine.pending.name == "goal" and mine.pending.seat == seat
        assert not mine.pending.options
        assert [c.tales.WhichOneof("command") for c in
                client.legal_commands(name, token=token)] == ["set_goal"] * (total + 1)
    expect_error(lambda: client.submit(name, _tales("set_goal", destiny=10, story=10),
                                       token=tokens[0]), FP, "BAD_GOAL")
    expect_error(lambda: client.submit(name, _tales(
        "set_goal", destiny=-1, story=total + 1), token=tokens[0]), FP, "BAD_GOAL")
    client.submit(name, _tales("set_goal", destiny=0, story=total), token=tokens[0])
    expect_error(lambda: client.submit(name, _tales(
        "set_goal", destiny=1, story=total - 1), token=tokens[0]),
        FP, "NOT_YOUR_TURN")  # its goal is set; the others still set theirs
    seen = client.get_game(name, token=tokens[1]).tales
    assert seen.seats[0].goal_set and not seen.seats[0].HasField("goal")
    assert seen.pending.seat == 1
    assert client.get_game(name, token=tokens[0]).tales.pending.seat == 1
    mine = client.get_game(name, token=tokens[0]).tales.seats[0]
    assert (mine.goal.destiny, mine.goal.story) == (0, total)


def test_typed_commands_by_hand(client: Client) -> None:
    created = client.create_game("tales", ["Ann", "Bob", "Cid"],
                                 {"variant": "timed", "rounds": 4}, seed=4)
    name, tokens = created.game.name, list(created.seat_tokens)
    first = created.game.tales.pending.seat
    other = tokens[(first + 1) % 3]
    expect_error(lambda: client.submit(name, _tales("choose_character", character="sindbad"),
                                       token=other), FP, "NOT_YOUR_TURN")
    expect_error(lambda: client.submit(name, _tales("choose_character", character="nobody"),
                                       token=tokens[first]), FP, "NOT_AN_OPTION")
    expect_error(lambda: client.submit(name, _tales("take_skill", skill="magic"),
                                       token=tokens[first]), FP, "NOT_NOW")
    response = client.submit(name, _tales("choose_character", character="sindbad"),
                             token=tokens[first], view="full")
    assert [e.type for e in response.events] == ["tales.CharacterChosen"]
    me = response.game.tales.seats[first]
    assert me.character == "sindbad" and me.space == "baghdad" and me.wealth == "poor"
    assert (me.destiny, me.story) == (1, 1)

    kinds: set[str] = set()
    goals_seen = False
    for _ in range(400):
        view = client.get_game(name, token=AUDITOR).tales
        if view.phase == tp.TALES_PHASE_OVER:
            break
        if view.phase == tp.TALES_PHASE_GOALS and not goals_seen:
            goals_seen = True
            _goals_by_hand(client, name, tokens, view.goal_total)
            continue
        seat = view.pending.seat
        mine = client.get_game(name, token=tokens[seat]).tales
        assert mine.pending == view.pending or mine.pending.name == "master"
        command = _answer(mine, seat)
        kind = command.tales.WhichOneof("command")
        kinds.add(kind)
        if kind == "move":
            assert mine.here.space == mine.seats[seat].space
            near = {p.space for p in mine.here.land} | {p.space for p in mine.here.sea}
            assert near and near <= set(mine.pending.options)
        response = client.submit(name, command, token=tokens[seat])
        assert response.events
    else:
        raise AssertionError("the game did not end")
    # Every step of setup and of a turn was answered by hand; which awards' decisions came
    # up depends on the game's draws.
    assert {"choose_character", "take_skill", "keep_quest", "set_goal", "move",
            "choose_reaction", "choose_section"} <= kinds <= set(tp.TalesCommand.DESCRIPTOR
                                                                 .fields_by_name)


# --------------------------------------------------------------------------- secrets

CONTENT = load()


def _strings(node: Any) -> Any:
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for v in node.values():
            yield from _strings(v)
    elif isinstance(node, list):
        for v in node:
            yield from _strings(v)


def _check_view(game: pb.Game, viewer: int | None, goals: dict[int, tuple[int, int]]) -> None:
    view = game.tales
    over = view.phase == tp.TALES_PHASE_OVER
    where = f"viewer {viewer}, v{game.version}"
    for s in view.seats:
        if over or s.seat == viewer:
            assert s.HasField("goal") == (s.seat in goals), where
            if s.HasField("goal"):
                assert (s.goal.destiny, s.goal.story) == goals[s.seat], where
        else:
            assert not s.HasField("goal"), f"{where}: seat {s.seat}'s goal"
        assert s.goal_set == (s.seat in goals), where
    enc = view.encounter
    if not view.HasField("encounter") or not enc.HasField("paragraph"):
        return
    para = CONTENT.paragraphs[enc.paragraph]
    assert enc.text == para.text, where
    assert len(enc.sections) == len(para.sections), where
    texts = list(_strings(json_format.MessageToDict(game)))
    read = [para.text] + [s.text for s, v in zip(para.sections, enc.sections, strict=True)
                          if v.chosen]
    for sec, printed in zip(enc.sections, para.sections, strict=True):
        if sec.chosen:
            assert sec.text == printed.text, where
            assert sec.award == "/".join(i.code for i in printed.award), where
        else:
            assert sec.text == "" and sec.award == "", f"{where}: section {sec.index}"
            if not any(printed.text in t for t in read):  # anywhere in the response
                assert not any(printed.text in t for t in texts), f"{where}: {sec.index}"
    if view.HasField("pending") and view.pending.name == "master":
        several = len(view.pending.options) > 1
        assert all(("(" in o) == several for o in view.pending.options), where


def _check_events(client: Client, name: str, token: str | None, viewer: int | None,
                  goals: dict[int, tuple[int, int]], over: bool) -> None:
    ended = False
    for e in client.events(name, token=token):
        data = json_format.MessageToDict(e.data)
        if e.type == "tales.GoalSet":
            if int(data["seat"]) == viewer:
                assert not e.redacted and (data["destiny"], data["story"]) == goals[viewer]
            else:
                assert e.redacted and set(data) == {"seat"}, f"viewer {viewer} sees {data}"
        if e.type == "tales.ReactionChosen":
            assert e.redacted and "cell" not in data
        if e.type == "tales.GameEnded":
            ended = True
            assert [tuple(g) for g in data["goals"]] == [goals[s] for s in sorted(goals)]
    assert ended == over


@pytest.mark.parametrize(("players", "options", "seed"), [
    (3, {"variant": "timed", "rounds": 4}, 11),
    (2, {"variant": "basic"}, 2),
], ids=["3p-timed", "2p-basic"])
def test_no_seat_sees_another_seats_goal_or_a_section_not_chosen(
    client: Client, players: int, options: dict[str, Any], seed: int
) -> None:
    created = client.create_game("tales", [f"p{i}" for i in range(players)], options, seed=seed)
    name, tokens = created.game.name, list(created.seat_tokens)
    viewers: list[tuple[int | None, str | None]] = [(None, None), *enumerate(tokens)]
    rng = random.Random(seed)
    goals: dict[int, tuple[int, int]] = {}
    chosen = checked_events = 0
    for _ in range(5000):
        audit = client.get_game(name, token=AUDITOR)
        over = audit.state == pb.Game.STATE_FINISHED
        for s in audit.tales.seats:
            if s.HasField("goal"):
                goals[s.seat] = (s.goal.destiny, s.goal.story)
        for viewer, token in viewers:
            _check_view(client.get_game(name, token=token), viewer, goals)
        chosen += any(sec.chosen for sec in audit.tales.encounter.sections)
        if over or (len(goals) == players and not checked_events):
            checked_events += 1  # the history once the goals are set, and at the end
            for viewer, token in viewers:
                _check_events(client, name, token, viewer, goals, over)
        if over:
            break
        legal = [(seat, c) for seat, t in enumerate(tokens)
                 for c in client.legal_commands(name, token=t)]
        seat, command = rng.choice(legal)
        client.submit(name, command, token=tokens[seat])
    else:
        raise AssertionError("the game did not end")
    assert checked_events == 2 and chosen > 0
    # The auditor's view shows every goal all along: the check above could fail.
    assert len(goals) == players
