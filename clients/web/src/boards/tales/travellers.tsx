// Every traveller as the table sees it, for its player's panel: the character, where it
// stands, its Destiny and Story (and, for its owner only, the secret goal), wealth and
// movement, skills, statuses, treasures, quest, City cards and kept encounter cards, its
// Destination marker. And the legend of the map's symbols.
import type { TalesView } from "../../gen/scheherazade/v1/tales_pb";
import { seatColour } from "../../panels";
import { Disc, TERRAIN, initials } from "./map";
import { named, spaceName } from "./words";

const list = (items: string[]) => (items.length ? items.join(", ") : "none");

/** What the table sees of a traveller, for its player's panel (the frame draws the name). */
export function Holdings(props: { view: TalesView; seat: number }) {
  const s = props.view.seats[props.seat];
  if (!s) return null;
  const character = s.character ? named("characters", s.character) : "";
  const goal = s.goal ? `goal: Destiny ${s.goal.destiny}, Story ${s.goal.story}`
    : s.goalSet ? "goal set (secret)" : "no goal yet";
  const skills = s.skills.map((k) => `${named("skills", k.skill)}${k.master ? " (Master)" : ""}${k.oneUse ? " (1 use)" : ""}`);
  const statuses = s.statuses.map((x) => `${named("statuses", x.status)}${x.markers ? ` (${x.markers} markers)` : ""}${x.oneTurn ? " (1 turn)" : ""}`);
  const quest = s.quest ? `${named("quests", s.quest)}${s.questVisits.length
    ? ` — ${s.questVisits.map((v) => spaceName(v) + (s.claimed.includes(v) ? " (claimed)" : "")).join(", ")}` : ""}` : "none";
  return (
    <div class="tales-holdings">
      <div class="tales-who">
        <svg viewBox="0 0 30 30" width={26} height={26} aria-hidden="true">
          <circle cx={15} cy={15} r={13} fill={seatColour(s.seat)} />
          <text x={15} y={20} class="tales-token-letters">{initials(character || s.name)}</text>
        </svg>
        {character ? `${character}${s.space ? ` at ${spaceName(s.space)}` : ""}` : "no character yet"}
      </div>
      <div>Destiny {s.destiny} · Story {s.story} · {goal}</div>
      {s.wealth && <div>{named("wealth", s.wealth)}: moves {s.movement?.land ?? 0} by land, {s.movement?.sea ?? 0} by sea, {s.movement?.total ?? 0} in all</div>}
      <div>Skills: {list(skills)}</div>
      <div>Statuses: {list(statuses)}</div>
      <div>Treasures: {list(s.treasures.map((t) => named("treasures", t)))}</div>
      <div>Quest: {quest}</div>
      {s.questsDealt.length > 0 && <div>Quests dealt: {list(s.questsDealt.map((q) => named("quests", q)))}</div>}
      <div>City cards: {list(s.cities.map((c) => named("cities", c)))}</div>
      {s.kept.length > 0 && <div>Kept encounter cards: {list(s.kept.map((c) => named("cards", c)))}</div>}
      {s.destination && <div>Destination marker on {spaceName(s.destination)}</div>}
      {s.deaths > 0 && <div>Died {s.deaths} {s.deaths === 1 ? "time" : "times"}</div>}
    </div>
  );
}

const SWATCH = { terrain: "city", number: 0, land: [], sea: [], arrow: "", continent: "", name: "", x: 0, y: 0 };

/** The map's symbols in words. */
export function Legend() {
  const rows: [string, preact.JSX.Element][] = [
    ...Object.entries(TERRAIN).map(([terrain, t]) =>
      [t.name, <Disc s={{ ...SWATCH, terrain }} x={12} y={12} r={9} label={false} />] as [string, preact.JSX.Element]),
    ["Land route", <line x1={0} y1={12} x2={24} y2={12} class="tales-land" />],
    ["Sea route", <line x1={0} y1={12} x2={24} y2={12} class="tales-sea" />],
    ["Leaves a Place of Power", <line x1={0} y1={12} x2={22} y2={12} class="tales-power-arrow" marker-end="url(#tales-arrow)" />],
    ["Number: added to the chart roll", <text x={12} y={17} class="tales-legend-number">2</text>],
    ["Traveller", <circle cx={12} cy={12} r={9} fill={seatColour(0)} />],
    ["Destination marker", <polygon points="12,3 18,12 12,21 6,12" fill={seatColour(1)} stroke="#222" />],
    ["Quest space (filled: claimed)", <rect x={7} y={7} width={10} height={10} fill="#fff" stroke={seatColour(2)} stroke-width={2} />],
    ["You may go there", <circle cx={12} cy={12} r={10} class="tales-reach" />],
    ["Where the encounter is", <circle cx={12} cy={12} r={10} class="tales-encounter-ring" />],
  ];
  return (
    <dl class="tales-legend" aria-label="Legend">
      {rows.map(([words, symbol]) => (
        <div>
          <dt><svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true">{symbol}</svg></dt>
          <dd>{words}</dd>
        </div>
      ))}
    </dl>
  );
}
