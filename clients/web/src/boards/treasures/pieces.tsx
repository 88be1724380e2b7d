// The pieces of the treasures board, drawn in SVG: a face-up cave card with its treasures and
// the chief's head, a treasure, the head, a figure, the bandit chief and the die.
import type { VNode } from "preact";

/** An inner wall of the cave: thicker and darker than anything else on the board. */
export const WALL = { stroke: "#1f140b", "stroke-width": 9, "stroke-linecap": "round" } as const;

/** One treasure: a cut gem. */
export function Gem({ cx, cy, r }: { cx: number; cy: number; r: number }): VNode {
  const d = `M${cx},${cy - r} L${cx + r},${cy - r * 0.2} L${cx},${cy + r} L${cx - r},${cy - r * 0.2} Z`;
  return (
    <g>
      <path d={d} fill="#f5b700" stroke="#8a5a00" stroke-width={1.5} stroke-linejoin="round" />
      <path d={`M${cx - r},${cy - r * 0.2} L${cx + r},${cy - r * 0.2}`} stroke="#8a5a00" stroke-width={1} />
    </g>
  );
}

/** The bandit chief's head as the cards show it: a face under a red turban. */
export function ChiefHead({ cx, cy, r }: { cx: number; cy: number; r: number }): VNode {
  return (
    <g>
      <circle cx={cx} cy={cy + r * 0.15} r={r * 0.7} fill="#d9a57a" stroke="#3b2a1a" stroke-width={1} />
      <path d={`M${cx - r * 0.8},${cy - r * 0.05} A${r * 0.8},${r * 0.75} 0 0 1 ${cx + r * 0.8},${cy - r * 0.05} Z`}
        fill="#c92a2a" stroke="#3b2a1a" stroke-width={1} />
      <path d={`M${cx - r * 0.45},${cy + r * 0.45} Q${cx},${cy + r * 1.1} ${cx + r * 0.45},${cy + r * 0.45}`}
        fill="#1f140b" />
    </g>
  );
}

/** A cave card face up: its treasures in a row, the chief's head in its corner if it has one. */
export function CardFace(p: {
  x: number; y: number; w: number; h: number; treasures: number; chief: boolean; small?: boolean;
}): VNode {
  const r = p.small ? 5 : 9;
  const gap = p.small ? 0 : 4;
  const row = p.treasures * 2 * r + (p.treasures - 1) * gap;
  const gems = Array.from({ length: p.treasures }, (_, i) =>
    p.small
      ? <Gem cx={p.x + p.w / 2} cy={p.y + p.h - 8 - i * 9} r={r} />
      : <Gem cx={p.x + (p.w - row) / 2 + r + i * (2 * r + gap)} cy={p.y + 25} r={r} />);
  return (
    <g>
      <rect x={p.x} y={p.y} width={p.w} height={p.h} rx={p.small ? 3 : 6} fill="#f3e2b3"
        stroke="#8a6a2b" stroke-width={p.small ? 1 : 2} />
      {gems}
      {p.chief && (p.small
        ? <ChiefHead cx={p.x + p.w / 2} cy={p.y + 8} r={6} />
        : <ChiefHead cx={p.x + p.w - 13} cy={p.y + 13} r={10} />)}
    </g>
  );
}

/** A figure: a wooden pawn in its seat's colour, ringed while it is its seat's turn. */
export function Pawn(p: {
  cx: number; y: number; colour: string; current?: boolean; caught?: boolean; title?: string;
}): VNode {
  const { cx, y } = p;
  return (
    <g opacity={p.caught ? 0.55 : 1}>
      {p.title && <title>{p.title}</title>}
      {p.current && <ellipse cx={cx} cy={y + 24} rx={20} ry={9} fill="none" stroke="#1f140b" stroke-width={2.5} />}
      <path d={`M${cx - 8},${y + 22} L${cx - 4},${y + 10} L${cx + 4},${y + 10} L${cx + 8},${y + 22} Z`}
        fill={p.colour} stroke="#1f140b" stroke-width={1.5} />
      <circle cx={cx} cy={y + 6} r={6} fill={p.colour} stroke="#1f140b" stroke-width={1.5} />
      {p.caught && <path d={`M${cx - 10},${y} L${cx + 10},${y + 22} M${cx + 10},${y} L${cx - 10},${y + 22}`}
        stroke="#1f140b" stroke-width={3} />}
    </g>
  );
}

/** The bandit chief's figure on his path. */
export function ChiefFigure({ cx, cy }: { cx: number; cy: number }): VNode {
  return (
    <g class="treasures-chief">
      <title>the bandit chief</title>
      <circle cx={cx} cy={cy} r={12} fill="#1f140b" stroke="#c92a2a" stroke-width={3} />
      <ChiefHead cx={cx} cy={cy} r={8} />
    </g>
  );
}

const PIPS: Record<number, Array<[number, number]>> = {
  1: [[0.5, 0.5]],
  2: [[0.25, 0.25], [0.75, 0.75]],
  3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
  4: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
  5: [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]],
  6: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.5], [0.75, 0.5], [0.25, 0.75], [0.75, 0.75]],
};

/** The die of the big luck, showing its roll. */
export function Die({ x, y, size, pips }: { x: number; y: number; size: number; pips: number }): VNode {
  return (
    <g class="treasures-die" role="img" aria-label={`the die shows ${pips}`}>
      <rect x={x} y={y} width={size} height={size} rx={size / 6} fill="#fffaf0" stroke="#1f140b" stroke-width={2} />
      {(PIPS[pips] ?? []).map(([px, py]) => (
        <circle cx={x + px * size} cy={y + py * size} r={size / 11} fill="#1f140b" />
      ))}
    </g>
  );
}
