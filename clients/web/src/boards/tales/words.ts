// The Tales board's words: every id of the view turned into the name a player reads (from
// the content pack, ./data.ts), and an award code ("D+1/status:cursed") into a sentence
// (seeds/tales/FORMAT.md, "Award codes"). An id the pack does not name is never shown raw.
import { TALES } from "./data";
import type { TalesRequirement, TalesSection } from "../../gen/scheherazade/v1/tales_pb";

type Kind = "characters" | "skills" | "statuses" | "treasures" | "quests" | "cities" | "cards" | "wealth";

/** The name of a pack id of that kind; an unknown id reads as its words ("magic_lamp" →
 *  "magic lamp") rather than as an id. */
export function named(kind: Kind, id: string): string {
  return TALES.names[kind]?.[id] ?? id.replace(/_/g, " ");
}

export const spaceName = (id: string) => TALES.spaces[id]?.name ?? id.replace(/_/g, " ");

const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);

/** One item of an award code in words. */
export function awardItem(code: string): string {
  const [head, ...rest] = code.split(":");
  const arg = rest.join(":");
  const limit = /\((?:max|min):(\w+)\)/.exec(code);
  const oneUse = code.includes("(1 use)") ? " (1 use)" : "";
  const oneTurn = code.includes("(1 turn)") ? " (1 turn)" : "";
  const id = arg.replace(/\(.*\)$/, "");
  let m = /^([DS])([+-]?\d+)$/.exec(code);
  if (m) return `${signed(Number(m[2]))} ${m[1] === "D" ? "Destiny" : "Story"}`;
  m = /^W([+-]?\d+)/.exec(code);
  if (m) {
    const n = Number(m[1]);
    const levels = `${signed(n)} Wealth level${Math.abs(n) === 1 ? "" : "s"}`;
    if (!limit) return levels;
    return `${levels} (${code.includes("max:") ? "up to" : "not below"} ${named("wealth", limit[1])})`;
  }
  switch (head) {
    case "skill": return `the skill ${named("skills", id)}${oneUse}`;
    case "master": return `${named("skills", id)} at Master level`;
    case "lose_skill": return id === "choice" ? "lose a skill of your choice" : `lose ${named("skills", id)}`;
    case "status": return `${named("statuses", id)}${oneTurn}`;
    case "lose_status":
      if (id === "choice") return "you may lose a status of your choice";
      return id === "all" ? "lose every status" : `lose ${named("statuses", id)}`;
    case "treasure": return id ? named("treasures", id) : "a treasure";
    case "lose_treasure":
      if (id === "choice") return "lose a treasure of your choice";
      return id === "random" ? "lose a treasure at random" : `lose ${named("treasures", id)}`;
    case "move": return `a free move to ${moveKind(id)}`;
    case "placed": {
      const [n, where] = arg.split(":");
      return `another player places you within ${n} spaces of ${spaceName(where)}`;
    }
    case "transport": return id === "random" ? "magically transported to a random space" : `magically transported to ${spaceName(id)}`;
    case "enter": return `an opportunity to enter ${spaceName(id)}`;
    case "go": return `straight to ${spaceName(id)}`;
    case "death": return "death";
    case "end": return "the encounter ends";
    default: return "an award";
  }
}

function moveKind(kind: string): string {
  if (kind === "coastal") return "a coastal space";
  if (kind === "city") return "a city";
  if (kind === "any") return "any space";
  const within = /^within(\d+)$/.exec(kind);
  return within ? `a space within ${within[1]}` : "a space";
}

/** A whole award code in words: its items left to right. */
export const awardWords = (code: string) =>
  code.split("/").filter(Boolean).map(awardItem).join(", ");

function requirement(r: TalesRequirement): string {
  const kind: Kind = r.kind === "skill" ? "skills" : r.kind === "status" ? "statuses" : "treasures";
  return named(kind, r.id) + (r.mandatory ? " (mandatory)" : "");
}

/** A section's heading as the Reader reads it out: what it requires, or "No skill". */
export function heading(s: TalesSection): string {
  if (!s.requires.length) return "No skill";
  return s.requires.map(requirement).join(" or ") + (s.allMandatory ? " (all mandatory)" : "");
}

/** A Master-skill option of the view ("magic" or "magic (207)") in words. */
export function masterOption(option: string): string {
  const m = /^(\w+)(?: \((\d+)\))?$/.exec(option);
  if (!m) return option;
  return `Use ${named("skills", m[1])}${m[2] ? `, paragraph ${m[2]}` : ""}`;
}

/** What a pending decision asks, in words. */
export const ASKS: Record<string, string> = {
  character: "choose a character",
  skill: "take a skill from the bank",
  keep_quest: "keep one of two quests",
  goal: "set a secret goal",
  move: "move",
  encounter: "choose where the encounter comes from",
  reaction: "choose a reaction",
  master: "use a Master skill or roll the Destiny Die",
  section: "choose a section of the paragraph",
  placer: "choose who places them",
  space: "choose a space",
  lose_status: "lose a status",
  lose_skill: "lose a skill",
  lose_treasure: "lose a treasure",
  protect: "discard a treasure instead of a fate, or keep it",
  keep_card: "keep or discard the encounter card",
  sell: "sell treasures or end the turn",
};
