// Emira's things in the words a player reads (the rulebook's, 7.1–7.4), looked up from the
// ids and enums of the view in the content the board bundles (content.ts, from seeds/emira/).
import {
  EmiraColour,
  EmiraPhase,
  EmiraPreference,
} from "../../gen/scheherazade/v1/emira_pb";
import { CONTENT } from "./content";

type Princesses = typeof CONTENT.princesses;
type StatusCards = typeof CONTENT.status;
type EventKinds = typeof CONTENT.events;

export const PREFERENCE: Record<number, string> = {
  [EmiraPreference.APPEARANCE]: "appearance", [EmiraPreference.STATUS]: "status",
  [EmiraPreference.PALACE]: "palace", [EmiraPreference.GOLD]: "gold",
  [EmiraPreference.CAMELS]: "camels", [EmiraPreference.CARAVANS]: "caravans",
  [EmiraPreference.PRINCESSES]: "princesses",
};

/** How a preference reads on a card ("Appearance"), by its content name ("appearance"). */
export const PREFERENCE_WORDS: Record<string, string> = {
  appearance: "Appearance", status: "Status", palace: "Palace", gold: "Gold",
  camels: "Camels", caravans: "Caravans", princesses: "Most princesses",
};

export const COLOUR: Record<number, { name: string; fill: string; ink: string }> = {
  [EmiraColour.GREEN]: { name: "green", fill: "#2e7d32", ink: "#fff" },
  [EmiraColour.WHITE]: { name: "white", fill: "#f4f1ea", ink: "#222" },
  [EmiraColour.RED]: { name: "red", fill: "#b71c1c", ink: "#fff" },
  [EmiraColour.BLUE]: { name: "blue", fill: "#1456a8", ink: "#fff" },
  [EmiraColour.BLACK]: { name: "black", fill: "#222", ink: "#fff" },
};
export const NO_COLOUR = { name: "", fill: "#b49a6a", ink: "#222" };

export const PHASE: Record<number, string> = {
  [EmiraPhase.SETUP]: "Setup", [EmiraPhase.KEEP_START]: "Each sheik keeps one event card",
  [EmiraPhase.EVENTS]: "Event cards", [EmiraPhase.INCOME]: "Income",
  [EmiraPhase.PREPARE]: "The board is prepared", [EmiraPhase.BIDDING]: "Bidding for actions",
  [EmiraPhase.CHOOSING]: "The winner of the bid chooses an action",
  [EmiraPhase.PURCHASE]: "Buying event cards", [EmiraPhase.PRINCESS]: "The princess chooses her sheik",
  [EmiraPhase.UPKEEP]: "Upkeep", [EmiraPhase.END]: "End of the turn",
  [EmiraPhase.OVER]: "The game is over",
};

export const SKILL: Record<string, { name: string; fill: string }> = {
  intelligence: { name: "Intelligence", fill: "#2f5fa7" },
  housekeeping: { name: "Housekeeping", fill: "#2e7d4f" },
  cooking: { name: "Cooking", fill: "#b35a12" },
  romance: { name: "Romance", fill: "#a3245b" },
};

export const COUNTER: Record<string, { name: string; fill: string }> = {
  beauty: { name: "Beauty", fill: "#c2185b" },
  manners: { name: "Manners", fill: "#00796b" },
  attire: { name: "Attire", fill: "#6a3fa0" },
};

/** Each princess's special ability (7.3), as a line on her card. */
export const ABILITY: Record<string, string> = {
  grand_festivity: "Grand Festivity: palace −0.5 when she first joins (advanced game)",
  singer: "Singer: her sheik holds the “+1” status card Singing",
  mistrust: "Mistrust: her sheik shows his gold",
  actress: "Actress: her sheik holds the “+1” status card Acting",
  event_discount: "Event cards cost her sheik 100 or 200",
  discard_appearance: "When she first joins: discard 1 appearance counter",
  discard_status: "When she first joins: discard 1 status card",
  manners: "Brings the manners counter from beside the board",
  beauty: "Brings the beauty counter from beside the board",
  palace_damage: "Palace −0.5 when she first joins (advanced game)",
  lost_turn: "Her sheik cannot act in the next turn",
  cheap_camel: "Camels cost her sheik 50 gold",
  cheap_caravans: "Caravans cost her sheik 400, 500, 650 or 800",
  jealous: "100 gold for each new princess who joins",
  expensive: "Upkeep 100 gold instead of 50",
  own_money: "She has her own money: no upkeep",
  gift: "A gift of 250 gold every third turn",
  cheap_palace: "Palace sections cost her sheik 400",
  thief: "Leaves at once, stealing one of his princesses",
};

export const ACTION: Record<string, string> = {
  small_caravan: "Small caravan", large_caravan: "Large caravan", appearance: "Appearance",
  status: "Status", palace: "Palace section", camel: "Camel",
};

/** What the pending decision is, told to everybody. */
export const PENDING: Record<string, string> = {
  keep_event: "keeps one of the event cards drawn",
  changing_her_mind: "looks at the top princess (Changing Her Mind)",
  court_influence: "orders the top princesses (Court Influence)",
  bazaar: "picks the appearance counter for the board (Bazaar)",
  royal_favour: "picks the status card in play (Royal Favour)",
  discard_appearance: "discards an appearance counter (Samira)",
  discard_status: "discards a status card (Zahrah)",
  steal: "chooses the princess who leaves with Sidi Suleiman",
  xenia: "decides on Xenia's gift",
};

export const REASON: Record<string, string> = {
  goal: "a goal filled (or the most princesses)",
  emira_deck_empty: "the Emira deck ran out",
};

export const princess = (id: string) => (CONTENT.princesses as Princesses)[id as keyof Princesses];
export const princessName = (id: string) => princess(id)?.name ?? "a princess";

export const statusCard = (id: string) => (CONTENT.status as StatusCards)[id as keyof StatusCards];

/** "700 gold · 2 points", "Singing · 1 point". */
export function statusWords(id: string): string {
  const card = statusCard(id);
  if (!card) return "a status card";
  const points = `${card.points} point${card.points === 1 ? "" : "s"}`;
  if (card.special) return `${card.special === "singing" ? "Singing" : "Acting"} · ${points}`;
  return `${card.cost} gold · ${points}`;
}

/** An event card by its id ("bazaar#2"): the card's kind, its name and text. */
export function eventCard(id: string): { name: string; text: string; permanent: boolean } {
  const kind = (CONTENT.events as EventKinds)[id.split("#", 1)[0] as keyof EventKinds];
  return kind ?? { name: "an event card", text: "", permanent: false };
}

export const goalText = (id: string) => (CONTENT.goals as Record<string, string>)[id] ?? "";

/** A caravan on a spice track ("small_slow") in words. */
export function caravanWords(item: string): string {
  const [size, speed] = item.split("_");
  return `${size === "large" ? "Large" : "Small"} ${speed === "fast" ? "fast" : "slow"}`;
}

/** Text broken into lines of about `width` user units at font size `size`. */
export function wrap(text: string, width: number, size: number): string[] {
  const per = Math.max(4, Math.floor(width / (size * 0.53)));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > per) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
