// The pieces of 1001 as SVG shapes: gems, clouds, vote and Vizier cards, Aladdin, the
// Starting location token and the hourglass. The legend draws the same shapes.
import { GEM } from "./content";

export const INK = "#2b2233";
export const PENALTY = "#8b1e3f";
export const CLOUD = "#4f86c6";
export const DAY = "#f3d27a";
export const NIGHT = "#2f3c68";

/** A gem (a token in a team's supply, or the gem in a hole of the board). */
export function Gem(p: { x: number; y: number; colour: number; r?: number; dim?: boolean }) {
  const r = p.r ?? 6;
  return (
    <polygon points={`${p.x},${p.y - r} ${p.x + r * 0.85},${p.y} ${p.x},${p.y + r} ${p.x - r * 0.85},${p.y}`}
      fill={GEM[p.colour]?.fill ?? "#999"} stroke={INK} stroke-width={1} opacity={p.dim ? 0.35 : 1} />
  );
}

/** A cloud, `s` its scale (1 is about 20 wide). */
export function Cloud(p: { x: number; y: number; s?: number; fill?: string; dim?: boolean }) {
  const s = p.s ?? 1;
  const fill = p.fill ?? CLOUD;
  return (
    <g fill={fill} opacity={p.dim ? 0.35 : 1}>
      <circle cx={p.x - 5 * s} cy={p.y + 1 * s} r={4.5 * s} />
      <circle cx={p.x} cy={p.y - 2 * s} r={5.5 * s} />
      <circle cx={p.x + 5 * s} cy={p.y + 1 * s} r={4.5 * s} />
      <rect x={p.x - 8 * s} y={p.y + 1 * s} width={16 * s} height={4.5 * s} rx={2 * s} />
    </g>
  );
}

/** The gem penalty's mark: a gem crossed out. */
export function LostGem(p: { x: number; y: number }) {
  return (
    <g>
      <polygon points={`${p.x},${p.y - 6} ${p.x + 5},${p.y} ${p.x},${p.y + 6} ${p.x - 5},${p.y}`}
        fill="#fff" stroke="#fff" stroke-width={1} />
      <line x1={p.x - 6} y1={p.y + 6} x2={p.x + 6} y2={p.y - 6} stroke={PENALTY} stroke-width={2} />
    </g>
  );
}

/** A vote card face up: its direction, in that direction's colour. */
export function VoteCard(p: { x: number; y: number; w: number; h: number; value: number | string;
  colour: string; struck?: boolean }) {
  const { x, y, w, h } = p;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={4} fill="#fffaf0" stroke={p.colour} stroke-width={2} />
      <text x={x + w / 2} y={y + h / 2 + 6} text-anchor="middle" font-size={Math.min(18, h * 0.5)}
        font-weight={700} fill={p.colour}>{p.value}</text>
      {p.struck && <line x1={x + 2} y1={y + h - 2} x2={x + w - 2} y2={y + 2} stroke={PENALTY} stroke-width={2.5} />}
    </g>
  );
}

/** A card face down: the table sees that it was placed, not what it is. */
export function CardBack(p: { x: number; y: number; w: number; h: number; title: string }) {
  const { x, y, w, h } = p;
  return (
    <g>
      <title>{p.title}</title>
      <rect x={x} y={y} width={w} height={h} rx={4} fill="#5a3d73" stroke={INK} />
      <rect x={x + 3} y={y + 3} width={w - 6} height={h - 6} rx={3} fill="none" stroke="#e6c76a" stroke-dasharray="3 2" />
    </g>
  );
}

/** The Vizier card of a direction: a turban over the banned number. */
export function VizierCard(p: { x: number; y: number; w: number; h: number; direction?: number }) {
  const { x, y, w, h } = p;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={4} fill="#3a1f2b" stroke="#e6c76a" stroke-width={1.5} />
      <ellipse cx={x + w / 2} cy={y + h * 0.32} rx={w * 0.28} ry={h * 0.14} fill="#e6c76a" />
      <circle cx={x + w / 2} cy={y + h * 0.2} r={Math.min(w, h) * 0.07} fill="#c0392b" />
      {p.direction !== undefined && (
        <text x={x + w / 2} y={y + h * 0.82} text-anchor="middle" font-size={Math.min(16, h * 0.3)}
          font-weight={700} fill="#fff">{p.direction}</text>
      )}
    </g>
  );
}

/** Aladdin on his flying carpet. */
export function Aladdin(p: { x: number; y: number }) {
  const { x, y } = p;
  return (
    <g>
      <title>Aladdin</title>
      <circle cx={x} cy={y} r={19} fill="#fff" opacity={0.85} />
      <path d={`M${x - 15},${y + 8} L${x + 13},${y + 8} L${x + 16},${y + 13} L${x - 12},${y + 13} Z`}
        fill="#8b1e3f" stroke="#e6c76a" stroke-width={1.2} />
      <rect x={x - 5} y={y - 4} width={10} height={12} rx={3} fill="#2f6f5e" />
      <circle cx={x} cy={y - 8} r={5} fill="#d9a066" />
      <path d={`M${x - 6},${y - 10} Q${x},${y - 19} ${x + 6},${y - 10} Z`} fill="#f4f0e6" stroke={INK} stroke-width={0.8} />
    </g>
  );
}

/** The Starting location token: a gold ring round the space where this turn's flight began. */
export function StartToken(p: { x: number; y: number; size: number }) {
  return (
    <rect x={p.x + 3} y={p.y + 3} width={p.size - 6} height={p.size - 6} rx={8} fill="none"
      stroke="#c8951a" stroke-width={3} stroke-dasharray="6 3" />
  );
}

/** The hourglass token on the turn track. */
export function Hourglass(p: { x: number; y: number }) {
  const { x, y } = p;
  return (
    <g>
      <rect x={x - 9} y={y - 14} width={18} height={3} fill="#7a5c2e" />
      <rect x={x - 9} y={y + 11} width={18} height={3} fill="#7a5c2e" />
      <path d={`M${x - 7},${y - 11} L${x + 7},${y - 11} L${x},${y} L${x + 7},${y + 11} L${x - 7},${y + 11} L${x},${y} Z`}
        fill="#f6e7c1" stroke="#7a5c2e" stroke-width={1.5} />
      <path d={`M${x - 4},${y + 9} L${x + 4},${y + 9} L${x},${y + 3} Z`} fill="#d9a441" />
    </g>
  );
}
