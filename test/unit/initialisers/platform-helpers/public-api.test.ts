import { describe, expect, it, vi } from 'vitest';
import { FAKE_FULLSTORY_ID, FAKE_PLACES, requests } from '../../../../fixtures/api';
import { createPlatformHelpers } from '../../../../initialisers/platform-helpers';
import { serveFakeApi } from '../../fixtures/serve-fake-api';

serveFakeApi();

const helpers = createPlatformHelpers(() => ({ isFirstLanding: true, isFirstSession: false }));
const tracking = { productPage: 'checkout', section: 'shipping-address' };

describe('SiteRuntime.platform', () => {
  it('fullstory.getId: GET /api/commerce/fullstory/getId', async () => {
    await expect(helpers.fullstory.getId()).resolves.toBe(FAKE_FULLSTORY_ID);
    expect(requests()).toMatchObject([{ method: 'GET', path: '/api/commerce/fullstory/getId' }]);
  });

  it('places.autocomplete sends the caller’s parameters with the tracking context', async () => {
    const answer = await helpers.places.autocomplete({ input: 'lon' }, tracking);
    expect(answer.predictions).toEqual([
      { placeId: FAKE_PLACES[2]?.placeId, description: 'London, UK' },
    ]);
    expect(requests()[0]).toMatchObject({
      path: '/api/google-maps/places/autocomplete',
      query: { input: 'lon', productPage: 'checkout', section: 'shipping-address' },
    });
  });

  it('places.details logs an error without a tracking context, and still asks', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const placeId = FAKE_PLACES[0]?.placeId ?? '';
    await expect(helpers.places.details({ placeId })).resolves.toMatchObject({
      result: { description: 'New York, NY, USA' },
    });
    expect(error).toHaveBeenCalledWith(
      '[site-runtime] api: places details requested without a tracking context',
    );
    error.mockClear();
    await helpers.places.details({ placeId }, tracking);
    expect(error).not.toHaveBeenCalled();
    expect(requests()[1]?.query).toMatchObject({ placeId, ...tracking });
  });

  it('multilingual: settings, status, languages and disconnect', async () => {
    await helpers.multilingual.setLanguages(['en-GB', 'fr-FR']);
    await expect(helpers.multilingual.getSettings()).resolves.toMatchObject({
      languages: ['en-GB', 'fr-FR'],
    });
    await helpers.multilingual.disconnect();
    await expect(helpers.multilingual.getStatus()).resolves.toMatchObject({ connected: false });
    expect(requests().map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PUT', '/api/multilingual/languages', { languages: ['en-GB', 'fr-FR'] }],
      ['GET', '/api/multilingual/settings', null],
      ['DELETE', '/api/multilingual/connection', null],
      ['GET', '/api/multilingual/status', null],
    ]);
  });

  it('siteHeaderFooter: put then get', async () => {
    const layout = { header: { layout: 'centered' }, footer: { columns: 2 } };
    await helpers.siteHeaderFooter.put(layout);
    await expect(helpers.siteHeaderFooter.get()).resolves.toEqual(layout);
    expect(requests()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/site-header-footer',
      body: layout,
    });
  });

  it('sessionRecording reads the device’s cores', () => {
    const cores = vi.spyOn(navigator, 'hardwareConcurrency', 'get');
    cores.mockReturnValue(2);
    expect(helpers.sessionRecording({ toggle: true, sampleRate: 1 })).toEqual({
      record: false,
      reason: 'cores',
    });
    cores.mockReturnValue(4);
    expect(helpers.sessionRecording({ toggle: true, sampleRate: 1 })).toEqual({ record: true });
    expect(helpers.sessionRecording({ toggle: true, sampleRate: 0 })).toEqual({
      record: false,
      reason: 'sampling',
    });
  });

  it('sessionRecording logs bad settings and stays off', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(helpers.sessionRecording({ toggle: 'on' as never, sampleRate: 1 }).record).toBe(false);
    expect(helpers.sessionRecording({ toggle: true, sampleRate: 7 }).record).toBe(false);
    expect(helpers.sessionRecording(undefined as never).record).toBe(false);
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('sessionData, sessionInfo and generateUuid', () => {
    helpers.sessionData.set('note', { a: 1 }, { ttlMs: 60_000 });
    expect(helpers.sessionData.get('note')).toEqual({ a: 1 });
    helpers.sessionData.remove('note');
    expect(helpers.sessionData.get('note')).toBeNull();
    expect(helpers.sessionInfo()).toEqual({ isFirstLanding: true, isFirstSession: false });
    expect(helpers.generateUuid()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
