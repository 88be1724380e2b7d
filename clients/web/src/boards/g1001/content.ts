// 1001's printed content as the board needs it, read from seeds/1001/ itself when the page is
// bundled (esbuild inlines the JSON), so the board can never disagree with the service's
// content: a changed seed changes the bundle, which tests/clients/test_web_bundle.py checks.
// Also the board's geometry (spaces, directions, wrapping), which the service's
// service/games/g1001/board.py defines the same way.
import flights from "../../../../../seeds/1001/flights.json";
import rewards from "../../../../../seeds/1001/rewards.json";
import tiles from "../../../../../seeds/1001/tiles.json";
import { G1001Colour, G1001Team } from "../../gen/scheherazade/v1/g1001_pb";

export const SIZE = 8; // spaces a side; index = row * 8 + column, row 0 at direction 1's edge

export type Cost = { red: number; blue: number; green: number; clouds: number };
export interface RewardCard { id: string; name: string; cost: Cost; points: number }

/** The 12 reward cards in the order of their spaces on the rewards board. */
export const REWARDS: RewardCard[] = rewards.cards;
export const rewardName = (id: string) => REWARDS.find((r) => r.id === id)?.name ?? "a reward";

/** A tile's name as a player reads it: the tiles are named after their illustration
 *  ("oasis" → "Oasis"). */
export const tileName = (id: string) =>
  tiles.tiles.some((t) => t.id === id) ? id.charAt(0).toUpperCase() + id.slice(1).replace(/_/g, " ") : "A tile";

/** The board's directions as printed on its borders. */
export const HEADING: Record<number, string> = { 1: "up", 2: "right", 3: "down", 4: "left" };
const STEP: Record<number, [number, number]> = { 1: [-1, 0], 2: [0, 1], 3: [1, 0], 4: [0, -1] };

/** Absolute direction of a card's leg when the card is placed facing `direction`. */
function turned(direction: number, heading: string): number {
  if (heading === "right") return (direction % 4) + 1;
  if (heading === "left") return ((direction + 2) % 4) + 1;
  return direction;
}

/** A flight card's legs as flown from `direction`: [[absolute direction, spaces], …]. */
export function legs(card: string, direction: number): [number, number][] {
  const found = flights.cards.find((c) => c.id === card);
  return (found?.legs ?? []).map((l) => [turned(direction, l.heading), l.spaces]);
}

/** "5 left, then 2 up": the card's flight in the board's directions, as the rulebook says it. */
export function flightWords(card: string, direction: number): string {
  return legs(card, direction).map(([d, n]) => `${n} ${HEADING[d]}`).join(", then ");
}

/** One step (row, column) of each direction, for drawing a card's path shape. */
export const step = (direction: number): [number, number] => STEP[direction] ?? [0, 0];

export const rowCol = (space: number): [number, number] => [Math.floor(space / SIZE), space % SIZE];

export const GEM: Record<number, { name: string; fill: string }> = {
  [G1001Colour.RED]: { name: "red", fill: "#c0392b" },
  [G1001Colour.BLUE]: { name: "blue", fill: "#2461b8" },
  [G1001Colour.GREEN]: { name: "green", fill: "#228b45" },
};
export const COLOURS = [G1001Colour.RED, G1001Colour.BLUE, G1001Colour.GREEN];

export const TEAM: Record<number, string> = { [G1001Team.DAY]: "Day", [G1001Team.NIGHT]: "Night" };

/** Each direction's colour: its flight card's band and its path across the board. */
export const PATH_COLOUR: Record<number, string> = {
  1: "#6a2c91", 2: "#0f6e7d", 3: "#a8520f", 4: "#b02a5d",
};

/** Worth of an individual point token on each turn (the turn track's printed values). */
export const TOKEN_VALUE = [1, 1, 2, 2, 3, 3, 4, 4];

/** "Ann", "Ann and Bob", "Ann, Bob and Cyd". */
export function listed(names: string[]): string {
  if (names.length < 2) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
