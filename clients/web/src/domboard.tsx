// A game's older drawing (src/boards/<name>.ts: `draw` builds DOM from the typed view) as a
// board module, until the game's SVG board (src/boards/<name>.tsx) replaces it: it places
// no move, so the frame offers every move as a button.
import { useEffect, useRef } from "preact/hooks";
import type { BoardModule, BoardProps } from "./board";
import type { Game } from "./gen/scheherazade/v1/game_service_pb";
import { secondsLeft } from "./boards/dom";

type Draw = (game: Game, view: never) => HTMLElement;

export function domBoard(draw: Draw): BoardModule {
  function Board({ game }: BoardProps) {
    const into = useRef<HTMLDivElement>(null);
    useEffect(() => {
      into.current?.replaceChildren(draw(game, game.view.value as never));
      // The drawings' sand timers (".countdown", "N s left") count down every second.
      const tick = setInterval(() => {
        for (const timer of into.current?.querySelectorAll<HTMLElement>(".countdown") ?? []) {
          const left = secondsLeft(BigInt(timer.dataset.deadline ?? "0"));
          timer.textContent = timer.textContent!.replace(/^\d+ s/, `${left} s`);
        }
      }, 1000);
      return () => clearInterval(tick);
    }, [game]);
    return <div class="dom-board" ref={into} />;
  }
  return { Board, placed: () => false };
}
