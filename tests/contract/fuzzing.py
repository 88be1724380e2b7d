"""Seeded random protobuf requests and JSON values, for the fuzz tests over gRPC."""

from __future__ import annotations

import random
from typing import Any

from google.protobuf.descriptor import FieldDescriptor
from google.protobuf.message import Message

STRINGS = ("", "games/", "games/x", "statistics/x", "\u00e9\u2603", "a" * 300, "Bearer x",
           "games/../../etc", "exit", "red", "C3")
NUMBERS = (0, 1, -1, 3, 7, 2**31 - 1, -(2**31), 10**6)


def random_scalar(rng: random.Random, field: FieldDescriptor, names: list[str]) -> Any:
    kind = field.type
    if kind == FieldDescriptor.TYPE_STRING:
        return rng.choice([*names, *STRINGS])
    if kind == FieldDescriptor.TYPE_BOOL:
        return rng.random() < 0.5
    if kind == FieldDescriptor.TYPE_ENUM:
        return rng.choice([v.number for v in field.enum_type.values] + [99])
    if kind in (FieldDescriptor.TYPE_DOUBLE, FieldDescriptor.TYPE_FLOAT):
        return rng.choice([0.0, -1.5, 1e308, float("nan"), float("inf")])
    return rng.choice(NUMBERS)


def random_json(rng: random.Random, depth: int = 0) -> Any:
    """Any JSON value a Struct can carry."""
    atoms: list[Any] = [None, True, False, 0, 1, -1, 2.5, 1e300, -0.0, 7, 2**53, "", "x",
                        "exit", "C3", "red", "\u2603"]
    if depth < 2:
        atoms += [[random_json(rng, depth + 1) for _ in range(rng.randrange(3))],
                  {"k": random_json(rng, depth + 1)}]
    return rng.choice(atoms)


def fill(rng: random.Random, message: Message, names: list[str], depth: int = 0) -> None:
    """Set a random part of `message`'s fields, nested messages included."""
    for field in message.DESCRIPTOR.fields:
        if rng.random() < 0.35:
            continue
        if field.message_type is not None:
            name = field.message_type.full_name
            if name == "google.protobuf.Struct":
                getattr(message, field.name).update(
                    rng.choice([{}, {"x": 1}, {"day_seats": [0, "a"]}, {"n": None},
                                {"variant": random_json(rng)}])
                )
            elif name == "google.protobuf.Value":
                continue
            elif depth < 4 and not field.message_type.GetOptions().map_entry:
                target = getattr(message, field.name)
                sub = target.add() if field.is_repeated else target
                fill(rng, sub, names, depth + 1)
                if not field.is_repeated:
                    target.SetInParent()
            continue
        value = random_scalar(rng, field, names)
        try:
            if field.is_repeated:
                getattr(message, field.name).append(value)
            else:
                setattr(message, field.name, value)
        except (ValueError, TypeError):
            pass  # the client library refuses it before sending: not the subject
