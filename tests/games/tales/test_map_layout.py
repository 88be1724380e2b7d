"""Where the web table draws the map (`seeds/tales/board/map_layout.json`, DESIGNED in
seeds/tales/README.md "The drawn map"): every space and Place of Power of map.json has a
position on the drawing and nothing else has one, no two discs overlap (they stay at least
one radius apart, room for a name), every continent has its label, and every curved route
is a route of the map."""

from __future__ import annotations

import itertools
import json
import math

from service.games.tales.content import SEED_DIR
from service.kit.content import check_document

BOARD = SEED_DIR / "board"
LAYOUT = json.loads((BOARD / "map_layout.json").read_text())
MAP = json.loads((SEED_DIR / "map.json").read_text())
SPACES = {s["id"]: s for s in [*MAP["spaces"], *MAP["places_of_power"]]}


def test_the_layout_passes_its_schema():
    check_document(BOARD, "map_layout", LAYOUT, "seeds/tales/board/map_layout.json")


def test_every_space_of_the_map_has_a_position_and_nothing_else_has_one():
    assert set(LAYOUT["spaces"]) == set(SPACES)
    assert set(LAYOUT["continents"]) == set(MAP["continents"])


def test_every_disc_lies_inside_the_drawing():
    r = LAYOUT["radius"]
    for space, p in LAYOUT["spaces"].items():
        assert r <= p["x"] <= LAYOUT["width"] - r, space
        assert r <= p["y"] <= LAYOUT["height"] - r, space


def test_no_two_spaces_overlap():
    r = LAYOUT["radius"]
    for (a, p), (b, q) in itertools.combinations(LAYOUT["spaces"].items(), 2):
        gap = math.dist((p["x"], p["y"]), (q["x"], q["y"])) - 2 * r
        assert gap >= r, f"{a} and {b} are {gap:.0f} apart"


def test_every_bend_is_a_route_of_the_map():
    for bend in LAYOUT["bends"]:
        a = SPACES[bend["a"]]
        assert bend["b"] in a.get("land", []) + a.get("sea", []), bend
