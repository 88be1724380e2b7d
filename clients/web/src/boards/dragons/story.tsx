// Where the round stands, in words (the phase, who acts and for what, the location being
// resolved and its ranking, the cards played and not yet resolved, the end and its scores),
// and the legend of the board's symbols.
import { DragonsPhase, type DragonsView } from "../../gen/scheherazade/v1/dragons_pb";
import { cardName, locationName } from "./names";
import type { VNode } from "preact";
import { CardBack, HERO_W, HeroCard, NamedCard, TYPE_FILL, TreasureCard } from "./pieces";
import { RESOLVING, W, seatName, type Ctx } from "./places";

const PHASES: Record<number, string> = {
  [DragonsPhase.START_DRAW]: "Set up: each player draws a treasure card for the start player",
  [DragonsPhase.CHOOSE_START]: "Set up: the highest draw names the start player",
  [DragonsPhase.DECKS]: "Set up: the decks are shuffled",
  [DragonsPhase.LAYOUT]: "Phase one: new treasure and artifact cards",
  [DragonsPhase.PLACING]: "Phase two: heroes played into the locations",
  [DragonsPhase.RESOLVING]: "Phase three: the locations resolved",
  [DragonsPhase.OVER]: "The game is over",
};

const PENDING: Record<string, string> = {
  choose_start: "to choose the start player",
  take_treasure: "to take a treasure card",
  keep_spell: "to keep a spell",
  bribe: "to bribe the palace guard",
  buy: "to buy the artifact",
  use_dummy_card: "to use the Dummy's card",
  pay_dummy: "to pay the Dummy a treasure card for its card",
};

/** The seats whose move it is, as the view says. */
export function toAct(v: DragonsView): number[] {
  if (v.phase === DragonsPhase.OVER) return [];
  if (v.pending?.name) return [v.pending.seat];
  if (v.window?.about) return [v.window.responder];
  if (v.claim?.card) {
    return v.seats.filter((s) => !s.dummy && !v.claim!.offered.includes(s.seat)).map((s) => s.seat);
  }
  return v.placer !== undefined ? [v.placer] : [];
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function moment(c: Ctx, about: string): string {
  const [kind, ...rest] = about.split(":");
  const arg = rest.join(":");
  switch (kind) {
    case "layout": return "after the layout";
    case "placed": return "after a hero was placed";
    case "revealed": return `after ${locationName(arg)} was revealed`;
    case "card": return `after ${cardName(arg)} was played`;
    case "claim": return `after the Dummy's ${cardName(arg)} was claimed`;
    default: return rest.length > 1 ? `after ${seatName(c, Number(rest[0]))}'s decision at ${locationName(rest.slice(1).join(":"))}` : "now";
  }
}

function lines(c: Ctx): string[] {
  const { v } = c;
  const out = [`${v.round ? `Round ${v.round} · ` : ""}${PHASES[v.phase] ?? ""}`];
  const p = v.pending;
  if (p?.name) {
    const who = seatName(c, p.seat);
    const forWhom = p.forSeat !== p.seat ? ` for ${seatName(c, p.forSeat)}` : "";
    const amount = p.name === "bribe" ? ` (at least ${p.amount})` : p.name === "buy" ? ` (price ${p.amount})` : "";
    out.push(`Waiting for ${who} ${PENDING[p.name] ?? "to decide"}${forWhom}${amount}`);
  } else if (v.window?.about) {
    out.push(`${capital(seatName(c, v.window.responder))} may play a spell or an artifact ${moment(c, v.window.about)}, or pass`);
  } else if (v.claim?.card) {
    out.push(`${capital(seatName(c, v.claim.claimer))} claims the Dummy's ${cardName(v.claim.card)}: both players offer a treasure card in secret`);
  } else if (v.placer !== undefined) {
    out.push(`${capital(seatName(c, v.placer))} places ${v.placingDummy ? "one of the Dummy's heroes" : "a hero"}`);
  }
  if (v.resolving) {
    const ranking = v.ranking.map((t) => `${seatName(c, t.seat)} ${t.total}`).join(", ");
    out.push(`Resolving ${locationName(v.resolving)}${ranking ? ` · ranking: ${ranking}` : ""}`);
  }
  if (v.stack.length) {
    out.push("Played, not yet resolved: " + v.stack.map((f) =>
      `${cardName(f.card)} (${seatName(c, f.seat)}${f.countered ? ", countered" : ""})`).join(", "));
  }
  if (v.phase === DragonsPhase.OVER) {
    out.push(v.winners.length ? `Winner: ${v.winners.map((s) => seatName(c, s)).join(" and ")}` : "No winner");
    for (const s of v.scores) {
      out.push(`${capital(seatName(c, s.seat))}: ${s.artifacts} artifacts, ${s.lamps} lamps, treasure worth ${s.treasure}`);
    }
  }
  return out;
}

export function Story({ c, y }: { c: Ctx; y: number }) {
  const all = lines(c);
  return {
    height: all.length * 17 + 6,
    node: (
      <text x={10} y={y + 14} font-size={13} fill="#222">
        {all.map((l, i) => <tspan key={i} x={10} dy={i ? 17 : 0} font-weight={i === 1 ? 700 : 400}>{l}</tspan>)}
      </text>
    ),
  };
}

/** What the board's symbols mean: each symbol with its words beside it, in rows. */
export function Legend({ y }: { y: number }) {
  const items: [number, (x: number, y: number) => VNode, string][] = [
    [HERO_W, (x, y) => <HeroCard x={x} y={y} hero={{ seat: 0, faceUp: false, modifiers: [] }} />, "a hero, face down"],
    [HERO_W, (x, y) => <HeroCard x={x} y={y} hero={{ seat: 0, faceUp: false, number: 3, modifiers: [] }} />,
      "face down, seen by you"],
    [HERO_W, (x, y) => <HeroCard x={x} y={y} hero={{ seat: 0, faceUp: true, number: 3, value: 7, modifiers: ["x2", "+1"] }} />,
      "face up: 3, doubled, +1"],
    [5 * 38, (x, y) => <g>{Object.keys(TYPE_FILL).map((t, i) => <TreasureCard key={t} x={x + i * 38} y={y} id={`${t}#10`} />)}</g>,
      "treasure cards: type and number"],
    [60, (x, y) => <NamedCard x={x} y={y} id="mirage" w={60} h={40} />, "a spell"],
    [60, (x, y) => <NamedCard x={x} y={y} id="scroll#1" w={60} h={40} />, "an artifact"],
    [30, (x, y) => <CardBack x={x} y={y} w={30} h={40} kind="spell" />, "a card face down"],
    [36, (x, y) => <rect class="dragons-ring-legend" x={x} y={y + 2} width={36} height={36} rx={6} fill="none" />,
      "click: your move"],
    [36, (x, y) => <rect class="dragons-ring-pick" x={x} y={y + 2} width={36} height={36} rx={6} fill="none" />,
      "click: choose it first"],
    [36, (x, y) => <rect x={x} y={y + 2} width={36} height={36} rx={6} fill="none" stroke={RESOLVING} stroke-width={4} />,
      "the location being resolved"],
    [14, (x, y) => <text x={x} y={y + 26} font-size={16}>★</text>, "the start player"],
  ];
  let x = 10, row = 0;
  const drawn = items.map(([w, draw, label], i) => {
    const width = w + 8 + label.length * 6 + 18;
    if (x + width > W - 10) { x = 10; row += 1; }
    const at = x;
    x += width;
    return (
      <g key={i}>
        {draw(at, y + 20 + row * 50)}
        <text x={at + w + 8} y={y + 45 + row * 50} font-size={11}>{label}</text>
      </g>
    );
  });
  return {
    height: 20 + (row + 1) * 50,
    node: (
      <g>
        <text x={10} y={y + 12} font-size={12} font-weight={700} fill="#3b2a4a">Legend</text>
        {drawn}
      </g>
    ),
  };
}

export { W };
