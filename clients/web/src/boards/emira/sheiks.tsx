// Each sheik's player board (2.2): his colour, gold (the caller's own; others' only while
// shown, 4.6), the oasis with his camels and their discount, the palace and its room,
// appearance counters, status cards, the spice trade, the princesses who live with him and
// the event cards he holds. The caller's own pieces are where Samira, Zahrah and Sidi
// Suleiman's choices are made.
import type { Game } from "../../gen/scheherazade/v1/game_service_pb";
import type { EmiraSheik, EmiraView } from "../../gen/scheherazade/v1/emira_pb";
import { Camel } from "./market";
import type { Placed } from "./moves";
import { CardBack, Counter, Hit, type Play, Text } from "./svg";
import {
  caravanWords,
  COLOUR,
  COUNTER,
  eventCard,
  NO_COLOUR,
  princess,
  princessName,
  SKILL,
  statusCard,
  statusWords,
} from "./words";
import { CONTENT } from "./content";

export const SHEIK_W = 464;
const WIFE_W = 106;
const WIFE_H = 60;
const WIVES_PER_ROW = 4;

interface Ctx { game: Game; v: EmiraView; places: Map<string, Placed>; play: Play }

export function sheikHeight(v: EmiraView): number {
  const most = Math.max(1, ...v.sheiks.map((s) => s.princesses.length));
  return 326 + (Math.ceil(most / WIVES_PER_ROW) - 1) * (WIFE_H + 6);
}

function Wife({ x, y, id, ctx }: { x: number; y: number; id: string; ctx: Ctx }) {
  const p = princess(id);
  const skills = (p?.skills ?? []) as readonly string[];
  return (
    <Hit at={ctx.places.get(`steal:${id}`)} play={ctx.play} x={x} y={y} w={WIFE_W} h={WIFE_H}>
      <rect x={x} y={y} width={WIFE_W} height={WIFE_H} rx={5} fill="#fff8e6" stroke="#b49a6a" />
      <Text x={x + WIFE_W / 2} y={y + 16} size={12} weight={700} anchor="middle">{princessName(id)}</Text>
      {skills.map((skill, i) => {
        const s = SKILL[skill];
        return (
          <g key={skill}>
            <rect x={x + 4} y={y + 22 + i * 17} width={WIFE_W - 8} height={15} rx={7} fill={s?.fill ?? "#555"} />
            <Text x={x + WIFE_W / 2} y={y + 33 + i * 17} size={11} weight={600} fill="#fff"
              anchor="middle">{s?.name ?? skill}</Text>
          </g>
        );
      })}
    </Hit>
  );
}

function discountPerCamel(s: EmiraSheik): number {
  const d = CONTENT.camel_discounts;
  return d[Math.min(s.camelTrack, d.length - 1)];
}

export function Sheik({ x, y, s, ctx }: { x: number; y: number; s: EmiraSheik; ctx: Ctx }) {
  const { game, v, places, play } = ctx;
  const h = sheikHeight(v);
  const colour = COLOUR[s.colour] ?? NO_COLOUR;
  const you = v.you?.seat === s.seat;
  const acting = v.toAct.includes(s.seat);
  const gold = you ? v.you!.gold : s.gold;
  const room = 2 + s.palaceSections;
  const badges = [
    v.firstPlayer === s.seat && v.turn > 0 ? "First player" : "",
    acting ? "To act" : "",
  ].filter(Boolean).join(" · ");
  const notes = [
    ...s.faceUpEvents.map((id) => eventCard(id).name
      + (eventCard(id).name === "Good Looking" && s.goodLooking.length
        ? ` (${s.goodLooking.length} “+1”)` : "")),
    s.upkeepPaid ? "Upkeep paid this turn" : "",
    s.losesTurn !== undefined && s.losesTurn >= v.turn ? `Cannot act in turn ${s.losesTurn} (Hind)` : "",
  ].filter(Boolean);
  const statusX = x + 10;
  return (
    <g class="emira-sheik">
      <rect x={x} y={y} width={SHEIK_W} height={h} rx={8} fill={you ? "#fffaf0" : "#fbf5e8"}
        stroke={acting ? "#c47f00" : "#b49a6a"} stroke-width={acting ? 4 : 1.5} />
      <rect x={x} y={y} width={SHEIK_W} height={28} rx={8} fill={colour.fill} stroke="#555" stroke-width={0.5} />
      <Text x={x + 10} y={y + 19} size={14} weight={700} fill={colour.ink}>
        {`${game.players[s.seat] ?? "?"}${you ? " (you)" : ""} · ${colour.name} sheik`}</Text>
      {badges && <Text x={x + SHEIK_W - 10} y={y + 19} size={12} weight={700} fill={colour.ink}
        anchor="end">{badges}</Text>}

      <circle cx={x + 22} cy={y + 48} r={11} fill={gold !== undefined ? "#d4a017" : "#c9c0ad"} stroke="#8a6500" />
      <Text x={x + 40} y={y + 53} size={13} weight={600}>
        {gold !== undefined ? `${gold} gold` : "gold hidden"}</Text>
      <Camel x={x + 150} y={y + 34} size={26} />
      <Text x={x + 180} y={y + 53} size={13}>
        {`${s.camels} camel${s.camels === 1 ? "" : "s"} (${discountPerCamel(s)} off a bid each)`}</Text>
      <CardBack x={x + SHEIK_W - 50} y={y + 36} w={18} h={24} />
      <Text x={x + SHEIK_W - 26} y={y + 53} size={13}>{`× ${s.handSize}`}</Text>

      <Text x={x + 10} y={y + 82} size={12} weight={600}>Palace</Text>
      {Array.from({ length: Math.min(s.palaceSections, 12) }, (_, i) => (
        <rect key={i} x={x + 62 + i * 14} y={y + 70} width={12} height={14} fill="#c9a46a" stroke="#6d4c41" />
      ))}
      <Text x={x + 66 + Math.min(s.palaceSections, 12) * 14} y={y + 82} size={12}>
        {`${s.palaceSections} section${s.palaceSections === 1 ? "" : "s"}, room for ${room} princesses`
          + (v.advanced ? `, worth ${s.palaceValue}` : "")}</Text>

      <Text x={x + 10} y={y + 112} size={12} weight={600}>Appearance</Text>
      {Object.keys(COUNTER).map((kind, i) => {
        const count = s.counters?.[kind as "beauty"] ?? 0;
        const cx = x + 112 + i * 64;
        return (
          <Hit key={kind} at={places.get(`discard:${kind}`)} play={play} x={cx - 12} y={y + 96} w={58} h={24}>
            <Counter x={cx} y={y + 108} kind={kind} />
            <Text x={cx + 15} y={y + 113} size={12}>{`× ${count}`}</Text>
          </Hit>
        );
      })}
      <Text x={x + 310} y={y + 113} size={12} weight={600}>{`${s.appearance} point${s.appearance === 1 ? "" : "s"}`}</Text>

      <Text x={x + 10} y={y + 142} size={12} weight={600}>{`Status · ${s.status} point${s.status === 1 ? "" : "s"}`}</Text>
      {s.statusCards.map((id, i) => {
        const cx = statusX + (i % 3) * 144;
        const cy = y + 150 + Math.floor(i / 3) * 22;
        const special = statusCard(id)?.special;
        return (
          <Hit key={id} at={places.get(`discard:${id}`)} play={play} x={cx} y={cy} w={138} h={19}>
            <rect x={cx} y={cy} width={138} height={19} rx={4} fill={special ? "#5b3a6e" : "#8d6e00"} />
            <Text x={cx + 69} y={cy + 14} size={11} weight={600} fill="#fff" anchor="middle">{statusWords(id)}</Text>
          </Hit>
        );
      }).slice(0, 6)}

      <Text x={x + 10} y={y + 208} size={12} weight={600}>Spice trade</Text>
      <Text x={x + 96} y={y + 208} size={12}>
        {s.caravans.length
          ? s.caravans.map((c) => `${caravanWords(c.caravan)} ${c.paymentsLeft}×`).join(", ")
          : "no caravans"}</Text>

      <Text x={x + 10} y={y + 228} size={12} weight={600}>
        {`Princesses: ${s.princesses.length} of ${room}`}</Text>
      <Text x={x + 10} y={y + h - 9} size={12} italic>{notes.join(" · ")}</Text>
      {s.princesses.map((id, i) => (
        <Wife key={id} x={x + 10 + (i % WIVES_PER_ROW) * (WIFE_W + 3)}
          y={y + 236 + Math.floor(i / WIVES_PER_ROW) * (WIFE_H + 6)} id={id} ctx={ctx} />
      ))}
    </g>
  );
}
