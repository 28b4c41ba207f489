import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mobileInfoBarInitialiser } from '../../../../initialisers/mobile-info-bar';
import {
  readInfoBarContent,
  weekdayNames,
} from '../../../../initialisers/mobile-info-bar/info-bar-content';
import { normaliseContext } from '../../../../src/context/read-context';
import { failingLoadPack, recordingLoadPack } from '../../support/pack-exports';
import { boot, fakeViewport, packsLoaded } from '../popup-overlay/harness';

const ALL_ON = {
  isContactEmailEnabled: true,
  isContactPhoneNumberEnabled: true,
  isLocationEnabled: true,
  isBusinessHoursEnabled: true,
};

/** The context as real pages carry it (websiteSettings contact fields, website.location). */
function site(flags: Record<string, unknown> = ALL_ON, extra: Record<string, unknown> = {}) {
  return {
    website: {
      id: 'site-1',
      language: 'en-GB',
      location: {
        addressTitle: 'Meld Financial',
        addressLine1: '2 Perimeter Park S',
        addressLine2: 'Birmingham, AL 35243',
        addressCountry: 'United States',
      },
    },
    websiteSettings: {
      mobileInfoBarSettings: { style: 1, ...flags },
      contactEmail: 'meld@meldfinancial.com',
      contactPhoneNumber: '205.967.4200',
      businessHours: {
        monday: { text: '9am - 5pm', ranges: [{}] },
        tuesday: { text: '9am - 5pm', ranges: [{}] },
        wednesday: { text: '', ranges: [{}] },
        sunday: { text: 'Closed', ranges: [{}] },
      },
      ...extra,
    },
  };
}

const bar = () => screen.queryByRole('region', { name: 'Contact information' });

beforeEach(() => {
  document.body.innerHTML = '<main><p>Page</p></main>';
});

describe('mobile info bar: reading the context', () => {
  it('reads contact email, phone, location and hours from the real pages’ shape', async () => {
    const context = normaliseContext(site(), 'static');
    expect(context.websiteSettings.contactEmail).toBe('meld@meldfinancial.com');
    expect(context.websiteSettings.contactPhoneNumber).toBe('205.967.4200');
    expect(context.website.location).toEqual({
      addressTitle: 'Meld Financial',
      addressLine1: '2 Perimeter Park S',
      addressLine2: 'Birmingham, AL 35243',
      addressCountry: 'United States',
    });
    expect(context.websiteSettings.businessHours).toEqual({
      monday: '9am - 5pm',
      tuesday: '9am - 5pm',
      sunday: 'Closed',
    });
  });

  it('builds mailto:, tel: and map links, and the hours of the days that have some', async () => {
    const content = readInfoBarContent(normaliseContext(site(), 'json'), () => undefined);
    expect(content.links).toEqual([
      { kind: 'email', href: 'mailto:meld@meldfinancial.com', detail: 'meld@meldfinancial.com' },
      { kind: 'phone', href: 'tel:2059674200', detail: '205.967.4200' },
      {
        kind: 'location',
        href: 'https://www.google.com/maps/search/?api=1&query=2%20Perimeter%20Park%20S%2C%20Birmingham%2C%20AL%2035243%2C%20United%20States',
        detail: 'Meld Financial, 2 Perimeter Park S, Birmingham, AL 35243, United States',
      },
    ]);
    expect(content.hours).toEqual([
      { day: 'Monday', text: '9am - 5pm' },
      { day: 'Tuesday', text: '9am - 5pm' },
      { day: 'Sunday', text: 'Closed' },
    ]);
  });

  it('leaves out what is not enabled, and what is enabled but missing', async () => {
    const content = readInfoBarContent(
      normaliseContext(
        site(
          {
            isContactEmailEnabled: true,
            isContactPhoneNumberEnabled: false,
            isLocationEnabled: true,
          },
          { contactEmail: '' },
        ),
        'json',
      ),
      () => undefined,
    );
    expect(content.links.map((link) => link.kind)).toEqual(['location']);
    expect(content.hours).toEqual([]);
  });

  it('leaves out an email or phone number that would not make a valid link, and says why', async () => {
    const warnings: string[] = [];
    const content = readInfoBarContent(
      normaliseContext(
        site(ALL_ON, { contactEmail: 'info at example', contactPhoneNumber: 'ask us' }),
        'json',
      ),
      (message) => warnings.push(message),
    );
    expect(content.links.map((link) => link.kind)).toEqual(['location']);
    expect(warnings).toEqual([
      'Mobile info bar: the email "info at example" is not a valid mailto link, so it is left out',
      'Mobile info bar: the phone "ask us" is not a valid tel link, so it is left out',
    ]);
  });

  it('names weekdays in the site language, in English when the tag is invalid', async () => {
    expect(weekdayNames('fr-FR')[0]).toBe('lundi');
    expect(weekdayNames('not a language!')).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });
});

describe('mobile info bar: on screen', () => {
  it('shows the enabled items as links at 1024 px', async () => {
    fakeViewport(1024);
    boot(mobileInfoBarInitialiser, site());
    await packsLoaded();
    const region = bar();
    expect(region).not.toBeNull();
    const links = within(region as HTMLElement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Email: meld@meldfinancial.com', 'mailto:meld@meldfinancial.com'],
      ['Call: 205.967.4200', 'tel:2059674200'],
      [
        'Location: Meld Financial, 2 Perimeter Park S, Birmingham, AL 35243, United States',
        expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/),
      ],
    ]);
    expect(links[2]?.getAttribute('target')).toBe('_blank');
    expect(links[2]?.getAttribute('rel')).toBe('noopener');
    // The host sits last in the page, with a spacer the bar's height.
    expect(document.body.lastElementChild?.className).toBe('sr-mobile-info-bar-host');
    expect(document.querySelector('.sr-mobile-info-bar-spacer')).not.toBeNull();
  });

  it('shows nothing at 1025 px, and follows the viewport as it changes', async () => {
    const viewport = fakeViewport(1025);
    boot(mobileInfoBarInitialiser, site());
    await packsLoaded();
    expect(bar()).toBeNull();
    expect(document.querySelector('.sr-mobile-info-bar-spacer')).toBeNull();
    act(() => viewport.resize(800));
    await packsLoaded();
    expect(bar()).not.toBeNull();
    act(() => viewport.resize(1280));
    expect(bar()).toBeNull();
  });

  it('opens and closes the opening hours with a disclosure button', async () => {
    fakeViewport(600);
    boot(mobileInfoBarInitialiser, site());
    await packsLoaded();
    const button = screen.getByRole('button', { name: 'Hours' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    const rows = Array.from(panel?.querySelectorAll('dt, dd') ?? []).map(
      (cell) => cell.textContent,
    );
    expect(rows).toEqual(['Monday', '9am - 5pm', 'Tuesday', '9am - 5pm', 'Sunday', 'Closed']);
    fireEvent.click(button);
    expect(panel?.hidden).toBe(true);
  });

  it('draws nothing when no item is enabled, as on the real pages', async () => {
    fakeViewport(400);
    const off = {
      isContactEmailEnabled: false,
      isContactPhoneNumberEnabled: false,
      isLocationEnabled: false,
      isBusinessHoursEnabled: false,
    };
    const { log } = boot(mobileInfoBarInitialiser, site(off));
    await packsLoaded();
    expect(bar()).toBeNull();
    expect(document.querySelector('.sr-mobile-info-bar-host')).toBeNull();
    expect(log.debug).toHaveBeenCalledWith(
      'Mobile info bar has no enabled item with data: nothing to show',
    );
  });

  it('leaves nothing behind after 50 init and destroy cycles', async () => {
    const viewport = fakeViewport(600);
    const before = document.body.innerHTML;
    for (let cycle = 0; cycle < 50; cycle += 1) {
      const booted = boot(mobileInfoBarInitialiser, site());
      await packsLoaded();
      expect(bar()).not.toBeNull();
      booted.destroy();
    }
    expect(document.body.innerHTML).toBe(before);
    expect(viewport.listenerCount()).toBe(0);
  });
});

describe('mobile info bar: its pack', () => {
  it('is not asked for on a wide viewport, only once the viewport narrows to 1024 px', async () => {
    const viewport = fakeViewport(1280);
    const packs = recordingLoadPack();
    boot(mobileInfoBarInitialiser, site(), undefined, { loadPack: packs.loadPack });
    act(() => viewport.resize(1025));
    expect(packs.requested).toEqual([]);

    act(() => viewport.resize(1024));
    act(() => viewport.resize(700));
    expect(packs.requested).toEqual(['mobile-info-bar']);
    await packsLoaded();
    expect(bar()).not.toBeNull();
    // The bar follows the viewport itself from then on; the core listens no more.
    expect(viewport.listenerCount()).toBe(1);
  });

  it('is not asked for when no item is enabled, whatever the viewport', () => {
    fakeViewport(400);
    const packs = recordingLoadPack();
    boot(mobileInfoBarInitialiser, site({}), undefined, { loadPack: packs.loadPack });
    expect(packs.requested).toEqual([]);
  });

  it('enabled items whose links are all invalid: the pack says why and draws nothing', async () => {
    fakeViewport(600);
    const flags = { isContactEmailEnabled: true, isContactPhoneNumberEnabled: true };
    const { log } = boot(
      mobileInfoBarInitialiser,
      site(flags, { contactEmail: 'info at example', contactPhoneNumber: 'ask us' }),
    );
    await packsLoaded();
    expect(bar()).toBeNull();
    expect(document.querySelector('.sr-mobile-info-bar-host')).toBeNull();
    expect(log.warn.mock.calls).toEqual([
      [
        'Mobile info bar: the email "info at example" is not a valid mailto link, so it is left out',
      ],
      ['Mobile info bar: the phone "ask us" is not a valid tel link, so it is left out'],
    ]);
    expect(log.debug).toHaveBeenCalledWith(
      'Mobile info bar has no item with a valid link: nothing to show',
    );
  });

  it('when it cannot load: an error is logged and the page is left as it was', async () => {
    fakeViewport(600);
    const before = document.body.innerHTML;
    const { log } = boot(mobileInfoBarInitialiser, site(), undefined, {
      loadPack: failingLoadPack,
    });
    await packsLoaded();
    expect(bar()).toBeNull();
    expect(document.body.innerHTML).toBe(before);
    expect(log.error).toHaveBeenCalledWith(
      'The mobile info bar could not be loaded: it stays hidden',
      new Error('Pack "mobile-info-bar" failed to load after a retry'),
    );
  });
});
