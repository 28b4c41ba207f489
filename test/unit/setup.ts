import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import fc from 'fast-check';

// Property tests run the same inputs on every run, here and in CI, so a branch a test checks it
// reached stays reached. A failure prints `seed` and `path` to replay it; FC_SEED=<n> replays a
// seed, FC_SEED=random draws a new one (printed on failure like any other).
const FC_DEFAULT_SEED = 20_211;

function propertySeed(value = process.env.FC_SEED): number {
  if (!value) return FC_DEFAULT_SEED;
  if (value === 'random') return Date.now() ^ (Math.random() * 0x100000000);
  const seed = Number(value);
  if (!Number.isInteger(seed)) throw new Error(`FC_SEED must be an integer or "random": ${value}`);
  return seed;
}

fc.configureGlobal({ seed: propertySeed() });

// Unit tests cannot fetch pack files (happy-dom loads no script): the page's pack loader starts with
// the packs the core itself calls on in place, as a browser has them once fetched: the request
// wrapper (src/request/lazy-request.ts) and the error reporter (initialisers/error-reporter).
// Tests of Node code have no page and no loader.
if (typeof document !== 'undefined') {
  const [
    { request },
    { pageLoader },
    { REQUEST_PACK },
    { errorReporterPack },
    { ERROR_REPORTER_PACK },
  ] = await Promise.all([
    import('../../src/request/request'),
    import('../../src/runtime/packs'),
    import('../../src/runtime/shared-packs'),
    import('../../initialisers/error-reporter/pack-exports'),
    import('../../initialisers/error-reporter/constants'),
  ]);
  pageLoader().define(REQUEST_PACK, { request });
  pageLoader().define(ERROR_REPORTER_PACK, errorReporterPack);
}

afterEach(() => {
  // Tests of Node code (`@vitest-environment node`) have no DOM to reset.
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]?.trim())) {
    if (!name) continue;
    // A cookie written without a path lives at the page's path: delete both.
    // A `__Host-` cookie is only taken (and so only deleted) with Secure.
    const secure = name.startsWith('__Host-') ? '; secure' : '';
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${secure}`;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  localStorage.clear();
  sessionStorage.clear();
});
