// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normaliseContext } from '../../../../src/context/read-context';
import {
  analyticsSkipReason,
  isPageViewExcluded,
} from '../../../../initialisers/analytics/skip-rules';

function context(raw: Record<string, unknown> = {}) {
  return normaliseContext({ pageType: 2, ...raw }, 'json');
}

describe('analyticsSkipReason', () => {
  it('runs for an anonymous visitor on an ordinary page', () => {
    expect(analyticsSkipReason(context(), {})).toBeNull();
  });

  it.each([
    ['no readable role', {}],
    ['an admin role', { a: 1 }],
    ['viewer and editor roles', { a: [10, 4] }],
    ['an unknown role', { a: 99 }],
  ])('skips a logged-in account with %s', (_label, websiteRoles) => {
    expect(
      analyticsSkipReason(context({ authenticatedAccount: { id: 'a' }, websiteRoles }), {}),
    ).toBe('a logged-in account that is not viewer-only');
  });

  it.each([
    ['a role code', { a: 10 }],
    ['a role name', { a: 'viewer' }],
    ['a numeric string', { a: '10' }],
    ['a list of viewer roles', { a: [10, 'VIEWER'] }],
  ])('counts a viewer-only account (%s) as a visitor', (_label, websiteRoles) => {
    expect(
      analyticsSkipReason(context({ authenticatedAccount: { id: 'a' }, websiteRoles }), {}),
    ).toBeNull();
  });

  it.each([
    [100, 'NOT_FOUND'],
    [103, 'LOCK_SCREEN'],
    [106, 'MEMBER_AREA_ACCESS_DENIED'],
  ])('skips page type %i', (pageType, name) => {
    expect(analyticsSkipReason(context({ pageType }), {})).toBe(`page type ${pageType} (${name})`);
  });

  it.each([1, 2, 50, 101, 102, 105, 200])('runs on page type %i', (pageType) => {
    expect(analyticsSkipReason(context({ pageType }), {})).toBeNull();
  });

  it('skips when the global flag is exactly true', () => {
    expect(analyticsSkipReason(context(), { __SR_DISABLE_ANALYTICS: true })).toMatch(
      /__SR_DISABLE_ANALYTICS/,
    );
    expect(analyticsSkipReason(context(), { __SR_DISABLE_ANALYTICS: 'true' })).toBeNull();
  });
});

describe('isPageViewExcluded', () => {
  it.each([
    ['/search', 2, true],
    ['/search/', 2, true],
    ['/anything', 102, true],
    ['/searching', 2, false],
    ['/blog/search', 2, false],
    ['/', 2, false],
  ])('%s on page type %i: %s', (path, pageType, excluded) => {
    expect(isPageViewExcluded(path, pageType)).toBe(excluded);
  });
});
