// A seat's session on one game (PlaySession): its commands, their answers and the game's
// updates on one bidirectional gRPC stream, as boardgame.io's socket carries a player's
// moves. Needs HTTP/2 end to end: Connect's gRPC transport for Node gives it.
//
//   const session = await client.session(name, token, { view: GameView.BASIC });
//   const answer = await session.submit(command);      // a SubmitCommandResponse
//   for await (const update of session.updates) { … } // others' moves, as WatchGame's
//   session.close();
//
// A refused request rejects with a ConnectError carrying the code, message and ErrorInfo
// the unary call would give (`errorReason(err)` reads it); the session stays open.
import { create, type MessageInitShape } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import {
  CommandSchema,
  GameView,
  type Command,
  type Game,
  type GameUpdate,
  type ListLegalCommandsResponse,
  type PlaySessionRequest,
  PlaySessionRequestSchema,
  type PlaySessionResponse,
  type SessionError,
  type SubmitCommandResponse,
} from "./gen/scheherazade/v1/game_service_pb.js";

/** An async queue: `push` values, `end` it, read it with `for await`. */
class Queue<T> implements AsyncIterable<T> {
  private items: T[] = [];
  private waiting: ((r: IteratorResult<T>) => void)[] = [];
  private ended = false;

  push(item: T): void {
    const next = this.waiting.shift();
    if (next) next({ value: item, done: false });
    else this.items.push(item);
  }

  end(): void {
    this.ended = true;
    for (const next of this.waiting.splice(0)) next({ value: undefined, done: true });
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for (;;) {
      if (this.items.length) yield this.items.shift()!;
      else if (this.ended) return;
      else {
        const r = await new Promise<IteratorResult<T>>((resolve) => this.waiting.push(resolve));
        if (r.done) return;
        yield r.value;
      }
    }
  }
}

/** The ConnectError the unary call would have thrown, from a session's refusal. */
function refusal(error: SessionError): ConnectError {
  const err = new ConnectError(error.message, error.code as Code);
  err.details.push(...error.details.map((d) => ({
    type: d.typeUrl.slice(d.typeUrl.lastIndexOf("/") + 1),
    value: d.value,
  })));
  return err;
}

type Open = (requests: AsyncIterable<PlaySessionRequest>) => AsyncIterable<PlaySessionResponse>;

export class Session {
  /** Others' moves (and the service's own events), as WatchGame's updates; ends with the
   *  session. The first is the opening update (the game and the events after fromVersion). */
  readonly updates = new Queue<GameUpdate>();
  /** The latest game an update or an answer brought. */
  game?: Game;
  /** Why the stream ended early, if it did. */
  broken?: ConnectError;
  private readonly requests = new Queue<PlaySessionRequest>();
  private readonly waiting = new Map<bigint, (r: PlaySessionResponse) => void>();
  private readonly failing = new Map<bigint, (e: unknown) => void>();
  private nextRef = 1n;
  private closed = false;
  private readonly reading: Promise<void>;
  private constructor(open: Open) {
    this.reading = this.read(open(this.requests));
  }

  /** Opens the session (rejects with the stream's error: NOT_FOUND, UNAUTHENTICATED…). */
  static async open(open: Open, name: string, fromVersion = 0n,
                    view: GameView = GameView.FULL): Promise<Session> {
    const session = new Session(open);
    await session.ask({ case: "open", value: { name, fromVersion, view } });
    return session;
  }

  /** Play `command`; resolves once its events are stored (a fresh UUID command id by default). */
  async submit(command: Command, opts: { commandId?: string; expectedVersion?: bigint;
                                         view?: GameView } = {}): Promise<SubmitCommandResponse> {
    const answer = await this.ask({ case: "submit", value: {
      command: create(CommandSchema, command),
      commandId: opts.commandId ?? crypto.randomUUID(),
      expectedVersion: opts.expectedVersion,
      view: opts.view ?? GameView.UNSPECIFIED,
    } });
    const submitted = answer.event.value as SubmitCommandResponse;
    this.game = submitted.game;
    return submitted;
  }

  /** Every command the seat may send now. */
  async legalCommands(): Promise<Command[]> {
    return (await this.legal()).commands;
  }

  /** The whole answer: the commands and, `words[i]` for `commands[i]`, each in the
   *  player's words (`label`, and `confirm` for a move a table asks about first). */
  async legal(): Promise<ListLegalCommandsResponse> {
    const answer = await this.ask({ case: "legalCommands", value: {} });
    return answer.event.value as ListLegalCommandsResponse;
  }

  /** Close the client's side: the server ends the stream. */
  async close(): Promise<void> {
    this.closed = true;
    this.requests.end();
    await this.reading;
  }

  private ask(request: MessageInitShape<typeof PlaySessionRequestSchema>["request"],
  ): Promise<PlaySessionResponse> {
    if (this.closed) return Promise.reject(this.broken ?? new ConnectError("the session is closed", Code.Canceled));
    const ref = this.nextRef++;
    return new Promise((resolve, reject) => {
      this.waiting.set(ref, resolve);
      this.failing.set(ref, reject);
      this.requests.push(create(PlaySessionRequestSchema, { ref, request }));
    }).then((answer) => {
      const r = answer as PlaySessionResponse;
      if (r.event.case === "error") throw refusal(r.event.value);
      return r;
    });
  }

  private async read(responses: AsyncIterable<PlaySessionResponse>): Promise<void> {
    try {
      for await (const r of responses) {
        if (r.event.case === "update") {
          this.game = r.event.value.game;
          this.updates.push(r.event.value);
        }
        const resolve = this.waiting.get(r.ref);
        if (r.ref && resolve) {
          this.waiting.delete(r.ref);
          this.failing.delete(r.ref);
          resolve(r);
        }
      }
    } catch (err) {
      this.broken = ConnectError.from(err);
    } finally {
      this.closed = true;
      this.requests.end();
      this.updates.end();
      for (const reject of this.failing.values()) {
        reject(this.broken ?? new ConnectError("the session ended", Code.Canceled));
      }
      this.waiting.clear();
      this.failing.clear();
    }
  }
}
