import type { APIRequestContext } from '@playwright/test';
import type { FaultSpec } from '../../../fixtures/api/faults';

/** A fault for this test's session: `path` (with `*` wildcards), `fault`, optional `times`, `body`. */
export type SessionFault = Omit<FaultSpec, 'session'>;

/** Sets and clears fault injection on the fake platform API for one session. */
export class FaultClient {
  constructor(
    private readonly request: APIRequestContext,
    readonly sessionId: string,
  ) {}

  async set(...faults: SessionFault[]): Promise<void> {
    for (const fault of faults) {
      const response = await this.request.post('/__control/faults', {
        data: { ...fault, session: this.sessionId },
      });
      if (!response.ok()) {
        throw new Error(
          `POST /__control/faults answered ${response.status()}: ${await response.text()}`,
        );
      }
    }
  }

  async clear(): Promise<void> {
    const response = await this.request.delete('/__control/faults', {
      params: { session: this.sessionId },
    });
    if (!response.ok()) throw new Error(`DELETE /__control/faults answered ${response.status()}`);
  }
}
