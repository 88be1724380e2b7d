"""The Encounter Phase (Resolving Encounters, Encounter Cards, City Cards, Places of Power,
Master Skills, The Result Paragraph; README "The encounter").

The source first — the encounter deck's top card, or a City card or a kept terrain card in
its place, or the Place of Power one stands in (`beginning`) — then the encounter's stages,
each what happens next while it lasts (`STAGES`): the chart's die, the reaction, a Master
skill or the Destiny Die, the result paragraph's section, the award (`items.py`), and the
encounter's end (`finish`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from service.games.tales import events as ev
from service.games.tales import items
from service.games.tales.asks import ask
from service.games.tales.state import (
    TIMES,
    State,
    blocked,
    eligible_sections,
    has_status,
    usable_skills,
)
from service.kit.base import ChanceSpec, Recorder
from service.kit.phases import Next

if TYPE_CHECKING:
    from service.games.tales.components import Section

DIE = (1, 2, 3, 4, 5, 6)
DESTINY_DIE = (-1, 0, 1)


def sources(g: State) -> tuple[tuple[str, str], ...]:
    """("deck", ""), and the City card of this city (not Imprisoned), and each kept terrain
    card with an "N" on this terrain (The Encounter Phase)."""
    content = g.setup.content
    h = g.heroes[g.seat]
    space = content.spaces[h.space]
    out: list[tuple[str, str]] = [("deck", "")]
    if space.terrain == "city" and not blocked(g, h, "city_card"):
        out += [("city", c) for c in h.cities if content.cities[c].space == h.space]
    if h.kept:  # most heroes keep no terrain card: no comprehension to run
        out += [("terrain", c) for c in h.kept
                if content.cards[c].refs.get(space.terrain) == "N"]
    return tuple(out)


def beginning(g: State) -> Next:
    """The encounter step: the Place of Power one entered, or the deck (made again from its
    discard pile when empty), or the seat's choice of a source."""
    content = g.setup.content
    h = g.heroes[g.seat]
    space = content.spaces[h.space]
    if space.power:  # entered with the Destination marker: its paragraph, no card
        return lambda out: begin(out, "power", "")
    if not g.encounters and g.encounter_discard:  # "the discard pile … a new deck"
        return ChanceSpec(f"deck:encounters:{g.shuffles + 1}", "shuffle", g.encounter_discard)
    found = sources(g)
    if len(found) > 1:
        return ask("encounter", g.seat, found)
    if not g.encounters:
        return no_encounter
    return lambda out: begin(out, "deck", g.encounters[0])


def no_encounter(out: Recorder) -> None:
    g = out.state
    out.emit(ev.EncounterEnded(g.seat, "", "", True))  # its fold: on to the quest step


def begin(out: Recorder, source: str, card: str) -> None:
    """The encounter of a source: a card's paragraph by its kind (Encounter Cards), a City
    card (its die first), a kept terrain card's "N", or the Place of Power one stands in."""
    g = out.state
    content = g.setup.content
    seat = g.seat
    h = g.heroes[seat]
    space = content.spaces[h.space]
    if source == "city":
        out.emit(ev.EncounterBegan(seat, "city", card, h.space, 0))
        return
    if source == "power":
        out.emit(ev.EncounterBegan(seat, "power", card, h.space, space.paragraph))
        return
    c = content.cards[card]
    if source == "terrain":
        out.emit(ev.EncounterBegan(seat, "terrain", card, h.space, 0, "N", c.row, c.name))
        return
    if c.kind == "place_of_power":  # "taken directly to a paragraph number": not moved
        out.emit(ev.EncounterBegan(seat, "deck", card, h.space,
                                   content.spaces[c.place].paragraph))
        return
    ref = c.refs[TIMES[g.time]] if c.kind == "character" else c.refs[space.terrain]
    if ref == "N":
        out.emit(ev.EncounterBegan(seat, "deck", card, h.space, 0, "N", c.row, c.name))
    else:
        out.emit(ev.EncounterBegan(seat, "deck", card, h.space, int(ref), name=c.name))


# --- the encounter's stages ------------------------------------------------------------------


def chart(g: State) -> Next:
    """Discover Your Encounter: the chart's die."""
    seat = g.seat
    return ChanceSpec(f"chart:{g.heroes[seat].turns}:{seat}:{g.encounter_now.ref}", "die", DIE)


def city_die(g: State) -> Next:
    """City Cards: the card's die."""
    seat = g.seat
    return ChanceSpec(f"city:{g.heroes[seat].turns}:{seat}:{g.encounter_now.card}", "die", DIE)


def reaction(g: State) -> Next:
    """The reaction matrix: the seat chooses its reaction."""
    return ask("reaction", g.seat, g.setup.content.matrices[g.encounter_now.matrix].reactions)


def master(g: State) -> Next:
    """Master Skills: the paragraph of one's Master skill, or the Destiny Die."""
    return ask("master", g.seat, g.encounter_now.masters)


def destiny(g: State) -> Next:
    """The Destiny Die: -1, 0 or +1 on the cell's paragraph."""
    seat = g.seat
    return ChanceSpec(f"destiny:{g.heroes[seat].turns}:{seat}:{g.encounter_now.cell}", "die",
                      DESTINY_DIE)


def reading(g: State) -> Next:
    """The Result Paragraph: the seat chooses among the sections it may; with one, it is
    taken. A Master skill that chose the paragraph reads its own section (Master Skills:
    "then reading the section for the Master skill") — unless a mandatory section binds
    the seat, as at any paragraph (README, DECISION)."""
    seat = g.seat
    enc = g.encounter_now
    para = g.setup.content.paragraphs[enc.paragraph]
    options = eligible_sections(g, seat, para)
    if enc.master:
        mine = [i for i in options if lists_skill(para.sections[i], enc.master)]
        options = mine or options
    if len(options) == 1:
        index = options[0]
        return lambda out: choose_section(out, index)
    return ask("section", seat, tuple(options))


def city_award(g: State) -> Next:
    return city_follow_up


def awarded(g: State) -> Next:
    """The award resolved: on to a Place of Power (`go:`), or the terrain card kept or
    discarded, or the encounter's end."""
    if g.go:
        return go
    if may_keep(g):
        return ask("keep_card", g.seat, (True, False))
    return lambda out: finish(out, None)


STAGES: Mapping[str, Callable[[State], Next]] = MappingProxyType({
    "chart": chart,
    "city": city_die,
    "reaction": reaction,
    "master": master,
    "destiny": destiny,
    "read": reading,
    "city_award": city_award,
    "award": awarded,
})


def choose_section(out: Recorder, index: int) -> None:
    g = out.state
    seat = g.seat
    para = g.setup.content.paragraphs[g.enc.paragraph]
    requires = para.sections[index].requires
    if not requires:  # NO SKILL, most often: nothing used
        out.emit(ev.SectionChosen(seat, para.number, index, ""))
        return
    h = g.heroes[seat]
    skills = {s: (level, one) for s, level, one in h.skills}
    master = g.enc.master
    if master and lists_skill(para.sections[index], master):
        used = master
    else:
        used = skill_used(g, seat, para.sections[index])
    out.emit(ev.SectionChosen(seat, para.number, index, used))
    if used and skills[used][1]:  # a "1 use" skill goes back after its use
        out.emit(ev.SkillLost(seat, used, skills[used][0] - 1, "used"))


def skill_used(g: State, seat: int, section: Section) -> str:
    """The skill a section chosen uses ("" none): of the requirements the seat holds — a
    skill it can use (not under a status), a status, a treasure — and of them the binding
    ones if a mandatory one binds, the first listed; a skill if that is one. README,
    DECISION: "You may choose to use any ONE of them", and no command names one."""
    h = g.heroes[seat]
    skills = usable_skills(g, h)
    held = []
    for r in section.requires:
        if r.kind == "skill":
            has = r.id in skills
        elif r.kind == "treasure":
            has = r.id in h.treasures
        else:
            has = has_status(h, r.id)
        if has:
            held.append(r)
    binding = [r for r in held if r.mandatory or section.all_mandatory]
    first = binding or held
    return first[0].id if first and first[0].kind == "skill" else ""


def lists_skill(section: Section, skill: str) -> bool:
    for r in section.requires:
        if r.kind == "skill" and r.id == skill:
            return True
    return False


def city_follow_up(out: Recorder) -> None:
    """After a City card's award: the special encounter its roll names, else the card's
    bottom paragraph (City Cards)."""
    g = out.state
    city = g.setup.content.cities[g.enc.card]
    _, special = city.rolls[g.enc.city_roll - 1]
    here = g.heroes[g.seat].space
    if special is None:
        out.emit(ev.EncounterBegan(g.seat, "city", city.id, here, city.paragraph))
    elif special.paragraph:
        out.emit(ev.EncounterBegan(g.seat, "city", city.id, here, special.paragraph))
    else:
        out.emit(ev.EncounterBegan(g.seat, "city", city.id, here, 0, special.matrix,
                                   special.row, special.name))


def go(out: Recorder) -> None:
    """`go:` — the encounter so far ends; the Place of Power's begins at once."""
    g = out.state
    place = g.go
    finish(out, None, arrow=False)
    g = out.state
    out.emit(ev.EncounterBegan(g.seat, "go", "", place,
                               g.setup.content.spaces[place].paragraph))


def may_keep(g: State) -> bool:
    """A terrain card drawn and met by its terrain's paragraph (not "N") may be kept."""
    enc = g.encounter_now
    if enc.source != "deck" or not enc.card or enc.matrix == "N":
        return False
    return g.setup.content.cards[enc.card].kind == "terrain"


def finish(out: Recorder, keep: bool | None, arrow: bool = True) -> None:
    """The encounter's end: its card where it belongs, out of a Place of Power by its arrow,
    a quest marker claimed after a successful encounter (Note; FAQ Imprisoned)."""
    g = out.state
    content = g.setup.content
    seat, enc = g.seat, g.enc
    h = g.heroes[seat]
    card_to = ""
    if enc.card:
        if enc.source == "city":
            card_to = "city_discard"
        elif enc.source == "terrain":
            card_to = "discard"
        elif content.cards[enc.card].kind == "place_of_power":
            card_to = "removed"
        else:
            card_to = "kept" if keep else "discard"
    # A Place of Power is left by its arrow: no turn ends there (Places of Power)
    successful = (g.success and h.space == enc.space and not content.spaces[h.space].power
                  and (not h.statuses  # (most heroes hold none: no calls)
                       or (not blocked(g, h, "success") and not has_status(h, "lost"))))
    out.emit(ev.EncounterEnded(seat, enc.card, card_to, successful))
    if h.statuses:  # statuses that count encounters (its end changed none)
        items.mark(out, seat, "encounter")
    g = out.state
    h = g.heroes[seat]
    space = content.spaces[h.space]
    if space.power and arrow:
        out.emit(ev.Moved(seat, space.arrow, "arrow"))
    quest = content.quests.get(h.quest)
    if successful and quest is not None and h.space in quest.visit and h.space not in h.claimed:
        out.emit(ev.QuestClaimed(seat, h.space))
