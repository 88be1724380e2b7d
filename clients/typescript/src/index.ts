// A small typed wrapper over the generated GameService client: create, join, play and watch
// games, and read the stable reason of a refusal. Everything else is the generated API
// (`client.raw`), whose messages come from proto/ (npm run generate).
import { create, type JsonObject } from "@bufbuild/protobuf";
import { ConnectError, createClient, type Client, type Transport } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { ErrorInfoSchema } from "./gen/google/rpc/error_details_pb.js";
import {
  CommandSchema,
  GameService,
  GameView,
  Game_State,
  type Command,
  type Game,
  type GameUpdate,
  type SubmitCommandResponse,
} from "./gen/scheherazade/v1/game_service_pb.js";

import { Session } from "./session.js";

export * from "./gen/scheherazade/v1/game_service_pb.js";
export { Session } from "./session.js";
export { ConnectError, Code } from "@connectrpc/connect";

/** A seat's secret token, as CreateGame returned it: sent as `authorization: Bearer`. */
export type Token = string;

/** The game just created and one token per seat, in seat order. */
export interface CreatedGame {
  game: Game;
  tokens: Token[];
}

const auth = (token?: Token) => (token ? { authorization: `Bearer ${token}` } : undefined);

/** The `google.rpc.ErrorInfo` reason of a refused call ("NOT_YOUR_TURN", "GAME_OVER", …),
 *  or undefined when the error carries none (a network failure, say). */
export function errorReason(err: unknown): string | undefined {
  const error = ConnectError.from(err);
  return error.findDetails(ErrorInfoSchema)[0]?.reason;
}

export class ScheherazadeClient {
  /** The generated client, for every method and field the wrapper leaves out. */
  readonly raw: Client<typeof GameService>;

  /** `address` is "host:port" of a running `scheherazade serve` (plain gRPC over HTTP/2),
   *  or a Connect transport of your own (TLS, interceptors, gRPC-Web in a browser). */
  constructor(address: string | Transport) {
    const transport =
      typeof address === "string"
        ? createGrpcTransport({ baseUrl: address.includes("://") ? address : `http://${address}` })
        : address;
    this.raw = createClient(GameService, transport);
  }

  /** A new game: `players` are display names, one per seat; `seed` makes it repeatable. */
  async createGame(
    gameType: string,
    players: string[],
    opts: { seed?: bigint; options?: JsonObject } = {},
  ): Promise<CreatedGame> {
    const r = await this.raw.createGame({ gameType, players, seed: opts.seed, options: opts.options });
    return { game: r.game!, tokens: r.seatTokens };
  }

  /** The game as `token`'s seat sees it (a spectator's view without a token). */
  getGame(name: string, token?: Token, view: GameView = GameView.FULL): Promise<Game> {
    return this.raw.getGame({ name, view }, { headers: auth(token) });
  }

  /** Every command the seat may send now (empty when it is not the seat's turn). */
  async legalCommands(name: string, token: Token): Promise<Command[]> {
    return (await this.raw.listLegalCommands({ name }, { headers: auth(token) })).commands;
  }

  /** Play `command` as the token's seat. `commandId` makes a retry safe: the same id
   *  answers the first result again instead of playing twice. */
  submit(
    name: string,
    command: Command,
    token: Token,
    opts: { commandId?: string; expectedVersion?: bigint } = {},
  ): Promise<SubmitCommandResponse> {
    return this.raw.submitCommand(
      {
        name,
        command: create(CommandSchema, command),
        commandId: opts.commandId ?? crypto.randomUUID(),
        expectedVersion: opts.expectedVersion,
      },
      { headers: auth(token) },
    );
  }

  /** Every update of the game after `fromVersion`, as the token's seat (or a spectator)
   *  sees it, until the game ends or `signal` aborts. */
  watch(
    name: string,
    opts: { token?: Token; fromVersion?: bigint; signal?: AbortSignal } = {},
  ): AsyncIterable<GameUpdate> {
    return this.raw.watchGame(
      { name, fromVersion: opts.fromVersion ?? 0n },
      { headers: auth(opts.token), signal: opts.signal },
    );
  }

  /** The seat's session on the game (PlaySession): its commands, their answers and the
   *  game's updates on one stream. `view`: of the updates (default FULL). Close it. */
  session(
    name: string,
    token: Token,
    opts: { fromVersion?: bigint; view?: GameView } = {},
  ): Promise<Session> {
    return Session.open(
      (requests) => this.raw.playSession(requests, { headers: auth(token) }),
      name, opts.fromVersion ?? 0n, opts.view ?? GameView.FULL,
    );
  }

  /** The first page of games, newest first, without views. */
  async listGames(pageSize = 50): Promise<Game[]> {
    return (await this.raw.listGames({ pageSize })).games;
  }
}

/** True once the game has a result. */
export const finished = (game: Game) => game.state === Game_State.FINISHED;
