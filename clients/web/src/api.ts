// The page's two services over Connect (JSON, so a page's traffic reads in the browser's
// tools and the tests decode it the same way), a seat's token as its call header, and every
// failure told as a sentence: a player never reads "ConnectError".
import { Code, ConnectError, createClient } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";
import { AnalyticsService } from "./gen/scheherazade/v1/analytics_service_pb";
import { GameService, type GameType } from "./gen/scheherazade/v1/game_service_pb";

const transport = createConnectTransport({ baseUrl: location.origin, useBinaryFormat: false });
export const games = createClient(GameService, transport);
export const analytics = createClient(AnalyticsService, transport);

let types: Promise<GameType[]> | null = null;

/** The games the server runs (ListGameTypes), read once per page. */
export function gameTypes(): Promise<GameType[]> {
  types ??= games.listGameTypes({}).then((r) => r.gameTypes);
  types.catch(() => (types = null)); // a failed read is tried again next time
  return types;
}

/** The call options that make a call as `token`'s seat (none: as a spectator). */
export const asSeat = (token?: string) =>
  token ? { headers: { authorization: `Bearer ${token}` } } : {};

const SENTENCES: Partial<Record<Code, string>> = {
  [Code.NotFound]: "There is no such game.",
  [Code.Unauthenticated]: "That seat token is not valid for this game.",
  [Code.PermissionDenied]: "That seat token is not valid for this game.",
  [Code.Unavailable]: "The server cannot be reached.",
  [Code.DeadlineExceeded]: "The server took too long to answer. Try again.",
  [Code.Aborted]: "The game moved on meanwhile. Look again and choose anew.",
  [Code.ResourceExhausted]: "The server is busy. Try again in a moment.",
};

/** A move refused because the game had moved past the version it was chosen at (sent with
 *  `expectedVersion`): not the player's mistake, so nothing to tell; new moves follow. */
export const isStale = (err: unknown) => ConnectError.from(err).code === Code.Aborted;

/** A failure as a sentence. The server's own message where it speaks to the player (a
 *  refused argument or move); otherwise the code's sentence. */
export function sentence(err: unknown): string {
  const e = ConnectError.from(err);
  if (e.code === Code.InvalidArgument || e.code === Code.FailedPrecondition) {
    const text = e.rawMessage.trim();
    return text ? text.charAt(0).toUpperCase() + text.slice(1).replace(/([^.!?])$/, "$1.") : "The server refused that.";
  }
  if (e.code === Code.Unknown && e.cause instanceof TypeError) return SENTENCES[Code.Unavailable]!;
  return SENTENCES[e.code] ?? "Something went wrong on the server. Try again.";
}
