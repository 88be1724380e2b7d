// The pieces Emira's board is drawn with: a move's clickable place, text in lines, card
// backs, the preference and skill badges, appearance counters.
import type { ComponentChildren } from "preact";
import type { Move } from "../../board";
import type { Placed } from "./moves";
import { COUNTER, PREFERENCE_WORDS, SKILL } from "./words";

export type Play = (move: Move) => void;

interface HitProps {
  at?: Placed; // the move played here; without one the children are drawn as they are
  play: Play;
  x: number; y: number; w: number; h: number;
  confirm?: boolean; // ask before sending, whatever the service's words say (a pass)
  children: ComponentChildren;
}

/** A move's place: a button for the keyboard and screen readers, outlined while playable. */
export function Hit({ at, play, x, y, w, h, confirm, children }: HitProps) {
  if (!at) return <g>{children}</g>;
  const go = () => play(confirm && !at.move.confirm ? { ...at.move, confirm: true } : at.move);
  return (
    <g class="emira-move" role="button" tabindex={0} aria-label={at.move.label}
      data-move={at.index} data-place={at.place} onClick={go}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); go(); }
      }}>
      <title>{at.move.label}</title>
      {children}
      <rect class="emira-playable" x={x - 2} y={y - 2} width={w + 4} height={h + 4} rx={7} />
    </g>
  );
}

interface LinesProps {
  x: number; y: number; lines: string[]; size?: number; weight?: number | string;
  fill?: string; anchor?: "start" | "middle" | "end"; italic?: boolean;
}

/** Lines of text, the first one's baseline at y. */
export function Lines({ x, y, lines, size = 12, weight, fill = "#2b2118", anchor, italic }: LinesProps) {
  return (
    <text x={x} y={y} font-size={size} font-weight={weight} fill={fill} text-anchor={anchor}
      font-style={italic ? "italic" : undefined}>
      {lines.map((line, i) => <tspan key={i} x={x} dy={i ? size * 1.2 : 0}>{line}</tspan>)}
    </text>
  );
}

export const Text = (p: Omit<LinesProps, "lines"> & { children: string }) =>
  <Lines {...p} lines={[p.children]} />;

/** A face-down card (Emira, status or event deck, a hand). */
export function CardBack({ x, y, w, h, label }: { x: number; y: number; w: number; h: number; label?: string }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={6} fill="#5b3a6e" stroke="#2e1d38" />
      <rect x={x + 5} y={y + 5} width={w - 10} height={h - 10} rx={4} fill="none"
        stroke="#d9b65c" stroke-dasharray="3 3" />
      {label && <Text x={x + w / 2} y={y + h / 2 + 4} size={12} weight={600} fill="#f6e7c1"
        anchor="middle">{label}</Text>}
    </g>
  );
}

const ICON_FILL: Record<string, string> = {
  appearance: "#c2185b", status: "#8d6e00", palace: "#6d4c41", gold: "#d4a017",
  camels: "#a1887f", caravans: "#e65100", princesses: "#5b3a6e",
};

/** A preference's badge: its own shape in its colour. */
export function PreferenceIcon({ x, y, kind }: { x: number; y: number; kind: string }) {
  const fill = ICON_FILL[kind] ?? "#777";
  const shape: Record<string, ComponentChildren> = {
    appearance: <g><circle cx={x + 6} cy={y + 5} r={4.5} fill={fill} /><rect x={x + 5} y={y + 9} width={2} height={4} fill={fill} /></g>,
    status: <path d={`M${x} ${y + 12}L${x + 1} ${y + 3}L${x + 4} ${y + 7}L${x + 6} ${y + 1}L${x + 8} ${y + 7}L${x + 11} ${y + 3}L${x + 12} ${y + 12}Z`} fill={fill} />,
    palace: <path d={`M${x} ${y + 12}V${y + 6}Q${x + 6} ${y - 2} ${x + 12} ${y + 6}V${y + 12}Z`} fill={fill} />,
    gold: <circle cx={x + 6} cy={y + 6} r={6} fill={fill} stroke="#8a6500" />,
    camels: <path d={`M${x} ${y + 12}V${y + 7}Q${x + 3} ${y + 1} ${x + 6} ${y + 7}Q${x + 9} ${y + 1} ${x + 12} ${y + 7}V${y + 12}Z`} fill={fill} />,
    caravans: <rect x={x} y={y + 3} width={12} height={9} rx={2} fill={fill} />,
    princesses: <path d={`M${x + 6} ${y}L${x + 12} ${y + 12}H${x}Z`} fill={fill} />,
  };
  return <g aria-hidden="true">{shape[kind] ?? <circle cx={x + 6} cy={y + 6} r={5} fill={fill} />}</g>;
}

/** "1st: Appearance" with its badge. */
export function Preference({ x, y, rank, kind }: { x: number; y: number; rank: string; kind: string }) {
  return (
    <g>
      <PreferenceIcon x={x} y={y - 10} kind={kind} />
      <Text x={x + 16} y={y} size={12}>{`${rank} ${PREFERENCE_WORDS[kind] ?? kind}`}</Text>
    </g>
  );
}

/** A skill as a coloured chip with its name. */
export function SkillChip({ x, y, skill, w = 92 }: { x: number; y: number; skill: string; w?: number }) {
  const s = SKILL[skill] ?? { name: skill, fill: "#555" };
  return (
    <g>
      <rect x={x} y={y} width={w} height={16} rx={8} fill={s.fill} />
      <Text x={x + w / 2} y={y + 12} size={11} weight={600} fill="#fff" anchor="middle">{s.name}</Text>
    </g>
  );
}

/** An appearance counter: a disc in its type's colour with the type's initial. */
export function Counter({ x, y, kind, r = 11 }: { x: number; y: number; kind: string; r?: number }) {
  const c = COUNTER[kind] ?? { name: "+1", fill: "#b8860b" };
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={c.fill} stroke="#fff" stroke-width={1.5} />
      <Text x={x} y={y + 4} size={11} weight={700} fill="#fff" anchor="middle">
        {kind in COUNTER ? c.name.charAt(0) : "+1"}
      </Text>
    </g>
  );
}
