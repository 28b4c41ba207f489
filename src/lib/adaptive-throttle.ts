// The throttle helper of runtime.md and widgets.md section 9: it keeps the last 22 timing samples
// of the work it runs and waits twice their average between runs, so cheap work runs at once and
// slow work (a synchronous storage write on a slow device, say) cannot take over the main thread.
// A call that comes while it waits is not lost: the latest one runs when the wait is over, or at
// once on flush().

/** How many of the latest run times the average is taken over. */
export const THROTTLE_SAMPLES = 22;
/** The wait between runs, as a multiple of the average run time. */
export const THROTTLE_WAIT_FACTOR = 2;

export interface AdaptiveThrottle<Args extends unknown[]> {
  /** Runs now, or the latest call's arguments once the wait is over. */
  call(...args: Args): void;
  /** Runs a waiting call now (before the page goes away, say). */
  flush(): void;
  /** Drops a waiting call. */
  cancel(): void;
  /** The wait after each run, in ms: twice the average of the kept samples. */
  readonly wait: number;
}

export interface AdaptiveThrottleClock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
}

const browserClock: AdaptiveThrottleClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

export function adaptiveThrottle<Args extends unknown[]>(
  work: (...args: Args) => void,
  clock: AdaptiveThrottleClock = browserClock,
): AdaptiveThrottle<Args> {
  if (typeof work !== 'function') throw new TypeError('adaptiveThrottle: work must be a function');
  const samples: number[] = [];
  let readyAt = -Infinity;
  let waiting: { args: Args } | null = null;
  let timer: unknown = null;

  const average = () =>
    samples.length === 0 ? 0 : samples.reduce((sum, sample) => sum + sample, 0) / samples.length;

  const run = (args: Args) => {
    const start = clock.now();
    try {
      work(...args);
    } finally {
      const end = clock.now();
      samples.push(Math.max(0, end - start));
      if (samples.length > THROTTLE_SAMPLES) samples.shift();
      readyAt = end + THROTTLE_WAIT_FACTOR * average();
    }
  };

  const runWaiting = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    const next = waiting;
    waiting = null;
    if (next) run(next.args);
  };

  return {
    call(...args) {
      const now = clock.now();
      if (waiting === null && now >= readyAt) {
        run(args);
        return;
      }
      waiting = { args };
      if (timer === null) timer = clock.setTimeout(runWaiting, Math.max(0, readyAt - now));
    },
    flush: runWaiting,
    cancel() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      waiting = null;
    },
    get wait() {
      return THROTTLE_WAIT_FACTOR * average();
    },
  };
}
