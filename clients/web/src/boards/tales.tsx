// Tales of the Arabian Nights as its table: the map with every space and route, every
// traveller where it stands, the Destination and quest markers (./tales/map.tsx); the
// encounter panel with the paragraph read and the choices (./tales/encounter.tsx); the
// legend, and each traveller in its player's panel (./tales/travellers.tsx). Drawn from the caller's view only;
// the map and the names come from the content pack (./tales/data.ts, generated from
// seeds/tales/). Moves placed: travel by clicking a space (a move or a free move), and every
// choice of the encounter and of setup by clicking it in the panel; the frame's buttons
// keep only ending a turn and declining to lose something.
import type { BoardProps, Move } from "../board";
import type { Game } from "../gen/scheherazade/v1/game_service_pb";
import { TalesPhase, TalesStep, TalesTime, type TalesView } from "../gen/scheherazade/v1/tales_pb";
import { classify, command } from "./tales/choice";
import { EncounterPanel } from "./tales/encounter";
import { WorldMap } from "./tales/map";
import { Holdings, Legend } from "./tales/travellers";
import { ASKS, named, spaceName } from "./tales/words";

const TIME: Record<number, string> = {
  [TalesTime.MORNING]: "Morning", [TalesTime.NOON]: "Noon", [TalesTime.NIGHT]: "Night",
};
const PHASE: Record<number, string> = {
  [TalesPhase.START]: "The start player is drawn", [TalesPhase.CHARACTERS]: "Choosing characters",
  [TalesPhase.SKILLS]: "Taking skills", [TalesPhase.QUESTS]: "Keeping quests",
  [TalesPhase.GOALS]: "Setting secret goals", [TalesPhase.OVER]: "The game is over",
};
const STEP: Record<number, string> = {
  [TalesStep.CHECK]: "treasures and statuses", [TalesStep.MOVE]: "moving", [TalesStep.ENCOUNTER]: "the encounter",
  [TalesStep.QUEST]: "quests", [TalesStep.SELL]: "selling treasures", [TalesStep.END]: "the turn's end",
};

/** Every move but ending the turn and declining to lose something ("" : none). */
export function placed(move: Move): boolean {
  const c = command(move);
  switch (c?.case) {
    case undefined: case "endTurn": return false;
    case "loseStatus": return c.value.status !== "";
    case "loseTreasure": return c.value.treasure !== "";
    default: return true;
  }
}

const talesView = (game: Game): TalesView | undefined =>
  game.view.case === "tales" ? game.view.value : undefined;

/** The seats the rules wait on: every seat still without its goal while goals are set (all
 *  at once), else the pending decision's seat. */
export function toAct(game: Game): number[] {
  const view = talesView(game);
  if (!view?.pending?.name) return [];
  if (view.phase === TalesPhase.GOALS) return view.seats.filter((s) => !s.goalSet).map((s) => s.seat);
  return [view.pending.seat];
}

export function panel(game: Game, seat: number) {
  const view = talesView(game);
  return view ? <Holdings view={view} seat={seat} /> : null;
}

function headline(view: TalesView): string {
  const acting = view.seats[view.seat];
  if (view.phase === TalesPhase.OVER) {
    const won = view.winners.map((s) => view.seats[s]?.name).join(" and ");
    return won ? `The game is over: ${won} won.` : "The game is over: nobody won.";
  }
  const round = `Round ${view.round}${view.rounds ? ` of ${view.rounds}` : ""} · ${TIME[view.time] ?? ""}`;
  if (view.phase !== TalesPhase.PLAY) return `${PHASE[view.phase] ?? "Setting up"} · ${round}`;
  const who = acting ? `${acting.name}${acting.character ? ` (${named("characters", acting.character)})` : ""}` : "";
  const declared = view.declared !== undefined
    ? ` · ${view.seats[view.declared]?.name} declared: last turns for ${view.lastTurns.map((s) => view.seats[s]?.name).join(", ")}` : "";
  return `${round} · ${who}'s turn${STEP[view.step] ? `: ${STEP[view.step]}` : ""}${acting?.space ? ` at ${spaceName(acting.space)}` : ""}${declared}`;
}

export function Board(props: BoardProps) {
  const view = talesView(props.game);
  if (!view) return <p>No view of this game.</p>;
  const offers = classify(props.moves, placed);
  const acting = view.pending?.name ? view.pending.seat : view.seat;
  const asks = view.pending?.name && view.seats[acting] ? `${view.seats[acting].name} to ${ASKS[view.pending.name] ?? "decide"}` : "";
  return (
    <div class="tales-board">
      <p class="tales-headline">{headline(view)}{asks && view.phase !== TalesPhase.OVER && ` · ${asks}`}</p>
      {view.decks && (
        <p class="tales-decks">Encounter deck {view.decks.encounters} ({view.decks.encounterDiscard} discarded) ·
          Treasures {view.decks.treasures} ({view.decks.treasureDiscard} discarded) · Quests {view.decks.quests} ·
          City cards {view.decks.cities} · secret goals add up to {view.goalTotal}</p>
      )}
      <WorldMap view={view} offers={offers.spaces} play={props.play} />
      <EncounterPanel view={view} offers={offers} play={props.play} />
      <details class="tales-legend-box" open>
        <summary>Legend</summary>
        <Legend />
      </details>
    </div>
  );
}
