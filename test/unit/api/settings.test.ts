import { describe, expect, it } from 'vitest';
import { requests } from '../../../fixtures/api';
import {
  disconnectMultilingual,
  getMultilingualSettings,
  getMultilingualStatus,
  getSiteHeaderFooter,
  putMultilingualLanguages,
  putSiteHeaderFooter,
} from '../../../src/api';
import { serveFakeApi } from '../fixtures/serve-fake-api';

serveFakeApi();

describe('multilingual calls', () => {
  it('GET settings and status', async () => {
    await expect(getMultilingualSettings()).resolves.toMatchObject({
      languages: ['en-US', 'fr-FR'],
    });
    await expect(getMultilingualStatus()).resolves.toMatchObject({ connected: true });
    expect(requests().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/multilingual/settings',
      'GET /api/multilingual/status',
    ]);
  });

  it('PUT languages with a JSON body', async () => {
    await expect(putMultilingualLanguages(['en-US', 'de-DE'])).resolves.toEqual({
      languages: ['en-US', 'de-DE'],
    });
    expect(requests()).toMatchObject([
      {
        method: 'PUT',
        path: '/api/multilingual/languages',
        body: { languages: ['en-US', 'de-DE'] },
      },
    ]);
    await expect(getMultilingualSettings()).resolves.toMatchObject({
      languages: ['en-US', 'de-DE'],
    });
  });

  it('DELETE connection disconnects the provider', async () => {
    await disconnectMultilingual();
    expect(requests()).toMatchObject([{ method: 'DELETE', path: '/api/multilingual/connection' }]);
    await expect(getMultilingualStatus()).resolves.toMatchObject({ connected: false });
  });
});

describe('site header and footer calls', () => {
  it('GET resolves with the data itself', async () => {
    const data = await getSiteHeaderFooter();
    expect(Object.keys(data)).toEqual(['header', 'footer']);
    expect(requests()).toMatchObject([{ method: 'GET', path: '/api/site-header-footer' }]);
  });

  it('PUT sends header and footer', async () => {
    const update = { header: { layout: 'navCenter' }, footer: { sections: [] } };
    await expect(putSiteHeaderFooter(update)).resolves.toEqual(update);
    expect(requests()).toMatchObject([
      {
        method: 'PUT',
        path: '/api/site-header-footer',
        body: update,
        headers: { 'content-type': 'application/json' },
      },
    ]);
    await expect(getSiteHeaderFooter()).resolves.toEqual(update);
  });
});
