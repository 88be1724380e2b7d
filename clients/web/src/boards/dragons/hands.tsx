// Beside the locations: every seat (what is public of its holdings, the seat to act ringed),
// the hand of the seat viewing (heroes in the supply, treasures, spells, artifacts as cards),
// the Dummy's face-up cards, and the decision waiting (the spells drawn to keep, a payment).
import type { DragonsSeat } from "../../gen/scheherazade/v1/dragons_pb";
import { cardName, treasure, treasureName } from "./names";
import {
  CARD_H, CARD_W, CardBack, HERO_H, HERO_W, HeroCard, Hot, NamedCard, Swatch, TREASURE_H, TREASURE_W,
  TreasureCard,
} from "./pieces";
import { W, seatName, type Ctx } from "./places";

const SEAT_H = 84;

/** Every seat in a row: name and colour, start player, hand sizes, artifacts. */
export function Seats({ c, y, acting }: { c: Ctx; y: number; acting: number[] }) {
  const n = c.v.seats.length || 1;
  const w = (W - 20) / n;
  return (
    <g>
      {c.v.seats.map((s, i) => {
        const x = 10 + i * w;
        const on = acting.includes(s.seat);
        const you = s.seat === c.v.you;
        const start = s.seat === c.v.startPlayer;
        const used = s.used.map(cardName).join(", ");
        return (
          <Hot key={s.seat} ui={c.ui} k={`seat:${s.seat}`} what={seatName(c, s.seat)} x={x + 2} y={y} w={w - 4} h={SEAT_H}>
            <rect x={x + 2} y={y} width={w - 4} height={SEAT_H} rx={6} fill={you ? "#fff3cf" : "#fffdf6"}
              stroke={on ? "#c8102e" : "#b49a6a"} stroke-width={on ? 4 : 1.5} />
            <Swatch x={x + 16} y={y + 15} seat={s.seat} />
            <text x={x + 28} y={y + 19} font-size={13} font-weight={700}>
              {s.dummy ? "The Dummy" : seatName(c, s.seat)}{you ? " (you)" : ""}{start ? " ★" : ""}
            </text>
            {on && <text x={x + w - 10} y={y + 19} text-anchor="end" font-size={11} fill="#c8102e" font-weight={700}>to act</text>}
            <text x={x + 12} y={y + 38} font-size={11}>{`Heroes in hand: ${s.heroesInHand}`}</text>
            <text x={x + 12} y={y + 54} font-size={11}>{`Treasures: ${s.treasureCount} · Spells: ${s.spellCount}`}</text>
            <text x={x + 12} y={y + 70} font-size={11}>
              <title>{used ? `Used: ${used}` : "No artifact used"}</title>
              {`Artifacts: ${s.artifactsTotal} (${s.used.length} used)`}
            </text>
          </Hot>
        );
      })}
    </g>
  );
}

/** Cards laid left to right, wrapping; returns where each goes and the height used. */
function flow(sizes: [number, number][], x0: number, y0: number, width: number) {
  let x = x0, y = y0, row = 0;
  const at = sizes.map(([w, h]) => {
    if (x + w > x0 + width) { x = x0; y += row + 8; row = 0; }
    const p = { x, y };
    x += w + 6;
    row = Math.max(row, h);
    return p;
  });
  return { at, height: y - y0 + row };
}

interface Laid { key: string; w: number; h: number; draw: (x: number, y: number) => preact.JSX.Element }

/** A seat's cards as the viewer sees them: heroes in the supply (yours), treasures, spells
 *  and artifacts face up where the view names them, else their backs. */
function cardsOf(c: Ctx, s: DragonsSeat): Laid[] {
  const out: Laid[] = [];
  for (const n of s.heroes) {
    out.push({ key: `hero:${n}`, w: HERO_W, h: HERO_H, draw: (x, y) => (
      <Hot ui={c.ui} k={`hero:${n}`} what={`hero ${n}`} x={x} y={y} w={HERO_W} h={HERO_H}>
        <HeroCard x={x} y={y} hero={{ seat: s.seat, faceUp: true, number: n, modifiers: [] }} />
      </Hot>) });
  }
  for (const t of [...s.treasures].sort((a, b) => treasure(a).type.localeCompare(treasure(b).type) || treasure(a).value - treasure(b).value)) {
    out.push({ key: `t:${t}`, w: TREASURE_W, h: TREASURE_H, draw: (x, y) => (
      <Hot ui={c.ui} k={`t:${t}`} what={treasureName(t)} x={x} y={y} w={TREASURE_W} h={TREASURE_H}>
        <TreasureCard x={x} y={y} id={t} />
      </Hot>) });
  }
  for (const id of [...s.spells, ...s.artifacts]) {
    out.push({ key: `card:${id}`, w: CARD_W, h: CARD_H, draw: (x, y) => (
      <Hot ui={c.ui} k={`card:${id}`} what={cardName(id)} x={x} y={y} w={CARD_W} h={CARD_H}>
        <NamedCard x={x} y={y} id={id} />
      </Hot>) });
  }
  for (const [i, id] of s.used.entries()) {
    out.push({ key: `used:${i}`, w: CARD_W, h: CARD_H, draw: (x, y) => <NamedCard x={x} y={y} id={id} used /> });
  }
  return out;
}

function backs(s: DragonsSeat): Laid[] {
  const out: Laid[] = [];
  const hidden = (count: number, shown: number, kind: string, w: number, h: number) => {
    for (let i = shown; i < count; i++) {
      out.push({ key: `${kind}${i}`, w, h, draw: (x, y) => <CardBack x={x} y={y} w={w} h={h} kind={kind} /> });
    }
  };
  hidden(s.treasureCount, s.treasures.length, "treasure", TREASURE_W, TREASURE_H);
  hidden(s.spellCount, s.spells.length, "spell", 30, CARD_H);
  hidden(s.artifactCount, s.artifacts.length, "artifact", 30, CARD_H);
  return out;
}

/** One row of a seat's cards under a heading. */
export function Hand({ c, s, y, title }: { c: Ctx; s: DragonsSeat; y: number; title: string }) {
  const laid = [...cardsOf(c, s), ...backs(s)];
  const { at, height } = flow(laid.map((l) => [l.w, l.h]), 10, y + 20, W - 20);
  return {
    height: 20 + Math.max(height, 20) + 10,
    node: (
      <g>
        <text x={10} y={y + 14} font-size={13} font-weight={700} fill="#3b2a4a">{title}</text>
        {laid.length === 0 && <text x={10} y={y + 34} font-size={11}>No cards.</text>}
        {laid.map((l, i) => <g key={l.key}>{l.draw(at[i].x, at[i].y)}</g>)}
      </g>
    ),
  };
}

/** The spells drawn for the viewer to keep (Aladdin's tent or a lamp), as cards to click. */
export function SpellsToKeep({ c, y, spells, forDummy }: { c: Ctx; y: number; spells: string[]; forDummy: boolean }) {
  return {
    height: 20 + CARD_H + 12,
    node: (
      <g>
        <text x={10} y={y + 14} font-size={13} font-weight={700} fill="#3b2a4a">
          {forDummy ? "The spells drawn: choose the one the Dummy keeps" : "The spells drawn: choose the one you keep"}
        </text>
        {spells.map((id, i) => (
          <Hot key={id} ui={c.ui} k={`keep:${id}`} what={cardName(id)} x={10 + i * (CARD_W + 8)} y={y + 20} w={CARD_W} h={CARD_H}>
            <NamedCard x={10 + i * (CARD_W + 8)} y={y + 20} id={id} />
          </Hot>
        ))}
      </g>
    ),
  };
}

/** A bribe or a purchase: pick the treasure cards in your hand, then pay. */
export function Payment({ c, y, what, amount }: { c: Ctx; y: number; what: string; amount: number }) {
  return {
    height: 48,
    node: (
      <g>
        <text x={10} y={y + 14} font-size={12.5} fill="#3b2a4a">
          {`${what}: choose treasure cards of one type worth ${amount} or more in your hand, then pay.`}
        </text>
        <Hot ui={c.ui} k="pay" what="pay" x={10} y={y + 20} w={120} h={24}>
          <rect x={10} y={y + 20} width={120} height={24} rx={5} fill="#f1dfb4" stroke="#7a5c2e" />
          <text x={70} y={y + 37} text-anchor="middle" font-size={12.5} font-weight={700}>Pay</text>
        </Hot>
      </g>
    ),
  };
}
