import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { announcementBarInitialiser } from '../../../../initialisers/announcement-bar';
import {
  DISMISSED_KEY,
  announcementFingerprint,
} from '../../../../initialisers/announcement-bar/dismissal';
import { normaliseContext } from '../../../../src/context/read-context';
import { failingLoadPack, recordingLoadPack } from '../../support/pack-exports';
import { boot, packsLoaded } from '../popup-overlay/harness';

const TEXT = '<p>Free delivery <strong>this week</strong> only</p>';

function bar(patch: Record<string, unknown> = {}, show = true) {
  return {
    showAnnouncementBar: show,
    websiteSettings: { announcementBarSettings: { text: { html: TEXT }, ...patch } },
  };
}

const region = () => screen.queryByRole('region', { name: 'Announcement' });

beforeEach(() => {
  document.body.innerHTML = '<header><a href="/">Home</a></header><main><p>Page</p></main>';
});

describe('announcement bar: reading the settings', () => {
  it('reads the real pages’ {url, newWindow} link and plain-string text', async () => {
    const context = normaliseContext(
      {
        websiteSettings: {
          announcementBarSettings: {
            style: 1,
            text: '<p>Applications now open!</p>',
            clickthroughUrl: { url: 'https://www.example.org/apply', newWindow: true },
          },
        },
      },
      'static',
    );
    expect(context.websiteSettings.announcementBarSettings).toEqual({
      text: '<p>Applications now open!</p>',
      clickthroughUrl: 'https://www.example.org/apply',
      newWindow: true,
    });
  });
});

describe('announcement bar: showing', () => {
  it('shows the platform HTML in a labelled region fixed to the top, first in the page', async () => {
    boot(announcementBarInitialiser, bar());
    await packsLoaded();
    const shown = region();
    expect(shown?.querySelector('strong')?.textContent).toBe('this week');
    expect(shown?.textContent).toContain('Free delivery this week only');
    const host = document.body.firstElementChild;
    expect(host?.className).toBe('sr-announcement-bar-host');
    expect(host?.contains(shown ?? null)).toBe(true);
    // Fixed, so it does not push the page down; its height is offered to the template instead.
    expect(document.documentElement.style.getPropertyValue('--sr-announcement-bar-height')).toMatch(
      /^\d+px$/,
    );
  });

  it('shows the text through the allow-list: no script, handler, image or javascript link', async () => {
    boot(
      announcementBarInitialiser,
      bar({
        text: {
          html:
            '<p onclick="window.hit=1">Sale <img src="x" onerror="window.hit=1">' +
            '<a href="javascript:window.hit=1">now</a><script>window.hit=1</script></p>',
        },
      }),
    );
    await packsLoaded();
    const shown = region();
    expect(shown?.textContent).toContain('Sale now');
    expect(shown?.querySelector('img, script, [onclick]')).toBeNull();
    expect(shown?.querySelector('.sqs-announcement-bar-text a')?.hasAttribute('href')).toBe(false);
  });

  it('makes the whole bar a link to the clickthrough URL, named by the text', async () => {
    boot(announcementBarInitialiser, bar({ clickthroughUrl: '/shop?sale=1' }));
    await packsLoaded();
    const link = screen.getByRole('link', { name: 'Free delivery this week only' });
    expect(link.getAttribute('href')).toBe('/shop?sale=1');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.className).toContain('sqs-announcement-bar-url');
  });

  it('opens the link in a new window when the settings say so', async () => {
    boot(
      announcementBarInitialiser,
      bar({ clickthroughUrl: { url: 'https://example.com/sale', newWindow: true } }),
    );
    await packsLoaded();
    const link = screen.getByRole('link', { name: 'Free delivery this week only' });
    expect(link.getAttribute('href')).toBe('https://example.com/sale');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it.each([
    ['javascript:alert(document.cookie)', 'javascript'],
    ['  JavaScript:alert(1)', 'javascript'],
    ['data:text/html,<script>alert(1)</script>', 'malformed'],
    ['ftp://files.example.com/a', 'ftp'],
  ])('never links to %j: the bar shows without a link', async (url, category) => {
    const { log } = boot(announcementBarInitialiser, bar({ clickthroughUrl: url }));
    await packsLoaded();
    expect(region()).not.toBeNull();
    expect(screen.queryByRole('link', { name: /Free delivery/ })).toBeNull();
    expect(document.querySelector('.sqs-announcement-bar-url')).toBeNull();
    expect(log.warn).toHaveBeenCalledWith(
      `Announcement bar link ignored: a ${category} link is never followed`,
    );
  });

  it('stays fixed at the top even when the template has a dropzone, which it leaves empty', async () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<div class="sqs-announcement-bar-dropzone"></div>',
    );
    boot(announcementBarInitialiser, bar());
    await packsLoaded();
    expect(document.querySelector('.sqs-announcement-bar-dropzone')?.childElementCount).toBe(0);
    expect(document.body.firstElementChild?.contains(region())).toBe(true);
  });

  it('stays hidden when showAnnouncementBar is false, or when there is no text', async () => {
    const off = boot(announcementBarInitialiser, bar({}, false));
    await packsLoaded();
    expect(region()).toBeNull();
    expect(off.log.debug).toHaveBeenCalledWith('Announcement bar is off');
    boot(announcementBarInitialiser, {
      showAnnouncementBar: true,
      websiteSettings: { announcementBarSettings: { text: '  ' } },
    });
    await packsLoaded();
    boot(announcementBarInitialiser, { showAnnouncementBar: true });
    await packsLoaded();
    expect(region()).toBeNull();
    expect(document.querySelector('.sr-announcement-bar-host')).toBeNull();
  });

  it('shows for a logged-in user even when showAnnouncementBar is false', async () => {
    boot(announcementBarInitialiser, { ...bar({}, false), authenticatedAccount: { id: 'owner' } });
    await packsLoaded();
    expect(region()).not.toBeNull();
  });

  it('treats a viewer-only account like a visitor', async () => {
    boot(announcementBarInitialiser, {
      ...bar({}, false),
      authenticatedAccount: { id: 'viewer' },
      websiteRoles: { viewer: 10 },
    });
    await packsLoaded();
    expect(region()).toBeNull();
  });
});

describe('announcement bar: no shift while the styles load', () => {
  /** The runtime's stylesheet link, still loading (no sheet yet). */
  function loadingStylesheet(): HTMLLinkElement {
    const link = document.createElement('link');
    link.id = 'sr-stylesheet';
    link.rel = 'stylesheet';
    Object.defineProperty(link, 'sheet', { configurable: true, value: null });
    document.head.appendChild(link);
    return link;
  }

  it('waits for the runtime stylesheet before drawing the bar', async () => {
    const link = loadingStylesheet();
    boot(announcementBarInitialiser, bar());
    await packsLoaded();
    expect(region()).toBeNull();
    act(() => {
      link.dispatchEvent(new Event('load'));
    });
    expect(region()).not.toBeNull();
  });

  it('draws it at once when the stylesheet already failed before the bar asked', async () => {
    const link = loadingStylesheet();
    link.setAttribute('data-sr-settled', '');
    boot(announcementBarInitialiser, bar());
    await packsLoaded();
    expect(region()).not.toBeNull();
  });

  it('draws it when the stylesheet fails too, and never after destroy', async () => {
    const link = loadingStylesheet();
    boot(announcementBarInitialiser, bar());
    await packsLoaded();
    act(() => {
      link.dispatchEvent(new Event('error'));
    });
    expect(region()).not.toBeNull();

    document.body.replaceChildren();
    link.remove();
    const other = loadingStylesheet();
    const destroyed = boot(announcementBarInitialiser, bar());
    await packsLoaded();
    destroyed.destroy();
    act(() => {
      other.dispatchEvent(new Event('load'));
    });
    await packsLoaded();
    expect(region()).toBeNull();
    expect(document.querySelector('.sr-announcement-bar-host')).toBeNull();
  });
});

describe('announcement bar: closing', () => {
  it('closes with its button and stays closed for the session', async () => {
    const first = boot(announcementBarInitialiser, bar());
    await packsLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(region()).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--sr-announcement-bar-height')).toBe(
      '',
    );
    const stored = sessionStorage.getItem(DISMISSED_KEY);
    expect(stored).toMatch(/^[0-9a-f]{8}$/);
    first.destroy();

    const next = boot(announcementBarInitialiser, bar());
    await packsLoaded();
    expect(region()).toBeNull();
    expect(next.log.debug).toHaveBeenCalledWith(
      'Announcement bar was closed earlier in this session',
    );
    next.destroy();

    // A different announcement is news: it shows again.
    boot(announcementBarInitialiser, {
      showAnnouncementBar: true,
      websiteSettings: { announcementBarSettings: { text: '<p>New opening hours</p>' } },
    });
    await packsLoaded();
    expect(region()?.textContent).toContain('New opening hours');
  });

  it('tells announcements apart by text and link', async () => {
    const base = { text: TEXT, clickthroughUrl: '/a', newWindow: false };
    expect(announcementFingerprint(base)).toBe(announcementFingerprint({ ...base }));
    expect(announcementFingerprint(base)).not.toBe(
      announcementFingerprint({ ...base, clickthroughUrl: '/b' }),
    );
    expect(announcementFingerprint(base)).not.toBe(
      announcementFingerprint({ ...base, text: `${TEXT} ` }),
    );
  });

  it('still closes on this page when session storage refuses, and says so', async () => {
    vi.spyOn(window.sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { log } = boot(announcementBarInitialiser, bar());
    await packsLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(region()).toBeNull();
    expect(log.warn).toHaveBeenCalledWith(
      'Session storage refused: the announcement bar returns on the next page',
    );
  });
});

describe('announcement bar: destroy', () => {
  it('leaves nothing behind after 50 init and destroy cycles', async () => {
    const before = document.body.innerHTML;
    for (let cycle = 0; cycle < 50; cycle += 1) {
      const booted = boot(announcementBarInitialiser, bar({ clickthroughUrl: '/shop' }));
      await packsLoaded();
      expect(region()).not.toBeNull();
      booted.destroy();
    }
    expect(document.body.innerHTML).toBe(before);
    expect(document.documentElement.getAttribute('style') ?? '').toBe('');
  });
});

describe('announcement bar: its pack', () => {
  it('is asked for only when the bar shows', async () => {
    const packs = recordingLoadPack();
    boot(announcementBarInitialiser, bar({}, false), undefined, { loadPack: packs.loadPack });
    boot(announcementBarInitialiser, bar({ text: ' ' }), undefined, { loadPack: packs.loadPack });
    expect(packs.requested).toEqual([]);

    boot(announcementBarInitialiser, bar(), undefined, { loadPack: packs.loadPack });
    expect(packs.requested).toEqual(['announcement-bar']);
    await packsLoaded();
    expect(region()).not.toBeNull();
  });

  it('when it cannot load: an error is logged and the page is left as it was', async () => {
    const before = document.body.innerHTML;
    const { log } = boot(announcementBarInitialiser, bar(), undefined, {
      loadPack: failingLoadPack,
    });
    await packsLoaded();
    expect(region()).toBeNull();
    expect(document.body.innerHTML).toBe(before);
    expect(log.error).toHaveBeenCalledWith(
      'The announcement bar could not be loaded: it stays hidden',
      new Error('Pack "announcement-bar" failed to load after a retry'),
    );
  });
});
