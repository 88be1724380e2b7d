// The locations of Aladdin's Dragons as the rulebook lays them out (Set Up): the caravanserai,
// the palace guard and the palace rooms (the artifact row) above; the treasure deck, the
// dragons' caves (highest number on the left), Aladdin's tent and the spell deck below. Each
// location with the heroes placed there, in the order placed, and what it gives.
import type { DragonsLocation, DragonsView } from "../../gen/scheherazade/v1/dragons_pb";
import { CAVE, GUARD_PLUS, ROOM, TENT, locationName, treasureName } from "./names";
import {
  CardBack, HERO_H, HERO_W, HeroCard, Hot, NamedCard, Swatch, TREASURE_H, TREASURE_W, TreasureCard,
  type Ui,
} from "./pieces";

export const W = 1000; // the board's width in SVG units
export const LOC_W = 118;
const LOC_H = 124;
const GAP = 12;
const HERO_STEP = HERO_W + 6;
const HERO_ROW = HERO_H + 6;
const PER_ROW = 3; // heroes under a location, per row
export const RESOLVING = "#d47b00"; // the outline of the location being resolved

interface Ctx { ui: Ui; v: DragonsView; players: string[] }

export const seatName = (c: Ctx, seat: number) =>
  seat === c.v.dummy ? "the Dummy" : c.players[seat] ?? `player ${seat + 1}`;

function heroesHeight(loc: DragonsLocation | undefined): number {
  const n = loc?.heroes.length ?? 0;
  return Math.ceil(n / PER_ROW) * HERO_ROW + (loc?.totals.length ? Math.ceil(loc.totals.length / 3) * 18 : 0);
}

/** The heroes placed on a location, in order, and each seat's total once all are turned. */
function Heroes({ c, loc, x, y }: { c: Ctx; loc: DragonsLocation; x: number; y: number }) {
  return (
    <g>
      {loc.heroes.map((h, i) => {
        const hx = x + 6 + (i % PER_ROW) * HERO_STEP;
        const hy = y + Math.floor(i / PER_ROW) * HERO_ROW;
        const shown = h.number !== undefined ? `${h.number}` : "face down";
        return (
          <Hot key={i} ui={c.ui} k={`h:${loc.id}:${h.index}`} x={hx} y={hy} w={HERO_W} h={HERO_H}
            what={`${seatName(c, h.seat)}'s hero (${shown}) at ${locationName(loc.id)}`}>
            <title>{`${seatName(c, h.seat)}'s hero: ${h.faceUp ? "face up" : "face down"}`
              + (h.number !== undefined ? `, ${h.number}` : "")
              + (h.value !== undefined && h.value !== h.number ? `, worth ${h.value}` : "")
              + (h.withdrawn ? ", withdrawn" : "")}</title>
            <HeroCard x={hx} y={hy} hero={h} />
          </Hot>
        );
      })}
      {loc.totals.map((t, i) => {
        const tx = x + 12 + (i % 3) * 36;
        const ty = y + Math.ceil(loc.heroes.length / PER_ROW) * HERO_ROW + 8 + Math.floor(i / 3) * 18;
        return (
          <g key={`t${i}`}>
            <title>{`${seatName(c, t.seat)}: ${t.total} in all`}</title>
            <Swatch x={tx} y={ty} seat={t.seat} r={6} />
            <text x={tx + 9} y={ty + 4} font-size={12} font-weight={700}>{t.total}</text>
          </g>
        );
      })}
    </g>
  );
}

/** A location card: its name, what it gives, the ring when it is where a move goes. */
function Place({ c, id, x, y, children }: { c: Ctx; id: string; x: number; y: number; children?: preact.ComponentChildren }) {
  const here = c.v.resolving === id;
  const title = id.startsWith(ROOM) ? "Palace room" : locationName(id);
  return (
    <Hot ui={c.ui} k={`loc:${id}`} what={locationName(id)} x={x} y={y} w={LOC_W} h={LOC_H}>
      <rect class="dragons-place" x={x} y={y} width={LOC_W} height={LOC_H} rx={6} fill="#fff8e6"
        stroke={here ? RESOLVING : "#b49a6a"} stroke-width={here ? 4 : 1.5} />
      <text x={x + LOC_W / 2} y={y + 15} text-anchor="middle" font-size={10.5} font-weight={700}
        fill="#3b2a4a">{title}</text>
      {children}
    </Hot>
  );
}

function Cave({ c, loc, x, y }: { c: Ctx; loc: DragonsLocation; x: number; y: number }) {
  return (
    <Place c={c} id={loc.id} x={x} y={y}>
      {loc.treasures.map((t, i) => {
        const tx = x + 4 + (i % 3) * (TREASURE_W + 3);
        const ty = y + 22 + Math.floor(i / 3) * (TREASURE_H + 4);
        return (
          <Hot key={t} ui={c.ui} k={`t:${t}`} what={treasureName(t)} x={tx} y={ty} w={TREASURE_W} h={TREASURE_H}>
            <TreasureCard x={tx} y={ty} id={t} />
          </Hot>
        );
      })}
    </Place>
  );
}

function Words({ x, y, lines, size = 10.5 }: { x: number; y: number; lines: string[]; size?: number }) {
  return (
    <text x={x} y={y} text-anchor="middle" font-size={size} fill="#4a3a22">
      {lines.map((l, i) => <tspan key={i} x={x} dy={i ? size + 2 : 0}>{l}</tspan>)}
    </text>
  );
}

/** Both rows, with the heroes under each location; returns the drawing and its height. */
export function Places({ c, y }: { c: Ctx; y: number }) {
  const { v } = c;
  const at = new Map(v.locations.map((l) => [l.id, l]));
  const empty = (id: string): DragonsLocation => at.get(id) ?? ({ id, heroes: [], treasures: [], artifact: "", totals: [] } as unknown as DragonsLocation);
  const rooms = v.row.map((a) => empty(`${ROOM}${a}`));
  const caves = v.locations.filter((l) => l.id.startsWith(CAVE));
  const upper = [empty("caravanserai"), ...rooms];
  const lower = [...caves, empty("tent")];
  const upperY = y;
  const upperH = LOC_H + 8 + Math.max(0, ...upper.map(heroesHeight));
  const lowerY = upperY + upperH + GAP;
  const lowerH = LOC_H + 8 + Math.max(0, ...lower.map(heroesHeight));
  const roomW = Math.min(LOC_W + GAP, (W - 2 * (LOC_W + GAP) - 10) / Math.max(1, rooms.length));
  const xOf = (i: number) => 10 + i * (LOC_W + GAP);
  const start = v.startPlayer !== undefined ? seatName(c, v.startPlayer) : "not chosen yet";
  const g = v.guard;
  const guardX = xOf(1);
  const guardValue = g?.value;
  return {
    height: upperH + GAP + lowerH,
    node: (
      <g>
        <Place c={c} id="caravanserai" x={xOf(0)} y={upperY}>
          <Words x={xOf(0) + LOC_W / 2} y={upperY + 36} lines={["Start player:", start]} size={11} />
          {v.startPlayer !== undefined && <Swatch x={xOf(0) + LOC_W / 2} y={upperY + 80} seat={v.startPlayer} r={10} />}
          <Words x={xOf(0) + LOC_W / 2} y={upperY + 108} lines={["The winner names it"]} size={9.5} />
        </Place>
        <Heroes c={c} loc={empty("caravanserai")} x={xOf(0)} y={upperY + LOC_H + 8} />
        <Hot ui={c.ui} k="guard" what="the palace guard" x={guardX} y={upperY} w={LOC_W} h={LOC_H}>
          <rect class="dragons-place" x={guardX} y={upperY} width={LOC_W} height={LOC_H} rx={6} fill="#f3e6ea"
            stroke={v.resolving === "guard" ? RESOLVING : "#b49a6a"} stroke-width={v.resolving === "guard" ? 4 : 1.5} />
          <text x={guardX + LOC_W / 2} y={upperY + 15} text-anchor="middle" font-size={10.5} font-weight={700}
            fill="#3b2a4a">{locationName("guard")}</text>
          {g?.placed && (g.card ? <TreasureCard x={guardX + 42} y={upperY + 24} id={g.card} />
            : <CardBack x={guardX + 42} y={upperY + 24} w={TREASURE_W} h={TREASURE_H} kind="treasure" />)}
          <Words x={guardX + LOC_W / 2} y={upperY + 88} size={9.5} lines={guardValue !== undefined
            ? [`A bribe is due below ${guardValue + GUARD_PLUS}`, "in a palace room"]
            : g?.placed ? ["Its treasure card lies", "face down"] : ["No card this round"]} />
        </Hot>
        {rooms.map((r, i) => {
          const rx = xOf(2) + i * roomW;
          return (
            <g key={r.id}>
              <Place c={c} id={r.id} x={rx} y={upperY}>
                <NamedCard x={rx + 10} y={upperY + 26} w={LOC_W - 20} h={56} id={r.artifact || r.id.slice(ROOM.length)} />
                <Words x={rx + LOC_W / 2} y={upperY + 100} size={9.5} lines={["Price: the winner's", "hero total"]} />
              </Place>
              <Heroes c={c} loc={r} x={rx} y={upperY + LOC_H + 8} />
            </g>
          );
        })}
        {lower.map((l, i) => {
          const lx = xOf(i + 1);
          return (
            <g key={l.id}>
              {l.id.startsWith(CAVE) ? <Cave c={c} loc={l} x={lx} y={lowerY} /> : (
                <Place c={c} id="tent" x={lx} y={lowerY}>
                  <CardBack x={lx + 24} y={lowerY + 26} w={30} h={42} kind="spell" />
                  <CardBack x={lx + 60} y={lowerY + 22} w={30} h={42} kind="spell" />
                  <Words x={lx + LOC_W / 2} y={lowerY + 86} size={9.5}
                    lines={[`The top ${TENT.draw} spells: the`, `winner keeps ${TENT.keep}, the`, "second gets the other"]} />
                </Place>
              )}
              <Heroes c={c} loc={l} x={lx} y={lowerY + LOC_H + 8} />
            </g>
          );
        })}
        <Decks c={c} x={xOf(0)} y={lowerY} />
        <Words x={xOf(lower.length + 1) + LOC_W / 2} y={lowerY + 20} size={10.5}
          lines={["Spell deck:", `${v.decks?.spells ?? 0} cards`, "Spell discard pile:", `${v.decks?.spellDiscard.length ?? 0} cards`]} />
        {(v.decks?.spells ?? 0) > 0 && <CardBack x={xOf(lower.length + 1) + 40} y={lowerY + 70} w={38} h={52} kind="spell" />}
      </g>
    ),
  };
}

function Decks({ c, x, y }: { c: Ctx; x: number; y: number }) {
  const d = c.v.decks;
  return (
    <g>
      <Words x={x + LOC_W / 2} y={y + 14} size={10.5} lines={[`Treasure deck: ${d?.treasures ?? 0}`]} />
      {(d?.treasures ?? 0) > 0 && <CardBack x={x + 14} y={y + 24} w={TREASURE_W} h={TREASURE_H} kind="treasure" />}
      {d?.treasureDiscardTop && <TreasureCard x={x + 66} y={y + 24} id={d.treasureDiscardTop} />}
      <Words x={x + LOC_W / 2} y={y + 86} size={10.5} lines={[`Discard pile: ${d?.treasureDiscard ?? 0}`,
        `Artifact deck: ${d?.artifacts ?? 0}`, `Bought: ${c.v.bought} of 15`]} />
    </g>
  );
}

export type { Ctx };
