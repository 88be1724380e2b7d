// The caller's legal 1001 moves, found by what they do, and the element that makes one
// playable on the board (docs/web-table.md, "The page": role, tabindex, aria-label,
// data-move, Enter and Space as a click).
import type { ComponentChildren } from "preact";
import type { Move } from "../../board";
import type { G1001Command } from "../../gen/scheherazade/v1/g1001_pb";

type Oneof = G1001Command["command"];
export type Kind = NonNullable<Oneof["case"]>;
export type Body<K extends Kind> = Extract<Oneof, { case: K }>["value"];

/** A legal move with its index in `moves` (its data-move) and its command's fields. */
export interface Found<K extends Kind> { move: Move; index: number; body: Body<K> }

export function commandOf(move: Move): Oneof | undefined {
  const game = move.command.game;
  return game.case === "g1001" ? game.value.command : undefined;
}

/** Every legal move of one kind, in the service's order. */
export function every<K extends Kind>(moves: Move[], kind: K): Found<K>[] {
  const out: Found<K>[] = [];
  moves.forEach((move, index) => {
    const c = commandOf(move);
    if (c?.case === kind) out.push({ move, index, body: c.value as Body<K> });
  });
  return out;
}

export function find<K extends Kind>(moves: Move[], kind: K, test: (body: Body<K>) => boolean = () => true) {
  return every(moves, kind).find((f) => test(f.body));
}

export type Play = (move: Move) => void;

function pressed(action: () => void) {
  return (e: KeyboardEvent) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      action();
    }
  };
}

interface Box { x: number; y: number; w: number; h: number; children: ComponentChildren }

/** A thing on the board that plays `found` when clicked, highlighted while playable. */
export function Act(props: Box & { found: { move: Move; index: number }; play: Play }) {
  const { found, play, x, y, w, h } = props;
  const go = () => play(found.move);
  return (
    <g class="g1001-act" role="button" tabindex={0} aria-label={found.move.label}
      data-move={found.index} onClick={go} onKeyDown={pressed(go)}>
      <title>{found.move.label}</title>
      <rect class="g1001-glow" x={x - 3} y={y - 3} width={w + 6} height={h + 6} rx={6} />
      {props.children}
    </g>
  );
}

/** A thing on the board the caller toggles before a move (tokens set aside to spend). */
export function Toggle(props: Box & { label: string; on: boolean; toggle: () => void }) {
  const { x, y, w, h } = props;
  return (
    <g class="g1001-toggle" role="button" tabindex={0} aria-label={props.label}
      aria-pressed={props.on} onClick={props.toggle} onKeyDown={pressed(props.toggle)}>
      <title>{props.label}</title>
      <rect class="g1001-glow" x={x - 3} y={y - 3} width={w + 6} height={h + 6} rx={6} />
      {props.children}
    </g>
  );
}
