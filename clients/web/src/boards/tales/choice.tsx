// A move the Tales board places: an SVG element a player clicks, or focuses and presses
// Enter or Space (docs/web-table.md, "The page"): role="button", the move's label as its
// accessible name, data-move its index among the caller's moves.
import type { ComponentChildren } from "preact";
import type { Move } from "../../board";
import type { TalesCommand } from "../../gen/scheherazade/v1/tales_pb";
import { TALES } from "./data";

/** A legal move with its index in `moves`. */
export interface Offer { move: Move; index: number }

export const command = (move: Move): TalesCommand["command"] | undefined =>
  move.command.game.case === "tales" ? move.command.game.value.command : undefined;

export function Pressable(props: {
  offer: Offer; play: (move: Move) => void; class?: string; children: ComponentChildren;
}) {
  const { offer, play } = props;
  return (
    <g role="button" tabIndex={0} aria-label={offer.move.label} data-move={offer.index}
      class={`tales-playable ${props.class ?? ""}`}
      onClick={() => play(offer.move)}
      onKeyDown={(e) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          play(offer.move);
        }
      }}>
      {props.children}
    </g>
  );
}

/** A chip's width for its text (the board's font, about 0.6 em a letter). */
const chipWidth = (text: string) => Math.max(60, Math.round(text.length * 8.4) + 24);

export interface Chip { offer?: Offer; text: string; chosen?: boolean }

/** Choices as chips, wrapped at `width` (or `stacked`, one a row): reactions, sections,
 *  cards to play. A chip without an offer is drawn but not playable (a spectator's view,
 *  a section the seat cannot choose). */
export function Chips(props: { chips: Chip[]; play: (move: Move) => void; width?: number; stacked?: boolean }) {
  const width = props.width ?? 600;
  const height = 34, gap = 8;
  let x = 0, y = 0;
  const placed = props.chips.map((chip) => {
    const w = props.stacked ? width : Math.min(width, chipWidth(chip.text));
    if (x > 0 && x + w > width) {
      x = 0;
      y += height + gap;
    }
    const at = { chip, x, y, w };
    x += w + gap;
    return at;
  });
  const total = y + height + 2;
  return (
    <svg class="tales-chips" viewBox={`-1 -1 ${width + 2} ${total}`} width={width + 2} height={total}>
      {placed.map(({ chip, x, y, w }) => {
        const face = (
          <>
            <rect x={x} y={y} width={w} height={height} rx={8} />
            <text x={props.stacked ? x + 12 : x + w / 2} y={y + height / 2 + 5}
              text-anchor={props.stacked ? "start" : "middle"}>{chip.text}</text>
          </>
        );
        const cls = `tales-chip${chip.chosen ? " tales-chosen" : ""}`;
        return chip.offer
          ? <Pressable offer={chip.offer} play={props.play} class={cls}>{face}</Pressable>
          : <g class={`${cls} tales-idle`}>{face}</g>;
      })}
    </svg>
  );
}

/** The caller's moves, by where the board offers them. */
export interface Offers {
  spaces: Map<string, Offer>; // a move or a free move's space, on the map
  sources: Offer[]; // where the encounter comes from
  reactions: Map<string, Offer>; // by reaction
  masters: Offer[]; // Master skills and the Destiny Die
  sections: Map<number, Offer>; // by section index
  keep: Offer[]; // keep or discard the terrain card
  decisions: Offer[]; // every other placed move: setup, what one loses or sells
}

export function classify(moves: Move[], placed: (move: Move) => boolean): Offers {
  const out: Offers = {
    spaces: new Map(), sources: [], reactions: new Map(), masters: [], sections: new Map(), keep: [], decisions: [],
  };
  moves.forEach((move, index) => {
    const c = command(move), offer = { move, index };
    if (!c || !placed(move)) return;
    const space = c.case === "move" ? c.value.to : c.case === "chooseSpace" ? c.value.space : "";
    if (TALES.spaces[space]) out.spaces.set(space, offer);
    else if (c.case === "chooseEncounter") out.sources.push(offer);
    else if (c.case === "chooseReaction") out.reactions.set(c.value.reaction, offer);
    else if (c.case === "useMaster" || c.case === "rollDestiny") out.masters.push(offer);
    else if (c.case === "chooseSection") out.sections.set(c.value.section, offer);
    else if (c.case === "keepCard") out.keep.push(offer);
    else out.decisions.push(offer);
  });
  return out;
}
