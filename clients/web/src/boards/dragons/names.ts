// The names a player reads for the ids the Dragons view speaks in (treasure cards "gold#3",
// artifact cards "double#2", spells "mirage", locations "cave:3", "room:double#2"), from
// the content the board carries (seeds.ts, a generated copy of seeds/dragons/).
import { SEEDS } from "./seeds";

export interface Treasure {
  type: string; // the type's id: its colour on the board
  typeName: string; // "Gold"
  value: number;
}

const TYPES = new Map<string, (typeof SEEDS.treasureTypes)[number]>(SEEDS.treasureTypes.map((t) => [t.id, t]));
const ARTIFACTS = new Map<string, (typeof SEEDS.artifacts)[number]>(SEEDS.artifacts.map((a) => [a.id, a]));
const SPELLS = new Map<string, (typeof SEEDS.spells)[number]>(SEEDS.spells.map((s) => [s.id, s]));

/** A treasure card: "gold#3" is the third of Gold's values. */
export function treasure(id: string): Treasure {
  const [type, n] = id.split("#");
  const t = TYPES.get(type);
  return { type, typeName: t?.name ?? "Treasure", value: t?.values[Number(n) - 1] ?? 0 };
}

export const treasureName = (id: string) => {
  const t = treasure(id);
  return `${t.typeName} ${t.value}`;
};

/** The kind of an artifact card ("double#2" → "double"); a spell's id is its own kind. */
export const kindOf = (card: string) => card.split("#")[0];
export const isArtifact = (card: string) => ARTIFACTS.has(kindOf(card));

/** A spell's or an artifact card's printed name. */
export function cardName(card: string): string {
  return ARTIFACTS.get(kindOf(card))?.name ?? SPELLS.get(card)?.name ?? "a card";
}

/** What a spell or an artifact does, in the content's words. */
export function cardText(card: string): string {
  return ARTIFACTS.get(kindOf(card))?.text ?? SPELLS.get(card)?.text ?? "";
}

export const CAVE = "cave:";
export const ROOM = "room:";

/** A location's name: "Dragon's cave 3", "Aladdin's tent", "The palace room with the Scroll". */
export function locationName(loc: string): string {
  if (loc.startsWith(CAVE)) return `Dragon's cave ${loc.slice(CAVE.length)}`;
  if (loc.startsWith(ROOM)) return `The palace room with ${article(cardName(loc.slice(ROOM.length)))}`;
  if (loc === "tent") return SEEDS.locations.aladdins_tent;
  if (loc === "caravanserai") return SEEDS.locations.caravanserai;
  if (loc === "guard") return SEEDS.locations.palace_guard;
  return "a location";
}

/** A seat's hero colour ("crimson"); the Dummy plays the colour of its seat. */
export const colourName = (seat: number) => SEEDS.heroColours[seat] ?? "grey";

export const GUARD_PLUS = SEEDS.guardPlus;
export const TENT = SEEDS.tent;

/** "the Scroll", but "Aladdin's lamp" as it is. */
const article = (name: string) => (name.includes("'") ? name : `the ${name}`);
