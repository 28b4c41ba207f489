// A carousel's change in motion (widgets.md section 4: "A change is refused while a transition is
// in motion, or while a linked gallery is in motion with a different index"). A fade is in motion
// for its own length; a glide until the engine says it has settled. A glide whose end never comes
// (an engine torn down mid-way) is taken as over after MOTION_SAFETY_MS, so that a carousel can
// never stay refusing every change.

export const MOTION_SAFETY_MS = 5000;

export interface MotionTimers {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const windowTimers: MotionTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Whether a gallery showing `current` refuses a change while the gallery linked to it (a
 * lightbox's carousel, say) is heading to `linkedTarget` (null: at rest).
 */
export function linkedRefuses(current: number, linkedTarget: number | null): boolean {
  return linkedTarget !== null && linkedTarget !== current;
}

export class CarouselMotion {
  private heading: number | null = null;
  private timer: unknown = null;

  /** `onChange` hears each start and end of a motion (a DOM flag, say). */
  constructor(
    private readonly onChange: (moving: boolean) => void = () => undefined,
    private readonly timers: MotionTimers = windowTimers,
  ) {}

  /**
   * A change to slide `target` has begun. `lengthMs`: a fade's length (0 under reduced motion:
   * no motion at all); null: a glide, over at settle().
   */
  start(target: number, lengthMs: number | null): void {
    this.clearTimer();
    if (lengthMs !== null && lengthMs <= 0) {
      this.end();
      return;
    }
    const wasMoving = this.heading !== null;
    this.heading = target;
    this.timer = this.timers.set(() => this.end(), lengthMs ?? MOTION_SAFETY_MS);
    if (!wasMoving) this.onChange(true);
  }

  /** The glide has come to rest. */
  settle(): void {
    this.end();
  }

  /** The slide the carousel is heading to, or null when at rest. */
  target(): number | null {
    return this.heading;
  }

  /** Whether a change is in motion: one the visitor asks for now is refused. */
  inMotion(): boolean {
    return this.heading !== null;
  }

  /** Stops the timer (the carousel is going away). */
  dispose(): void {
    this.clearTimer();
    this.heading = null;
  }

  private end(): void {
    this.clearTimer();
    if (this.heading === null) return;
    this.heading = null;
    this.onChange(false);
  }

  private clearTimer(): void {
    if (this.timer === null) return;
    this.timers.clear(this.timer);
    this.timer = null;
  }
}
