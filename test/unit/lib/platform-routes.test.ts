import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SiteStatus } from '../../../src/enums/site';
import {
  COLLECTION_PANEL_PREFIX,
  FILE_LINK_PREFIX,
  REGULAR_UPGRADE_PATH,
  TRIAL_UPGRADE_PATH,
  collectionIdOfPanelPath,
  collectionPanelPath,
  isPlatformId,
  upgradePath,
} from '../../../src/lib/platform-routes';
import { anyText, anyValue } from '../properties/arbitraries';
import { branchCounter } from '../support/branches';

// runtime.md section 2 (routes) and widgets.md section 2 (editor upgrade destinations).

const COLLECTION_ID = '65c1bfb1d5460176190be7cb';

describe('platform routes', () => {
  it("quotes the spec's paths", () => {
    expect([COLLECTION_PANEL_PREFIX, FILE_LINK_PREFIX]).toEqual(['/pages/', '/s/']);
    expect(TRIAL_UPGRADE_PATH).toBe('/settings/billing/upgrade');
    expect(REGULAR_UPGRADE_PATH).toBe('/settings/billing/subscriptions/website');
  });

  it('builds /pages/{24-character id} for a collection id, and nothing for anything else', () => {
    expect(collectionPanelPath(COLLECTION_ID)).toBe(`/pages/${COLLECTION_ID}`);
    for (const bad of [
      '',
      'news',
      COLLECTION_ID.slice(1),
      `${COLLECTION_ID}0`,
      COLLECTION_ID.toUpperCase(),
      `../${COLLECTION_ID.slice(3)}`,
      42,
      null,
    ]) {
      expect(collectionPanelPath(bad)).toBeNull();
    }
  });

  it('reads the collection id back from a panel path', () => {
    expect(collectionIdOfPanelPath(`/pages/${COLLECTION_ID}`)).toBe(COLLECTION_ID);
    expect(collectionIdOfPanelPath(`/pages/${COLLECTION_ID}/`)).toBe(COLLECTION_ID);
    for (const bad of [
      `/pages/${COLLECTION_ID}/items`,
      `/pages/${COLLECTION_ID}//`,
      `/config/pages/${COLLECTION_ID}`,
      '/pages/',
      'pages/x',
      undefined,
    ]) {
      expect(collectionIdOfPanelPath(bad)).toBeNull();
    }
  });

  it('sends a site on trial to the trial upgrade, every other site to the regular upgrade', () => {
    expect(upgradePath(SiteStatus.byName.TRIAL)).toBe('/settings/billing/upgrade');
    for (const status of SiteStatus.codes.filter((code) => code !== SiteStatus.byName.TRIAL)) {
      expect(upgradePath(status)).toBe('/settings/billing/subscriptions/website');
    }
    // A status read from the page as text is not the trial code (codes compare strictly).
    expect(upgradePath('3')).toBe(REGULAR_UPGRADE_PATH);
  });

  it('property: a path reads back to the id it was built from; any other input to null', () => {
    const branches = branchCounter(['id', 'notId'] as const);
    const hexId = fc.stringMatching(/^[0-9a-f]{24}$/);
    fc.assert(
      fc.property(
        fc.oneof(hexId, anyText(30), fc.string({ minLength: 24, maxLength: 24 }), anyValue),
        (value) => {
          const path = collectionPanelPath(value);
          if (isPlatformId(value)) {
            branches.reached('id');
            expect(path).toBe(`/pages/${value}`);
            expect(collectionIdOfPanelPath(path)).toBe(value);
          } else {
            branches.reached('notId');
            expect(path).toBeNull();
            if (typeof value === 'string' && !value.endsWith('/')) {
              expect(collectionIdOfPanelPath(`/pages/${value}`)).toBeNull();
            }
          }
        },
      ),
    );
    branches.expectEachReached();
  });
});
