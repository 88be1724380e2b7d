// The pieces of the Dragons board in SVG: the clickable wrapper every move and pick is drawn
// in, and the cards (heroes, treasures, spells and artifacts, card backs).
import type { ComponentChildren } from "preact";
import type { Move } from "../../board";
import { cardName, cardText, colourName, isArtifact, treasure, treasureName } from "./names";
import type { Offer } from "./plan";

/** What the board's pieces ask of it: what a key does now, and to do it. */
export interface Ui {
  moves: Move[];
  offer(key: string): Offer | null;
  click(key: string, offer: Offer): void;
}

export const SEAT_FILL = ["#b22234", "#3f3a9e", "#e0a100", "#2e8b57", "#f3ead2"];
export const SEAT_INK = ["#fff", "#fff", "#222", "#fff", "#222"];
export const TYPE_FILL: Record<string, string> = {
  gold: "#e3b23c", silver: "#b8bcc2", pearls: "#f2ecdc", rubies: "#b0102f", emeralds: "#1f8f4e",
};
const TYPE_INK: Record<string, string> = { rubies: "#fff", emeralds: "#fff" };

export const seatFill = (seat: number) => SEAT_FILL[seat] ?? "#888";
export const seatInk = (seat: number) => SEAT_INK[seat] ?? "#fff";

interface HotProps {
  ui: Ui;
  k: string; // the thing's key (plan.ts)
  what: string; // the thing in words, for a pick's accessible name: "hero 3", "Mirage"
  x: number; y: number; w: number; h: number; // the ring drawn round it while it is live
  children: ComponentChildren;
}

/** A thing on the board: a move (data-move, the move's label), a pick towards moves
 *  (data-leads, aria-pressed) or, when it does nothing now, just its drawing. */
export function Hot({ ui, k, what, x, y, w, h, children }: HotProps) {
  const o = ui.offer(k);
  if (!o) return <g>{children}</g>;
  const act = () => ui.click(k, o);
  const keys = (e: KeyboardEvent) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      act();
    }
  };
  const live = o.move !== undefined;
  const label = live ? ui.moves[o.move!].label : o.pressed ? `${what} (chosen; again to let go)` : `Choose ${what}`;
  return (
    <g role="button" tabIndex={0} aria-label={label} data-move={live ? o.move : undefined}
      data-leads={live ? undefined : o.leads.join(" ")} aria-pressed={live ? undefined : o.pressed}
      class={`dragons-hot ${live ? "dragons-move" : "dragons-pick"}${o.pressed ? " dragons-picked" : ""}`}
      onClick={act} onKeyDown={keys}>
      <title>{label}</title>
      {children}
      <rect class="dragons-ring" x={x - 3} y={y - 3} width={w + 6} height={h + 6} rx={6} />
    </g>
  );
}

export const HERO_W = 30;
export const HERO_H = 40;

export interface HeroFace {
  seat: number;
  faceUp: boolean;
  number?: number; // shown only when the viewer may see it
  value?: number;
  modifiers: string[];
  withdrawn?: boolean;
}

/** A hero card: its back in its seat's colour while face down and unseen; its number on a
 *  white face once turned or when you may see it (dashed while still face down). */
export function HeroCard({ x, y, hero }: { x: number; y: number; hero: HeroFace }) {
  const seen = hero.number !== undefined;
  const fill = seatFill(hero.seat);
  const changed = hero.value !== undefined && hero.value !== hero.number;
  return (
    <g opacity={hero.withdrawn ? 0.35 : 1}>
      <rect x={x} y={y} width={HERO_W} height={HERO_H} rx={4} fill={seen ? "#fffdf6" : fill}
        stroke={fill} stroke-width={3} stroke-dasharray={seen && !hero.faceUp ? "4 2" : undefined} />
      {seen ? (
        <text x={x + HERO_W / 2} y={y + 25} text-anchor="middle" font-size={19} font-weight={700}
          fill="#222">{hero.number}</text>
      ) : (
        <text x={x + HERO_W / 2} y={y + 26} text-anchor="middle" font-size={16} fill={seatInk(hero.seat)}>✦</text>
      )}
      {hero.modifiers.length > 0 && (
        <text x={x + HERO_W / 2} y={y + HERO_H - 3} text-anchor="middle" font-size={8.5} fill="#8b1e3f">
          {hero.modifiers.join(" ")}{changed ? ` =${hero.value}` : ""}
        </text>
      )}
      {hero.withdrawn && <line x1={x} y1={y} x2={x + HERO_W} y2={y + HERO_H} stroke="#222" stroke-width={2} />}
    </g>
  );
}

export const TREASURE_W = 34;
export const TREASURE_H = 46;

/** A treasure card face up: its number on its type's colour, the type named beneath. */
export function TreasureCard({ x, y, id }: { x: number; y: number; id: string }) {
  const t = treasure(id);
  const ink = TYPE_INK[t.type] ?? "#222";
  return (
    <g>
      <title>{treasureName(id)}</title>
      <rect x={x} y={y} width={TREASURE_W} height={TREASURE_H} rx={4} fill={TYPE_FILL[t.type] ?? "#ddd"}
        stroke="#6b5532" />
      <text x={x + TREASURE_W / 2} y={y + 25} text-anchor="middle" font-size={20} font-weight={700} fill={ink}>
        {t.value}
      </text>
      <text x={x + TREASURE_W / 2} y={y + TREASURE_H - 5} text-anchor="middle" font-size={8} fill={ink}>
        {t.typeName}
      </text>
    </g>
  );
}

/** A card lying face down: a treasure (the guard's, a hand), a spell or an artifact. */
export function CardBack({ x, y, w, h, kind }: { x: number; y: number; w: number; h: number; kind: string }) {
  const fill = kind === "treasure" ? "#7a5c2e" : kind === "spell" ? "#4b2a6a" : "#1d5c63";
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={4} fill={fill} stroke="#2a1d10" />
      <rect x={x + 4} y={y + 4} width={w - 8} height={h - 8} rx={3} fill="none" stroke="#f6e7c1"
        stroke-width={1} stroke-dasharray="3 2" />
    </g>
  );
}

export const CARD_W = 78;
export const CARD_H = 52;

/** Words broken into lines of at most `width` characters. */
export function lines(words: string, width: number): string[] {
  const out: string[] = [];
  for (const w of words.split(" ")) {
    const last = out.length - 1;
    if (last >= 0 && out[last].length + 1 + w.length <= width) out[last] += ` ${w}`;
    else out.push(w);
  }
  return out;
}

/** A spell (purple) or an artifact card (teal), face up, named; its effect in its tooltip. */
export function NamedCard({ x, y, id, w = CARD_W, h = CARD_H, used = false }:
  { x: number; y: number; id: string; w?: number; h?: number; used?: boolean }) {
  const artifact = isArtifact(id);
  const name = lines(cardName(id), Math.floor(w / 6.2));
  return (
    <g opacity={used ? 0.7 : 1}>
      <title>{`${cardName(id)}: ${cardText(id)}`}</title>
      <rect x={x} y={y} width={w} height={h} rx={5} fill={artifact ? "#d8efe9" : "#ece0f5"}
        stroke={artifact ? "#1d5c63" : "#4b2a6a"} stroke-width={used ? 1 : 2} />
      <text x={x + w / 2} y={y + h / 2 - (name.length - 1) * 6 + 4} text-anchor="middle" font-size={11}
        fill="#222">
        {name.map((l, i) => <tspan key={i} x={x + w / 2} dy={i ? 12 : 0}>{l}</tspan>)}
      </text>
    </g>
  );
}

/** A seat's colour swatch with its colour's name as the tooltip. */
export function Swatch({ x, y, seat, r = 7 }: { x: number; y: number; seat: number; r?: number }) {
  return (
    <circle cx={x} cy={y} r={r} fill={seatFill(seat)} stroke="#222">
      <title>{colourName(seat)}</title>
    </circle>
  );
}
