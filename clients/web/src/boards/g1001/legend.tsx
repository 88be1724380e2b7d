// The legend: every symbol the 1001 board draws, in the rulebook's words.
import type { ComponentChildren } from "preact";
import { G1001Colour } from "../../gen/scheherazade/v1/g1001_pb";
import { PATH_COLOUR } from "./content";
import { Aladdin, CardBack, Cloud, Gem, Hourglass, LostGem, PENALTY, StartToken, VizierCard, VoteCard } from "./icons";

function Entry(p: { icon: ComponentChildren; children: ComponentChildren; box?: string }) {
  return (
    <li>
      <svg viewBox={p.box ?? "0 0 40 40"} width={32} height={32} aria-hidden="true">{p.icon}</svg>
      <span>{p.children}</span>
    </li>
  );
}

export function Legend() {
  return (
    <section class="g1001-legend" aria-label="Legend">
      <h4>Legend</h4>
      <ul>
        <Entry icon={<g><Gem x={12} y={20} colour={G1001Colour.RED} r={8} /><Gem x={28} y={20} colour={G1001Colour.GREEN} r={8} /></g>}>
          A gem in the board: flying over it gains a Gem token of its colour (5 at most)
        </Entry>
        <Entry icon={<g><Cloud x={14} y={20} s={1} /><text x={30} y={26} font-size={14} font-weight={700} fill="#1d4f8a">+2</text></g>}>
          Cloud bonus: gain that many Cloud tokens (10 at most)
        </Entry>
        <Entry icon={<g><rect x={2} y={11} width={36} height={18} rx={9} fill={PENALTY} /><LostGem x={27} y={20} /><text x={13} y={25} font-size={12} font-weight={700} fill="#fff" text-anchor="middle">−1</text></g>}>
          Gem penalty: lose 1 Gem token of your choice (taken before the bonus)
        </Entry>
        <Entry icon={<g><rect x={2} y={11} width={36} height={18} rx={9} fill={PENALTY} /><Cloud x={28} y={19} s={0.65} fill="#fff" /><text x={13} y={25} font-size={12} font-weight={700} fill="#fff" text-anchor="middle">−2</text></g>}>
          Cloud penalty: lose that many Cloud tokens; at 0 clouds the flight stops
        </Entry>
        <Entry box="-20 -20 40 40" icon={<Aladdin x={0} y={0} />}>Aladdin on his flying carpet</Entry>
        <Entry box="0 0 40 40" icon={<StartToken x={0} y={0} size={40} />}>Starting location token: where this turn's flight starts</Entry>
        <Entry icon={<g>{[1, 2, 3, 4].map((d) => <line x1={4} y1={6 + d * 6} x2={36} y2={6 + d * 6} stroke={PATH_COLOUR[d]} stroke-width={4} />)}</g>}>
          Paths 1 (up), 2 (right), 3 (down) and 4 (left): where each Flight card would take Aladdin
        </Entry>
        <Entry icon={<g><line x1={4} y1={20} x2={30} y2={20} stroke="#e0a21b" stroke-width={8} stroke-linecap="round" /><circle cx={31} cy={12} r={8} fill="#e0a21b" /><text x={31} y={16} font-size={11} font-weight={700} text-anchor="middle">1</text></g>}>
          The path flown this turn, space by space
        </Entry>
        <Entry icon={<g><VoteCard x={4} y={4} w={20} h={30} value={2} colour={PATH_COLOUR[2]} /><CardBack x={20} y={8} w={18} h={28} title="" /></g>}>
          Vote cards, face up once revealed (struck through: banned and taken back) or face down
        </Entry>
        <Entry icon={<VizierCard x={8} y={3} w={24} h={34} direction={3} />}>The Vizier card: the opposing team bans one path</Entry>
        <Entry box="-20 -20 40 40" icon={<Hourglass x={0} y={0} />}>The hourglass on the turn track; the active team passes it on to end its turn</Entry>
        <Entry icon={<text x={10} y={28} font-size={24} fill={PENALTY}>▶</text>}>The player the game waits for</Entry>
      </ul>
    </section>
  );
}
