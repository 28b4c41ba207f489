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
// the request wrapper in place, as a browser has it once the `request` pack has run, so that the
// core's calls (src/request/lazy-request.ts) reach it. Tests of Node code have no page and no loader.
if (typeof document !== 'undefined') {
  const [{ request }, { pageLoader }, { REQUEST_PACK }] = await Promise.all([
    import('../../src/request/request'),
    import('../../src/runtime/packs'),
    import('../../src/runtime/shared-packs'),
  ]);
  pageLoader().define(REQUEST_PACK, { request });
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
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  localStorage.clear();
  sessionStorage.clear();
});
