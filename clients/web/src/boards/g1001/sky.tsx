// The 8×8 board of 1001 in its border: each space with what flying over it does, the tiles,
// Aladdin and the Starting location token, this turn's four Flight cards beside their
// directions (1 up, 2 right, 3 down, 4 left), the paths they would fly, the flown path, and
// the Vizier card on the banned path once revealed.
import type { G1001Flight, G1001FlightCard, G1001Space, G1001View } from "../../gen/scheherazade/v1/g1001_pb";
import { HEADING, PATH_COLOUR, SIZE, legs, rowCol, step, tileName } from "./content";
import { Aladdin, Cloud, Gem, INK, LostGem, PENALTY, StartToken, VizierCard } from "./icons";

const C = 56; // a space's side
const M = 112; // the border, where the Flight cards lie
export const SKY = 2 * M + SIZE * C; // the drawing's side

const TILE_FILL = ["#f6e3b4", "#efd7a0", "#f3e8c9", "#ead39b"];

const corner = (space: number): [number, number] => {
  const [r, c] = rowCol(space);
  return [M + c * C, M + r * C];
};

function SpaceDrawn({ s }: { s: G1001Space }) {
  const [x, y] = corner(s.index);
  const cx = x + C / 2;
  const [r, c] = rowCol(s.index);
  const tile = Math.floor(r / 2) * 4 + Math.floor(c / 2);
  const penalty = s.gemPenalty > 0 || s.cloudPenalty > 0;
  const by = penalty ? y + 39 : y + 29; // where the bonus sits
  return (
    <g class="cell" data-space={s.index}>
      <title>{spaceWords(s)}</title>
      <rect x={x} y={y} width={C} height={C} fill={TILE_FILL[(tile + Math.floor(tile / 4)) % 4]}
        stroke="#b49a6a" stroke-width={0.6} />
      {penalty && (
        <g>
          <rect x={x + 7} y={y + 4} width={C - 14} height={18} rx={9} fill={PENALTY} />
          <text x={cx - 5} y={y + 17.5} text-anchor="middle" font-size={13} font-weight={700} fill="#fff">
            −{s.gemPenalty || s.cloudPenalty}
          </text>
          {s.gemPenalty > 0 ? <LostGem x={cx + 10} y={y + 13} /> : <Cloud x={cx + 11} y={y + 12} s={0.65} fill="#fff" />}
        </g>
      )}
      {s.gemHoles > 0 && Array.from({ length: s.gemHoles }, (_, i) => {
        const gx = s.gemHoles === 1 ? cx : cx + (i === 0 ? -10 : 10);
        const colour = s.gems[i];
        return colour ? <Gem x={gx} y={by} colour={colour} r={9} />
          : <circle cx={gx} cy={by} r={7} fill="#d8c9a8" stroke="#7a5c2e" />;
      })}
      {s.cloudBonus > 0 && (
        <g>
          <Cloud x={cx - 8} y={by - 1} s={0.9} />
          <text x={cx + 13} y={by + 6} text-anchor="middle" font-size={14} font-weight={700} fill="#1d4f8a">
            +{s.cloudBonus}
          </text>
        </g>
      )}
    </g>
  );
}

/** A space in words, for its tooltip and screen readers. */
function spaceWords(s: G1001Space): string {
  const parts: string[] = [];
  if (s.gemPenalty) parts.push("lose 1 gem token");
  if (s.cloudPenalty) parts.push(`lose ${s.cloudPenalty} cloud${s.cloudPenalty > 1 ? "s" : ""}`);
  if (s.gemHoles) parts.push(`gain ${s.gemHoles} gem${s.gemHoles > 1 ? "s" : ""}`);
  if (s.cloudBonus) parts.push(`gain ${s.cloudBonus} cloud${s.cloudBonus > 1 ? "s" : ""}`);
  return `${tileName(s.tile)}: ${parts.join(", then ") || "nothing"}`;
}

/** The centre of a space, nudged per path so that paths crossing the same spaces stay apart. */
function centre(space: number, nudge: number): [number, number] {
  const [x, y] = corner(space);
  return [x + C / 2 + nudge, y + C / 2 + nudge];
}

const wrapped = (d: number) => ((d + SIZE + SIZE / 2) % SIZE) - SIZE / 2;

/** The line segments of a path through `spaces`, leaving the board on one side and coming
 *  back on the other where the flight wraps ("continue his flight on the other side"). */
function segments(spaces: number[], nudge: number): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  for (let i = 1; i < spaces.length; i++) {
    const [ra, ca] = rowCol(spaces[i - 1]);
    const [rb, cb] = rowCol(spaces[i]);
    const dr = wrapped(rb - ra), dc = wrapped(cb - ca);
    const [ax, ay] = centre(spaces[i - 1], nudge);
    const [bx, by] = centre(spaces[i], nudge);
    if (ra + dr === rb && ca + dc === cb) out.push([ax, ay, bx, by]);
    else {
      out.push([ax, ay, ax + (dc * C) / 2, ay + (dr * C) / 2]);
      out.push([bx - (dc * C) / 2, by - (dr * C) / 2, bx, by]);
    }
  }
  return out;
}

function Path(p: { spaces: number[]; colour: string; nudge: number; width: number; dashed?: boolean }) {
  return (
    <g stroke={p.colour} stroke-width={p.width} stroke-linecap="round" opacity={0.85}
      stroke-dasharray={p.dashed ? "6 6" : undefined}>
      {segments(p.spaces, p.nudge).map(([x1, y1, x2, y2]) => <line x1={x1} y1={y1} x2={x2} y2={y2} />)}
    </g>
  );
}

/** Where a direction's Flight card lies: beside the border that direction points to. */
function cardBox(direction: number): [number, number] {
  const mid = M + (SIZE * C) / 2;
  return ({ 1: [mid - 50, 4], 2: [M + SIZE * C + 6, mid - 52], 3: [mid - 50, M + SIZE * C + 4],
    4: [6, mid - 52] } as Record<number, [number, number]>)[direction];
}

function FlightCardDrawn({ card, banned }: { card: G1001FlightCard; banned: boolean }) {
  const [x, y] = cardBox(card.direction);
  const colour = PATH_COLOUR[card.direction];
  const flown = legs(card.card, card.direction);
  // The card's path shape, in the board's directions, fitted to the card.
  const points: [number, number][] = [[0, 0]];
  for (const [d, n] of flown) {
    for (let i = 0; i < n; i++) {
      const [pr, pc] = points[points.length - 1];
      const [dr, dc] = step(d);
      points.push([pr + dr, pc + dc]);
    }
  }
  const rows = points.map((q) => q[0]), cols = points.map((q) => q[1]);
  const u = 7;
  const ox = x + 50 - ((Math.min(...cols) + Math.max(...cols)) * u) / 2;
  const oy = y + 50 - ((Math.min(...rows) + Math.max(...rows)) * u) / 2;
  const shape = points.map(([r, c]) => `${ox + c * u},${oy + r * u}`).join(" ");
  const [end] = points.slice(-1);
  return (
    <g class="g1001-flight-card" opacity={banned ? 0.6 : 1}>
      <title>{`Path ${card.direction}: ${flown.map(([d, n]) => `${n} ${HEADING[d]}`).join(", then ")}`}</title>
      <rect x={x} y={y} width={100} height={104} rx={6} fill="#fffaf0" stroke={colour} stroke-width={2} />
      <rect x={x} y={y} width={100} height={20} rx={6} fill={colour} />
      <text x={x + 50} y={y + 15} text-anchor="middle" font-size={banned ? 11 : 13} font-weight={700} fill="#fff">
        {banned ? `Path ${card.direction}: banned` : `Path ${card.direction}`}
      </text>
      <polyline points={shape} fill="none" stroke={colour} stroke-width={3} stroke-linejoin="round" />
      <circle cx={ox} cy={oy} r={3.5} fill="#fff" stroke={colour} stroke-width={2} />
      <circle cx={ox + end[1] * u} cy={oy + end[0] * u} r={3.5} fill={colour} />
      {flown.map(([d, n], i) => (
        <text x={x + 50} y={y + 84 + i * 14} text-anchor="middle" font-size={12} fill={INK}>
          {`${i ? "then " : ""}${n} ${HEADING[d]}`}
        </text>
      ))}
      {banned && (
        <VizierCard x={x + 60} y={y + 23} w={36} h={48} direction={card.direction} />
      )}
    </g>
  );
}

/** The space a flight started from: one step back from its first space. (The Starting
 *  location token moves to where Aladdin stopped when the turn ends, so it cannot say.) */
function origin(flight: G1001Flight): number {
  const [first] = legs(flight.card, flight.direction);
  const [dr, dc] = step(first?.[0] ?? flight.direction);
  const [r, c] = rowCol(flight.path[0]);
  return ((r - dr + SIZE) % SIZE) * SIZE + ((c - dc + SIZE) % SIZE);
}

/** The direction the Vizier banned this turn, once the votes are revealed. */
export function bannedNow(v: G1001View): number | undefined {
  return v.lastTally && v.lastTally.turn === v.turn ? v.lastTally.vizier : undefined;
}

export function Sky({ v }: { v: G1001View }) {
  const spaces = v.board?.spaces ?? [];
  const banned = bannedNow(v);
  const start = v.startSpace;
  const flight = v.flight;
  return (
    <svg class="g1001-board" viewBox={`0 0 ${SKY} ${SKY}`} width={SKY} role="img"
      aria-label="The board: 8 by 8 spaces, the Flight cards at its four borders">
      <rect x={M - 6} y={M - 6} width={SIZE * C + 12} height={SIZE * C + 12} rx={8} fill="#7a5c2e" />
      {spaces.map((s) => <SpaceDrawn s={s} />)}
      {Array.from({ length: 16 }, (_, t) => (
        <rect x={M + (t % 4) * 2 * C} y={M + Math.floor(t / 4) * 2 * C} width={2 * C} height={2 * C}
          fill="none" stroke="#7a5c2e" stroke-width={2}>
          <title>{tileName(v.board?.tiles[t] ?? "")}</title>
        </rect>
      ))}
      {!spaces.length && (
        <text x={SKY / 2} y={SKY / 2} text-anchor="middle" font-size={16} fill="#fff">
          The tiles are being laid out
        </text>
      )}
      {start !== undefined && spaces.length > 0 && <StartToken x={corner(start)[0]} y={corner(start)[1]} size={C} />}
      {!flight && start !== undefined && v.flightCards.map((card) => (
        <Path spaces={[start, ...card.path]} colour={banned === card.direction ? "#8a8175" : PATH_COLOUR[card.direction]}
          nudge={(card.direction - 2.5) * 5} width={4} dashed={banned === card.direction} />
      ))}
      {flight && flight.path.length > 0 && (
        <g>
          <Path spaces={[origin(flight), ...flight.path]} colour={PATH_COLOUR[flight.direction]} nudge={0} width={3} dashed />
          <Path spaces={[origin(flight), ...flight.spaces]} colour="#e0a21b" nudge={0} width={8} />
          {flight.spaces.map((s, i) => {
            const [x, y] = corner(s);
            return (
              <g>
                <circle cx={x + C - 9} cy={y + 9} r={8} fill="#e0a21b" stroke={INK} stroke-width={0.8} />
                <text x={x + C - 9} y={y + 13} text-anchor="middle" font-size={11} font-weight={700} fill={INK}>{i + 1}</text>
              </g>
            );
          })}
        </g>
      )}
      {v.aladdinSpace !== undefined && spaces.length > 0 && (
        <Aladdin x={corner(v.aladdinSpace)[0] + C / 2} y={corner(v.aladdinSpace)[1] + C / 2} />
      )}
      {v.flightCards.map((card) => <FlightCardDrawn card={card} banned={banned === card.direction} />)}
    </svg>
  );
}
