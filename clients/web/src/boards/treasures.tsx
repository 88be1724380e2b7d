// 1000 and One Treasures: the cave as it lies on the table — its squares with the face-up cave
// cards (their treasures and the chief's head), the inner walls and the cave's rock around
// them, the way out — the figures of Ali Baba and his friends, the bandit chief on his path
// from the thieves' tent to the cave entrance, the face-down provision pile and, in the big
// luck, the die. Every move the rulebook ties to a place is made on it: a figure is placed,
// moved, or carried by the bottle spirit by clicking the square, and leaves by clicking the
// way out. Taking the card left behind and laying a drawn one follow by the rules, with no
// choice to make, so nothing else is clicked. Drawn from the typed TreasuresView only.
//
// Decisions: the figures wear their seats' colours (the frame's seatColour), not the box's
// wooden ones (the rulebook names only pink, green and blue), so a player finds their pawn by
// their panel's colour. Square names ("C3") are shown: they are the board's coordinates, the
// same the service's words use. A taken card shows its treasures and head, never its id.
// The chief's path is drawn from the view's names, the cave entrance last, at the way out.
import type { JSX, VNode } from "preact";
import type { BoardProps, Move } from "../board";
import type { Game } from "../gen/scheherazade/v1/game_service_pb";
import {
  TreasuresEndReason,
  TreasuresFigureStatus,
  TreasuresPhase,
  TreasuresSide,
  TreasuresVariant,
  type TreasuresSquare,
  type TreasuresView,
} from "../gen/scheherazade/v1/treasures_pb";
import { seatColour } from "../panels";
import { CARDS } from "./treasures/cards";
import { CardFace, ChiefFigure, ChiefHead, Die, Gem, Pawn, WALL } from "./treasures/pieces";

const S = 84; // a square's side
const MARGIN = 64; // room around the cave for the way out on any side
const PLAYABLE = "#e67700"; // the edge of a square (or the way out) the player can choose
const PLAYABLE_FILL = "rgba(255, 212, 59, 0.3)";
const PILE_ROOM = 130; // above the chief's path, beside the cave
const EXIT = "exit"; // MoveFigure.to for leaving the cave (proto/scheherazade/v1/treasures.proto)

const STEP: Record<number, [number, number]> = {
  [TreasuresSide.NORTH]: [0, -1],
  [TreasuresSide.EAST]: [1, 0],
  [TreasuresSide.SOUTH]: [0, 1],
  [TreasuresSide.WEST]: [-1, 0],
};

const view = (game: Game): TreasuresView | undefined =>
  game.view.case === "treasures" ? game.view.value : undefined;

/** Where a move is made: a square's id, or EXIT for the way out. */
function place(move: Move): string | undefined {
  const c = move.command.game.case === "treasures" ? move.command.game.value.command : undefined;
  switch (c?.case) {
    case "placeFigure":
    case "summonSpirit":
      return c.value.square;
    case "moveFigure":
      return c.value.to;
    default:
      return undefined;
  }
}

const spiritHelps = (move: Move) =>
  move.command.game.case === "treasures" && move.command.game.value.command.case === "summonSpirit";

export const placed = (move: Move): boolean => place(move) !== undefined;

export function toAct(game: Game): number[] {
  const v = view(game);
  return v?.currentSeat !== undefined && v.phase !== TreasuresPhase.OVER ? [v.currentSeat] : [];
}

/** The attributes that make an element a move: a button named by the move's words. */
function moveAttributes(moves: Move[], index: number, play: (m: Move) => void) {
  const move = moves[index];
  return {
    role: "button" as const,
    tabindex: 0,
    "aria-label": move.label,
    "data-move": String(index),
    onClick: () => play(move),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        play(move);
      }
    },
  };
}

const inWords = (names: string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

const seatName = (game: Game, seat: number) => game.players[seat] ?? `Player ${seat + 1}`;

/** What the seat to act is doing, in a sentence. */
function turnLine(game: Game, v: TreasuresView, moves: Move[]): string {
  if (v.phase === TreasuresPhase.OVER) {
    const caught = (v.outcome?.caughtSeats ?? []).map((seat) => seatName(game, seat));
    if (v.outcome?.reason === TreasuresEndReason.ALL_ESCAPED) return "Every figure has left the cave.";
    return "The bandit chief has reached the cave entrance." + (caught.length
      ? ` Caught inside: ${inWords(caught)}, who lose${caught.length === 1 ? "s" : ""} the treasures.` : "");
  }
  if (v.currentSeat === undefined) return "The cave cards are being dealt.";
  const who = seatName(game, v.currentSeat);
  if (v.phase === TreasuresPhase.PLACING) return `${who} places a figure on a free cave card.`;
  if (v.steps === undefined) return `${who} rolls the die.`;
  const steps = `${v.steps} step${v.steps === 1 ? "" : "s"}`;
  const rolled = v.variant === TreasuresVariant.BIG_LUCK ? `rolled ${v.die}: ` : "";
  const spirit = moves.some((m) => spiritHelps(m));
  return `${who} ${rolled}moves ${steps}.`
    + (spirit ? " No square is in reach: the bottle spirit carries you to any free card." : "");
}

function Cave({ game, v, moves, play }: BoardProps & { v: TreasuresView }): VNode {
  const squares = v.board?.squares ?? [];
  const cols = Math.max(0, ...squares.map((s) => s.x)) + 1;
  const rows = Math.max(0, ...squares.map((s) => s.y)) + 1;
  const at = new Map(squares.map((s) => [s.id, s]));
  const byXY = new Set(squares.map((s) => `${s.x},${s.y}`));
  const lying = new Map(v.cave.map((c) => [c.square, c]));
  const moveAt = new Map<string, number>();
  moves.forEach((m, i) => {
    const p = place(m);
    if (p !== undefined) moveAt.set(p, i);
  });
  const corner = (s: TreasuresSquare) => [MARGIN + s.x * S, MARGIN + s.y * S] as const;
  const entrance = v.board?.entrance;
  const mouth = entrance && at.get(entrance.square);
  const [dx, dy] = (entrance && STEP[entrance.side]) || [0, 1];

  // The cave's rock: every side of a square with no square beyond it, but the way out.
  const rock: VNode[] = [];
  for (const s of squares) {
    const [x, y] = corner(s);
    for (const [side, [sx, sy]] of Object.entries(STEP)) {
      if (byXY.has(`${s.x + sx},${s.y + sy}`)) continue;
      if (mouth === s && Number(side) === entrance?.side) continue;
      const x1 = sx === 1 ? x + S : x, y1 = sy === 1 ? y + S : y;
      const x2 = sx === 0 ? x1 + S : x1, y2 = sy === 0 ? y1 + S : y1;
      rock.push(<line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#3b2a1a" stroke-width={8} stroke-linecap="round" />);
    }
  }
  const walls = (v.board?.walls ?? []).map((w) => {
    const [a, b] = w.squares.map((id) => at.get(id));
    if (!a || !b) return null;
    const [ax, ay] = corner(a);
    const x = Math.max(ax, corner(b)[0]), y = Math.max(ay, corner(b)[1]);
    return a.x === b.x
      ? <line x1={ax + 4} y1={y} x2={ax + S - 4} y2={y} {...WALL} />
      : <line x1={x} y1={ay + 4} x2={x} y2={ay + S - 4} {...WALL} />;
  });

  const cells = squares.map((s) => {
    const [x, y] = corner(s);
    const c = lying.get(s.id);
    const index = moveAt.get(s.id);
    const here = c?.figure;
    const seatToAct = here !== undefined && here === v.currentSeat && v.phase !== TreasuresPhase.OVER;
    const caught = here !== undefined && v.figures[here]?.status === TreasuresFigureStatus.CAUGHT;
    const attrs = index === undefined ? {} : moveAttributes(moves, index, play);
    return (
      <g {...attrs} class={`treasures-square cell${index === undefined ? "" : " treasures-playable"}`}
        data-place={s.id}>
        <rect x={x} y={y} width={S} height={S} fill="#6d5435" />
        {c?.card ? <CardFace x={x + 5} y={y + 5} w={S - 10} h={S - 10} treasures={c.treasures} chief={c.chiefHead} />
          : <rect x={x + 5} y={y + 5} width={S - 10} height={S - 10} rx={6} fill="#57422a" />}
        <text x={x + 10} y={y + 20} font-size={13} fill="#4a3720" font-weight="bold">{s.id}</text>
        {here !== undefined && (
          <Pawn cx={x + S / 2} y={y + S - 42} colour={seatColour(here)} current={seatToAct}
            caught={caught} title={`${seatName(game, here)}${caught ? " (caught)" : ""}`} />
        )}
        {index !== undefined && (
          <rect x={x + 3} y={y + 3} width={S - 6} height={S - 6} rx={8} fill={PLAYABLE_FILL}
            stroke={PLAYABLE} stroke-width={5} class="treasures-mark" />
        )}
      </g>
    );
  });

  // The way out: a gap in the rock on the entrance's side, and beyond it the chief's path.
  const out: VNode[] = [];
  const path = v.board?.chiefPath ?? [];
  const position = v.chief?.position ?? 0;
  const track: Array<[number, number]> = [];
  if (mouth) {
    const [mx, my] = corner(mouth);
    // The way out straddles the rock's edge, a little outside, clear of a figure on the square.
    const gx = mx + S / 2 + dx * (S / 2 + 7), gy = my + S / 2 + dy * (S / 2 + 7);
    const exit = moveAt.get(EXIT);
    out.push(
      <g {...(exit === undefined ? {} : moveAttributes(moves, exit, play))}
        class={`treasures-exit${exit === undefined ? "" : " treasures-playable"}`} data-place={EXIT}>
        <rect x={gx - 34} y={gy - 13} width={68} height={26} rx={13}
          fill={exit !== undefined ? "#ffd43b" : "#e9dcc0"}
          stroke={exit !== undefined ? PLAYABLE : "#3b2a1a"} stroke-width={exit !== undefined ? 3 : 2} />
        <text x={gx} y={gy + 5} font-size={13} text-anchor="middle" fill="#2b1d10">Way out</text>
      </g>,
    );
    // The chief's path: the last space at the cave entrance, the others in a column beside
    // the cave, the thieves' tent furthest away.
    const last: [number, number] = [gx + dx * 40, gy + dy * 40];
    const column = MARGIN + cols * S + 56;
    const top = MARGIN + PILE_ROOM; // the pile and the die sit above the path
    const gap = Math.min(62, (rows * S - PILE_ROOM - 10) / Math.max(1, path.length - 1));
    path.forEach((_, i) => {
      track.push(i === path.length - 1 ? last : [column, top + i * gap]);
    });
    // Those who left stand outside, beside the way out.
    v.figures.filter((f) => f.status === TreasuresFigureStatus.ESCAPED).forEach((f, i) => {
      const along = 70 + i * 24;
      out.push(<Pawn cx={gx + dx * 22 - dy * along} y={gy + dy * 22 + dx * along - 12}
        colour={seatColour(f.seat)} title={`${seatName(game, f.seat)} (left the cave)`} />);
    });
  }
  const bend = track.length > 1 ? [[track[track.length - 2][0], track[track.length - 1][1]]] : [];
  const line = [...track.slice(0, -1), ...bend, ...track.slice(-1)];
  const chiefTrack = track.length > 0 && (
    <g class="treasures-track" aria-label="the bandit chief's path">
      <polyline points={line.map(([x, y]) => `${x},${y}`).join(" ")} fill="none" stroke="#8c6d46"
        stroke-width={4} stroke-dasharray="2 8" stroke-linecap="round" />
      {track.map(([x, y], i) => (
        <g>
          <circle cx={x} cy={y} r={16} fill={i === path.length - 1 ? "#c92a2a" : "#e9dcc0"}
            stroke="#3b2a1a" stroke-width={2} />
          {i === path.length - 1
            ? <text x={x - 24} y={y + 5} font-size={13} fill="#2b1d10" text-anchor="end">{path[i]}</text>
            : <text x={x + 24} y={y + 5} font-size={13} fill="#2b1d10">{path[i]}</text>}
        </g>
      ))}
      <ChiefFigure cx={track[Math.min(position, track.length - 1)][0]}
        cy={track[Math.min(position, track.length - 1)][1]} />
    </g>
  );

  const width = MARGIN * 2 + cols * S + 170;
  const height = MARGIN * 2 + rows * S + 20;
  const trackRight = MARGIN + cols * S + 56;
  return (
    <svg class="treasures-board" viewBox={`0 0 ${width} ${height}`} role="group"
      aria-label="the treasure cave" style={{ maxWidth: `${width}px`, width: "100%" }}>
      <rect x={MARGIN - 10} y={MARGIN - 10} width={cols * S + 20} height={rows * S + 20} rx={14} fill="#2d2016" />
      <g class="treasures-cave">{cells}</g>
      {walls}
      {rock}
      {out}
      {chiefTrack}
      <Pile x={trackRight - 24} y={MARGIN - 6} size={v.pileSize} />
      {v.die !== undefined && <Die x={trackRight + 50} y={MARGIN + 8} size={40} pips={v.die} />}
    </svg>
  );
}

function Pile({ x, y, size }: { x: number; y: number; size: number }): VNode {
  return (
    <g class="treasures-pile" aria-label={`provision pile: ${size} cards face down`}>
      {size > 1 && <rect x={x + 4} y={y - 4} width={48} height={68} rx={6} fill="#5c5046" stroke="#2b1d10" />}
      <rect x={x} y={y} width={48} height={68} rx={6} fill="#7a6a5c" stroke="#2b1d10" stroke-width={2} />
      <path d={`M${x + 8},${y + 52} l12,-22 l8,10 l6,-8 l8,20 z`} fill="#4d4037" />
      <text x={x + 24} y={y + 86} font-size={13} text-anchor="middle" fill="#2b1d10">Pile: {size}</text>
    </g>
  );
}

export function Board(props: BoardProps): VNode {
  const v = view(props.game);
  if (!v) return <p>No cave to show.</p>;
  return (
    <div class="treasures">
      <p class="treasures-turn">{turnLine(props.game, v, props.moves)}</p>
      <Cave {...props} v={v} />
      <Legend v={v} />
    </div>
  );
}

const STATUS: Record<number, string> = {
  [TreasuresFigureStatus.UNPLACED]: "Not placed yet",
  [TreasuresFigureStatus.IN_CAVE]: "In the cave",
  [TreasuresFigureStatus.ESCAPED]: "Left the cave",
  [TreasuresFigureStatus.CAUGHT]: "Caught by the chief",
};

/** A seat's figure and the cards it took, face up in front of it. */
export function panel(game: Game, seat: number): VNode | null {
  const v = view(game);
  if (!v) return null;
  const figure = v.figures.find((f) => f.seat === seat);
  const got = v.collected.find((c) => c.seat === seat);
  const cards = got?.cards ?? [];
  const where = figure?.status === TreasuresFigureStatus.IN_CAVE && figure.square ? ` on ${figure.square}` : "";
  return (
    <div class="treasures-holdings">
      <p>
        {STATUS[figure?.status ?? 0] ?? "Not placed yet"}{where}
        {" · "}{got?.treasures ?? 0} treasure{got?.treasures === 1 ? "" : "s"}
      </p>
      {cards.length > 0 && (
        <svg class="treasures-taken" viewBox={`0 0 ${cards.length * 26 + 8} 40`}
          width={cards.length * 26 + 8} height={40} role="img"
          aria-label={`${cards.length} card${cards.length === 1 ? "" : "s"} taken`}>
          {cards.map((id, i) => (
            <CardFace x={2 + i * 26} y={2} w={24} h={36} treasures={CARDS[id]?.treasures ?? 0}
              chief={CARDS[id]?.chief ?? false} small />
          ))}
        </svg>
      )}
    </div>
  );
}

function Legend({ v }: { v: TreasuresView }): VNode {
  const icon = (body: JSX.Element, width = 28, height = 28) => (
    <svg width={width} height={height} viewBox={`${(28 - width) / 2} 0 ${width} ${height}`} aria-hidden="true">
      {body}
    </svg>
  );
  return (
    <ul class="treasures-legend" aria-label="legend">
      <li>{icon(<Gem cx={14} cy={14} r={9} />)} a treasure: a figure on the card moves that many steps</li>
      <li>{icon(<ChiefHead cx={14} cy={14} r={11} />)} the chief's head: drawn from the pile, it moves the chief one space</li>
      <li>{icon(<line x1={14} y1={2} x2={14} y2={26} {...WALL} />)} a wall: no figure crosses it</li>
      <li>{icon(<rect x={3} y={3} width={22} height={22} rx={5} fill={PLAYABLE_FILL} stroke={PLAYABLE} stroke-width={4} />)}
        {" "}a square (or the way out) you can choose now: click it</li>
      <li>{icon(<ChiefFigure cx={14} cy={14} />)} the bandit chief: when he reaches the cave entrance, the game ends</li>
      <li>{icon(<Pawn cx={14} y={2} colour={seatColour(v.currentSeat ?? 0)} current />, 44, 36)}
        {" "}a figure, in its player's colour; ringed: the figure to move</li>
    </ul>
  );
}
