// Emira's table in SVG, drawn from the caller's view only: the turn and who acts; the game
// board with the princesses (deck, in play, undecided), the six actions' boxes and the bank;
// the bidding with its highest bid and who passed, the decks and the bag; every sheik's
// player board; the caller's goal and event cards; the result; a legend. Moves are made on
// the things they name (emira/moves.ts says which); the others are the frame's buttons.
import type { BoardProps, Move } from "../board";
import type { Game } from "../gen/scheherazade/v1/game_service_pb";
import { EmiraColour, type EmiraView } from "../gen/scheherazade/v1/emira_pb";
import { biddingPanel, BIDDING_W, Decks } from "./emira/bidding";
import { Legend, LEGEND_H, resultPanel, yourPanel } from "./emira/hand";
import { Market, MARKET_H } from "./emira/market";
import { byPlace, placeOf } from "./emira/moves";
import { princessRow } from "./emira/princesses";
import { Sheik, SHEIK_W, sheikHeight } from "./emira/sheiks";
import { Text } from "./emira/svg";
import { COLOUR, eventCard, PHASE } from "./emira/words";

const W = 960;
const M = 20; // margin
const INNER = W - 2 * M;

const viewOf = (game: Game) => (game.view.case === "emira" ? game.view.value : undefined) as EmiraView | undefined;

export function placed(move: Move): boolean {
  return placeOf(move) !== undefined;
}

export function toAct(game: Game): number[] {
  return viewOf(game)?.toAct ?? [];
}

/** A seat's panel wears its sheik's colour (the white sheik's in a grey a panel can show). */
export function colour(game: Game, seat: number): string | undefined {
  const s = viewOf(game)?.sheiks[seat];
  const fill = s ? COLOUR[s.colour]?.fill : undefined;
  return fill === COLOUR[EmiraColour.WHITE].fill ? "#8a8578" : fill;
}

/** A seat's public holdings in a line, for its panel beside the board. */
export function panel(game: Game, seat: number): string | null {
  const s = viewOf(game)?.sheiks[seat];
  if (!s) return null;
  const gold = s.gold !== undefined ? `${s.gold} gold · ` : "";
  const wives = s.princesses.length;
  return `${COLOUR[s.colour]?.name ?? ""} sheik · ${gold}${wives} princess${wives === 1 ? "" : "es"}`;
}

function heading(game: Game, v: EmiraView): string[] {
  const names = (seats: number[]) => seats.map((s) => game.players[s] ?? "?").join(", ");
  const first = [
    v.turn ? `Turn ${v.turn}` : "Before the first turn",
    PHASE[v.phase] ?? "",
    v.turn ? `first player ${game.players[v.firstPlayer] ?? "?"}` : "",
  ].filter(Boolean).join(" · ");
  const acting = v.toAct.length ? `To act: ${names(v.toAct)}` : v.result ? "" : "Nobody to act";
  const effects = v.effects.map((e) => `${eventCard(e.kind.split(":")[0]).name} (${game.players[e.seat] ?? "?"})`);
  const second = [acting, effects.length ? `Events this turn: ${effects.join(", ")}` : "",
    v.emiraDeckRanOut ? "The Emira deck ran out: this is the last turn" : ""].filter(Boolean).join(" · ");
  return [first, second];
}

export function Board({ game, moves, play }: BoardProps) {
  const v = viewOf(game);
  if (!v) return <p>This is not a game of Emira.</p>;
  const places = byPlace(moves);
  const ctx = { game, v, places, play };
  const [first, second] = heading(game, v);
  const result = resultPanel(game, v, INNER);
  const row = princessRow(v, INNER);
  const bidding = biddingPanel(ctx);
  const yours = yourPanel(ctx, INNER);
  const sheikH = sheikHeight(v);
  const sheikRows = Math.ceil(v.sheiks.length / 2);
  // Sections top to bottom, each at the height it needs.
  let y = 12;
  const at = (h: number, gap = 14) => { const top = y; y += h + (h ? gap : 0); return top; };
  const headY = at(44);
  const resultY = at(result.height);
  const rowY = at(row.height);
  const marketY = at(MARKET_H);
  const biddingY = at(bidding.height);
  const sheiksY = at(sheikRows * (sheikH + 12));
  const yoursY = at(yours.height);
  const legendY = at(LEGEND_H);
  return (
    <svg class="emira-board" viewBox={`0 0 ${W} ${y}`} width="100%" role="group"
      aria-label="Emira: the game board and every sheik's board">
      <rect x={0} y={0} width={W} height={y} fill="#fbf3e0" />
      <Text x={M} y={headY + 16} size={16} weight={700}>{first}</Text>
      <Text x={M} y={headY + 38} size={14} weight={600} fill="#8b1e3f">{second}</Text>
      {result.draw(M, resultY)}
      {row.draw(M, rowY)}
      <Market x={M} y={marketY} ctx={ctx} />
      {bidding.draw(M, biddingY)}
      <Decks x={M + BIDDING_W + 20} y={biddingY} ctx={ctx} />
      {v.sheiks.map((s, i) => (
        <Sheik key={s.seat} s={s} ctx={ctx} x={M + (i % 2) * (SHEIK_W + 12)}
          y={sheiksY + Math.floor(i / 2) * (sheikH + 12)} />
      ))}
      {yours.draw(M, yoursY)}
      <Legend x={M} y={legendY} />
    </svg>
  );
}
