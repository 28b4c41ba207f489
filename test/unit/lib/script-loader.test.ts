import { afterEach, describe, expect, it, vi } from 'vitest';
import { injectScript, scriptOnce } from '../../../src/lib/script-loader';
import { pageSettingUrl } from '../../../src/lib/page-setting';

// Unit tests do not run script files: happy-dom fires `load` without fetching (vitest.config.ts),
// so `ready` decides what the script offered.

const scripts = () => document.querySelectorAll('script[data-test-script]');

function load(ready: () => unknown, timeoutMs = 1000) {
  return injectScript({
    src: '/third-party.js',
    timeoutMs,
    marker: 'data-test-script',
    notReady: 'The third party offers nothing',
    ready: ready as () => string | null,
  });
}

afterEach(() => vi.useRealTimers());

describe('injectScript', () => {
  it('resolves with what the script offers once it ran', async () => {
    await expect(load(() => 'api')).resolves.toBe('api');
    expect(scripts()).toHaveLength(1);
    expect((scripts()[0] as HTMLScriptElement).async).toBe(true);
  });

  it('waits for a provider that calls back later', async () => {
    let callBack: (api: string) => void = () => undefined;
    const pending = load(() => new Promise<string>((resolve) => (callBack = resolve)));
    await Promise.resolve();
    callBack('late api');
    await expect(pending).resolves.toBe('late api');
  });

  it('rejects with the message when the script offers nothing, and removes its element', async () => {
    await expect(load(() => null)).rejects.toThrow('The third party offers nothing');
    expect(scripts()).toHaveLength(0);
  });

  it('rejects after the time-out when the provider never becomes ready', async () => {
    vi.useFakeTimers();
    const pending = load(() => new Promise(() => undefined), 30_000);
    const outcome = pending.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('/third-party.js did not load within 30000 ms');
    expect(scripts()).toHaveLength(0);
  });
});

describe('scriptOnce', () => {
  it('shares one load, and loads again after a failure', async () => {
    const loads = vi.fn<() => Promise<string>>();
    loads.mockRejectedValueOnce(new Error('down')).mockResolvedValue('api');
    const script = scriptOnce(loads);
    await expect(Promise.all([script.load(), script.load()])).rejects.toThrow('down');
    expect(loads).toHaveBeenCalledTimes(1);
    await expect(Promise.all([script.load(), script.load()])).resolves.toEqual(['api', 'api']);
    expect(loads).toHaveBeenCalledTimes(2);
  });
});

describe('pageSettingUrl', () => {
  it('takes an http(s) address from the named meta, resolved against the page', () => {
    expect(pageSettingUrl('sr-test', 'https://provider.example/x.js')).toBe(
      'https://provider.example/x.js',
    );
    document.head.innerHTML = '<meta name="sr-test" content="/api/test.js">';
    expect(pageSettingUrl('sr-test', 'https://provider.example/x.js')).toBe(
      'http://localhost:3000/api/test.js',
    );
    document.head.innerHTML = '<meta name="sr-test" content="javascript:alert(1)">';
    expect(pageSettingUrl('sr-test', 'https://provider.example/x.js')).toBe(
      'https://provider.example/x.js',
    );
  });

  it("content never chooses the script: only <head>'s own meta, the provider's https origin or the page's", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fallback = 'https://provider.example/x.js';
    const named = (where: 'head' | 'body', url: string) => {
      document.head.innerHTML = '';
      document.body.innerHTML = '';
      document[where].innerHTML = `<meta name="sr-test" content="${url}">`;
      return pageSettingUrl('sr-test', fallback);
    };
    expect(named('body', '/api/test.js')).toBe(fallback);
    expect(named('head', 'https://other.example/x.js')).toBe(fallback);
    expect(named('head', 'http://provider.example/y.js')).toBe(fallback);
    expect(named('head', 'https://user:pw@provider.example/y.js')).toBe(fallback);
    expect(named('head', 'https://provider.example/y.js')).toBe('https://provider.example/y.js');
    // A <base> that content injected does not move a relative setting off the page's origin.
    document.head.innerHTML =
      '<base href="https://other.example/"><meta name="sr-test" content="/api/test.js">';
    expect(pageSettingUrl('sr-test', fallback)).toBe('http://localhost:3000/api/test.js');
    expect(
      pageSettingUrl('sr-test', fallback, { allowed: ['https://second.example/folder/'] }),
    ).toBe('http://localhost:3000/api/test.js');
    document.head.innerHTML = '<meta name="sr-test" content="https://second.example/other/x.js">';
    expect(
      pageSettingUrl('sr-test', fallback, { allowed: ['https://second.example/folder/'] }),
    ).toBe(fallback);
  });
});
