// The encounter panel: what the traveller met and where (the card, the chart roll, the City
// card's die), the reaction matrix with its reactions, the Master skills and the Destiny
// Die, the paragraph read and its sections (each heading; the chosen one's text and award),
// the terrain card to keep or discard; and any other decision the rules wait on. Each
// choice the caller may make is a chip to click (./choice.tsx).
import type { Move } from "../../board";
import { TalesSource, TalesStage, type TalesView } from "../../gen/scheherazade/v1/tales_pb";
import { Chips, command, type Chip, type Offer, type Offers } from "./choice";
import { ASKS, awardWords, heading, masterOption, named, spaceName } from "./words";

const SOURCE: Record<number, string> = {
  [TalesSource.DECK]: "an encounter card", [TalesSource.CITY]: "a City card",
  [TalesSource.TERRAIN]: "a kept terrain card", [TalesSource.POWER]: "a Place of Power entered",
  [TalesSource.GO]: "a Place of Power reached at once",
};
const STAGE: Record<number, string> = {
  [TalesStage.CHART]: "the encounter chart is rolled", [TalesStage.CITY]: "the City card's die is rolled",
  [TalesStage.REACTION]: "a reaction is chosen", [TalesStage.MASTER]: "a Master skill or the Destiny Die",
  [TalesStage.DESTINY]: "the Destiny Die is rolled", [TalesStage.READ]: "the paragraph is read",
  [TalesStage.AWARD]: "the award is resolved", [TalesStage.CITY_AWARD]: "the City card's award is resolved",
};

/** The words on a chip for one of the caller's moves. */
export function chipText(view: TalesView, offer: Offer): string {
  const c = command(offer.move);
  switch (c?.case) {
    case "chooseEncounter": {
      if (!c.value.card) return "Draw an encounter card";
      const kind = c.value.source === TalesSource.CITY ? "cities" : "cards";
      return `Play ${named(kind, c.value.card)}`;
    }
    case "useMaster": return masterOption(view.pending?.options[c.value.choice] ?? "") || offer.move.label;
    case "rollDestiny": return "Roll the Destiny Die";
    case "keepCard": return c.value.keep ? "Keep the card" : "Discard the card";
    case "chooseCharacter": return named("characters", c.value.character);
    case "takeSkill": return named("skills", c.value.skill);
    case "keepQuest": return named("quests", c.value.quest);
    case "setGoal": return `Destiny ${c.value.destiny}, Story ${c.value.story}`;
    case "loseStatus": return `Lose ${named("statuses", c.value.status)}`;
    case "loseSkill": return `Lose ${named("skills", c.value.skill)}`;
    case "loseTreasure": return `${view.pending?.name === "protect" ? "Discard" : "Lose"} ${named("treasures", c.value.treasure)}`;
    case "sellTreasure": return `Sell ${named("treasures", c.value.treasure)}`;
    default: return offer.move.label;
  }
}

export function EncounterPanel(props: { view: TalesView; offers: Offers; play: (m: Move) => void }) {
  const { view, offers, play } = props;
  const e = view.encounter;
  const chips = (list: Offer[]): Chip[] => list.map((offer) => ({ offer, text: chipText(view, offer) }));
  const met = e && (e.card || e.paragraph !== undefined || e.name);
  if (!met && !view.pending?.name && !offers.sources.length && !offers.decisions.length) return null;
  return (
    <section class="tales-encounter" aria-label="The encounter">
      {met && <h3>{[e.cardName || named("cards", e.card), e.name].filter(Boolean).join(": ") || "An encounter"}</h3>}
      {offers.sources.length > 0 && (
        <>
          <p>Where does the encounter come from?</p>
          <Chips chips={chips(offers.sources)} play={play} />
        </>
      )}
      {met && (
        <p class="tales-where">
          {[e.space && `At ${spaceName(e.space)}`, SOURCE[e.source] && `from ${SOURCE[e.source]}`,
            e.roll > 0 && `encounter chart roll ${e.roll}`, e.cityRoll > 0 && `City card die ${e.cityRoll}`,
            STAGE[e.stage] && `now: ${STAGE[e.stage]}`].filter(Boolean).join(" · ")}
        </p>
      )}
      {e?.matrix && <p>Reaction matrix {e.matrix}{e.matrixName && ` (${e.matrixName})`}{e.row && `, row “${e.row}”`}</p>}
      {e && e.reactions.length > 0 && (
        <Chips play={play} chips={e.reactions.map((r) => ({ offer: offers.reactions.get(r), text: r }))} />
      )}
      {offers.masters.length > 0 && <Chips chips={chips(offers.masters)} play={play} />}
      {e?.paragraph !== undefined && (
        <div class="tales-paragraph">
          <p><strong>Paragraph {e.paragraph}.</strong> {e.text}</p>
          <Chips play={play} stacked chips={e.sections.map((s) => ({
            offer: offers.sections.get(s.index), text: heading(s), chosen: s.chosen,
          }))} />
          {e.sections.filter((s) => s.chosen).map((s) => (
            <p class="tales-section"><strong>{heading(s)}:</strong> {s.text}
              {s.award && <span class="tales-award"> Award: {awardWords(s.award)}.</span>}</p>
          ))}
        </div>
      )}
      {offers.keep.length > 0 && <Chips chips={chips(offers.keep)} play={play} />}
      {view.queue.length > 0 && <p>Still to resolve: {view.queue.map(awardWords).join(", ")}.</p>}
      <Decision view={view} offers={offers} play={play} />
    </section>
  );
}

/** What the rules wait on, and the caller's other choices (setup, what to lose or sell). */
function Decision(props: { view: TalesView; offers: Offers; play: (m: Move) => void }) {
  const { view, offers, play } = props;
  const p = view.pending;
  if (!p?.name) return null;
  const who = view.seats[p.seat]?.name ?? "";
  const forWhom = p.forSeat !== p.seat ? ` for ${view.seats[p.forSeat]?.name ?? ""}` : "";
  const about = p.about ? ` (${awardWords(p.about)})` : "";
  const mine = view.you !== undefined && (p.seat === view.you || p.name === "goal");
  return (
    <div class="tales-decision">
      <p>{mine ? "You" : who} {p.name === "goal" && !mine ? "and the others " : ""}must {ASKS[p.name] ?? "decide"}{forWhom}{about}.</p>
      {offers.decisions.length > 0 && (
        <Chips chips={offers.decisions.map((offer) => ({ offer, text: chipText(view, offer) }))} play={play} />
      )}
    </div>
  );
}
