// The page's own words, only where the service has not given its own yet: a legal move
// whose `words` are missing and an event whose `text` is empty are told from their type in
// plain words (never a raw field or enum name).
import { toJson, type JsonObject, type JsonValue } from "@bufbuild/protobuf";
import type { Move } from "./board";
import {
  CommandSchema,
  type Command,
  type GameEvent,
  type ListLegalCommandsResponse,
} from "./gen/scheherazade/v1/game_service_pb";

/** "castVote" / "VoteCast" / "vizier_direction" → "cast vote" / "vote cast" / "vizier direction". */
export function inWords(name: string): string {
  return name.replace(/[_.]/g, " ").replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().trim();
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** An enum value as words: "G1001_COLOUR_BLUE" → "blue"; other strings only de-snaked. */
function valueInWords(v: JsonValue): string {
  if (Array.isArray(v)) return v.map(valueInWords).join(", ");
  if (v !== null && typeof v === "object") {
    return Object.entries(v).map(([k, x]) => `${inWords(k)} ${valueInWords(x)}`).join(", ");
  }
  const s = String(v);
  if (/^[A-Z0-9]+(_[A-Z0-9]+)+$/.test(s)) return inWords(s.split("_").slice(-1)[0]);
  return s.replace(/_/g, " ");
}

/** A command in plain words, read from its JSON form: "Choose vizier 1". */
export function commandInWords(command: Command): string {
  const json = toJson(CommandSchema, command) as JsonObject;
  const [, inner] = Object.entries(json)[0] ?? [];
  if (!inner || typeof inner !== "object" || Array.isArray(inner)) return "Move";
  const generic = "command" in inner && "gameType" in inner;
  const [kind, body] = generic
    ? [String(inner.command), (inner.fields ?? {}) as JsonObject]
    : (Object.entries(inner)[0] ?? ["move", {}]);
  const values = Object.values((body ?? {}) as JsonObject).filter((v) => v !== null);
  return capital(`${inWords(String(kind))} ${values.map(valueInWords).join(", ")}`.trim());
}

/** The caller's legal moves, labelled with the service's words (the page's own in their
 *  absence, where two alike are told apart by number: a button's name must be its own). */
export function movesOf(r: ListLegalCommandsResponse): Move[] {
  const seen = new Map<string, number>();
  return r.commands.map((command, i) => {
    let label = r.words[i]?.label || commandInWords(command);
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    if (n > 1) label = `${label} (choice ${n})`;
    return { command, label, confirm: r.words[i]?.confirm ?? false };
  });
}

/** An event as the story tells it: its sentence, or its type in words with who did it. */
export function eventInWords(e: GameEvent, players: string[]): string {
  if (e.text) return e.text;
  const kind = inWords(e.type.split(".").pop() ?? e.type);
  const who = e.seat !== undefined ? players[e.seat] : undefined;
  return who ? `${who}: ${kind}` : capital(kind);
}
