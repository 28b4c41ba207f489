// Progress lines with the time since the bench started, and notes that go into the report too.
import os from 'node:os';

const startedAt = Date.now();
/** Things the reader of the figures must know (skipped parts, failures, a busy machine). */
export const notes = [];
/** One-minute load averages seen while the bench ran. */
export const loadSamples = [];

export function elapsedMs() {
  return Date.now() - startedAt;
}

export function log(message) {
  loadSamples.push(os.loadavg()[0]);
  const seconds = (elapsedMs() / 1000).toFixed(0).padStart(4);
  console.log(`[bench ${seconds} s] ${message}`);
}

export function note(message) {
  notes.push(message);
  log(message);
}

/** Other work on this machine slows every timed figure down: say so when there was some. */
export function noteMachineLoad() {
  const highest = Math.max(...loadSamples);
  const cores = os.cpus().length;
  if (highest > cores) {
    note(
      `The machine was busy (load average up to ${highest.toFixed(1)} on ${cores} cores): ` +
        'timed figures are slower and noisier than on an idle machine',
    );
  }
}

export const format = {
  ms: (v) => `${v.toFixed(1)} ms`,
  bytes: (v) => `${(v / 1024).toFixed(1)} KiB`,
  ratio: (v) => v.toFixed(2),
  score: (v) => v.toFixed(2),
  shift: (v) => v.toFixed(4),
};
