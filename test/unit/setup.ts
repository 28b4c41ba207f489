import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

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
