// The map of Tales of the Arabian Nights, drawn from the content pack (./data.ts): the five
// continents, every space with its terrain and the number printed under it, land routes
// (red, dashed) and sea routes (blue, solid) as the rulebook describes the printed map,
// each Place of Power with its one-way arrow; and on it, from the view, every traveller
// where it stands, the Destination markers, the quest markers, and the spaces the seat may
// move to now, each a move (role="button").
import { Component } from "preact";
import type { Move } from "../../board";
import type { TalesView } from "../../gen/scheherazade/v1/tales_pb";
import { seatColour } from "../../panels";
import { Pressable, type Offer } from "./choice";
import { TALES } from "./data";
import type { TalesSpace } from "./types";
import { named } from "./words";

export const TERRAIN: Record<string, { fill: string; name: string }> = {
  city: { fill: "#b5472f", name: "City" },
  forest: { fill: "#3f8a3a", name: "Forest" },
  mountain: { fill: "#8a6a4a", name: "Mountain" },
  desert: { fill: "#dcaa3e", name: "Desert" },
  island: { fill: "#2f9c95", name: "Island" },
  sea: { fill: "#3a6fc4", name: "Sea" },
  place_of_power: { fill: "#8a3fa8", name: "Place of Power" },
};
const CONTINENT: Record<string, string> = {
  europa: "#dfe3f4", arabia: "#f6dcd4", africa: "#f4ebc2", india: "#dcefd5", asia: "#d5ecec",
};

const R = TALES.radius;
const SPACES = Object.entries(TALES.spaces);
const ROUTES = routes();

function routes(): { a: TalesSpace; b: TalesSpace; sea: boolean; bend?: { x: number; y: number } }[] {
  const out = [];
  for (const [id, s] of SPACES) {
    for (const [list, sea] of [[s.land, false], [s.sea, true]] as const) {
      for (const to of list) {
        if (to < id) continue; // each route once (the map lists it from both ends)
        const bend = TALES.bends.find((b) => (b.a === id && b.b === to) || (b.a === to && b.b === id));
        out.push({ a: s, b: TALES.spaces[to], sea, bend });
      }
    }
  }
  return out;
}

/** A character's token letters: "Ali Baba" → "AB", "Sindbad" → "Si". */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words.length > 1 ? words[0][0] + words[1][0] : name.slice(0, 2);
}

const star = (x: number, y: number, r: number) =>
  Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2, d = i % 2 ? r * 0.5 : r;
    return `${(x + d * Math.cos(a)).toFixed(1)},${(y + d * Math.sin(a)).toFixed(1)}`;
  }).join(" ");

/** A space's disc (a star for a Place of Power), its number and its name. */
export function Disc(props: { s: TalesSpace; x: number; y: number; r: number; label?: boolean }) {
  const { s, x, y, r } = props;
  const fill = TERRAIN[s.terrain]?.fill ?? "#999";
  return (
    <>
      {s.terrain === "place_of_power"
        ? <polygon points={star(x, y, r * 1.25)} fill={fill} stroke="#fff" stroke-width={2} />
        : <circle cx={x} cy={y} r={r} fill={fill} stroke="#fff" stroke-width={2} />}
      {s.number > 0 && <text x={x} y={y + 5} class="tales-number">{s.number}</text>}
      {props.label !== false && <text x={x} y={y + r + 19} class="tales-name">{s.name}</text>}
    </>
  );
}

export function WorldMap(props: { view: TalesView; offers: Map<string, Offer>; play: (m: Move) => void }) {
  const { view, offers, play } = props;
  const acting = view.pending?.name ? view.pending.forSeat : view.seat;
  const standing = new Map<string, number[]>();
  for (const s of view.seats) {
    if (s.space) standing.set(s.space, [...(standing.get(s.space) ?? []), s.seat]);
  }
  return (
    <div class="tales-map-scroll"><svg class="tales-map" viewBox={`0 0 ${TALES.width} ${TALES.height}`} role="group"
      aria-label="The map of the known world">
      <defs>
        <marker id="tales-arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto">
          <path d="M0,0 L10,5 L0,10 z" fill={TERRAIN.place_of_power.fill} />
        </marker>
      </defs>
      <Ground />
      {view.encounter?.space && TALES.spaces[view.encounter.space] && (
        <circle cx={TALES.spaces[view.encounter.space].x} cy={TALES.spaces[view.encounter.space].y}
          r={R + 12} class="tales-encounter-ring" />)}
      {SPACES.map(([id, s]) => {
        const offer = offers.get(id);
        const travellers = <Tokens view={view} at={s} seats={standing.get(id) ?? []} acting={acting} />;
        if (!offer) return <g class="tales-space"><title>{spaceTitle(s)}</title><Disc s={s} x={s.x} y={s.y} r={R} />{travellers}</g>;
        return ( // the travellers on a space are part of it: a click on them is a click on it
          <Pressable offer={offer} play={play} class="tales-space">
            <circle cx={s.x} cy={s.y} r={R + 8} class="tales-reach" />
            <Disc s={s} x={s.x} y={s.y} r={R} />
            {travellers}
          </Pressable>
        );
      })}
      {view.seats.map((seat) => seat.questVisits.map((space) => {
        const at = TALES.spaces[space];
        if (!at) return null;
        const claimed = seat.claimed.includes(space);
        return <rect x={at.x + R - 2 + seat.seat * 9} y={at.y - R - 10} width={8} height={8}
          fill={claimed ? seatColour(seat.seat) : "#fff"} stroke={seatColour(seat.seat)} stroke-width={2}>
          <title>{`${seat.name}'s quest: ${named("quests", seat.quest)}${claimed ? " (claimed)" : ""}`}</title>
        </rect>;
      }))}
      {view.seats.filter((s) => TALES.spaces[s.destination]).map((seat) => {
        const at = TALES.spaces[seat.destination], x = at.x - R - 8 - seat.seat * 12, y = at.y - R;
        return <polygon points={`${x},${y - 8} ${x + 6},${y} ${x},${y + 8} ${x - 6},${y}`}
          fill={seatColour(seat.seat)} stroke="#222" stroke-width={1.5}>
          <title>{`${seat.name}'s Destination marker`}</title>
        </polygon>;
      })}
    </svg></div>
  );
}

/** The travellers standing on a space, fanned round it when there are several. */
function Tokens(props: { view: TalesView; at: TalesSpace; seats: number[]; acting: number }) {
  const { view, at, seats } = props;
  return (
    <>
      {seats.map((n, k) => {
        const seat = view.seats[n], a = (2 * Math.PI * k) / seats.length - Math.PI / 2;
        const d = seats.length > 1 ? R + 6 : 0, x = at.x + d * Math.cos(a), y = at.y + d * Math.sin(a);
        const character = seat.character ? named("characters", seat.character) : "";
        return (
          <g class={`tales-token${n === props.acting ? " tales-acting" : ""}`}>
            <title>{character ? `${seat.name} as ${character}` : seat.name}</title>
            <circle cx={x} cy={y} r={13} fill={seatColour(n)} />
            <text x={x} y={y + 5}>{initials(character || seat.name)}</text>
          </g>
        );
      })}
    </>
  );
}

/** What never changes: the continents, the routes and the Places of Power's arrows, drawn
 *  once (a view's update redraws only what stands on the map). */
class Ground extends Component {
  shouldComponentUpdate() { return false; }
  render() {
    return (
      <g>
        <rect width={TALES.width} height={TALES.height} fill="#f3ead3" />
        {SPACES.map(([, s]) => <circle cx={s.x} cy={s.y} r={56} fill={CONTINENT[s.continent] ?? "#eee"} />)}
        {Object.values(TALES.continents).map((c) => <text x={c.x} y={c.y} class="tales-continent">{c.name}</text>)}
        {ROUTES.map(({ a, b, sea, bend }) => bend
          ? <path d={`M${a.x},${a.y} Q${bend.x},${bend.y} ${b.x},${b.y}`} class={sea ? "tales-sea" : "tales-land"} />
          : <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} class={sea ? "tales-sea" : "tales-land"} />)}
        {SPACES.filter(([, s]) => s.arrow).map(([, s]) => {
          const to = TALES.spaces[s.arrow], d = Math.hypot(to.x - s.x, to.y - s.y);
          const ux = (to.x - s.x) / d, uy = (to.y - s.y) / d;
          return <line x1={s.x + ux * R * 1.3} y1={s.y + uy * R * 1.3} x2={to.x - ux * (R + 3)} y2={to.y - uy * (R + 3)}
            class="tales-power-arrow" marker-end="url(#tales-arrow)" />;
        })}
      </g>
    );
  }
}

function spaceTitle(s: TalesSpace): string {
  const kind = TERRAIN[s.terrain]?.name ?? "";
  if (s.arrow) return `${s.name}, a Place of Power: one leaves it for ${TALES.spaces[s.arrow].name}`;
  return `${s.name}: ${kind}${s.number ? `, ${s.number} on the encounter chart` : ""}`;
}
