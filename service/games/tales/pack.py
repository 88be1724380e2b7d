"""Building a Tales content pack from its checked documents (`content.parse`), and the
checks a schema cannot say: every reference resolves (spaces, skills, statuses, treasures,
Places of Power, charts, paragraphs, matrix rows), every award code parses and names what
exists, every matrix cell's three paragraphs exist, the map's routes run both ways and
reach every space. A `ContentError` names the file and the JSON path. The tables play reads
at every step are worked out here, once (`routes.py`, `Content.paragraph_skills`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from types import MappingProxyType
from typing import Any

from service.games.tales import routes
from service.games.tales.components import (
    EMPTY,
    TERRAINS,
    Award,
    Card,
    Chart,
    City,
    Content,
    Entry,
    Matrix,
    Named,
    Paragraph,
    Quest,
    Requirement,
    Rules,
    Section,
    Space,
    Special,
    Status,
    Treasure,
    Wealth,
    parse_award,
)
from service.games.tales.offers import offers
from service.kit.content import ContentError, canonical_hash


def _need(ok: object, file: str, path: str, message: str) -> None:
    if not ok:
        raise ContentError(message, file=file, path=path)


def _unique(file: str, path: str, ids: list[Any], what: str = "id") -> None:
    seen: dict[Any, int] = {}
    for i, x in enumerate(ids):
        _need(x not in seen, file, f"{path}[{i}].{what}", f"{x!r} is given twice")
        seen[x] = i


class Builder:
    """The records of one pack's documents: `docs` by name, `parts` the split kinds'
    documents by kind and name, `label(name)` the file a document came from."""

    def __init__(self, docs: dict[str, Any], parts: dict[str, dict],
                 label: Callable[[str], str]) -> None:
        self.docs = docs
        self.parts = parts
        self.label = label
        self.awards: list[tuple[Award, str, str]] = []  # checked once every id is known

    def award(self, code: str, file: str, path: str) -> Award:
        try:
            a = parse_award(code)
        except ValueError as exc:
            raise ContentError(str(exc), file=file, path=path) from exc
        self.awards.append((a, file, path))
        return a

    def content(self) -> Content:
        rules = self.rules()
        continents, spaces = self.map(rules)
        characters = self.named("characters")
        skills = self.named("skills")
        treasures = self.treasures(rules)
        statuses = self.statuses(skills)
        paragraphs = self.paragraphs(skills, statuses, treasures)
        matrices = self.matrices(paragraphs)
        charts = self.charts(matrices, paragraphs)
        refs = set(paragraphs) | set(charts)
        cards = self.cards(spaces, refs, matrices)
        cities = self.cities(spaces, refs, matrices)
        quests = self.quests(spaces, skills, statuses, treasures)
        for p in (s for s in spaces.values() if s.power):
            why = f"{p.id}'s paragraph {p.paragraph} is not a paragraph or a chart"
            _need(p.paragraph in refs, self.label("map"), "$.places_of_power", why)
        for award, file, path in self.awards:
            self.check_award(award, file, path, rules, spaces, skills, statuses, treasures)
        adjacent = {s.id: tuple((o, 1, 0) for o in s.land) + tuple((o, 0, 1) for o in s.sea)
                    for s in spaces.values()}
        levels = [(w.land, w.sea) for w in rules.wealth]
        movers: list[Status | Treasure] = [*statuses.values(), *treasures.values()]
        changes = [(x.land, x.sea, x.total) for x in movers if x.land or x.sea or x.total]
        found, reach = routes.tables(adjacent, levels, rules.seamanship_sea, changes)
        return Content(
            rules=rules, continents=continents, spaces=spaces, characters=characters,
            skills=skills, statuses=statuses, treasures=treasures, cards=cards, charts=charts,
            matrices=matrices, paragraphs=paragraphs, cities=cities, quests=quests,
            hash=canonical_hash(self.docs), adjacent=MappingProxyType(adjacent), routes=found,
            reach=reach,
            paragraph_skills=MappingProxyType({
                n: tuple(r.id for sec in p.sections for r in sec.requires if r.kind == "skill")
                for n, p in paragraphs.items()}),
            offers=offers(spaces=spaces, characters=characters, skills=skills,
                          statuses=statuses, treasures=treasures, quests=quests, cards=cards,
                          cities=cities, matrices=matrices, paragraphs=paragraphs,
                          goals=(*rules.goals.values(), rules.classic_goal)),
            levels={w.id: i for i, w in enumerate(rules.wealth)},
            ordinary=tuple(s.id for s in spaces.values() if not s.power),
            coastal=frozenset(s.id for s in spaces.values() if s.land and s.sea),
            city_spaces=frozenset(s.id for s in spaces.values() if s.terrain == "city"))

    # --- documents ---------------------------------------------------------------------

    def rules(self) -> Rules:
        doc, file = self.docs["rules"], self.label("rules")
        wealth = tuple(Wealth(w["id"], w["name"], w["land"], w["sea"]) for w in doc["wealth"])
        ids = [w.id for w in wealth]
        _unique(file, "$.wealth", ids)
        start = doc["start"]
        _need(start["wealth"] in ids, file, "$.start.wealth", f"{start['wealth']!r}: no level")
        rewards = tuple(
            (r["at"], self.award(r["award"], file, f"$.story_rewards[{i}].award"))
            for i, r in enumerate(doc["story_rewards"])
        )
        bonus = tuple(sorted((b["min"], b["bonus"]) for b in doc["destiny_bonus"]))
        return Rules(wealth, start["destiny"], start["story"], ids.index(start["wealth"]),
                     start["skills"], start["space"], {int(k): v for k, v in doc["goals"].items()},
                     doc["classic_goal"], bonus, doc["chart_max"], doc["seamanship_sea"], rewards)

    def map(self, rules: Rules) -> tuple[tuple[str, ...], dict[str, Space]]:
        doc, file = self.docs["map"], self.label("map")
        continents = tuple(doc["continents"])
        spaces: dict[str, Space] = {}
        for i, s in enumerate(doc["spaces"]):
            at = f"$.spaces[{i}]"
            _need(s["id"] not in spaces, file, f"{at}.id", f"{s['id']!r} is given twice")
            _need(s["continent"] in continents, file, f"{at}.continent", "not a continent")
            spaces[s["id"]] = Space(s["id"], s["name"], s["continent"], s["terrain"],
                                    s["number"], tuple(s["land"]), tuple(s["sea"]))
        for i, p in enumerate(doc["places_of_power"]):
            at = f"$.places_of_power[{i}]"
            _need(p["id"] not in spaces, file, f"{at}.id", f"{p['id']!r} is given twice")
            _need(p["continent"] in continents, file, f"{at}.continent", "not a continent")
            spaces[p["id"]] = Space(p["id"], p["name"], p["continent"], "place_of_power", 0,
                                    (), (), p["arrow"], p["paragraph"], power=True)
        for i, p in enumerate(doc["places_of_power"]):
            arrow = spaces.get(p["arrow"])
            why = f"{p['arrow']!r} is not an ordinary space"
            _need(arrow is not None and not arrow.power, file, f"$.places_of_power[{i}].arrow", why)
        for i, s in enumerate(doc["spaces"]):
            for kind in ("land", "sea"):
                for j, other in enumerate(s[kind]):
                    at = f"$.spaces[{i}].{kind}[{j}]"
                    o = spaces.get(other)
                    _need(o is not None and not o.power, file, at, f"{other!r} is not a space")
                    _need(other != s["id"], file, at, "a route to itself")
                    back = getattr(o, kind)
                    _need(s["id"] in back, file, at, f"{other} does not list the route back")
        _need(rules.start_space in spaces, self.label("rules"), "$.start.space", "not a space")
        for c in continents:
            have = {s.terrain for s in spaces.values() if s.continent == c}
            missing = sorted(set(TERRAINS) - have)
            _need(not missing, file, "$.spaces", f"{c} lacks the terrain(s) {missing}")
        seen = {rules.start_space}
        todo = deque(seen)
        while todo:
            here = spaces[todo.popleft()]
            for other in here.land + here.sea:
                if other not in seen:
                    seen.add(other)
                    todo.append(other)
        cut = sorted(s.id for s in spaces.values() if not s.power and s.id not in seen)
        _need(not cut, file, "$.spaces", f"not reachable from {rules.start_space}: {cut[:5]}")
        return continents, spaces

    def named(self, kind: str) -> dict[str, Named]:
        doc, file = self.docs[kind], self.label(kind)
        items = doc[kind]
        _unique(file, f"$.{kind}", [x["id"] for x in items])
        return {x["id"]: Named(x["id"], x["name"], x["text"]) for x in items}

    def statuses(self, skills: dict[str, Named]) -> dict[str, Status]:
        doc, file = self.docs["statuses"], self.label("statuses")
        items = doc["statuses"]
        _unique(file, "$.statuses", [x["id"] for x in items])
        out = {}
        for i, x in enumerate(items):
            at = f"$.statuses[{i}]"
            for j, sk in enumerate(x["suppresses"]):
                ok = sk == "all" or sk in skills
                _need(ok, file, f"{at}.suppresses[{j}]", f"{sk!r} is not a skill")
            m = x["markers"]
            mv = x["movement"]
            out[x["id"]] = Status(
                x["id"], x["name"], x["good"], x["text"],
                self.award(x["on_gain"], file, f"{at}.on_gain"), mv["land"], mv["sea"],
                mv["total"], tuple(m["on"]) if m else (), m["lose_at"] if m else 0,
                tuple(x["suppresses"]), tuple(x["blocks"]), tuple(x["lose_on"]))
        for need in ("lost", "imprisoned"):
            _need(need in out, file, "$.statuses", f"the rules need the status {need!r}")
        return out

    def treasures(self, rules: Rules) -> dict[str, Treasure]:
        doc, file = self.docs["treasures"], self.label("treasures")
        items = doc["treasures"]
        _unique(file, "$.treasures", [x["id"] for x in items])
        levels = [w.id for w in rules.wealth]
        out = {}
        for i, x in enumerate(items):
            sell = x["sell"]
            if sell is not None:
                why = f"{sell['max']!r} is not a wealth level"
                _need(sell["max"] in levels, file, f"$.treasures[{i}].sell.max", why)
            mv = x["movement"]
            out[x["id"]] = Treasure(
                x["id"], x["name"], x["text"], sell["levels"] if sell else 0,
                levels.index(sell["max"]) if sell else 0, mv["land"], mv["sea"], mv["total"],
                x["chart_bonus"], tuple(x["protects"]))
        return out

    def requirements(self, raw: list[dict], file: str, at: str, known: dict[str, Any]) -> tuple:
        out = []
        for k, r in enumerate(raw):
            why = f"{r['id']!r} is not a {r['kind']}"
            _need(r["id"] in known[r["kind"]], file, f"{at}[{k}].id", why)
            out.append(Requirement(r["kind"], r["id"], r.get("mandatory", False)))
        return tuple(out)

    def paragraphs(self, skills, statuses, treasures) -> dict[int, Paragraph]:
        known = {"skill": skills, "status": statuses, "treasure": treasures}
        out: dict[int, Paragraph] = {}
        for name, doc in self.parts["paragraphs"].items():
            file = self.label(name)
            for i, p in enumerate(doc["paragraphs"]):
                at = f"$.paragraphs[{i}]"
                _need(p["number"] not in out, file, f"{at}.number",
                      f"paragraph {p['number']} is given twice")
                sections = []
                for j, s in enumerate(p["sections"]):
                    sat = f"{at}.sections[{j}]"
                    sections.append(Section(
                        self.requirements(s["requires"], file, f"{sat}.requires", known),
                        s.get("all_mandatory", False), s["text"],
                        self.award(s["award"], file, f"{sat}.award")))
                plain = sum(1 for s in sections if not s.requires)
                _need(plain == 1, file, f"{at}.sections",
                      f"exactly one NO SKILL section (requires empty), not {plain}")
                out[p["number"]] = Paragraph(p["number"], p["text"], tuple(sections))
        return out

    def matrices(self, paragraphs: dict[int, Paragraph]) -> dict[str, Matrix]:
        out: dict[str, Matrix] = {}
        for name, doc in self.parts["matrices"].items():
            file = self.label(name)
            for i, m in enumerate(doc["matrices"]):
                at = f"$.matrices[{i}]"
                _need(m["letter"] not in out, file, f"{at}.letter", "given twice")
                reactions = tuple(m["reactions"])
                rows: dict[str, dict[str, int]] = {}
                for j, row in enumerate(m["rows"]):
                    rat = f"{at}.rows[{j}]"
                    _need(row["adjective"] not in rows, file, f"{rat}.adjective", "given twice")
                    cells = row["cells"]
                    why = f"needs a cell for each of {list(reactions)}, has {sorted(cells)}"
                    _need(set(cells) == set(reactions), file, f"{rat}.cells", why)
                    for reaction, p in cells.items():
                        missing = [q for q in (p - 1, p, p + 1) if q not in paragraphs]
                        why = f"the Destiny Die reaches paragraphs {missing}, which do not exist"
                        _need(not missing, file, f"{rat}.cells.{reaction}", why)
                    rows[row["adjective"]] = dict(cells)
                out[m["letter"]] = Matrix(m["letter"], m["name"], reactions, rows)
        return out

    def charts(self, matrices, paragraphs) -> dict[int, Chart]:
        out: dict[int, Chart] = {}
        for name, doc in self.parts["charts"].items():
            file = self.label(name)
            for i, c in enumerate(doc["charts"]):
                at = f"$.charts[{i}]"
                n = c["number"]
                _need(n not in out and n not in paragraphs, file, f"{at}.number",
                      f"{n} is already a chart or a result paragraph")
                entries = []
                for j, e in enumerate(c["entries"]):
                    letter = e["matrix"] or c["matrix"]
                    m = matrices.get(letter or "")
                    _need(m is not None, file, f"{at}.entries[{j}].matrix", f"no matrix {letter!r}")
                    why = f"{e['adjective']!r} is not a row of matrix {letter}"
                    _need(e["adjective"] in m.rows, file, f"{at}.entries[{j}].adjective", why)
                    entries.append(Entry(e["name"], e["adjective"], letter))
                out[n] = Chart(n, tuple(entries))
        return out

    def cards(self, spaces, refs, matrices) -> dict[str, Card]:
        out: dict[str, Card] = {}
        for name, doc in self.parts["encounters"].items():
            file = self.label(name)
            for i, c in enumerate(doc["cards"]):
                at = f"$.cards[{i}]"
                _need(c["id"] not in out, file, f"{at}.id", f"{c['id']!r} is given twice")
                kind = c["kind"]
                if kind == "place_of_power":
                    place = spaces.get(c["place"])
                    _need(place is not None and place.power, file, f"{at}.place",
                          f"{c['place']!r} is not a Place of Power")
                    out[c["id"]] = Card(c["id"], c["name"], kind, EMPTY, place=c["place"])
                    continue
                refs_ = tuple(c["paragraphs"].items())
                for key, ref in refs_:
                    ok = ref in refs or (ref == "N" and kind == "terrain")
                    _need(ok, file, f"{at}.paragraphs.{key}", f"{ref!r}: no such paragraph")
                row = c.get("row", "")
                if kind == "terrain":
                    n = matrices.get("N")
                    _need(n is not None and row in n.rows, file, f"{at}.row",
                          f"{row!r} is not a row of matrix N")
                out[c["id"]] = Card(c["id"], c["name"], kind, MappingProxyType(dict(refs_)), row)
        return out

    def cities(self, spaces, refs, matrices) -> dict[str, City]:
        doc, file = self.docs["cities"], self.label("cities")
        items = doc["cities"]
        _unique(file, "$.cities", [x["id"] for x in items])
        out = {}
        for i, c in enumerate(items):
            at = f"$.cities[{i}]"
            space = spaces.get(c["space"])
            _need(space is not None and space.terrain == "city", file, f"{at}.space",
                  f"{c['space']!r} is not a city space")
            _need(c["paragraph"] in refs, file, f"{at}.paragraph", "no such paragraph")
            rolls = []
            for j, r in enumerate(c["rolls"]):
                rat = f"{at}.rolls[{j}]"
                enc = r["encounter"]
                special = None
                if enc is not None and "paragraph" in enc:
                    _need(enc["paragraph"] in refs, file, f"{rat}.encounter", "no such paragraph")
                    special = Special(paragraph=enc["paragraph"])
                elif enc is not None:
                    m = matrices.get(enc["matrix"])
                    _need(m is not None and enc["row"] in m.rows, file, f"{rat}.encounter",
                          f"no row {enc['row']!r} in matrix {enc['matrix']}")
                    special = Special(matrix=enc["matrix"], row=enc["row"], name=enc["name"])
                rolls.append((self.award(r["award"], file, f"{rat}.award"), special))
            out[c["id"]] = City(c["id"], c["name"], c["space"], c["paragraph"], tuple(rolls))
        return out

    def quests(self, spaces, skills, statuses, treasures) -> dict[str, Quest]:
        doc, file = self.docs["quests"], self.label("quests")
        known = {"skill": skills, "status": statuses, "treasure": treasures}
        items = doc["quests"]
        _unique(file, "$.quests", [x["id"] for x in items])
        out = {}
        for i, q in enumerate(items):
            at = f"$.quests[{i}]"
            for j, s in enumerate(q["visit"]):
                ok = s in spaces and not spaces[s].power
                _need(ok, file, f"{at}.visit[{j}]", f"{s!r} is not a space")
            _need(q["start"] is None or q["start"] in spaces, file, f"{at}.start", "not a space")
            requires = self.requirements(q["requires"], file, f"{at}.requires", known)
            award = self.award(q["award"], file, f"{at}.award")
            out[q["id"]] = Quest(q["id"], q["name"], q["text"], q["start"] or "",
                                 tuple(q["visit"]), requires, q["destiny"], q["story"], award)
        return out

    # --- award ids ------------------------------------------------------------------------

    def check_award(self, award, file, path, rules, spaces, skills, statuses, treasures) -> None:
        levels = {w.id for w in rules.wealth}
        for item in award:
            k, arg = item.kind, item.arg
            ok = True
            if k == "W" and item.limit:
                ok = item.limit.split(":", 1)[1] in levels
            elif k in ("skill", "master"):
                ok = arg in skills
            elif k == "lose_skill":
                ok = arg == "choice" or arg in skills
            elif k == "status":
                ok = arg in statuses
            elif k == "lose_status":
                ok = arg in ("choice", "all") or arg in statuses
            elif k == "treasure":
                ok = arg == "" or arg in treasures
            elif k == "lose_treasure":
                ok = arg in ("choice", "random") or arg in treasures
            elif k in ("transport",):
                ok = arg == "random" or (arg in spaces and not spaces[arg].power)
            elif k == "placed":
                ok = arg in spaces
            elif k in ("enter", "go"):
                ok = arg in spaces and spaces[arg].power
            _need(ok, file, path, f"{k}:{arg or item.limit}: no such {k.replace('lose_', '')}")
