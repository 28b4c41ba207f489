import type { APIRequestContext } from '@playwright/test';
import type { RecordedRequest } from '../../../fixtures/api/recorder';

export type { RecordedRequest };

/** Reads and clears what the page sent to the fake platform API in one session. */
export class InboxClient {
  constructor(
    private readonly request: APIRequestContext,
    readonly sessionId: string,
  ) {}

  /** This session's recorded requests, oldest first. */
  async requests(): Promise<RecordedRequest[]> {
    const response = await this.request.get('/__control/inbox', {
      params: { session: this.sessionId },
    });
    if (!response.ok()) throw new Error(`GET /__control/inbox answered ${response.status()}`);
    return (await response.json()) as RecordedRequest[];
  }

  /** The recorded requests to one API path, e.g. `/api/census/RecordHit`. */
  async requestsTo(path: string): Promise<RecordedRequest[]> {
    return (await this.requests()).filter((recorded) => recorded.path === path);
  }

  async clear(): Promise<void> {
    const response = await this.request.delete('/__control/inbox', {
      params: { session: this.sessionId },
    });
    if (!response.ok()) throw new Error(`DELETE /__control/inbox answered ${response.status()}`);
  }
}
