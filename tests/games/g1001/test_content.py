"""The designed content in seeds/1001 loads, follows the rulebook's counts, and is hashed."""

from __future__ import annotations

import copy

import pytest

from service.games.g1001 import RULES
from service.games.g1001.content import ContentError, canonical_hash, load, parse, read


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


def test_content_hash_is_canonical_and_stable():
    docs = read()
    assert RULES.content_hash({}) == load().hash == canonical_hash(docs)
    assert len(load().hash) == 64
    reordered = {k: docs[k] for k in reversed(list(docs))}
    assert canonical_hash(reordered) == load().hash
    changed = copy.deepcopy(docs)
    changed["rewards"]["cards"][1]["points"] += 1
    assert canonical_hash(changed) != load().hash


def _broken(mutate) -> ContentError:
    docs = copy.deepcopy(read())
    mutate(docs)
    with pytest.raises(ContentError) as info:
        parse(docs)
    return info.value


@pytest.mark.parametrize(
    ("mutate", "words"),
    [
        (lambda d: d["tiles"]["tiles"].pop(), "16 tiles"),
        (lambda d: d["tiles"]["tiles"][3].update(palace=True), "palace"),
        (lambda d: d["tiles"]["tiles"][0]["spaces"][2].update(gem_holes=1), "36 gem holes"),
        (lambda d: d["tiles"]["tiles"][0]["spaces"][0].update(cloud_bonus=1), "two bonuses"),
        (lambda d: d["tiles"]["tiles"][0]["spaces"][0].update(cloud_penalty=3), "cloud_penalty"),
        (lambda d: d["tiles"].update(side="moon"), "star side"),
        (lambda d: d["tiles"]["gems"].update(red=13), "one gem per hole"),
        (lambda d: d["flights"]["cards"][0]["legs"][0].update(spaces=4), "exactly 7"),
        (lambda d: d["flights"]["cards"][0]["legs"][1].update(heading="up"), "heading"),
        (lambda d: d["flights"]["cards"].pop(), "8 regular"),
        (lambda d: d["rewards"]["cards"].pop(), "12 reward"),
        (lambda d: d["rewards"]["cards"][0].update(points=9), "stars"),
        (lambda d: d["rewards"]["cards"][1]["cost"].update(red=6), "red"),
        (lambda d: d["rewards"]["cards"][2].update(id="oil_lamp"), "unique"),
        (lambda d: d["rewards"].update(cards={"a": 1}), "12 reward"),
        (lambda d: d.update(tiles=[]), "JSON object"),
        (lambda d: d["tiles"]["tiles"].__setitem__(0, []), "malformed"),
    ],
)
def test_bad_content_is_refused_with_a_clear_error(mutate, words):
    assert words in str(_broken(mutate))
