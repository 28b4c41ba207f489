import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { licensedAssetsBarInitialiser } from '../../../../initialisers/licensed-assets-bar';
import { LICENSED_ASSETS_BAR_PACK } from '../../../../initialisers/licensed-assets-bar/constants';
import { licensedAssetsBarPack } from '../../../../initialisers/licensed-assets-bar/pack-exports';
import {
  isLicensedAssetPreview,
  previewImages,
} from '../../../../initialisers/licensed-assets-bar/preview-images';
import { normaliseContext } from '../../../../src/context/read-context';
import { failingLoadPack } from '../../support/pack-exports';
import { startInitialiser, stopStartedInitialisers } from '../../support/start-initialiser';

const OWNER = { authenticatedAccount: { id: 'owner-1' }, websiteRoles: { 'owner-1': [1] } };
const VIEWER = { authenticatedAccount: { id: 'viewer-1' }, websiteRoles: { 'viewer-1': [10] } };
const VISITOR = { authenticatedAccount: null };

/** An image as the platform's formatters write it: the attribute, or none (7.0, other blocks). */
function image(preview: string | null): string {
  const attribute = preview === null ? '' : ` data-licensed-asset-preview="${preview}"`;
  return `<img alt="" data-src="/photo.jpg"${attribute}>`;
}

/** loadPack that gives the bar's own pack module and remembers what was asked for. */
function packs() {
  const requested: string[] = [];
  return {
    requested,
    loadPack: <Exports>(name: string): Promise<Exports> => {
      requested.push(name);
      return name === LICENSED_ASSETS_BAR_PACK
        ? Promise.resolve(licensedAssetsBarPack as Exports)
        : Promise.reject(new Error(`No pack named "${name}"`));
    },
  };
}

function start(account: Record<string, unknown>, loadPack = packs().loadPack) {
  const context = normaliseContext({ website: { id: 'site-1' }, ...account }, 'json');
  return startInitialiser(licensedAssetsBarInitialiser, { context, loadPack });
}

/** Lets a pack asked for load, as a browser does once its script arrived. */
const packsLoaded = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const bar = () =>
  document.querySelector<HTMLElement>('[role="region"][aria-label="Licensed assets"]');

beforeEach(() => {
  document.body.innerHTML = '<main></main>';
});
afterEach(stopStartedInitialisers);

describe('licensed-asset preview reader', () => {
  it('reads "true" (any case, spaces around) as a preview and nothing else', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(isLicensedAssetPreview(value)).toBe(value.trim().toLowerCase() === 'true');
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('true', 'TRUE', 'True', 'tRuE'),
        fc.stringMatching(/^[ \t\n]*$/),
        fc.stringMatching(/^[ \t\n]*$/),
        (word, before, after) => {
          expect(isLicensedAssetPreview(`${before}${word}${after}`)).toBe(true);
        },
      ),
    );
    for (const value of [null, '', 'false', '1', 'yes', 'true false', '"true"']) {
      expect(isLicensedAssetPreview(value)).toBe(false);
    }
  });

  it('finds exactly the elements marked as previews, in document order', () => {
    const attribute = fc.option(
      fc.oneof(fc.constantFrom('true', 'false', ' TRUE ', ''), fc.string({ maxLength: 8 })),
      { nil: null },
    );
    fc.assert(
      fc.property(fc.array(attribute, { maxLength: 12 }), (values) => {
        const main = document.createElement('main');
        for (const value of values) {
          const element = document.createElement('img');
          if (value !== null) element.setAttribute('data-licensed-asset-preview', value);
          main.append(element);
        }
        const expected = Array.from(main.children).filter((_, index) =>
          isLicensedAssetPreview(values[index] ?? null),
        );
        expect(previewImages(main)).toEqual(expected);
      }),
    );
  });
});

describe('licensed-assets bar', () => {
  it('tells the owner how many preview images the page shows, in a named region', async () => {
    document.body.innerHTML = `<main>${image('true')}${image('false')}${image('true')}${image(null)}</main>`;
    const loader = packs();
    start(OWNER, loader.loadPack);
    expect(loader.requested).toEqual([LICENSED_ASSETS_BAR_PACK]);
    await packsLoaded();
    expect(bar()?.textContent).toContain('This page shows 2 preview images that are not licensed.');
  });

  it('says "1 preview image" for one', async () => {
    document.body.innerHTML = `<main>${image('true')}</main>`;
    start(OWNER);
    await packsLoaded();
    expect(bar()?.querySelector('p')?.textContent).toBe(
      'This page shows 1 preview image that is not licensed.',
    );
  });

  it('"Dismiss" takes it away; so does Escape inside it', async () => {
    document.body.innerHTML = `<main>${image('true')}</main>`;
    start(OWNER);
    await packsLoaded();
    const dismiss = bar()?.querySelector('button');
    expect(dismiss?.textContent).toBe('Dismiss');
    dismiss?.click();
    expect(bar()).toBeNull();

    stopStartedInitialisers();
    start(OWNER);
    await packsLoaded();
    const button = bar()?.querySelector('button');
    button?.focus();
    button?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(bar()).not.toBeNull();
    button?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(bar()).toBeNull();
  });

  it('destroy() takes it out of the page', async () => {
    document.body.innerHTML = `<main>${image('true')}</main>`;
    const started = start(OWNER);
    await packsLoaded();
    expect(bar()).not.toBeNull();
    started.stop();
    expect(bar()).toBeNull();
  });

  it('a visitor, a viewer-only account and a page without a preview load nothing', async () => {
    document.body.innerHTML = `<main>${image('true')}</main>`;
    for (const account of [VISITOR, VIEWER]) {
      const loader = packs();
      start(account, loader.loadPack);
      expect(loader.requested).toEqual([]);
    }
    document.body.innerHTML = `<main>${image('false')}${image(null)}</main>`;
    const loader = packs();
    start(OWNER, loader.loadPack);
    expect(loader.requested).toEqual([]);
    await packsLoaded();
    expect(bar()).toBeNull();
  });

  it('a pack that fails to load is logged; nothing is drawn', async () => {
    document.body.innerHTML = `<main>${image('true')}</main>`;
    const { log } = start(OWNER, failingLoadPack);
    await packsLoaded();
    expect(bar()).toBeNull();
    expect(log.error).toHaveBeenCalledWith(
      'The licensed-assets bar could not be loaded: it stays hidden',
      expect.any(Error),
    );
  });
});
