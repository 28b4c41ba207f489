import type { PopupOverlaySettings } from '../../src/context/types';
import { NEVER_AGAIN } from './constants';

/**
 * What is wrong with the settings, one line each (empty when they are usable). The context
 * reader has turned them into numbers and booleans; the values must still make sense.
 */
export function overlaySettingsProblems(settings: PopupOverlaySettings): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(settings.style) || settings.style < 0) {
    problems.push(`style must be a whole number, not ${settings.style}`);
  }
  if (!Number.isFinite(settings.version)) {
    problems.push(`version must be a number, not ${settings.version}`);
  }
  const frequency = settings.displayFrequency;
  if (frequency !== NEVER_AGAIN && !(Number.isFinite(frequency) && frequency >= 0)) {
    problems.push(`displayFrequency must be ${NEVER_AGAIN} or a number of days, not ${frequency}`);
  }
  return problems;
}
