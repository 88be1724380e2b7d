"""Emira's content in seeds/emira/: it loads, keeps every fact the rulebook prints exactly as
printed, marks and documents what is designed, and a broken edit fails loudly at load time.

The expected values below are restated from the rulebook, not imported from content.py:
this is the test that catches a typo in the seeds and in the loader's tables alike."""

from __future__ import annotations

import copy
import itertools
from collections import Counter

import pytest

from service.games.emira.content import (
    APPEARANCES,
    PREFERENCES,
    SEED_DIR,
    SKILLS,
    ContentError,
    Goal,
    canonical_hash,
    load,
    parse,
    read,
)

# The hash stored Emira games will record at creation. If it changes, stored games no longer
# replay against their content: add a new file version instead of editing these seeds.
SEED_HASH = "2ffb1078e41480f436df0309b29da11ad2b9ce368673aba769833204a261d49c"

INT, HOU, COO, ROM = SKILLS
NAMED = (  # 7.3: the 19 princesses with an ability, and Asima of the table
    "Albina Halimah Asima Noor Rasha Zainab Samira Zahrah Layla Nadia Firyal Hind Farah Adara "
    "Suleika Janan Zafirah Xenia Badra"
).split() + ["Sidi Suleiman"]
ABILITIES = {
    "albina": "grand_festivity", "halimah": "singer", "noor": "mistrust", "rasha": "actress",
    "zainab": "event_discount", "samira": "discard_appearance", "zahrah": "discard_status",
    "layla": "manners", "nadia": "beauty", "firyal": "palace_damage", "hind": "lost_turn",
    "farah": "cheap_camel", "adara": "cheap_caravans", "suleika": "jealous", "janan": "expensive",
    "zafirah": "own_money", "xenia": "gift", "badra": "cheap_palace", "sidi_suleiman": "thief",
}  # fmt: skip
GOAL_TEXTS = {
    5: [
        '1 princess "Intelligence," 1 princess "Housekeeping" and 1 princess "Romance"',
        '1 princess "Intelligence," 1 princess "Cooking" and 1 princess "Romance"',
        '1 princess "Housekeeping," 1 princess "Cooking" and 1 princess "Romance"',
        '2 princesses "Intelligence" and 1 princess "Housekeeping"',
        '2 princesses "Intelligence" and 1 princess "Cooking"',
        '"2 + 1" princesses with these abilities: "Intelligence" and "Romance"',
        '"2 + 1" princesses with these abilities: "Housekeeping" and "Cooking"',
    ],
    4: [
        '1 princess "Intelligence," 1 princess "Housekeeping," 1 princess "Cooking" and '
        '1 princess "Romance"',
        '2 princesses "Intelligence," 1 princess "Housekeeping" and 1 princess "Cooking"',
        '1 princess "Intelligence" and "2 + 1" princesses with the abilities: "Housekeeping" '
        'and "Romance"',
        '1 princess "Romance" and "2 + 1" princesses with the abilities: "Intelligence" and '
        '"Cooking"',
        '"2 + 1 + 1" princesses with the abilities: "Housekeeping," "Cooking" and "Romance"',
    ],
    3: [
        '2 princesses "Intelligence," 1 princess "Housekeeping," 1 princess "Cooking" and '
        '1 princess "Romance"',
        '2 princesses "Housekeeping" and "2 + 1" princesses among the abilities: '
        '"Intelligence" and "Cooking"',
        '2 princesses "Intelligence" and "2 + 1" princesses among the abilities: '
        '"Housekeeping" and "Romance"',
        '"2 + 2 + 1" princesses among the abilities: "Intelligence," "Cooking" and "Romance"',
    ],
}
GOAL_GROUPS = {  # the readings of seeds/emira/README.md: (skills, counts) per group
    5: [
        [((INT,), (1,)), ((HOU,), (1,)), ((ROM,), (1,))],
        [((INT,), (1,)), ((COO,), (1,)), ((ROM,), (1,))],
        [((HOU,), (1,)), ((COO,), (1,)), ((ROM,), (1,))],
        [((INT,), (2,)), ((HOU,), (1,))],
        [((INT,), (2,)), ((COO,), (1,))],
        [((INT, ROM), (2, 1))],
        [((HOU, COO), (2, 1))],
    ],
    4: [
        [((INT,), (1,)), ((HOU,), (1,)), ((COO,), (1,)), ((ROM,), (1,))],
        [((INT,), (2,)), ((HOU,), (1,)), ((COO,), (1,))],
        [((INT,), (1,)), ((HOU, ROM), (2, 1))],
        [((ROM,), (1,)), ((INT, COO), (2, 1))],
        [((HOU, COO, ROM), (2, 1, 1))],
    ],
    3: [
        [((INT,), (2,)), ((HOU,), (1,)), ((COO,), (1,)), ((ROM,), (1,))],
        [((HOU,), (2,)), ((INT, COO), (2, 1))],
        [((INT,), (2,)), ((HOU, ROM), (2, 1))],
        [((INT, COO, ROM), (2, 2, 1))],
    ],
}


def test_the_seeds_load_with_the_rulebooks_counts():
    c = load()
    assert len(c.princesses) == 28 and len(c.event_kinds) == 18 and len(c.event_cards) == 54
    assert Counter(card.kind for card in c.event_cards) == {k: 3 for k in c.event_kinds}
    assert len({card.id for card in c.event_cards}) == 54
    assert len(c.goals) == 16 and Counter(g.players for g in c.goals) == {5: 7, 4: 5, 3: 4}
    assert len(c.status_cards) == 22
    assert load() is load()


def test_the_princesses_of_the_table_and_the_named_ones_are_as_printed():
    p = load().princesses
    table = {
        "albina": ("appearance", "status", (INT,), "grand_festivity"),
        "halimah": ("appearance", "status", (HOU,), "singer"),
        "asima": ("appearance", "status", (COO,), None),
        "noor": ("appearance", "palace", (INT, HOU), "mistrust"),
        "rasha": ("appearance", "palace", (COO,), "actress"),
    }
    for pid in table:
        assert (p[pid].first, p[pid].second, p[pid].skills, p[pid].ability) == table[pid]
        assert not p[pid].designed
    assert [x.name for x in p.values()][:20] == NAMED
    assert {pid: x.ability for pid, x in p.items() if x.ability} == ABILITIES
    sidi = p["sidi_suleiman"]
    assert (sidi.first, sidi.second, sidi.skills, sidi.designed) == ("princesses", None, (), False)
    assert p["xenia"].first == "gold"  # "she chooses the richest sheik"
    assert (p["thara"].first, p["thara"].second) == ("appearance", "palace")  # 4.6's example
    assert {pid for pid, x in p.items() if len(x.skills) == 2} == {"noor", "hind", "janan", "xenia"}


def test_what_is_designed_is_marked_and_the_eight_more_princesses_have_no_ability():
    p = load().princesses
    printed = {"albina", "halimah", "asima", "noor", "rasha", "sidi_suleiman"}
    assert {pid for pid, x in p.items() if not x.designed} == printed
    extra = [x for x in p.values() if x.name not in NAMED]
    assert len(extra) == 8 and all(x.designed and x.ability is None for x in extra)
    kinds = load().event_kinds
    assert sum(k.designed for k in kinds.values()) == 7
    assert load().base_income == 200 and read()["economy"]["base_income"]["designed"] is True
    notes = (SEED_DIR / "README.md").read_text(encoding="utf-8").split("## Content", 1)[1]
    for item in [*extra, *(k for k in kinds.values() if k.designed)]:
        assert item.name in notes, item.name


def test_the_vocabulary_of_skills_and_preferences():
    p = load().princesses.values()
    assert all(set(x.skills) <= set(SKILLS) and len(set(x.skills)) == len(x.skills) for x in p)
    assert all(x.first in PREFERENCES and x.second in (*PREFERENCES, None) for x in p)
    assert all(x.second != x.first for x in p)
    per_skill = Counter(s for x in p for s in x.skills)
    assert min(per_skill.values()) >= 7 and set(per_skill) == set(SKILLS)
    assert max(per_skill.values()) - min(per_skill.values()) <= 1  # roughly even
    firsts = Counter(x.first for x in p)
    assert firsts["appearance"] + firsts["status"] + firsts["palace"] + firsts["gold"] >= 22
    assert APPEARANCES == ("beauty", "manners", "attire")


def test_the_goals_are_the_16_printed_cards_with_the_readings():
    goals = load().goals
    for players in (5, 4, 3):
        mine = [g for g in goals if g.players == players]
        assert [g.text for g in mine] == GOAL_TEXTS[players]
        assert [[(x.skills, x.counts) for x in g.groups] for g in mine] == GOAL_GROUPS[players]
        minimum = load().princess_counts[players][0]
        assert all(_size(g) == minimum - 1 for g in mine)  # the goal leaves one free princess


def _size(goal: Goal) -> int:
    return sum(sum(group.counts) for group in goal.groups)


def _slots(goal: Goal):
    """Every way to give each group's counts to distinct skills: a list of skills, one a slot."""
    options = []
    for group in goal.groups:
        ways = {
            tuple(s for s, n in zip(perm, group.counts, strict=False) for _ in range(n))
            for perm in itertools.permutations(group.skills, len(group.counts))
        }
        options.append(sorted(ways))
    for choice in itertools.product(*options):
        yield [s for part in choice for s in part]


def _matched(slots: list[str], princesses) -> bool:
    owner: dict[str, int] = {}  # princess id -> slot

    def place(slot: int, seen: set[str]) -> bool:
        for x in princesses:
            if slots[slot] in x.skills and x.id not in seen:
                seen.add(x.id)
                if x.id not in owner or place(owner[x.id], seen):
                    owner[x.id] = slot
                    return True
        return False

    return all(place(i, set()) for i in range(len(slots)))


def test_every_goal_is_reachable_with_the_28_princesses_even_without_the_two_skill_ones():
    c = load()
    single = [x for x in c.princesses.values() if len(x.skills) == 1]
    for goal in c.goals:
        assert any(_matched(slots, list(c.princesses.values())) for slots in _slots(goal))
        assert any(_matched(slots, single) for slots in _slots(goal)), goal.id


def test_the_matching_check_can_fail():
    c = load()
    goal = next(g for g in c.goals if g.id == "g3-4")
    few = [c.princesses["albina"], c.princesses["asima"], c.princesses["layla"]]
    assert not any(_matched(slots, few) for slots in _slots(goal))


def test_the_events_as_printed_and_their_symbols():
    k = load().event_kinds
    printed = {
        "bazaar": "Bazaar", "better_breed": "Better Breed", "camel_breeding": "Camel Breeding",
        "camel_epidemic": "Camel Epidemic", "changing_her_mind": "Changing Her Mind",
        "court_influence": "Court Influence", "double_trouble": "Double Trouble",
        "golden_times": "Golden Times", "good_looking": "Good Looking",
        "restoration": "Restoration", "quiet_days": "Quiet Days",
    }  # fmt: skip
    assert {i: x.name for i, x in k.items() if not x.designed} == printed
    permanent = {"good_looking"}  # 4.1: the others leave the game; their tracks remember
    assert {i for i, x in k.items() if x.permanent} == permanent
    assert {i for i, x in k.items() if x.advanced_only} == {"restoration"}
    assert k["double_trouble"].symbol == k["quiet_days"].symbol is not None
    assert k["camel_breeding"].symbol == k["camel_epidemic"].symbol is not None
    assert k["golden_times"].symbol is not None and k["good_looking"].symbol is None
    assert dict(k["golden_times"].params) == {"percent": 20}
    assert dict(k["court_influence"].params) == {"cards": 3}
    assert "20%" in k["golden_times"].text and "70 gold" in k["better_breed"].text
    assert "no princess comes into play" in k["quiet_days"].text
    for x in k.values():
        assert all(str(v) in x.text for key, v in x.params if key in ("gold", "percent"))


def test_a_card_says_keep_it_only_when_it_stays_in_front_of_its_player():
    """4.1: "Once your event card is resolved, it is removed from the game unless it says
    otherwise. Keep these permanent event cards face-up in front of you": a card's text tells
    its player to keep it exactly when it is permanent (Restoration leaves the game: its
    effect lives on the palace track, 8.1)."""
    for kind in load().event_kinds.values():
        assert ("keep" in kind.text.lower()) == kind.permanent, kind.id


def test_the_status_cards_as_printed():
    cards = load().status_cards.values()
    deck = Counter((s.cost, s.points) for s in cards if not s.special)
    assert deck == {
        (300, 1): 3, (350, 1): 4, (400, 1): 3,
        (700, 2): 1, (750, 2): 1, (800, 2): 2, (850, 2): 1, (900, 2): 1,
        (1200, 3): 1, (1300, 3): 1, (1400, 3): 1, (1500, 3): 1,
    }  # fmt: skip
    specials = {s.id: (s.cost, s.points, s.special) for s in cards if s.special}
    assert specials == {"singing": (0, 1, "singing"), "acting": (0, 1, "acting")}
    assert load().three_player_removed_status == (300, 350, 400, 800, 800, 1400)
    assert load().set_aside_status == {3: 3, 4: 6, 5: 6}


def test_the_economy_as_printed():
    c = load()
    caravans = {(x.size, x.speed): (x.cost, x.cheap_cost, x.pays, x.turns) for x in c.caravans}
    assert caravans == {
        ("small", "slow"): (450, 400, 150, 8), ("small", "fast"): (550, 500, 300, 4),
        ("large", "slow"): (750, 650, 250, 8), ("large", "fast"): (900, 800, 500, 4),
    }  # fmt: skip
    assert c.costs == {
        "appearance": 350, "palace": 500, "cheap_palace": 400, "camel": 150, "cheap_camel": 50,
        "gold_alternative": 150, "events_2": 150, "events_3": 250, "cheap_events_2": 100,
        "cheap_events_3": 200, "upkeep": 50, "expensive_upkeep": 100, "jealous": 100,
        "xenia_gift": 250, "min_raise": 10,
    }  # fmt: skip
    assert (c.start_gold, c.black_bonus, c.camel_discounts) == (750, 50, (50, 70, 100, 150))
    assert c.princess_counts == {5: (4, 6), 4: (5, 7), 3: (6, 8)}
    full = (23, 20, 12, 12, 9, 12)
    three = (16, 20, 8, 8, 7, 12)
    for players, want in ((5, full), (4, full), (3, three)):
        s = c.supplies[players]
        have = (s.camels, s.palace_sections, s.small_caravans, s.large_caravans)
        assert have + (s.appearance_per_type, s.plus_markers) == want


def test_the_seed_hash_is_pinned_and_canonical():
    assert load().hash == canonical_hash(read())
    assert load().hash == SEED_HASH


def refusal(edit) -> ContentError:
    docs = copy.deepcopy(read())
    edit(docs)
    with pytest.raises(ContentError) as err:
        parse(docs)
    return err.value


def _p(d, i=0):
    return d["princesses"]["princesses"][i]


def _k(d, i=0):
    return d["events"]["kinds"][i]


def _g(d, i=0):
    return d["goals"]["goals"][i]


def _s(d, i=0):
    return d["status"]["cards"][i]


@pytest.mark.parametrize(
    ("edit", "file", "path", "message"),
    [
        # what the schemas declare
        (lambda d: d["princesses"]["princesses"].pop(), "princesses", "$.princesses",
         "exactly 28 items, has 27"),
        (lambda d: _p(d, 3).update(first="wealth"), "princesses", "$.princesses[3].first",
         "is not one of"),
        (lambda d: _p(d).update(skills=["singing"]), "princesses", "$.princesses[0].skills[0]",
         "is not one of"),
        (lambda d: _p(d).update(colour="red"), "princesses", "$.princesses[0]",
         "Additional properties"),
        (lambda d: _p(d, 5).pop("designed"), "princesses", "$.princesses[5]",
         "'designed' is a required"),
        (lambda d: _k(d, 2).update(copies=2), "events", "$.kinds[2].copies", "must be 3"),
        (lambda d: _k(d).update(symbol="moon"), "events", "$.kinds[0].symbol", "is not valid"),
        (lambda d: _k(d, 12)["params"].update(gold=2.5), "events", "$.kinds[12].params.gold",
         "'integer'"),
        (lambda d: _g(d)["groups"][0].update(counts=[3]), "goals", "$.goals[0].groups[0].counts[0]",
         "maximum of 2"),
        (lambda d: _g(d).update(players=6), "goals", "$.goals[0].players", "not one of"),
        (lambda d: _s(d).update(cost=325), "status", "$.cards[0].cost", "multiple of 50"),
        (lambda d: d["economy"]["costs"].pop("upkeep"), "economy", "$.costs",
         "'upkeep' is a required"),
        (lambda d: d["economy"]["base_income"].update(designed=False), "economy",
         "$.base_income.designed", "must be True"),
        (lambda d: d["economy"]["caravans"][0].update(speed="swift"), "economy",
         "$.caravans[0].speed", "not one of"),
        # what content.py checks after the schemas
        (lambda d: _p(d, 1).update(id="albina"), "princesses", "$.princesses[1].id", "not unique"),
        (lambda d: _p(d, 0).update(skills=["cooking"]), "princesses", "$.princesses[0].skills",
         "printed as ('intelligence',)"),
        (lambda d: _p(d, 3).update(second="status"), "princesses", "$.princesses[3].second",
         "printed as 'palace'"),
        (lambda d: _p(d, 17).update(first="palace"), "princesses", "$.princesses[17].first",
         "printed as 'gold'"),
        (lambda d: _p(d, 6).update(ability=None), "princesses", "$.princesses[6].ability",
         "printed as 'discard_appearance'"),
        (lambda d: _p(d, 5).update(skills=["intelligence", "cooking"]), "princesses",
         "$.princesses[5].skills", "has 1 skill(s), not 2"),
        (lambda d: _p(d, 11).update(skills=["cooking"]), "princesses", "$.princesses[11].skills",
         "has 2 skill(s), not 1"),
        (lambda d: _p(d, 21).update(ability="thief"), "princesses", "$.princesses[21].ability",
         "is also $.princesses[19]'s"),
        (lambda d: _p(d, 21).update(second="gold"), "princesses", "$.princesses[21].second",
         "differs from the first"),
        (lambda d: _p(d, 22).update(name="Noor"), "princesses", "$.princesses[22].name",
         "is also $.princesses[3]'s name"),
        (lambda d: _p(d, 2).update(designed=True), "princesses", "$.princesses[2].designed",
         "must be False"),
        (lambda d: _p(d, 26).update(designed=False), "princesses", "$.princesses[26].designed",
         "must be True"),
        (lambda d: [_p(d, i).update(skills=["romance"]) for i in (21, 22)], "princesses",
         "$.princesses", "'intelligence': 6 princesses, at least 7"),
        (lambda d: _k(d, 7).update(name="Golden Age"), "events", "$.kinds[7].name",
         "printed as 'Golden Times'"),
        (lambda d: _k(d, 13).update(designed=False), "events", "$.kinds[13].designed",
         "must be True"),
        (lambda d: _k(d, 1).update(permanent=True), "events", "$.kinds[1].permanent",
         "must be False as printed"),
        (lambda d: _k(d, 9).update(advanced_only=False), "events", "$.kinds[9].advanced_only",
         "only Restoration"),
        (lambda d: _k(d, 10).update(id="bazaar"), "events", "$.kinds[10].id", "not unique"),
        (lambda d: _g(d, 5)["groups"][0].update(counts=[1, 2]), "goals",
         "$.goals[5].groups[0].counts", "largest first"),
        (lambda d: _g(d, 3)["groups"][1].update(counts=[1, 1]), "goals",
         "$.goals[3].groups[1].counts", "more counts than skills"),
        (lambda d: _g(d, 0)["groups"][1].update(skills=["intelligence"]), "goals",
         "$.goals[0].groups[1].skills", "a skill in two groups"),
        (lambda d: _g(d, 7).update(players=5), "goals", "$.goals", "goals per seat count"),
        (lambda d: _s(d, 3).update(cost=300), "status", "$.cards", "7.4 prints"),
        (lambda d: _s(d, 10).update(points=3), "status", "$.cards[10]",
         "no card of cost 700 and 3 point(s)"),
        (lambda d: _s(d, 20).update(special="acting"), "status", "$.cards[20].id",
         "has the id 'acting'"),
        (lambda d: d["status"]["three_player_removed"].__setitem__(0, 1000), "status",
         "$.three_player_removed", "does not hold"),
        (lambda d: d["economy"]["caravans"][1].update(speed="slow"), "economy", "$.caravans",
         "one caravan of each size and speed"),
        (lambda d: d["economy"]["caravans"][2].update(cheap_cost=750), "economy",
         "$.caravans[2].cheap_cost", "Adara's price"),
        (lambda d: d["economy"].update(camel_discounts=[50, 100, 70, 150]), "economy",
         "$.camel_discounts", "increase"),
        (lambda d: d["economy"]["three_player_fewer"].update(camels=30), "economy",
         "$.three_player_fewer.camels", "more removed"),
    ],
)  # fmt: skip
def test_broken_content_is_refused_naming_file_and_path(edit, file, path, message):
    error = refusal(edit)
    assert (error.file, error.path) == (f"seeds/emira/{file}.json", path)
    assert str(error).startswith(f"seeds/emira/{file}.json: {path}")
    assert message in str(error)
