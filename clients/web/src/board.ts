// What a game's board is to the table's frame (docs/web-table.md, "The page"). A board is
// `src/boards/<game>.tsx`, found by file name (scripts/boards.mjs); it draws only from the
// caller's view, which the server has already cut to what the caller may see.
import type { VNode } from "preact";
import type { Command, Game } from "./gen/scheherazade/v1/game_service_pb";

/** One legal move of the caller, in the words the service gives it. */
export interface Move {
  command: Command;
  label: string; // the service's words for it (ListLegalCommandsResponse.words)
  confirm: boolean; // the frame asks before sending it
}

export interface BoardProps {
  game: Game; // the typed game with the caller's view (GAME_VIEW_FULL)
  moves: Move[]; // the caller's legal moves now: [] for a spectator, a replay, or between turns
  play: (move: Move) => void; // send it (the frame confirms first when move.confirm)
}

/** A game's board module. Every move the board places is an element with role="button",
 *  tabindex="0", aria-label = the move's label and data-move = its index in `moves`;
 *  Enter and Space play it as a click does. The frame offers every move for which `placed`
 *  is false as a button. */
export interface BoardModule {
  Board: (props: BoardProps) => VNode;
  placed: (move: Move) => boolean;
  /** The seats whose move it is, as the view says (the frame highlights their panels);
   *  without it the frame can tell only that the caller has moves. */
  toAct?: (game: Game) => number[];
  /** What is public of a seat's holdings, for its panel beside the board. */
  panel?: (game: Game, seat: number) => VNode | string | null;
  /** A seat's colour where the game gives its pieces one (a sheik's, a hero's), so that a
   *  panel wears its pieces' colour; without it the frame's own palette (panels.tsx). */
  colour?: (game: Game, seat: number) => string | undefined;
}
