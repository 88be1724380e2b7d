// The player panels: each seat's name in its colour, the caller's own marked, the seats to
// act highlighted, and what the game's board says is public of each seat's holdings.
import type { BoardModule } from "./board";
import type { Game } from "./gen/scheherazade/v1/game_service_pb";

/** Seat colours, in seat order, far enough apart to tell on a light table. */
export const SEAT_COLOURS = ["#c0392b", "#2461b8", "#228b45", "#d98c00", "#7d3c98", "#16838f"];
export const seatColour = (seat: number) => SEAT_COLOURS[seat % SEAT_COLOURS.length];

export function Panels({ game, board, toAct }: { game: Game; board?: BoardModule; toAct: number[] }) {
  return (
    <section id="panels" aria-label="Players">
      {game.players.map((player, seat) => {
        const acting = toAct.includes(seat);
        const you = game.viewerSeat === seat;
        const cls = ["panel", acting && "to-act", you && "you"].filter(Boolean).join(" ");
        return (
          <div class={cls} data-seat={seat}
            style={{ "--seat": board?.colour?.(game, seat) ?? seatColour(seat) }}
            aria-current={acting ? "step" : undefined}>
            <div class="name">
              <span class="swatch" aria-hidden="true" />
              {player}{you && <span class="tag"> (you)</span>}
              {acting && <span class="tag acting"> to play</span>}
            </div>
            {board?.panel && <div class="holdings">{board.panel(game, seat)}</div>}
          </div>
        );
      })}
    </section>
  );
}
