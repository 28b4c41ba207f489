import type { Logger } from './types';

const PREFIX = '[site-runtime]';

/** True when the page URL carries `runtime-debug=1` (false where there is no page: Node). */
export function isDebugEnabled(
  location: Pick<Location, 'search'> | undefined = globalThis.location,
): boolean {
  return new URLSearchParams(location?.search ?? '').get('runtime-debug') === '1';
}

/**
 * A console logger scoped to one unit. Debug lines, with the time since the runtime started,
 * print only with `?runtime-debug=1`; warnings and errors always print.
 */
export function createLogger(scope: string, debug = isDebugEnabled()): Logger {
  const label = `${PREFIX} ${scope}:`;
  return {
    debug: (message, ...details) => {
      if (debug)
        console.debug(`${label} ${message} (+${performance.now().toFixed(1)} ms)`, ...details);
    },
    warn: (message, ...details) => console.warn(`${label} ${message}`, ...details),
    error: (message, ...details) => console.error(`${label} ${message}`, ...details),
  };
}
