"""The generic proto converter, for every registered game with typed messages: commands
round-trip by name, an unset field means what a missing generic field means, and a typed
view carries every fact of the game's view dict, faithfully, for views met in random play."""

from __future__ import annotations

import random
import types
from pathlib import Path
from typing import Any

import pytest
from google.protobuf.message import Message

from scheherazade.v1 import g1001_pb2 as g1
from scheherazade.v1 import game_service_pb2 as pb
from scheherazade.v1 import treasures_pb2 as tr
from service.api import mapping
from service.api.protoplan import TIMESTAMP, enum_names, enum_prefix
from service.api.typed_commands import TypedCommands
from service.app.application import GameApp
from service.app.store import open_store
from service.kit.base import AUDITOR, SPECTATOR, Command, GameRules
from service.kit.registry import declared, games

TYPED = [g for g in declared() if mapping.table().by_field[g.name].view is not None]


def _played(tmp_path: Path, game_type: str, seed: int) -> tuple[list[dict], list[Command]]:
    """Views (auditor, spectator, each seat) and legal commands met in one random game."""
    app = GameApp(open_store(tmp_path / f"{game_type}-{seed}"), auditor_token="audit")
    rules = games()[game_type]
    # An odd count within the game's range: uneven sides (1001's teams) show more of a view.
    players = [f"p{i}" for i in range(max(rules.min_players, min(rules.max_players, 5)))]
    created = app.create_game(game_type, players, seed=seed)
    seats = [app.viewer_for(created.game_id, t) for t in created.tokens]
    rng = random.Random(seed)
    views: list[dict] = []
    legal: list[Command] = []
    for _ in range(400):
        for viewer in (AUDITOR, SPECTATOR, *seats):
            views.append(app.get(created.game_id, viewer).view)
        options = [(v, c) for v in seats
                   for c in app.legal(created.game_id, created.tokens[v.seat]).commands]
        if not options:
            break
        legal += [c for _, c in options]
        viewer, command = rng.choice(options)
        app.submit(created.game_id, viewer, command)
    return views, legal


def _plain(msg: Message) -> dict[str, Any]:
    """A message back as the view dict's conventions have it (the converter's inverse)."""
    return {f.name: ([_one(f, x) for x in v] if f.is_repeated else _one(f, v))
            for f, v in msg.ListFields()}


def _one(field: Any, value: Any) -> Any:
    if field.enum_type is not None:
        return enum_names(field.enum_type).get(value, value)
    if field.message_type is not None:
        if field.message_type.full_name == TIMESTAMP:
            return round(value.ToNanoseconds() / 1e9, 6)
        return _plain(value)
    return value


def _normal(value: Any) -> Any:
    """Proto3 does not tell a default (0, "", False, []) from absent: neither side keeps it."""
    if isinstance(value, dict):
        return {k: _normal(v) for k, v in value.items()
                if v is not None and v != [] and (v is True or v not in (0, "", False))}
    if isinstance(value, list | tuple):
        return [_normal(v) for v in value]
    if isinstance(value, float):
        return round(value, 6)
    return value


@pytest.mark.parametrize("reg", TYPED, ids=lambda r: r.game_type)
def test_typed_views_carry_every_fact_of_the_view_dict(tmp_path: Path, reg: GameRules) -> None:
    game = mapping.table().by_game_type[reg.game_type]
    views, _ = _played(tmp_path, reg.game_type, seed=3)
    assert len(views) > 100
    for view in views:
        typed = game.view(view)  # raises on a key the message lacks or a wrong type
        # Facts the Game message carries itself (game_type, players) are left out.
        own = typed.DESCRIPTOR.fields_by_name
        expected = {k: v for k, v in view.items()
                    if k in own or k not in pb.Game.DESCRIPTOR.fields_by_name}
        assert _normal(_plain(typed)) == _normal(expected)


@pytest.mark.parametrize("reg", TYPED, ids=lambda r: r.game_type)
def test_legal_commands_round_trip_through_the_typed_messages(
    tmp_path: Path, reg: GameRules
) -> None:
    game = mapping.table().by_field[reg.name]
    _, legal = _played(tmp_path, reg.game_type, seed=5)
    assert {type(c) for c in legal} <= game.command_classes
    for command in legal:
        typed = mapping.command_to_proto(command, lambda: "unused", lambda _: {})
        back = mapping.command_to_domain(pb.Command.FromString(typed.SerializeToString()),
                                         lambda _: {})
        assert back == type(command)(**{**vars(command), "seat": None})


@pytest.mark.parametrize("reg", TYPED, ids=lambda r: r.game_type)
def test_an_unset_typed_field_is_the_commands_default(reg: GameRules) -> None:
    """So a field left out of a typed command means what it means left out of a generic
    one: the dataclass defaults are the proto's zero values."""
    game = mapping.table().by_field[reg.name]
    for name, cls in reg.command_types.items():
        msg = pb.Command()
        getattr(getattr(msg, reg.name), name).SetInParent()
        assert mapping.command_to_domain(msg, lambda _: {}) == cls(seat=None), name
    assert game.command_to_domain is not None


def test_enum_values_map_by_the_enum_prefix() -> None:
    assert enum_prefix(g1.G1001Colour.DESCRIPTOR) == "G1001_COLOUR_"
    assert enum_names(g1.G1001Colour.DESCRIPTOR) == {1: "red", 2: "blue", 3: "green"}
    assert enum_names(tr.TreasuresFigureStatus.DESCRIPTOR)[2] == "in_cave"
    assert enum_names(g1.G1001Phase.DESCRIPTOR)[9] == "turn_over"
    for module in (g1, tr):  # every enum of the games' protos follows the convention
        for enum in module.DESCRIPTOR.enum_types_by_name.values():
            assert enum_names(enum)


def test_a_typed_command_message_must_match_the_commands() -> None:
    types = next(g for g in declared() if g.name == "g1001").command_types
    with pytest.raises(TypeError, match="command_types"):
        TypedCommands.build(g1.G1001Command, {k: v for k, v in types.items() if k != "end_turn"})
    with pytest.raises(TypeError, match="fields"):
        TypedCommands.build(g1.G1001Command, {**types, "cast_vote": types["choose_vizier"]})


def view_to_proto(view: dict[str, Any]) -> Message:
    """This test module, as a game's API adapter, replaces the generic view conversion."""
    return g1.G1001View(turn=99)


def test_a_games_api_adapter_replaces_only_what_it_defines() -> None:
    own = types.SimpleNamespace(game_type="1001", name="g1001", adapters={"api": __name__},
                                command_types=games()["1001"].command_types)
    game = mapping.game_protos(own)
    assert game.view is view_to_proto
    vote = game.command_to_domain(g1.G1001Command(cast_vote=g1.G1001CastVote(cards=[2])))
    assert vote.cards == (2,)  # the generic command conversion still
