// Aladdin's Dragons as its table: the locations with the heroes placed there, face down
// unless you may see them (places.tsx), every seat and your hand (hands.tsx), where the
// round stands and the legend (story.tsx). Moves are made by clicking the things the
// rulebook names (dragons/plan.ts says which click makes which move). Drawn from the view
// only: what it does not name is a card back.
import type { VNode } from "preact";
import { useState } from "preact/hooks";
import type { BoardProps, Move } from "../board";
import type { DragonsView } from "../gen/scheherazade/v1/dragons_pb";
import type { Game } from "../gen/scheherazade/v1/game_service_pb";
import { Hand, Payment, Seats, SpellsToKeep } from "./dragons/hands";
import { seatFill, type Ui } from "./dragons/pieces";
import { Places, W, type Ctx } from "./dragons/places";
import { current, offer, payingWith, payment, placed, plan, type Offer } from "./dragons/plan";
import { Legend, Story, toAct as acting } from "./dragons/story";

export { placed };

const viewOf = (game: Game) => (game.view.case === "dragons" ? game.view.value : undefined);

/** The seats whose move it is (the frame highlights their panels). */
/** A seat's panel wears its heroes' colour (board.json's, seat by seat). */
export const colour = (_game: Game, seat: number): string => seatFill(seat);

export function toAct(game: Game): number[] {
  const v = viewOf(game);
  return v ? acting(v) : [];
}

/** What is public of a seat's holdings, for its panel beside the board. */
export function panel(game: Game, seat: number): string | null {
  const s = viewOf(game)?.seats.find((x) => x.seat === seat);
  if (!s) return null;
  return `Heroes in hand ${s.heroesInHand} · treasures ${s.treasureCount} · spells ${s.spellCount}`
    + ` · artifacts ${s.artifactsTotal}${viewOf(game)?.startPlayer === seat ? " · start player" : ""}`;
}

type Section = { height: number; node: VNode };

export function Board({ game, moves, play }: BoardProps): VNode {
  const [picked, setPicked] = useState<string[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const v = viewOf(game) as DragonsView;
  const p = plan(moves);
  const path = current(p, picked);
  const paying = chosen.filter((t) => payingWith(p, t).length > 0);
  const send = (m: Move) => {
    setPicked([]);
    setChosen([]);
    play(m);
  };
  const ui: Ui = {
    moves,
    offer(key: string): Offer | null {
      if (key === "pay") {
        const i = payment(p, paying);
        return i === undefined ? null : { move: i, leads: [], pressed: false, from: [] };
      }
      const o = offer(p, path, key);
      if (o || !key.startsWith("t:")) return o;
      const leads = payingWith(p, key.slice(2));
      return leads.length ? { leads, pressed: paying.includes(key.slice(2)), from: [] } : null;
    },
    click(key: string, o: Offer) {
      if (o.move !== undefined) return send(moves[o.move]);
      if (key.startsWith("t:") && p.payments.length) {
        const card = key.slice(2);
        return setChosen(paying.includes(card) ? paying.filter((t) => t !== card) : [...paying, card]);
      }
      setPicked(o.pressed ? path.slice(0, path.indexOf(key)) : [...o.from, key]);
    },
  };
  if (!v) return <p>This game is not Aladdin's Dragons.</p>;
  const c: Ctx = { ui, v, players: game.players };

  const sections: ((y: number) => Section)[] = [
    (y) => Story({ c, y }),
    (y) => Places({ c, y }),
    (y) => ({ height: 96, node: <Seats c={c} y={y} acting={acting(v)} /> }),
  ];
  const pend = v.pending;
  if (pend?.name === "keep_spell" && pend.options.length && p.paths.some((s) => s?.[0]?.startsWith("keep:"))) {
    sections.push((y) => SpellsToKeep({ c, y, spells: pend.options, forDummy: pend.forSeat === v.dummy }));
  }
  if (p.payments.length && pend) {
    const what = pend.name === "bribe" ? "Bribe the palace guard" : "Buy the artifact";
    sections.push((y) => Payment({ c, y, what, amount: pend.amount }));
  }
  const mine = v.seats.find((s) => s.seat === v.you);
  if (mine) sections.push((y) => Hand({ c, s: mine, y, title: "Your hand" }));
  const dummy = v.seats.find((s) => s.dummy);
  if (dummy) sections.push((y) => Hand({ c, s: dummy, y, title: "The Dummy's cards, face up" }));
  sections.push((y) => Legend({ y }));

  let y = 8;
  const drawn = sections.map((f) => {
    const s = f(y);
    y += s.height + 10;
    return s.node;
  });
  return (
    <svg class="dragons-board" viewBox={`0 0 ${W} ${y}`} width="100%" role="group"
      aria-label="The table of Aladdin's Dragons" font-family="system-ui, sans-serif">
      {drawn}
    </svg>
  );
}
