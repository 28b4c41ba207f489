import { describe, expect, it, vi } from 'vitest';
import { requests } from '../../../../fixtures/api';
import {
  LAST_SITE_IDENTIFIER_COOKIE,
  runLogoutSequence,
} from '../../../../initialisers/editor-redirect/logout-sequence';
import { createRuntimeStore } from '../../../../src/store/store';
import { serveFakeApi } from '../../fixtures/serve-fake-api';
import { mockLogger } from '../../support/mock-logger';

serveFakeApi();

function options() {
  const steps: string[] = [];
  return {
    steps,
    navigation: {
      assign: vi.fn(),
      reload: vi.fn(),
      replace: vi.fn((url: string) => steps.push(`navigate ${url} (cookie: ${document.cookie})`)),
    },
    store: createRuntimeStore(),
    log: mockLogger(),
    location: { origin: 'https://shop.example.com' },
  };
}

describe('logout sequence', () => {
  it('auth call, then the site root with logout=true, then the cookie is removed', async () => {
    document.cookie = `${LAST_SITE_IDENTIFIER_COOKIE}=site-7; path=/`;
    document.cookie = 'crumb=c1; path=/';
    const run = options();
    await expect(runLogoutSequence(run)).resolves.toBe(true);
    expect(requests()).toMatchObject([
      { method: 'POST', path: '/api/auth/Logout', query: { crumb: 'c1' } },
    ]);
    expect(run.steps).toEqual([
      `navigate https://shop.example.com/?logout=true (cookie: ${LAST_SITE_IDENTIFIER_COOKIE}=site-7; crumb=c1)`,
    ]);
    expect(document.cookie).toBe('crumb=c1');
  });

  it('a second call while one runs joins it: one auth call, one navigation', async () => {
    const run = options();
    const [first, second] = await Promise.all([runLogoutSequence(run), runLogoutSequence(run)]);
    expect([first, second]).toEqual([true, true]);
    expect(requests()).toHaveLength(1);
    expect(run.navigation.replace).toHaveBeenCalledOnce();
    await runLogoutSequence(run);
    expect(requests()).toHaveLength(2);
  });
});
