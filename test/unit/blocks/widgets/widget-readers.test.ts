import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openTableScriptUrl } from '../../../../blocks/reservation/assumed';
import { readReservationJson } from '../../../../blocks/reservation/read-reservation';
import { readSchedulingJson, schedulingPage } from '../../../../blocks/scheduling/read-scheduling';
import { readTourDatesJson } from '../../../../blocks/tour-dates/read-tour-dates';
import { BlockSkip } from '../../../../src/runtime/types';
import { anyText, anyValue, shapedLike } from '../../properties/arbitraries';

/** Reading any JSON either gives data or skips the block with a reason: nothing else is thrown. */
function readsOrSkips<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    expect(error).toBeInstanceOf(BlockSkip);
    return null;
  }
}

describe('table-booking reader', () => {
  it('reads an OpenTable restaurant id and a Tock slug with its variant', () => {
    expect(readReservationJson({ restaurantId: '412810' }, false)).toEqual({
      provider: 'opentable',
      restaurantId: '412810',
    });
    expect(readReservationJson({ rid: 99 }, false)).toMatchObject({ restaurantId: '99' });
    expect(readReservationJson({ businessSlug: 'harbour-kitchen', variant: 1019 }, true)).toEqual({
      provider: 'tock',
      slug: 'harbour-kitchen',
      kind: 'events',
    });
    expect(readReservationJson({ slug: 'bistro' }, true)).toMatchObject({ kind: 'reservations' });
    expect(() => readReservationJson({ restaurantId: '12a' }, false)).toThrow(BlockSkip);
    expect(() => readReservationJson({ slug: '../evil' }, true)).toThrow(BlockSkip);
  });

  it('lets only digits and slugs through, whatever the JSON holds', () => {
    const template = { restaurantId: '1', rid: 2, businessSlug: 'a-b', variant: 1018 };
    fc.assert(
      fc.property(shapedLike(template), fc.boolean(), (json, tock) => {
        const data = readsOrSkips(() => readReservationJson(json, tock));
        if (data?.provider === 'opentable') expect(data.restaurantId).toMatch(/^\d{1,12}$/);
        if (data?.provider === 'tock') expect(data.slug).toMatch(/^[a-z0-9][a-z0-9-]*$/i);
      }),
    );
  });

  it("puts the restaurant, layout and language in OpenTable's loader address", () => {
    const url = new URL(openTableScriptUrl('412810', 'wide', 'en-AU'));
    expect(url.origin + url.pathname).toBe('https://www.opentable.com/widget/reservation/loader');
    expect(url.searchParams.get('rid')).toBe('412810');
    expect(url.searchParams.get('theme')).toBe('wide');
    expect(url.searchParams.get('lang')).toBe('en-AU');
  });
});

/** Addresses near the allowed ones: other schemes, look-alike hosts, credentials. */
const urlLike = fc
  .tuple(
    fc.constantFrom('https://', 'http://', 'javascript:', '//', 'https://u:p@'),
    fc.constantFrom(
      'app.acuityscheduling.com',
      'x.as.me',
      'as.me.evil.example',
      'evil.example',
      '',
    ),
    fc.string({ maxLength: 12 }),
  )
  .map(([scheme, host, path]) => `${scheme}${host}/${path}`);

describe('scheduling reader', () => {
  it('takes an https page on a scheduling host, or builds it from the owner id', () => {
    expect(readSchedulingJson({ owner: '19425672' })).toEqual({
      page: 'https://app.acuityscheduling.com/schedule.php?owner=19425672',
    });
    expect(readSchedulingJson({ schedulingUrl: 'https://studio.as.me/lessons' })).toEqual({
      page: 'https://studio.as.me/lessons',
    });
    for (const page of [
      'http://studio.as.me/',
      'https://evil.example/schedule.php',
      'https://user:pw@app.acuityscheduling.com/',
      'javascript:alert(1)',
    ]) {
      expect(schedulingPage(page)).toBeNull();
    }
  });

  it('never frames anything but https scheduling hosts', () => {
    fc.assert(
      fc.property(fc.oneof(anyText(40), urlLike), (text) => {
        const page = schedulingPage(text);
        if (page) {
          const url = new URL(page);
          expect(url.protocol).toBe('https:');
          expect(url.hostname).toMatch(
            /(acuityscheduling\.com|\.as\.me|squarespacescheduling\.com)$/,
          );
        }
      }),
    );
    fc.assert(
      fc.property(shapedLike({ schedulingUrl: 'https://a.as.me/', owner: '1' }), (json) => {
        readsOrSkips(() => readSchedulingJson(json));
      }),
    );
  });
});

describe('tour dates reader', () => {
  it('reads the artist, spaces tidied; skips a block without one', () => {
    expect(readTourDatesJson({ artistName: '  Ada   Lovelace Quartet ' })).toEqual({
      artist: 'Ada Lovelace Quartet',
    });
    expect(() => readTourDatesJson({})).toThrow('no artist name');
  });

  it('reads any JSON into an artist or a skip', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('artistName', 'artist', 'x'), anyValue), (json) => {
        const data = readsOrSkips(() => readTourDatesJson(json));
        if (data) expect(data.artist).toBe(data.artist.trim());
      }),
    );
  });
});
