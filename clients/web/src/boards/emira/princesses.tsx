// The princesses on the game board (2.1): the Emira deck, the princesses in play this turn
// (and the next turn's with three players), the undecided ones; each card with her name,
// first and second preference as they now stand, her skills and her special ability.
import type { EmiraPrincess, EmiraView } from "../../gen/scheherazade/v1/emira_pb";
import { CardBack, Lines, Preference, SkillChip, Text } from "./svg";
import { ABILITY, PREFERENCE, princessName, wrap } from "./words";

export const CARD_W = 146;
export const CARD_H = 176;

/** A princess card as the Emira cards print it (2.3.2). */
export function PrincessCard({ x, y, p }: { x: number; y: number; p: EmiraPrincess }) {
  const first = PREFERENCE[p.first];
  const second = PREFERENCE[p.second];
  const ability = p.ability ? wrap(ABILITY[p.ability] ?? "", CARD_W - 14, 11) : [];
  return (
    <g>
      <rect x={x} y={y} width={CARD_W} height={CARD_H} rx={8} fill="#fff8e6" stroke="#b49a6a" />
      <rect x={x} y={y} width={CARD_W} height={26} rx={8} fill="#e9cf8f" />
      <Text x={x + CARD_W / 2} y={y + 18} size={14} weight={700} anchor="middle">{princessName(p.id)}</Text>
      {first && <Preference x={x + 8} y={y + 44} rank="1st" kind={first} />}
      {second && <Preference x={x + 8} y={y + 62} rank="2nd" kind={second} />}
      {p.skills.map((skill, i) => <SkillChip key={skill} x={x + 8} y={y + 72 + i * 19} skill={skill} w={CARD_W - 16} />)}
      <Lines x={x + 8} y={y + 124} lines={ability.slice(0, 4)} size={11} fill="#4a3b2a" italic />
    </g>
  );
}

interface Slot { p: EmiraPrincess; caption: string }

/** The princesses' row and how tall it is drawn. */
export function princessRow(v: EmiraView, width: number) {
  const b = v.board;
  const slots: Slot[] = [
    ...(b?.active ?? []).map((p) => ({ p, caption: "In play" })),
    ...(b?.later ?? []).map((p) => ({ p, caption: "Next turn" })),
    ...(b?.undecided ?? []).map((p) => ({ p, caption: "Undecided" })),
  ];
  const deckW = 100;
  const perRow = Math.max(1, Math.floor((width - deckW - 10) / (CARD_W + 10)));
  const rows = Math.max(1, Math.ceil(slots.length / perRow));
  const rowH = CARD_H + 24;
  const removed = (b?.removed ?? []).map(princessName);
  const height = rows * rowH + (removed.length ? 18 : 0);
  const draw = (x0: number, y0: number) => (
    <g>
      <Text x={x0} y={y0 + 14} size={12} weight={600}>Emira deck</Text>
      <CardBack x={x0} y={y0 + 22} w={deckW - 14} h={120} label={`${v.decks?.emira ?? 0} cards`} />
      {slots.length === 0 && <Text x={x0 + deckW + 10} y={y0 + 80} size={13} italic>
        No princess on the board.</Text>}
      {slots.map((s, i) => {
        const x = x0 + deckW + (i % perRow) * (CARD_W + 10);
        const y = y0 + Math.floor(i / perRow) * rowH;
        return (
          <g key={s.p.id}>
            <Text x={x} y={y + 14} size={12} weight={600}
              fill={s.caption === "Undecided" ? "#8b1e3f" : "#2b2118"}>{s.caption}</Text>
            <PrincessCard x={x} y={y + 22} p={s.p} />
          </g>
        );
      })}
      {removed.length > 0 && <Text x={x0} y={y0 + rows * rowH + 12} size={12}>
        {`Out of the game: ${removed.join(", ")}`}</Text>}
    </g>
  );
  return { height, draw };
}
