import { isRecord } from '../lib/coerce';
import { createLogger } from '../runtime/logger';

const log = createLogger('ui');

/**
 * Checks the texts handed to a popup by callers outside TypeScript (features passing server data):
 * each `required` key must hold a string and each `optional` key a string or nothing. Texts are
 * always rendered as plain text, never as HTML. Logs what is wrong.
 */
export function hasValidTexts(
  caller: string,
  options: unknown,
  required: readonly string[],
  optional: readonly string[],
): boolean {
  const record = isRecord(options) ? options : {};
  const wrong = [
    ...required.filter((key) => typeof record[key] !== 'string'),
    ...optional.filter((key) => record[key] !== undefined && typeof record[key] !== 'string'),
  ];
  if (isRecord(options) && wrong.length === 0) return true;
  log.error(
    `${caller}: expected plain-text strings for ${wrong.join(', ')}; nothing was shown.`,
    options,
  );
  return false;
}
