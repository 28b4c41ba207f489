import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { FAKE_FULLSTORY_ID, requests } from '../../../fixtures/api';
import {
  FULLSTORY_AUTOMATED_MOCK_ID,
  getFullStoryId,
  placeDetails,
  placesAutocomplete,
} from '../../../src/api';
import { serveFakeApi } from '../fixtures/serve-fake-api';

const server = serveFakeApi();
const tracking = { productPage: 'checkout', section: 'shipping-address' };

describe('FullStory id', () => {
  it('GETs the id string', async () => {
    await expect(getFullStoryId()).resolves.toBe(FAKE_FULLSTORY_ID);
    expect(requests()).toMatchObject([{ method: 'GET', path: '/api/commerce/fullstory/getId' }]);
  });

  it('ignores the automated-mock marker id and an empty answer', async () => {
    server.use(
      http.get('*/api/commerce/fullstory/getId', () =>
        HttpResponse.text(FULLSTORY_AUTOMATED_MOCK_ID),
      ),
    );
    await expect(getFullStoryId()).resolves.toBeNull();
    server.use(http.get('*/api/commerce/fullstory/getId', () => HttpResponse.text('')));
    await expect(getFullStoryId()).resolves.toBeNull();
  });
});

describe('place search', () => {
  it('autocomplete: the caller’s query plus the tracking context, resolving with predictions', async () => {
    const body = await placesAutocomplete({ input: 'new y', sessionToken: 's1' }, tracking);
    expect(body.predictions).toEqual([
      { placeId: 'ChIJOwg_06VPwokRYv534QaPC8g', description: 'New York, NY, USA' },
    ]);
    expect(requests()).toMatchObject([
      {
        method: 'GET',
        path: '/api/google-maps/places/autocomplete',
        query: {
          input: 'new y',
          sessionToken: 's1',
          productPage: 'checkout',
          section: 'shipping-address',
        },
      },
    ]);
  });

  it('details: resolves with the place and logs nothing when tracked', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = await placeDetails({ placeId: 'ChIJdd4hrwug2EcRmSrV3Vo6llI' }, tracking);
    expect(body.result).toMatchObject({ formattedAddress: 'London, UK' });
    expect(requests()[0]?.query).toEqual({ placeId: 'ChIJdd4hrwug2EcRmSrV3Vo6llI', ...tracking });
    expect(logged).not.toHaveBeenCalled();
  });

  it('details: logs an error without a tracking context, and still asks', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await placeDetails({ placeId: 'ChIJD7fiBh9u5kcRYJSMaMOCCwQ' });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('without a tracking context'));
    expect(requests()[0]?.query).toEqual({ placeId: 'ChIJD7fiBh9u5kcRYJSMaMOCCwQ' });
  });
});
