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
