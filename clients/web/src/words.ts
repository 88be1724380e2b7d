// The words a player reads come from the service (docs/web-table.md, "One source of
// words"): each event's `text` and each legal move's `words`, the same sentences the
// terminal prints. The page only puts them beside what they name; its own `inWords` is for
// the view's field names where a game has no board (anyview.tsx).
import type { Move } from "./board";
import type { ListLegalCommandsResponse } from "./gen/scheherazade/v1/game_service_pb";

/** "castVote" / "VoteCast" / "vizier_direction" → "cast vote" / "vote cast" / "vizier direction". */
export function inWords(name: string): string {
  return name.replace(/[_.]/g, " ").replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().trim();
}

/** The caller's legal moves with the service's words for each (words[i] is commands[i]'s;
 *  the service gives every command one, no two alike). */
export function movesOf(r: ListLegalCommandsResponse): Move[] {
  return r.commands.map((command, i) => ({
    command, label: r.words[i]?.label ?? "", confirm: r.words[i]?.confirm ?? false,
  }));
}
