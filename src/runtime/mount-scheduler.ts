// When units mount: `critical` ones at once, `visible` ones as they come near the viewport, `idle`
// ones in an idle period; then a final pass mounts the rest. Mounts run in slices that yield to
// the browser, so no task runs long. One scheduler serves blocks and controllers alike, so their
// mounts share one queue and one budget.
import { SLICE_BUDGET_MS, whenIdle, yieldToBrowser } from './scheduler';
import type { BlockPriority } from './types';

/** Units mount this far before they scroll into view. */
export const VISIBLE_ROOT_MARGIN_PX = 200;
export const VISIBLE_ROOT_MARGIN = `${VISIBLE_ROOT_MARGIN_PX}px 0px`;

/** What the scheduler mounts. */
export interface Schedulable {
  readonly element: HTMLElement;
  /** True while the unit waits for its turn (pending, and not waiting for a pack). */
  readonly queueable: boolean;
  mount: () => void;
}

export class MountScheduler {
  /** `beforeMounts`: what no unit mounts before (the page's features, see runtime.ts). */
  constructor(private readonly beforeMounts: Promise<void> = Promise.resolve()) {}

  private readonly queue: Schedulable[] = [];
  /** Mounted before `queue`: units near the viewport, and units whose pack just arrived. */
  private readonly urgent: Schedulable[] = [];
  /** Every unit scheduled and not forgotten, for the final pass. */
  private readonly units = new Set<Schedulable>();
  /** The units waiting for each element to come near the viewport. */
  private readonly watched = new Map<Element, Schedulable[]>();
  private readonly cancellers = new Set<() => void>();
  /** What units wait for (their packs), settled once the unit has mounted or failed. */
  private readonly waits = new Set<Promise<void>>();
  private intersection: IntersectionObserver | null = null;
  private draining: Promise<void> | null = null;
  private running = false;
  /** Counts start()s, so a boot that outlived stop() cannot act on the next run's units. */
  private run = 0;
  private firstIntersection: Promise<void> = Promise.resolve();
  private resolveFirstIntersection: () => void = () => undefined;

  start(): void {
    this.running = true;
    this.run += 1;
    this.firstIntersection = new Promise((resolve) => {
      this.resolveFirstIntersection = resolve;
    });
    this.intersection = new IntersectionObserver((entries) => this.onIntersection(entries), {
      rootMargin: VISIBLE_ROOT_MARGIN,
    });
  }

  /** Called once the boot scan is done: with nothing waiting for the viewport, boot need not wait. */
  scanned(): void {
    if (this.watched.size === 0) this.resolveFirstIntersection();
  }

  /** Queues `unit` by its priority. */
  schedule(unit: Schedulable, priority: BlockPriority): void {
    if (!this.running) return;
    this.units.add(unit);
    if (priority === 'critical') this.enqueue(unit);
    else if (priority === 'visible') this.watch(unit);
    else this.idle(() => this.enqueue(unit));
  }

  /** Queues a unit to mount; an `urgent` one moves ahead of every unit queued otherwise. */
  enqueue(unit: Schedulable, urgent = false): void {
    if (!this.running || !unit.queueable || this.urgent.includes(unit)) return;
    const queued = this.queue.indexOf(unit);
    if (urgent) {
      if (queued >= 0) this.queue.splice(queued, 1);
      this.urgent.push(unit);
    } else if (queued < 0) this.queue.push(unit);
    void this.drain();
  }

  /** A load a unit waits for: settled() waits for it before its final pass. */
  waitFor(waiting: Promise<void>): void {
    this.waits.add(waiting);
    void waiting.finally(() => this.waits.delete(waiting));
  }

  /** Drops a unit that left the page. */
  forget(unit: Schedulable): void {
    this.units.delete(unit);
    this.remove(this.queue, unit);
    this.remove(this.urgent, unit);
    const waiting = this.watched.get(unit.element);
    if (!waiting) return;
    this.remove(waiting, unit);
    if (waiting.length === 0) {
      this.watched.delete(unit.element);
      this.intersection?.unobserve(unit.element);
    }
  }

  /**
   * Resolves once the boot pass has settled: critical units and those in view at boot are
   * mounted (or failed). Then a final pass mounts whatever is left.
   */
  async settled(): Promise<void> {
    const run = this.run;
    await Promise.race([this.firstIntersection, new Promise<void>((r) => this.idle(r))]);
    await this.drain();
    // Units of the boot pass whose pack is still on its way mount as it arrives (or fail after
    // its time-out and retry): the rest waits for them, whichever pack comes first.
    while (this.running && run === this.run && this.waits.size > 0) {
      await Promise.allSettled(Array.from(this.waits));
      await this.drain();
    }
    if (!this.running || run !== this.run) return;
    // The final pass queues the rest behind the units in view, in the same yielding slices. It
    // does not wait for an idle period: a page that keeps rendering (an animation, a stream of
    // requests) may have none for seconds, and the slices already leave room for input and frames.
    for (const unit of this.units) this.enqueue(unit);
  }

  stop(): void {
    this.running = false;
    this.intersection?.disconnect();
    this.intersection = null;
    this.cancellers.forEach((cancel) => cancel());
    this.cancellers.clear();
    this.queue.length = 0;
    this.urgent.length = 0;
    this.units.clear();
    this.watched.clear();
    this.waits.clear();
    this.resolveFirstIntersection();
  }

  private watch(unit: Schedulable): void {
    const waiting = this.watched.get(unit.element);
    if (waiting) {
      if (!waiting.includes(unit)) waiting.push(unit);
      return;
    }
    this.watched.set(unit.element, [unit]);
    this.intersection?.observe(unit.element);
  }

  private onIntersection(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      this.intersection?.unobserve(entry.target);
      const waiting = this.watched.get(entry.target) ?? [];
      this.watched.delete(entry.target);
      // Ahead of the final pass: a unit the visitor is about to see mounts before it shows, so
      // its change of size happens out of sight.
      for (const unit of waiting) this.enqueue(unit, true);
    }
    this.resolveFirstIntersection();
  }

  private queued(): number {
    return this.urgent.length + this.queue.length;
  }

  /** Mounts queued units in slices, yielding to the browser between slices. */
  private drain(): Promise<void> {
    this.draining ??= this.mountQueued().finally(() => {
      this.draining = null;
      // Units queued while the last slice was finishing.
      if (this.running && this.queued() > 0) void this.drain();
    });
    return this.draining;
  }

  private async mountQueued(): Promise<void> {
    await this.beforeMounts;
    // Start in a task of our own: whoever queued the unit (boot, a scroll, a pack's load event)
    // may already have used up a long stretch of the current one.
    await yieldToBrowser();
    let sliceStart = performance.now();
    while (this.running && this.queued() > 0) {
      (this.urgent.shift() ?? (this.queue.shift() as Schedulable)).mount();
      if (this.queued() > 0 && performance.now() - sliceStart > SLICE_BUDGET_MS) {
        await yieldToBrowser();
        sliceStart = performance.now();
      }
    }
  }

  private idle(callback: () => void): void {
    const cancel = whenIdle(() => {
      this.cancellers.delete(cancel);
      if (this.running) callback();
    });
    this.cancellers.add(cancel);
  }

  private remove(list: Schedulable[], unit: Schedulable): void {
    const index = list.indexOf(unit);
    if (index >= 0) list.splice(index, 1);
  }
}
