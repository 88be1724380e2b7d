"""Aladdin's Dragons' content in seeds/dragons/: it loads, keeps every fact the rulebook prints
exactly as printed, marks and documents what is designed, and a broken edit fails loudly at
load time, naming the file and the JSON path.

The expected values below are restated from the rulebook, not imported from content.py:
this is the test that catches a typo in the seeds and in the loader's tables alike."""

from __future__ import annotations

import copy
import itertools
from collections import Counter

import pytest

from service.games.dragons.content import (
    SEED_DIR,
    TARGETS,
    TIMINGS,
    ContentError,
    canonical_hash,
    load,
    parse,
    read,
)

# The hash stored Aladdin's Dragons games will record at creation. If it changes, stored
# games no longer replay against their content: add a new file version instead.
SEED_HASH = "fef9a6d9e4b8cee9cedf9f689d68786c7223971e75707311f87f002f939e6191"


def test_the_112_cards_of_the_components_list():
    """Components: 1 caravanserai, 1 palace guard, 4 dragon's caves, 15 artifacts, 16 spells,
    25 heroes, 50 treasures — 112 cards."""
    c = load()
    assert c.components == {
        "caravanserai": 1, "palace_guard": 1, "dragons_caves": 4, "artifacts": 15,
        "spells": 16, "heroes": 25, "treasures": 50, "total": 112,
    }  # fmt: skip
    assert len(c.caves) == 4 and len(c.artifacts) == 15 and len(c.spells) == 16
    assert len(c.treasures) == 50 and len(c.hero_colours) * len(c.hero_values) == 25
    assert 1 + 1 + len(c.caves) + len(c.artifacts) + len(c.spells) + 25 + len(c.treasures) == 112
    assert load() is load()


def test_set_up_heroes_and_caves_as_printed():
    """Set Up: five hero cards numbered one to five per colour; the caves in numerical order,
    the highest numbered to the left; the number four card only with four or five players."""
    c = load()
    assert c.hero_values == (1, 2, 3, 4, 5)
    assert len(set(c.hero_colours)) == 5
    assert [cave.number for cave in c.caves] == [4, 3, 2, 1]
    assert {p: t.caves for p, t in c.tables.items()} == {
        2: (3, 2, 1), 3: (3, 2, 1), 4: (4, 3, 2, 1), 5: (4, 3, 2, 1),
    }  # fmt: skip
    # Phase One: as many treasures face up on each cave as its number
    assert {p: sum(t.caves) for p, t in c.tables.items()} == {2: 6, 3: 6, 4: 10, 5: 10}


def test_the_tables_per_player_count_and_the_dummy():
    """Two Player Variant: a third 'Dummy' player joins (three seats in play); Phase One: the
    artifact draw stops at a 3 or 4 with three players, a 4 or 5 with four or five."""
    c = load()
    assert {p: (t.seats, t.dummy, t.artifact_values) for p, t in c.tables.items()} == {
        2: (3, True, (3, 4)), 3: (3, False, (3, 4)), 4: (4, False, (4, 5)), 5: (5, False, (4, 5)),
    }  # fmt: skip
    assert c.dummy_start_treasures == 3  # "starts with three treasure cards drawn at random"


def test_the_locations_in_the_printed_order_of_resolution():
    """Phase Three: caves (left to right), Aladdin's tent, caravanserai, the palace guard (no
    hero cards), the palace rooms. Dummy cannot place a hero on the caravanserai."""
    c = load()
    assert [(x.kind, x.heroes, x.dummy) for x in c.locations] == [
        ("dragons_cave", True, True), ("aladdins_tent", True, True),
        ("caravanserai", True, False), ("palace_guard", False, False),
        ("palace_room", True, True),
    ]  # fmt: skip
    assert (c.tent_draw, c.tent_keep) == (2, 1)  # "takes the top two spell cards, keeps one"
    assert c.guard_plus == 1  # "less than the number of the palace guard plus one"
    assert c.discard_left == 1  # "always leave the top discarded card behind"


def test_the_artifacts_as_printed():
    """Artifact and Spell Cards: three cards each of Aladdin's lamp, counterspell, double (x2),
    flying carpet (+1) and scroll; the counterspell is an artifact and does not work against
    other artifacts; a flying carpet can be played on an opponent's card, a double cannot."""
    c = load()
    assert {k: (x.name, x.copies) for k, x in c.artifact_kinds.items()} == {
        "lamp": ("Aladdin's lamp", 3), "counterspell": ("Counterspell", 3),
        "double": ("Double (x2)", 3), "flying_carpet": ("Flying carpet (+1)", 3),
        "scroll": ("Scroll", 3),
    }  # fmt: skip
    assert Counter(a.kind for a in c.artifacts) == {k: 3 for k in c.artifact_kinds}
    assert len({a.id for a in c.artifacts}) == 15
    k = c.artifact_kinds
    assert (k["counterspell"].effect.key, k["counterspell"].effect.target) == (
        "counter_spell", "spell",
    )  # fmt: skip
    assert k["counterspell"].effect.timing == "spell_played"  # never "artifact_played"
    double = k["double"].effect
    assert (double.target, dict(double.params)) == ("own_hero", {"factor": 2})
    carpet = k["flying_carpet"].effect
    assert (carpet.target, dict(carpet.params)) == ("any_hero", {"amount": 1, "floor": 0})
    # "Spells and artifacts can be cast at any time."
    assert double.timing == carpet.timing == "any"
    assert {i for i, x in k.items() if x.designed} == {"lamp", "scroll"}


def _modified(value: int, *cards) -> int:
    """A hero's value after its modifiers, applied in the order played (the content's params)."""
    for card in cards:
        params = dict(card.effect.params)
        if card.effect.key == "hero_multiply":
            value *= params["factor"]
        else:
            value = max(params["floor"], value + params["amount"])
    return value


def test_example_double_and_flying_carpet_in_either_order():
    """Artifact and Spell Cards: 'a 3 hero x 2 (double) + 1 (flying carpet) = 7, whereas
    3 hero + 1 (flying carpet) x 2 (double) = 8'."""
    k = load().artifact_kinds
    assert _modified(3, k["double"], k["flying_carpet"]) == 7
    assert _modified(3, k["flying_carpet"], k["double"]) == 8


def _payments(hand, at_least: int):
    """Every set of cards that pays `at_least`: one card, or several of the same type."""
    for size in range(1, len(hand) + 1):
        for cards in itertools.combinations(hand, size):
            if sum(x.value for x in cards) >= at_least and (
                size == 1 or len({x.type for x in cards}) == 1
            ):
                yield cards


def test_example_a_bribe_of_two_against_a_guard_of_four():
    """Palace rooms: 'the palace guard is value 4. A 4 plus 1 = 5. The value of the hero
    placed in the palace room is 3. The difference is 5 - 3 = 2. … two number 1 treasure
    cards of the same type or a single treasure card with a value of 2 or higher.'"""
    c = load()
    guard, hero = 4, 3
    assert guard + c.guard_plus - hero == 2
    ones = [x for x in c.treasures if x.value == 1]
    by_type = Counter(x.type for x in ones)
    assert all(n >= 2 for n in by_type.values()) and set(by_type) == set(c.treasure_types)
    two_ones = [x for x in ones if x.type == "gold"][:2]
    assert list(_payments(two_ones, 2)) == [tuple(two_ones)]
    mixed = [ones[0], next(x for x in ones if x.type != ones[0].type)]
    assert list(_payments(mixed, 2)) == []  # two number 1 cards of different types do not pay
    assert any(len(p) == 1 for p in _payments([x for x in c.treasures if x.value == 2][:1], 2))


def test_the_designed_treasures():
    """DESIGNED (README.md, Content): five types of ten, each 1,1,1,2,2,3,3,4,4,5."""
    c = load()
    assert list(c.treasure_types) == ["gold", "silver", "pearls", "rubies", "emeralds"]
    for t in c.treasure_types:
        values = [x.value for x in c.treasures if x.type == t]
        assert values == [1, 1, 1, 2, 2, 3, 3, 4, 4, 5]
    assert Counter(x.value for x in c.treasures) == {1: 15, 2: 10, 3: 10, 4: 10, 5: 5}
    assert max(x.value for x in c.treasures) >= 5  # values up to at least 5
    assert len({x.id for x in c.treasures}) == 50 and c.treasures[0].id == "gold#1"
    # every value that stops the artifact draw is in the deck (the draw always ends)
    for t in c.tables.values():
        assert all(any(x.value == v for x in c.treasures) for v in t.artifact_values)
    assert read()["treasures"]["designed"] is True
    assert read()["board"]["heroes"]["colours"]["designed"] is True


def test_the_sixteen_designed_spells():
    """Components: 16 spell cards; 'There are sixteen different spell cards'. The rulebook
    prints none: every one is designed, and documented in README.md's Content section."""
    c = load()
    spells = c.spells.values()
    assert len(spells) == 16 and len({s.name for s in spells}) == 16
    assert all(s.designed for s in spells)
    assert all(s.effect.key != "counter_spell" for s in spells)  # that is the artifact's
    assert all(s.effect.timing in TIMINGS and s.effect.target in TARGETS for s in spells)
    notes = (SEED_DIR / "README.md").read_text(encoding="utf-8").split("## Content", 1)[1]
    for item in [*spells, c.artifact_kinds["lamp"], c.artifact_kinds["scroll"]]:
        assert item.name in notes, item.name
    for s in spells:  # each number of a spell is in its text
        for key, value in s.effect.params:
            if key in ("amount", "cards"):
                assert str(abs(value)) in s.effect.text, (s.id, key)
    timings = Counter(s.effect.timing for s in spells)
    assert set(timings) == set(TIMINGS) - {"spell_played"}  # every other moment has a spell


def test_the_seed_hash_is_pinned_and_canonical():
    assert load().hash == canonical_hash(read())
    assert load().hash == SEED_HASH


def refusal(edit) -> ContentError:
    docs = copy.deepcopy(read())
    edit(docs)
    with pytest.raises(ContentError) as err:
        parse(docs)
    return err.value


def _b(d):
    return d["board"]


def _t(d, i=0):
    return d["treasures"]["types"][i]


def _a(d, i=0):
    return d["artifacts"]["kinds"][i]


def _s(d, i=0):
    return d["spells"]["spells"][i]


@pytest.mark.parametrize(
    ("edit", "file", "path", "message"),
    [
        # what the schemas declare
        (lambda d: _b(d)["caves"].pop(), "board", "$.caves", "exactly 4 items, has 3"),
        (lambda d: _b(d)["caves"][0].update(number=5), "board", "$.caves[0].number",
         "maximum of 4"),
        (lambda d: _b(d)["locations"][1].update(kind="bazaar"), "board", "$.locations[1].kind",
         "is not one of"),
        (lambda d: _b(d)["tables"][0].update(players=6), "board", "$.tables[0].players",
         "is not one of"),
        (lambda d: _b(d)["tent"].update(keep=2), "board", "$.tent.keep", "must be 1"),
        (lambda d: _b(d).update(dummy_start_treasures=4), "board", "$.dummy_start_treasures",
         "must be 3"),
        (lambda d: _b(d)["heroes"]["colours"].update(designed=False), "board",
         "$.heroes.colours.designed", "must be True"),
        (lambda d: _b(d)["components"].update(dragons=5), "board", "$.components",
         "Additional properties"),
        (lambda d: _t(d, 2)["values"].append(6), "treasures", "$.types[2].values[10]",
         "maximum of 5"),
        (lambda d: _t(d)["values"].__setitem__(0, 1.0), "treasures", "$.types[0].values[0]",
         "'integer'"),
        (lambda d: d["treasures"].update(designed=False), "treasures", "$.designed",
         "must be True"),
        (lambda d: _a(d, 1).update(copies=2), "artifacts", "$.kinds[1].copies", "must be 3"),
        (lambda d: _a(d, 4).update(id="ring"), "artifacts", "$.kinds[4].id", "is not one of"),
        (lambda d: _a(d)["effect"].update(timing="whenever"), "artifacts",
         "$.kinds[0].effect.timing", "is not one of"),
        (lambda d: _s(d, 3).pop("effect"), "spells", "$.spells[3]", "'effect' is a required"),
        (lambda d: _s(d, 5).update(designed=False), "spells", "$.spells[5].designed",
         "must be True"),
        (lambda d: _s(d)["effect"]["params"].update(power=3), "spells",
         "$.spells[0].effect.params", "is not one of"),
        (lambda d: d["spells"]["spells"].pop(), "spells", "$.spells", "exactly 16 items, has 15"),
        # what content.py checks after the schemas
        (lambda d: _b(d)["components"].update(spells=17), "board", "$.components.spells",
         "printed as 16"),
        (lambda d: _b(d)["components"].update(total=111), "board", "$.components.total",
         "printed as 112"),
        (lambda d: _b(d)["components"].update(heroes=30), "board",
         "$.components.heroes", "printed as 25"),
        (lambda d: _b(d)["heroes"].update(values=[1, 2, 3, 5, 4]), "board", "$.heroes.values",
         "numbered one to five"),
        (lambda d: _b(d).update(caves=list(reversed(_b(d)["caves"]))), "board",
         "$.caves[0].number", "left to right are [4, 3, 2, 1]"),
        (lambda d: _b(d)["caves"][1].update(min_seats=4), "board", "$.caves[1].min_seats",
         "only the number four card"),
        (lambda d: _b(d)["locations"][2].update(dummy=True), "board", "$.locations[2].dummy",
         "caravanserai: must be False"),
        (lambda d: _b(d)["locations"][3].update(heroes=True), "board", "$.locations[3].heroes",
         "palace_guard: must be False"),
        (lambda d: _b(d)["locations"].reverse(), "board", "$.locations[0].kind",
         "printed order of resolution"),
        (lambda d: _b(d)["tables"][1].update(dummy=True, seats=4), "board",
         "$.tables[1].dummy", "exactly the two-player game"),
        (lambda d: _b(d)["tables"][0].update(seats=4), "board", "$.tables[0].seats",
         "and the Dummy with two players"),
        (lambda d: _b(d)["tables"][2].update(artifact_values=[3, 4]), "board",
         "$.tables[2].artifact_values", "printed as [4, 5] for 4 seats"),
        (lambda d: _b(d)["tables"][3].update(players=4, seats=4), "board",
         "$.tables[3].players", "one table per player count"),
        (lambda d: _b(d)["heroes"]["colours"]["names"].__setitem__(4, "crimson"), "board",
         "$.heroes.colours.names", "same item twice"),
        (lambda d: _t(d, 1).update(id="gold"), "treasures", "$.types[1].id", "not unique"),
        (lambda d: _t(d, 3).update(name="Pearls"), "treasures", "$.types[3].name",
         "is also $.types[2]'s name"),
        (lambda d: _t(d, 1)["values"].reverse(), "treasures", "$.types[1].values",
         "increasing order"),
        (lambda d: _t(d, 4).update(values=[1, 1, 2, 2, 3, 3, 4, 4, 4, 4]), "treasures",
         "$.types[4].values", "[5] missing"),
        (lambda d: _t(d, 0).update(values=[1, 2, 2, 2, 3, 3, 4, 4, 5, 5]), "treasures",
         "$.types[0].values", "not 1"),
        (lambda d: _t(d, 0)["values"].append(5), "treasures", "$.types", "50 treasure cards"),
        (lambda d: _a(d, 2).update(name="Double"), "artifacts", "$.kinds[2].name",
         "printed as 'Double (x2)'"),
        (lambda d: _a(d, 2)["effect"].update(target="any_hero"), "artifacts",
         "$.kinds[2].effect", "printed as"),
        (lambda d: _a(d, 1)["effect"].update(timing="artifact_played", target="artifact"),
         "artifacts", "$.kinds[1].effect", "printed as"),
        (lambda d: _a(d, 3)["effect"]["params"].update(amount=2), "artifacts",
         "$.kinds[3].effect", "printed as"),
        (lambda d: _a(d, 4).update(designed=False), "artifacts", "$.kinds[4].designed",
         "must be True"),
        (lambda d: _a(d, 1).update(id="lamp"), "artifacts", "$.kinds[1].id", "not unique"),
        (lambda d: _a(d, 0)["effect"].update(key="counter_spell", params={}, target="spell",
                                            timing="spell_played"),
         "artifacts", "$.kinds[0].effect.key", "only the counterspell"),
        (lambda d: _s(d)["effect"]["params"].pop("floor"), "spells",
         "$.spells[0].effect.params", "takes the params ['amount', 'floor']"),
        (lambda d: _s(d)["effect"]["params"].update(amount=0), "spells",
         "$.spells[0].effect.params.amount", "not 0"),
        (lambda d: _s(d, 1)["effect"]["params"].update(floor=1), "spells",
         "$.spells[1].effect.params.floor", "never go below 0"),
        (lambda d: _s(d, 6)["effect"].update(target="own_hero"), "spells",
         "$.spells[6].effect.target", "a 'cave' card targets one of ['cave']"),
        (lambda d: _s(d, 15)["effect"].update(key="counter_spell", target="spell",
                                             timing="spell_played"), "spells",
         "$.spells[15].effect.key", "is an artifact, not a spell"),
        (lambda d: _s(d, 2).update(id="weakness"), "spells", "$.spells[2].id", "not unique"),
        (lambda d: _s(d, 4).update(name="Mirage"), "spells", "$.spells[4].name",
         "is also $.spells[3]'s name"),
    ],
)  # fmt: skip
def test_broken_content_is_refused_naming_file_and_path(edit, file, path, message):
    error = refusal(edit)
    assert (error.file, error.path) == (f"seeds/dragons/{file}.json", path)
    assert str(error).startswith(f"seeds/dragons/{file}.json: {path}")
    assert message in str(error)
