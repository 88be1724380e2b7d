"""Tales of the Arabian Nights in words: its events as sentences ("Ann travels to Cairo by
sea", "the Destiny Die shows +1: paragraph 705"), its commands as labels ("Choose the
section for Weapon Use") and its award codes item by item ("+1 Destiny"), for every client
(`service.kit.words`; the terminal's table reads `name` and `award_words` too). Pure; every
name is the content's (spaces, characters, skills, statuses, treasures, quests, cards)."""

from __future__ import annotations

import re
from typing import Any

from service.games.tales import commands as c
from service.games.tales import content
from service.kit.base import Command
from service.kit.words import Label, Names, Seen, Words, joined, plural, spaced, titled

_TABLES = ("spaces", "characters", "skills", "statuses", "treasures", "quests", "cards",
           "cities")


def name(ident: object) -> str:
    """What the content calls an id (a space, a character, a skill, a status, a treasure,
    a quest, a card); the id as a title where the content names none (a wealth level)."""
    data = content.load()
    for table in _TABLES:
        found = getattr(data, table).get(str(ident))
        if found is not None:
            return str(found.name)
    return titled(str(ident))


def names(idents: Any, empty: str = "none") -> str:
    return joined([name(x) for x in idents], empty)


# ------------------------------------------------------------------------------ awards

_LOSE = {"choice": "of your choice", "random": "at random"}
_MOVES = {"any": "a free move to any space", "city": "a free move to any city",
          "coastal": "a free move to any coastal space"}


def item_words(code: str) -> str:  # noqa: PLR0911 - one per kind of award item
    """One award item in words ("D+1" -> "+1 Destiny")."""
    m = re.fullmatch(r"([DS])([+-]?\d+)", code)
    if m:
        return f"{int(m[2]):+d} {'Destiny' if m[1] == 'D' else 'Story'}"
    m = re.fullmatch(r"W([+-]\d+)(?:\((max|min):([a-z_]+)\))?", code)
    if m:
        levels = int(m[1])
        out = f"{levels:+d} wealth level{'s' if abs(levels) > 1 else ''}"
        return out + (f" ({'at most' if m[2] == 'max' else 'at least'} {name(m[3])})"
                      if m[2] else "")
    if code in ("death", "end"):
        return ("death (back to Baghdad, Poor, without statuses or treasures)"
                if code == "death" else "the encounter ends")
    kind, _, rest = code.partition(":")
    flag = ""
    if rest.endswith(")") and "(" in rest:
        rest, _, flag = rest[:-1].partition("(")
        flag = f" ({spaced(flag)})"
    if kind == "treasure":
        return (f"the treasure {name(rest)}" if rest else "a treasure from the deck") + flag
    if kind in ("skill", "status"):
        return f"the {kind} {name(rest)}{flag}"
    if kind == "master":
        return f"{name(rest)} at Master level"
    if kind.startswith("lose_"):
        return _lost(kind.removeprefix("lose_"), rest)
    if kind == "move":
        m = re.fullmatch(r"within(\d+)", rest)
        return (f"a free move of up to {m[1]} spaces" if m
                else _MOVES.get(rest, "a free move"))
    if kind == "transport":
        return ("carried off to a random space" if rest == "random"
                else f"carried off to {name(rest)}")
    if kind == "placed":
        within, _, where = rest.partition(":")
        return f"placed by another player (your choice) within {within} of {name(where)}"
    if kind == "enter":
        return f"the Destination marker on {name(rest)}"
    if kind == "go":
        return f"into {name(rest)} at once"
    return "an award"


def _lost(what: str, rest: str) -> str:
    if rest == "all":
        return f"lose every {what}"
    if rest == "choice" and what == "status":
        return "you may lose a status of your choice"
    if rest in _LOSE:
        return f"lose a {what} {_LOSE[rest]}"
    return f"lose the {what} {name(rest)}"


def award_words(code: str) -> str:
    """An award code in words, item by item ("D+1/treasure" -> "+1 Destiny; a treasure
    from the deck"); "nothing" for none."""
    items = [x.strip() for x in code.split("/") if x.strip()]
    return "; ".join(item_words(x) for x in items) or "nothing"


# ------------------------------------------------------------------------------ events

_SOURCES = {"deck": "an encounter card", "city": "a City card", "terrain": "a terrain card",
            "power": "the Place of Power", "go": "an award"}
_CARD_TO = {"kept": "kept", "removed": "removed from the game", "discard": "discarded"}


def _began(d: dict[str, Any], n: Names) -> str:
    met = d.get("name") or name(d["card"]) if d.get("card") else d.get("name")
    what = f"meets the {met}" if met else "has an encounter"
    return (f"{n(d['seat'])} {what} at {name(d['space'])} "
            f"({_SOURCES.get(d['source'], 'an encounter')})")


def _ended(d: dict[str, Any], n: Names) -> str:
    winners = n.listed(d["winners"])
    return f"the game ends: {winners} won" + (" together" if d.get("shared") else "")


def _died(d: dict[str, Any], n: Names) -> str:
    lost = [name(x) for x in (d.get("statuses") or []) + (d.get("treasures") or [])]
    return f"{n(d['seat'])} dies" + (f", losing {joined(lost)}" if lost else "")


def _skill(d: dict[str, Any], n: Names) -> str:
    level = " at Master level" if d.get("level", 1) >= 2 else ""
    once = " (one use)" if d.get("one_use") else ""
    return f"{n(d['seat'])} gains the skill {name(d['skill'])}{level}{once}"


# The decks as the rulebook names them (the rules' ids: "cities", …).
DECKS = {"quests": "Quest card", "cities": "City card", "treasures": "Treasure card",
         "encounters": "Encounter card"}

SENTENCES = {
    "StartPlayerDrawn": lambda d, n: f"{n(d['seat'])} is drawn to start",
    "DeckShuffled": lambda d, n: f"the {DECKS.get(d['deck'], 'card')} deck is shuffled",
    "PileReshuffled": lambda d, n: "a deck is shuffled again",
    "CharacterChosen": lambda d, n: f"{n(d['seat'])} plays {name(d['character'])}",
    "SkillTaken": lambda d, n: f"{n(d['seat'])} takes the skill {name(d['skill'])}",
    "QuestsDealt": lambda d, n: f"{n(d['seat'])} is dealt the quests {names(d['quests'])}",
    "QuestKept": lambda d, n: f"{n(d['seat'])} keeps the quest {name(d['quest'])}",
    "CitiesDealt": lambda d, n: f"{n(d['seat'])} is dealt the City cards {names(d['cards'])}",
    "GoalSet": lambda d, n: f"{n(d['seat'])} sets a secret goal" + (
        f": Destiny {d['destiny']}, Story {d['story']}" if "destiny" in d else ""),
    "TurnBegan": lambda d, n: (f"round {d['round']}, {d['time']}: {n(d['seat'])}'s turn"),
    "StepReached": lambda d, n: f"{n(d['seat'])}: {spaced(d['step'])}",
    "Moved": lambda d, n: f"{n(d['seat'])} travels to {name(d['to'])}" + (
        f" ({plural(d['steps'], 'step')})" if d.get("steps") else ""),
    "PlacerChosen": lambda d, n: f"{n(d['seat'])} is placed by {n(d['placer'])}",
    "DestinationSet": lambda d, n: (f"{n(d['seat'])}'s Destination marker goes on "
                                    f"{name(d['place'])}"),
    "CityCardDrawn": lambda d, n: f"{n(d['seat'])} draws the City card {name(d['card'])}",
    "CityRolled": lambda d, n: f"{n(d['seat'])} rolls {d['die']} for {name(d['card'])}",
    "ChartRolled": lambda d, n: (f"{n(d['seat'])} rolls {d['die']} on the encounter chart: "
                                 f"{d['name']}"),
    "EncounterBegan": _began,
    "ReactionChosen": lambda d, n: f"{n(d['seat'])} chooses to {spaced(d['reaction'])}",
    "DestinyRolled": lambda d, n: (f"the Destiny Die shows {d['face']:+d}: paragraph "
                                   f"{d['paragraph']}"),
    "MasterUsed": lambda d, n: (f"{n(d['seat'])} uses the Master skill {name(d['skill'])}: "
                                f"paragraph {d['paragraph']}"),
    "MasterDeclined": lambda d, n: f"{n(d['seat'])} uses no Master skill",
    "SectionChosen": lambda d, n: (f"{n(d['seat'])} reads section {d['section'] + 1} of "
                                   f"paragraph {d['paragraph']}"
                                   + (f" with {name(d['skill'])}" if d.get("skill") else "")),
    "ItemsQueued": lambda d, n: f"{n(d['seat'])} is awarded: {award_words(d['award'])}",
    "ItemResolved": lambda d, n: f"{n(d['seat'])}: {item_words(d['item'])}",
    "PointsChanged": lambda d, n: (f"{n(d['seat'])} "
                                   f"{'gains' if d['delta'] >= 0 else 'loses'} "
                                   f"{abs(d['delta'])} {d['kind'].capitalize()} "
                                   f"(now {d['value']})"),
    "WealthChanged": lambda d, n: f"{n(d['seat'])} is now {name(d['level'])}",
    "SkillGained": _skill,
    "SkillLost": lambda d, n: f"{n(d['seat'])} loses the skill {name(d['skill'])}",
    "StatusGained": lambda d, n: f"{n(d['seat'])} is now {name(d['status'])}",
    "StatusLost": lambda d, n: f"{n(d['seat'])} is no longer {name(d['status'])}",
    "StatusMarked": lambda d, n: (f"{n(d['seat'])}'s status {name(d['status'])} has "
                                  f"{plural(d['markers'], 'marker')}"),
    "TreasureGained": lambda d, n: f"{n(d['seat'])} gains {name(d['treasure'])}",
    "TreasureLost": lambda d, n: f"{n(d['seat'])} loses {name(d['treasure'])}",
    "TreasureSold": lambda d, n: (f"{n(d['seat'])} sells {name(d['treasure'])} and is "
                                  f"{name(d['level'])}"),
    "QuestBegan": lambda d, n: f"{n(d['seat'])} takes up the quest {name(d['quest'])}",
    "QuestClaimed": lambda d, n: f"{n(d['seat'])} fulfils the quest at {name(d['space'])}",
    "QuestCompleted": lambda d, n: f"{n(d['seat'])} completes the quest {name(d['quest'])}",
    "StoryRewardTaken": lambda d, n: f"{n(d['seat'])} takes the Story reward at {d['at']}",
    "EncounterEnded": lambda d, n: (f"{n(d['seat'])}'s encounter ends"
                                    + (f"; the card is {_CARD_TO[d['card_to']]}"
                                       if d.get("card_to") in _CARD_TO else "")),
    "Died": _died,
    "TurnEnded": lambda d, n: f"{n(d['seat'])}'s turn ends",
    "TimeAdvanced": lambda d, n: f"round {d['round']}: now {d['time']}",
    "TimeRanOut": lambda d, n: "the time is up",
    "VictoryDeclared": lambda d, n: f"{n(d['seat'])} declares victory",
    "GameEnded": _ended,
}


# ------------------------------------------------------------------------------ labels


def _section(command: c.ChooseSection, seen: Seen) -> str:
    """A section by what it requires, as the seat's view shows the paragraph."""
    sections = (seen.view.get("encounter") or {}).get("sections") or []
    found = next((s for s in sections if s.get("index") == command.section), None)
    if found is None or not found.get("requires"):
        return f"Choose section {command.section + 1} (no skill needed)"
    need = " or ".join(name(r["id"]) for r in found["requires"])
    return f"Choose section {command.section + 1}: {need}"


def _master(command: c.UseMaster, seen: Seen) -> str:
    options = (seen.view.get("pending") or {}).get("options") or []
    if 0 <= command.choice < len(options):
        skill, _, paragraph = str(options[command.choice]).partition(" ")
        return f"Use the Master skill {name(skill)}" + (
            f" (paragraph {paragraph})" if paragraph else "")
    return f"Use a Master skill (option {command.choice + 1})"


def _encounter(command: c.ChooseEncounter) -> str:
    if command.source == "deck":
        return "Draw an encounter card"
    if command.source == "city":
        return f"Use your City card {name(command.card)}"
    if command.source == "terrain":
        return f"Use your kept terrain card {name(command.card)}"
    return f"Take the encounter from {_SOURCES.get(command.source, 'here')}"


def label(command: Command, seen: Seen) -> Label | str:  # noqa: PLR0911 - one per command
    if isinstance(command, c.ChooseCharacter):
        return f"Choose {name(command.character)}"
    if isinstance(command, c.TakeSkill):
        return f"Take the skill {name(command.skill)}"
    if isinstance(command, c.KeepQuest):
        return f"Keep the quest {name(command.quest)}"
    if isinstance(command, c.SetGoal):
        return f"Set your secret goal: Destiny {command.destiny}, Story {command.story}"
    if isinstance(command, c.Move):
        return f"Travel to {name(command.to)}"
    if isinstance(command, c.ChooseEncounter):
        return _encounter(command)
    if isinstance(command, c.ChooseReaction):
        return f"React: {spaced(command.reaction)}"
    if isinstance(command, c.UseMaster):
        return _master(command, seen)
    if isinstance(command, c.RollDestiny):
        return "Roll the Destiny Die"
    if isinstance(command, c.ChooseSection):
        return _section(command, seen)
    if isinstance(command, c.ChooseSpace):
        return f"Choose {name(command.space)}"
    if isinstance(command, c.LoseStatus | c.LoseSkill | c.LoseTreasure):
        what = type(command).__name__.removeprefix("Lose").lower()
        lost = getattr(command, what)
        return f"Lose the {what} {name(lost)}" if lost else f"Keep every {what}"
    if isinstance(command, c.KeepCard):
        return ("Keep the terrain card for a later encounter" if command.keep
                else "Discard the terrain card")
    if isinstance(command, c.SellTreasure):
        return f"Sell the treasure {name(command.treasure)}"
    if isinstance(command, c.EndTurn):
        return Label("End your turn", confirm=True)
    return "Play"


WORDS = Words(sentences=SENTENCES, label=label)
