// The session-recording gate (runtime.md section 9, widgets.md section 9): recording is on only if
// the device has more than 2 CPU cores and both the feature toggle and sampling allow it.

/** Devices with this many logical cores or fewer never record: recording would slow them down. */
export const SESSION_RECORDING_MIN_EXCLUSIVE_CORES = 2;

export interface SessionRecordingInput {
  /** navigator.hardwareConcurrency; undefined when the browser does not say. */
  cpuCores: number | undefined;
  /** The feature toggle. */
  toggle: boolean;
  /** The share of sessions to record, from 0 (none) to 1 (all). */
  sampleRate: number;
  /** A number in [0, 1): the session is sampled when it is below sampleRate. */
  random: () => number;
}

export type SessionRecordingDecision =
  | { record: true }
  | { record: false; reason: 'cores' | 'toggle' | 'sampling' | 'invalid-sample-rate' };

/** Decides whether this session is recorded. Pure: the random draw is injected. */
export function decideSessionRecording(input: SessionRecordingInput): SessionRecordingDecision {
  const { cpuCores, toggle, sampleRate } = input;
  if (typeof sampleRate !== 'number' || !(sampleRate >= 0 && sampleRate <= 1)) {
    return { record: false, reason: 'invalid-sample-rate' };
  }
  if (typeof cpuCores !== 'number' || !(cpuCores > SESSION_RECORDING_MIN_EXCLUSIVE_CORES)) {
    return { record: false, reason: 'cores' };
  }
  if (toggle !== true) return { record: false, reason: 'toggle' };
  // Drawn last, and only when everything else allows recording.
  if (!(input.random() < sampleRate)) return { record: false, reason: 'sampling' };
  return { record: true };
}
