// Gallery images load through a queue (widgets.md section 4): at most 16 at once on desktop, 1 on
// mobile; an image coming into view goes to the front.
import { MOBILE_QUERY } from '../../src/lib/device';
import { matchesMedia } from '../../src/lib/media-query';

export const DESKTOP_CONCURRENCY = 16;
export const MOBILE_CONCURRENCY = 1;

/** Mobile is up to 432 px wide (widgets.md section 9; the shared query of src/lib/device.ts). */
export function queueConcurrency(): number {
  return matchesMedia(MOBILE_QUERY) ? MOBILE_CONCURRENCY : DESKTOP_CONCURRENCY;
}

/** A job starts a load and calls `done` once it has settled (loaded, failed or given up). */
export type QueueJob = (done: () => void) => void;

export class LoadQueue {
  private running = 0;
  private readonly waiting: QueueJob[] = [];
  private stopped = false;

  constructor(readonly concurrency: number) {}

  /** Queues a job (at the front when `urgent`); returns a function that takes it off again. */
  add(job: QueueJob, urgent = false): () => void {
    if (this.stopped) return () => undefined;
    if (urgent) this.waiting.unshift(job);
    else this.waiting.push(job);
    this.pump();
    return () => {
      const index = this.waiting.indexOf(job);
      if (index >= 0) this.waiting.splice(index, 1);
    };
  }

  /** Moves a waiting job to the front (it came into view). */
  promote(job: QueueJob): void {
    const index = this.waiting.indexOf(job);
    if (index > 0) {
      this.waiting.splice(index, 1);
      this.waiting.unshift(job);
    }
  }

  get active(): number {
    return this.running;
  }

  get pending(): number {
    return this.waiting.length;
  }

  stop(): void {
    this.stopped = true;
    this.waiting.length = 0;
  }

  private pump(): void {
    while (!this.stopped && this.running < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift() as QueueJob;
      this.running += 1;
      let settled = false;
      job(() => {
        if (settled) return;
        settled = true;
        this.running -= 1;
        this.pump();
      });
    }
  }
}
