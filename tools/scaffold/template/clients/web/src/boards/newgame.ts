// New Game's drawing: each seat with its hand (the viewer's own) and the cards it played.
import type { Game } from "../gen/scheherazade/v1/game_service_pb";
import type { NewgameView } from "../gen/scheherazade/v1/newgame_pb";
import { el, seatName } from "./dom";

export function draw(game: Game, v: NewgameView): HTMLElement {
  const root = el("div", undefined, "newgame-table");
  for (const s of v.seats) {
    const seat = el("section", undefined, "newgame-seat");
    if (v.currentSeat === s.seat) seat.classList.add("to-act");
    seat.append(el("h3", `${seatName(game.players, s.seat)}: ${s.total}`));
    const hand = s.hand.map((c) => `${c.card} (${c.value})`).join(", ");
    seat.append(el("p", `hand: ${hand || `${s.handSize} card(s), face down`}`));
    const played = s.played.map((c) => `${c.card} (${c.value})`).join(", ");
    seat.append(el("p", `played: ${played || "nothing yet"}`));
    root.append(seat);
  }
  return root;
}
