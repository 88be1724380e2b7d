"""The designed content in seeds/1001 loads, follows the rulebook's counts, and is hashed."""

from __future__ import annotations

import copy

import pytest

from service.games.g1001 import GAME
from service.games.g1001.content import ContentError, canonical_hash, load, parse, read

# The hash every stored 1001 game recorded at creation (seeds/1001 as of the content kit).
# If it changes, stored games no longer replay against their content: never edit the seed
# data in place; add a new content version instead.
SEED_HASH = "ae8617f335da298bf9be48b93dbbfd8124713d162a772f8964488a3e6640dd9d"


def test_counts_follow_the_components_list():
    c = load()
    assert len(c.tiles) == 16
    assert sum(t.palace for t in c.tiles.values()) == 1
    assert sum(s.gem_holes for t in c.tiles.values() for s in t.spaces) == 36
    assert sorted(c.gem_pool) == sorted(["red"] * 12 + ["blue"] * 12 + ["green"] * 12)
    assert len(c.flight_cards) == 8
    assert all(sum(n for _, n in card.legs) == 7 for card in c.flight_cards.values())
    assert len(c.rewards) == 12


def test_every_tile_mixes_good_and_bad_spaces():
    for tile in load().tiles.values():
        bonuses = [s for s in tile.spaces if s.gem_holes or s.cloud_bonus]
        assert bonuses, tile.id
    spaces = [s for t in load().tiles.values() for s in t.spaces]
    assert sum(1 for s in spaces if s.gem_penalty) >= 8
    assert sum(1 for s in spaces if s.cloud_penalty == 2) >= 4
    # a space may carry a penalty and a bonus, as in the rulebook's flight examples
    assert any(s.gem_penalty and s.gem_holes == 2 for s in spaces)
    assert any(s.cloud_penalty == 2 and s.gem_holes == 2 for s in spaces)


def test_the_stars_card_is_the_rulebooks():
    """Section "5 - Buying Rewards": the stars cost 7 clouds and score 8 points."""
    stars = load().rewards["stars"]
    assert stars.cost() == {"red": 0, "blue": 0, "green": 0, "clouds": 7}
    assert stars.points == 8


def test_buying_always_beats_exchanging_the_same_tokens():
    for r in load().rewards.values():
        exchange_value = r.red + r.blue + r.green + r.clouds / 2
        assert r.points > exchange_value, r.id


def test_the_seed_hash_is_the_one_stored_games_recorded():
    assert load().hash == SEED_HASH


def test_content_hash_is_canonical_and_stable():
    docs = read()
    assert GAME.content_hash({}) == load().hash == canonical_hash(docs)
    assert len(load().hash) == 64
    reordered = {k: docs[k] for k in reversed(list(docs))}
    assert canonical_hash(reordered) == load().hash
    changed = copy.deepcopy(docs)
    changed["rewards"]["cards"][1]["points"] += 1
    assert canonical_hash(changed) != load().hash


def _refusal(mutate) -> ContentError:
    docs = copy.deepcopy(read())
    mutate(docs)
    with pytest.raises(ContentError) as info:
        parse(docs)
    return info.value


def _tile(d, i=0):
    return d["tiles"]["tiles"][i]


def _space(d, tile=0, space=0):
    return d["tiles"]["tiles"][tile]["spaces"][space]


@pytest.mark.parametrize(
    ("mutate", "file", "path", "words"),
    [
        # what the schemas declare: structure, types, enums, ranges, counts
        (lambda d: d["tiles"]["tiles"].pop(), "tiles", "$.tiles", "exactly 16 items, has 15"),
        (lambda d: _space(d).pop("gem_holes"), "tiles", "$.tiles[0].spaces[0]", "'gem_holes'"),
        (lambda d: _space(d, 2, 1).update(cloud_penalty=3), "tiles",
         "$.tiles[2].spaces[1].cloud_penalty", "maximum of 2"),
        (lambda d: _space(d).update(gem_penalty=True), "tiles", "$.tiles[0].spaces[0].gem_penalty",
         "type 'integer'"),
        (lambda d: _space(d).update(gem_holes=2.0), "tiles", "$.tiles[0].spaces[0].gem_holes",
         "type 'integer'"),
        (lambda d: _tile(d).update(spaces=[]), "tiles", "$.tiles[0].spaces", "exactly 4 items"),
        (lambda d: _tile(d, 3).update(palace=True), "tiles", "$.tiles", "exactly 1 item(s) with"),
        (lambda d: _tile(d).update(palace="yes"), "tiles", "$.tiles[0].palace", "'boolean'"),
        (lambda d: _tile(d).update(colour="red"), "tiles", "$.tiles[0]", "'colour' was unexpected"),
        (lambda d: d["tiles"].update(side="moon"), "tiles", "$.side", "must be 'star'"),
        (lambda d: d["tiles"]["gems"].pop("green"), "tiles", "$.gems", "'green'"),
        (lambda d: d["tiles"]["tiles"].__setitem__(0, []), "tiles", "$.tiles[0]", "'object'"),
        (lambda d: d.update(tiles=[]), "tiles", "$", "type 'object'"),
        (lambda d: d["flights"]["cards"].pop(), "flights", "$.cards", "exactly 8 items, has 7"),
        (lambda d: d["flights"]["cards"][0]["legs"][1].update(heading="up"), "flights",
         "$.cards[0].legs[1].heading", "'up' is not one of"),
        (lambda d: d["flights"]["cards"][5]["legs"][0].update(spaces=0), "flights",
         "$.cards[5].legs[0].spaces", "minimum of 1"),
        (lambda d: d["rewards"]["cards"].pop(), "rewards", "$.cards", "exactly 12 items, has 11"),
        (lambda d: d["rewards"]["cards"][1]["cost"].update(red=6), "rewards",
         "$.cards[1].cost.red", "maximum of 5"),
        (lambda d: d["rewards"]["cards"][1].update(name=""), "rewards", "$.cards[1].name",
         "non-empty"),
        (lambda d: d["rewards"].update(cards={"a": 1}), "rewards", "$.cards", "type 'array'"),
        (lambda d: d.pop("rewards"), "rewards", "", "missing"),
        # what content.py checks after the schemas
        (lambda d: _space(d, 0, 2).update(gem_holes=1), "tiles", "$", "36 gem holes in all"),
        (lambda d: _space(d).update(cloud_bonus=1), "tiles", "$.tiles[0].spaces[0]", "one bonus"),
        (lambda d: _space(d, 0, 3).update(cloud_penalty=1), "tiles", "$.tiles[0].spaces[3]",
         "one penalty"),
        (lambda d: _tile(d, 2).update(id="oasis"), "tiles", "$.tiles[2].id", "$.tiles[1] has it"),
        (lambda d: d["tiles"]["gems"].update(red=13), "tiles", "$.gems", "one gem per hole"),
        (lambda d: d["flights"]["cards"][0]["legs"][0].update(spaces=4), "flights",
         "$.cards[0].legs", "exactly 7 spaces, not 6"),
        (lambda d: d["rewards"]["cards"][0].update(points=9), "rewards", "$.cards", "stars"),
        (lambda d: d["rewards"]["cards"][11]["cost"].update(red=3), "rewards", "$.cards[11].cost",
         "6 gems"),
        (lambda d: d["rewards"]["cards"][2].update(id="oil_lamp"), "rewards", "$.cards[2].id",
         "not unique"),
    ],
)
def test_bad_content_is_refused_naming_file_and_path(mutate, file, path, words):
    error = _refusal(mutate)
    assert (error.file, error.path) == (f"seeds/1001/{file}.json", path)
    assert str(error).startswith(f"seeds/1001/{file}.json: {path}")
    assert words in str(error)
