// The replay's steps (AnalyticsService.ReplaySteps), read once: the first move of the slider
// opens one stream from version 1 to the game's latest and keeps every step it reads, so
// moving the slider afterwards asks the server nothing. Only versions played since are read
// again, in a new stream starting where the kept steps end.
import { analytics, asSeat } from "./api";
import type { ReplayStep } from "./gen/scheherazade/v1/analytics_service_pb";

export class ReplaySteps {
  readonly steps: ReplayStep[] = []; // versions 1, 2, … as the caller saw them
  private reading: Promise<void> | null = null;

  constructor(private readonly name: string, private readonly token?: string) {}

  /** Reads until version `version` is kept; `latest`: the game's version now. */
  async upTo(version: number, latest: number): Promise<ReplayStep> {
    while (this.steps.length < version) {
      this.reading ??= this.read(this.steps.length + 1, Math.max(version, latest));
      const had = this.steps.length;
      await this.reading;
      if (this.steps.length === had) throw new Error(`no replay step ${had + 1}`);
    }
    return this.steps[version - 1];
  }

  private async read(from: number, to: number): Promise<void> {
    try {
      const stream = analytics.replaySteps(
        { name: this.name, fromVersion: BigInt(from), toVersion: BigInt(to) }, asSeat(this.token));
      for await (const step of stream) this.steps.push(step);
    } finally {
      this.reading = null;
    }
  }
}
