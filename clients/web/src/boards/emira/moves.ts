// Which of the caller's legal moves Emira's board places, and where: each placed move has a
// key naming its place ("bid:120", "action:small_caravan:slow", "steal:noor"); the drawing
// asks for the move at a place by that key. Moves without a key are the frame's buttons.
import type { Move } from "../../board";
import {
  EmiraAction,
  EmiraAppearance,
  EmiraSpeed,
  type EmiraCommand,
} from "../../gen/scheherazade/v1/emira_pb";

const ACTIONS: Record<number, string> = {
  [EmiraAction.SMALL_CARAVAN]: "small_caravan", [EmiraAction.LARGE_CARAVAN]: "large_caravan",
  [EmiraAction.APPEARANCE]: "appearance", [EmiraAction.STATUS]: "status",
  [EmiraAction.PALACE]: "palace", [EmiraAction.CAMEL]: "camel",
};
const SPEEDS: Record<number, string> = { [EmiraSpeed.SLOW]: "slow", [EmiraSpeed.FAST]: "fast" };
export const COUNTER_KINDS: Record<number, string> = {
  [EmiraAppearance.BEAUTY]: "beauty", [EmiraAppearance.MANNERS]: "manners",
  [EmiraAppearance.ATTIRE]: "attire",
};

function emira(move: Move): EmiraCommand["command"] | undefined {
  const c = move.command.game;
  return c.case === "emira" ? c.value.command : undefined;
}

/** The place of a move on the board, or undefined when the board has none for it. */
export function placeOf(move: Move): string | undefined {
  const c = emira(move);
  switch (c?.case) {
    case "bid": return `bid:${c.value.amount}`;
    case "pass": return "pass";
    case "takeGold": return "gold";
    case "takeAction": {
      const speed = SPEEDS[c.value.speed];
      return `action:${ACTIONS[c.value.action]}${speed ? `:${speed}` : ""}`;
    }
    case "playEvent": return `play:${c.value.card}${c.value.choice ? `:${c.value.choice}` : ""}`;
    case "keepStartingEvent": return `keep:${c.value.card}`;
    case "keepEvent": return `keep:${c.value.card}`;
    case "buyEvents": return `buy:${c.value.count}`;
    case "pickCounter": return `counter:${COUNTER_KINDS[c.value.kind]}`;
    case "pickStatus": return `status:${c.value.card}`;
    case "discardAppearance": return `discard:${COUNTER_KINDS[c.value.kind]}`;
    case "discardStatus": return `discard:${c.value.card}`;
    case "chooseStolen": return `steal:${c.value.princess}`;
    default: return undefined;
  }
}

export interface Placed { move: Move; index: number; place: string }

/** The caller's placed moves by place. */
export function byPlace(moves: Move[]): Map<string, Placed> {
  const out = new Map<string, Placed>();
  moves.forEach((move, index) => {
    const key = placeOf(move);
    if (key !== undefined) out.set(key, { move, index, place: key });
  });
  return out;
}

/** The bids offered, lowest first. */
export function bids(places: Map<string, Placed>): number[] {
  return [...places.keys()].filter((k) => k.startsWith("bid:"))
    .map((k) => Number(k.slice(4))).sort((a, b) => a - b);
}

/** The choices offered for playing one event card (Good Looking's type, 3 players' turn). */
export function playChoices(places: Map<string, Placed>, card: string): string[] {
  const prefix = `play:${card}:`;
  return [...places.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
}
