import { afterEach, describe, expect, it } from 'vitest';
import { readMarketingLanding } from '../../../../initialisers/analytics/marketing-landing';

afterEach(() => {
  history.replaceState(null, '', '/');
});

describe('readMarketingLanding', () => {
  it('is null without a marketing parameter (or with empty ones)', () => {
    history.replaceState(null, '', '/?utm_source=x&source=&campaign=%20');
    expect(readMarketingLanding(window, () => 0.5)).toBeNull();
  });

  it('takes every marketing parameter present, the random rk and the page fields', () => {
    history.replaceState(
      null,
      '',
      '/landing?source=s&campaign=c&subcampaign=sc&channel=ch&subchannel=sch&variation=v&mkwid=m',
    );
    expect(readMarketingLanding(window, () => 0.25)).toEqual({
      landing:
        'http://localhost:3000/landing?source=s&campaign=c&subcampaign=sc&channel=ch&subchannel=sch&variation=v&mkwid=m',
      refer: document.referrer,
      rk: 250_000_000,
      lang: navigator.language,
      screen: `${screen.width}x${screen.height}`,
      source: 's',
      campaign: 'c',
      subcampaign: 'sc',
      channel: 'ch',
      subchannel: 'sch',
      variation: 'v',
      mkwid: 'm',
    });
  });

  it('cuts values from the URL to 200 characters', () => {
    history.replaceState(null, '', `/?campaign=${'a'.repeat(500)}`);
    expect(readMarketingLanding()?.campaign).toHaveLength(200);
  });
});
