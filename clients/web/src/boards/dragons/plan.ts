// Where each legal move of Aladdin's Dragons is made on the board. A move is reached by a
// short path of clicks on the things the rulebook names, each named by a key:
//   "hero:3"         a hero in your supply          "loc:cave:3"   a location
//   "h:tent:0"       a hero placed on a location    "card:mirage"  a spell or an artifact card
//   "t:gold#3"       a treasure card (cave, hand)   "seat:1"       a player
//   "keep:mirage"    a spell drawn for you to keep  "guard"        the palace guard
// Placing a hero is [hero, location]; a card with one way to play it is [card], with several
// [card, target] (Desert Wind: [card, hero, destination]); taking a treasure, keeping a
// spell, naming the start player, claiming or paying the Dummy is one click on that thing.
// A bribe or a purchase is a set of treasure cards chosen in your hand, then the room's
// "pay" (never a path: the cards are picked in any order). Passing, withdrawing and
// declining have no place on the board: the frame offers them as buttons.
import type { Move } from "../../board";
import type { DragonsCommand } from "../../gen/scheherazade/v1/dragons_pb";

type Inner = DragonsCommand["command"];

export function dragonsCommand(move: Move): Inner | undefined {
  const g = move.command.game;
  return g.case === "dragons" ? g.value.command : undefined;
}

const UNPLACED = new Set(["pass", "withdraw", "decline"]);
const PAYMENTS = new Set(["payBribe", "buyArtifact"]);

/** True when the board offers the move; the frame shows the others as buttons. */
export function placed(move: Move): boolean {
  const c = dragonsCommand(move);
  return c?.case !== undefined && !UNPLACED.has(c.case);
}

/** The keys of a card's target, after the card itself. */
function target(c: Extract<Inner, { case: "playCard" }>["value"]): string[] {
  if (c.hero !== undefined) return [`h:${c.location}:${c.hero}`, ...(c.to ? [`loc:${c.to}`] : [])];
  if (c.player !== undefined) return [`seat:${c.player}`];
  if (c.treasure) return [`t:${c.treasure}`];
  if (c.location) return [`loc:${c.location}`];
  return ["guard"]; // the scroll read without a hero: the guard's card only
}

export interface Plan {
  paths: (string[] | undefined)[]; // by move index; undefined: not a path (a payment, a button)
  payments: { index: number; cards: string[] }[]; // the bribes or purchases on offer
}

export function plan(moves: Move[]): Plan {
  const plays = new Map<string, number>(); // how many ways to play each card
  for (const m of moves) {
    const c = dragonsCommand(m);
    if (c?.case === "playCard") plays.set(c.value.card, (plays.get(c.value.card) ?? 0) + 1);
  }
  const out: Plan = { paths: [], payments: [] };
  moves.forEach((m, index) => {
    const c = dragonsCommand(m);
    let path: string[] | undefined;
    switch (c?.case) {
      case "placeHero": path = [`hero:${c.value.hero}`, `loc:${c.value.location}`]; break;
      case "placeDummyHero": path = [`loc:${c.value.location}`]; break;
      case "playCard": {
        const card = `card:${c.value.card}`;
        path = plays.get(c.value.card) === 1 ? [card] : [card, ...target(c.value)];
        break;
      }
      case "claimDummyCard": path = [`card:${c.value.card}`]; break;
      case "offerDummy": path = [`t:${c.value.cards[0]}`]; break;
      case "takeTreasure": path = [`t:${c.value.card}`]; break;
      case "keepSpell": path = [`keep:${c.value.spell}`]; break;
      case "chooseStartPlayer": path = [`seat:${c.value.player}`]; break;
      default:
        if (c?.case && PAYMENTS.has(c.case)) {
          out.payments.push({ index, cards: [...(c.value as { cards: string[] }).cards].sort() });
        }
    }
    out.paths.push(path);
  });
  return out;
}

const startsWith = (path: string[], prefix: string[]) => prefix.every((k, i) => path[i] === k);

/** What the thing named `key` does now: plays a move, or is a step towards some. */
export interface Offer {
  move?: number; // the move it plays
  leads: number[]; // the moves it is a step towards (a pick)
  pressed: boolean; // it is picked
  from: string[]; // the path it extends
}

/** The picks made so far, if they still lead somewhere; else none, except that while you
 *  place a hero, your lowest hero in hand is picked for you. */
export function current(p: Plan, picked: string[]): string[] {
  const alive = picked.length > 0 && p.paths.some((s) => s && s.length > picked.length && startsWith(s, picked));
  if (alive) return picked;
  const heroes = p.paths.filter((s) => s?.[0]?.startsWith("hero:")).map((s) => Number(s![0].slice(5)));
  return heroes.length ? [`hero:${Math.min(...heroes)}`] : [];
}

export function offer(p: Plan, picked: string[], key: string): Offer | null {
  for (const from of picked.length ? [picked, []] : [[]]) {
    const path = [...from, key];
    let move: number | undefined;
    const leads: number[] = [];
    p.paths.forEach((s, i) => {
      if (!s || !startsWith(s, path)) return;
      if (s.length === path.length) move = i;
      else leads.push(i);
    });
    if (move !== undefined && !leads.length) return { move, leads: [], pressed: false, from };
    if (leads.length) return { leads, pressed: picked.includes(key), from };
  }
  if (picked.includes(key)) return { leads: [], pressed: true, from: [] };
  return null;
}

/** The payment whose cards are exactly those chosen. */
export function payment(p: Plan, chosen: string[]): number | undefined {
  const want = [...chosen].sort().join(" ");
  return p.payments.find((x) => x.cards.join(" ") === want)?.index;
}

/** The payments a treasure card in your hand is part of. */
export const payingWith = (p: Plan, card: string) =>
  p.payments.filter((x) => x.cards.includes(card)).map((x) => x.index);
