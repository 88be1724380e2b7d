// 1000 and One Treasures: the cave laid out as its squares lie, with its walls and the
// entrance, each square's treasures, the chief's head and the thieves standing on it; the
// chief's track to the cave entrance; the figures, what each has collected, and whose turn.
import {
  TreasuresFigureStatus,
  TreasuresSide,
  type TreasuresView,
} from "../gen/scheherazade/v1/treasures_pb";
import type { Game } from "../gen/scheherazade/v1/game_service_pb";
import { el, seatName } from "./dom";

const STATUS: Record<number, string> = {
  [TreasuresFigureStatus.UNPLACED]: "not yet in the cave",
  [TreasuresFigureStatus.IN_CAVE]: "in the cave",
  [TreasuresFigureStatus.ESCAPED]: "escaped",
  [TreasuresFigureStatus.CAUGHT]: "caught",
};
const SIDE: Record<number, string> = {
  [TreasuresSide.NORTH]: "n", [TreasuresSide.EAST]: "e",
  [TreasuresSide.SOUTH]: "s", [TreasuresSide.WEST]: "w",
};

function cave(game: Game, v: TreasuresView): HTMLElement {
  const squares = v.board?.squares ?? [];
  const width = Math.max(0, ...squares.map((s) => s.x)) + 1;
  const grid = el("div", undefined, "grid treasures-cave");
  grid.style.gridTemplateColumns = `repeat(${width}, minmax(0, 1fr))`;
  grid.setAttribute("aria-label", "the cave");
  const at = new Map(squares.map((s) => [s.id, s]));
  const contents = new Map(v.cave.map((c) => [c.square, c]));
  const cells = new Map<string, HTMLElement>();
  for (const square of squares) {
    const cell = el("div", undefined, "cell");
    cell.style.gridColumn = String(square.x + 1);
    cell.style.gridRow = String(square.y + 1);
    cell.dataset.square = square.id;
    cell.append(el("span", square.id, "tile"));
    const c = contents.get(square.id);
    if (c) {
      if (c.treasures) cell.append(el("span", "◆".repeat(c.treasures), "treasure"));
      if (c.chiefHead) cell.append(el("span", "chief's head", "penalty"));
      if (c.figure !== undefined) {
        cell.append(el("span", game.players[c.figure] ?? `seat ${c.figure}`, "aladdin"));
      }
    } else {
      cell.classList.add("empty");
    }
    cells.set(square.id, cell);
    grid.append(cell);
  }
  // A wall between two neighbouring squares: a thick edge on both sides of it.
  for (const wall of v.board?.walls ?? []) {
    const [a, b] = wall.squares.map((id) => at.get(id));
    if (!a || !b) continue;
    const [first, second] = a.x + a.y <= b.x + b.y ? [a, b] : [b, a];
    const across = first.y === second.y;
    cells.get(first.id)?.classList.add(across ? "wall-e" : "wall-s");
    cells.get(second.id)?.classList.add(across ? "wall-w" : "wall-n");
  }
  const entrance = v.board?.entrance;
  if (entrance) {
    const cell = cells.get(entrance.square);
    cell?.classList.add(`entrance-${SIDE[entrance.side] ?? "s"}`);
    cell?.append(el("span", "entrance", "start"));
  }
  return grid;
}

function track(v: TreasuresView): HTMLElement {
  const box = el("div", undefined, "track");
  const path = v.board?.chiefPath ?? [];
  const position = v.chief?.position ?? 0;
  const ol = el("ol", undefined, "chief-track");
  path.forEach((space, i) => ol.append(el("li", space, i === position ? "here" : undefined)));
  box.append(el("p", v.chief
    ? `The chief is at ${v.chief.space}: ${v.chief.stepsToEntrance} step(s) from the cave entrance.`
    : "The chief has not set out."), ol);
  return box;
}

export function draw(game: Game, v: TreasuresView): HTMLElement {
  const out = el("div", undefined, "treasures");
  let turn = `Turn ${v.turn}`;
  if (v.currentSeat !== undefined) turn += ` · ${seatName(game.players, v.currentSeat)} to play`;
  if (v.die !== undefined) turn += ` · the die shows ${v.die}`;
  if (v.steps !== undefined) turn += ` · ${v.steps} step(s) to go`;
  out.append(el("p", `${turn} · ${v.pileSize} card(s) left in the pile`));
  out.append(cave(game, v), track(v));
  const ul = el("ul", undefined, "figures");
  for (const f of v.figures) {
    const got = v.collected.find((c) => c.seat === f.seat);
    ul.append(el("li", `${seatName(game.players, f.seat)}: ${STATUS[f.status] ?? "?"}`
      + (f.square ? ` at ${f.square}` : "")
      + (got ? `; collected ${got.treasures} treasure(s) on ${got.cards.length} card(s)` : "")));
  }
  out.append(ul);
  if (v.outcome && v.outcome.winners.length) {
    out.append(el("p", `Winners: ${v.outcome.winners.map((s) => game.players[s]).join(" and ")}`
      + ` · scores ${v.outcome.scores.join(", ")}`
      + (v.outcome.caughtSeats.length
        ? ` · caught: ${v.outcome.caughtSeats.map((s) => game.players[s]).join(", ")}` : "")));
  }
  return out;
}
