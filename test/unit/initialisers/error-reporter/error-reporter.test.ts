import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requests, setFault } from '../../../../fixtures/api';
import {
  errorReporterInitialiser,
  ERROR_REPORTER_STATUS_EVENT,
  type ReporterChange,
} from '../../../../initialisers/error-reporter';
import {
  MAX_QUEUED,
  MAX_SENDS,
  RATE_LIMIT_PAUSE_MS,
  FIELD_LIMITS,
  SEND_DEBOUNCE_MS,
  STACK_LIMIT,
  WAITING_ERRORS_LIMIT,
} from '../../../../initialisers/error-reporter/constants';
import { reportError } from '../../../../src/runtime/report-error';
import type { SiteRuntimeApi } from '../../../../src/runtime/types';
import { collectEvents, serveFakeApi } from '../../fixtures/serve-fake-api';
import {
  advance,
  bootRuntime,
  errorAt,
  errorSends,
  letRequestsSettle,
  loaderWithErrorReporter,
  PAGE_CONTEXT,
  rejectUnhandled,
  sentMessages,
  sentReports,
  throwUncaught,
  writePageContext,
} from './harness';

serveFakeApi();

const NOW = new Date('2025-05-06T07:08:09Z');
let runtime: SiteRuntimeApi | null = null;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  writePageContext();
  document.cookie = 'crumb=crumb-abc; path=/';
});

afterEach(() => {
  runtime?.destroy();
  runtime = null;
  vi.useRealTimers();
});

function start(): SiteRuntimeApi {
  runtime = bootRuntime([errorReporterInitialiser]);
  return runtime;
}

describe('error reporter: what it sends', () => {
  it('sends an uncaught error 1 s after it, as RecordJavascriptErrors with the crumb header', async () => {
    start();
    const error = new TypeError('x is not a function');
    throwUncaught(error, { filename: 'https://example.com/app.js', lineno: 12, colno: 34 });

    await advance(SEND_DEBOUNCE_MS - 1);
    expect(errorSends()).toEqual([]);
    await advance(1);

    expect(errorSends()).toMatchObject([
      {
        method: 'POST',
        query: {},
        headers: { 'content-type': 'application/json', 'x-csrf-token': 'crumb-abc' },
      },
    ]);
    expect(sentReports()).toEqual([
      {
        event: 'javascript_error',
        data: {
          websiteId: PAGE_CONTEXT.website.id,
          templateId: PAGE_CONTEXT.templateId,
          url: window.location.href,
          userAgent: navigator.userAgent,
          app: 'site-runtime',
          message: 'x is not a function',
          stack: error.stack,
          file: 'https://example.com/app.js',
          line: 12,
          column: 34,
          custom: { source: 'error', type: 'TypeError' },
        },
        timestamp: NOW.getTime(),
      },
    ]);
  });

  it('takes file, line and column from the top stack frame when the event has none', async () => {
    start();
    const error = errorAt(
      Error,
      'from the stack',
      'render (https://cdn.example.com/site.js:101:7)',
      'main (https://cdn.example.com/site.js:5:1)',
    );
    throwUncaught(error);
    await advance(SEND_DEBOUNCE_MS);
    expect(sentReports()[0]?.data).toMatchObject({
      file: 'https://cdn.example.com/site.js',
      line: 101,
      column: 7,
    });
  });

  it('reads the location of SpiderMonkey-style frames too', async () => {
    start();
    const error = new Error('firefox');
    error.stack =
      'render@https://cdn.example.com/site.js:9:3\n@https://cdn.example.com/site.js:1:1';
    throwUncaught(error);
    await advance(SEND_DEBOUNCE_MS);
    expect(sentReports()[0]?.data).toMatchObject({
      file: 'https://cdn.example.com/site.js',
      line: 9,
      column: 3,
    });
  });

  it('sends no X-CSRF-Token header when there is no crumb cookie', async () => {
    document.cookie = 'crumb=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    start();
    throwUncaught(new Error('no crumb'));
    await advance(SEND_DEBOUNCE_MS);
    expect(errorSends()).toHaveLength(1);
    expect(errorSends()[0]?.headers).not.toHaveProperty('x-csrf-token');
  });

  it('cuts the stack at 5000 characters', async () => {
    start();
    const error = new Error('deep recursion');
    error.stack = `Error: deep recursion\n${'    at f (https://example.com/a.js:1:1)\n'.repeat(400)}`;
    expect(error.stack.length).toBeGreaterThan(STACK_LIMIT);
    throwUncaught(error);
    await advance(SEND_DEBOUNCE_MS);
    const stack = sentReports()[0]?.data.stack ?? '';
    expect(stack).toHaveLength(STACK_LIMIT);
    expect(stack).toBe(error.stack.slice(0, STACK_LIMIT));
  });

  it('respects consent, read when sending: nothing goes under the restrictive policy without it', async () => {
    const changes: ReporterChange[] = [];
    document.addEventListener(ERROR_REPORTER_STATUS_EVENT, (event) =>
      changes.push((event as CustomEvent<ReporterChange>).detail),
    );
    // In place of the context beforeEach wrote.
    document.getElementById('site-context')?.remove();
    writePageContext({
      ...PAGE_CONTEXT,
      cookieSettings: { isRestrictiveCookiePolicyEnabled: true },
    });
    const api = start();
    // Thrown at boot, before any consent is known; the visitor then declines.
    throwUncaught(new Error('before consent'));
    api.store.setState({ consent: { accepted: false, bannerOpen: false } });
    await advance(SEND_DEBOUNCE_MS);
    expect(errorSends()).toEqual([]);
    expect(changes.map((change) => change.kind)).toContain('no-consent');

    // Accepted by the time of the send: it goes.
    throwUncaught(new Error('thrown early'));
    api.store.setState({ consent: { accepted: true, bannerOpen: false } });
    await advance(SEND_DEBOUNCE_MS);
    expect(sentMessages()).toEqual(['thrown early']);
  });

  it('sends the page URL without its #fragment', async () => {
    history.replaceState(null, '', '/shop?page=2#access_token=secret');
    try {
      start();
      throwUncaught(new Error('fragment'));
      await advance(SEND_DEBOUNCE_MS);
      expect(sentReports()[0]?.data.url).toBe(`${window.location.origin}/shop?page=2`);
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('caps every field: a 2 MB message, file, type or custom data sends a few kilobytes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    start();
    const huge = 'x'.repeat(2_000_000);
    const error = new Error(huge);
    error.name = huge;
    throwUncaught(error, { filename: `https://example.com/${huge}.js`, lineno: 1, colno: 1 });
    reportError(new Error('big custom'), {
      note: huge,
      list: Array.from({ length: 5000 }, (_, i) => i),
    });
    reportError(
      new Error('many keys'),
      Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`key${i}`, i])),
    );
    await advance(SEND_DEBOUNCE_MS);
    const [uncaught, bigCustom, manyKeys] = sentReports();
    expect(uncaught?.data.message).toHaveLength(FIELD_LIMITS.message);
    expect(uncaught?.data.file).toHaveLength(FIELD_LIMITS.file);
    expect(String(uncaught?.data.custom?.type)).toHaveLength(FIELD_LIMITS.short);
    expect(bigCustom?.data.custom).toEqual({
      customTooLarge: true,
      source: 'report',
      type: 'Error',
    });
    expect(Object.keys(manyKeys?.data.custom ?? {})).toHaveLength(FIELD_LIMITS.customKeys + 2);
    expect(JSON.stringify(sentReports()).length).toBeLessThan(20_000);
  });

  it('reports unhandled rejections, of errors and of other values', async () => {
    start();
    rejectUnhandled(new RangeError('out of range'));
    rejectUnhandled('plain reason');
    await advance(SEND_DEBOUNCE_MS);
    expect(sentReports().map((report) => [report.data.message, report.data.custom])).toEqual([
      ['out of range', { source: 'unhandledrejection', type: 'RangeError' }],
      ['plain reason', { source: 'unhandledrejection', type: 'UnhandledRejection' }],
    ]);
  });

  it('reports a thrown non-error value with the event message as a last resort', async () => {
    start();
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Uncaught oops',
        filename: 'https://e.com/a.js',
        lineno: 2,
      }),
    );
    await advance(SEND_DEBOUNCE_MS);
    expect(sentReports()[0]?.data).toMatchObject({
      message: 'Uncaught oops',
      stack: '',
      file: 'https://e.com/a.js',
      line: 2,
      custom: { source: 'error', type: 'Error' },
    });
  });

  it('ignores error events that are not ErrorEvents (a resource that failed to load)', async () => {
    start();
    window.dispatchEvent(new Event('error'));
    await advance(SEND_DEBOUNCE_MS);
    expect(errorSends()).toEqual([]);
  });
});

describe('error reporter: the runtime’s failures and the public API', () => {
  it('reports a failed initialiser once, and leaves the runtime to log it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('initialiser broke');
    runtime = bootRuntime([
      errorReporterInitialiser,
      {
        name: 'broken-feature',
        init() {
          throw failure;
        },
      },
    ]);
    // The same error object reaching window.onerror as well is not sent twice.
    throwUncaught(failure);
    await advance(SEND_DEBOUNCE_MS);
    expect(sentReports()).toMatchObject([
      {
        data: {
          message: 'initialiser broke',
          custom: { source: 'initialiser', initialiser: 'broken-feature', type: 'Error' },
        },
      },
    ]);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('Initialiser "broken-feature" failed'),
      failure,
    );
  });

  it('reports a block error without cancelling the event', async () => {
    start();
    const event = new CustomEvent('site-runtime:block-error', {
      detail: { id: 'block-9', type: 'gallery', error: new Error('render failed') },
      cancelable: true,
    });
    expect(document.dispatchEvent(event)).toBe(true);
    await advance(SEND_DEBOUNCE_MS);
    expect(sentReports()).toMatchObject([
      {
        data: {
          message: 'render failed',
          custom: { source: 'block', blockId: 'block-9', blockType: 'gallery', type: 'Error' },
        },
      },
    ]);
  });

  it('sends what features report through site-runtime:report-error, with their custom data', async () => {
    start();
    reportError(new Error('settings timed out'), { feature: 'performance', status: 0 });
    await advance(SEND_DEBOUNCE_MS);
    expect(sentReports()[0]?.data).toMatchObject({
      message: 'settings timed out',
      custom: { feature: 'performance', status: 0, source: 'report', type: 'Error' },
    });
  });

  it('leaves out custom data that is not an object or not JSON, with a warning, and still reports', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    start();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    reportError(new Error('circular custom'), circular);
    document.dispatchEvent(
      new CustomEvent('site-runtime:report-error', {
        detail: { error: new Error('string custom'), custom: 'not an object' },
      }),
    );
    await advance(SEND_DEBOUNCE_MS);
    expect(sentReports().map((report) => report.data.custom)).toEqual([
      { source: 'report', type: 'Error' },
      { source: 'report', type: 'Error' },
    ]);
    expect(warnings).toHaveBeenCalledTimes(2);
  });
});

describe('error reporter: what it drops', () => {
  const changes = collectEvents<ReporterChange>(ERROR_REPORTER_STATUS_EVENT);

  it('drops a second error with the same type, message and top frames', async () => {
    start();
    throwUncaught(errorAt(TypeError, 'A', 'render (https://e.com/a.js:1:1)'));
    throwUncaught(errorAt(TypeError, 'A', 'render (https://e.com/a.js:1:1)'));
    throwUncaught(errorAt(TypeError, 'B', 'render (https://e.com/a.js:1:1)'));
    throwUncaught(errorAt(RangeError, 'A', 'render (https://e.com/a.js:1:1)'));
    await advance(SEND_DEBOUNCE_MS);
    throwUncaught(errorAt(TypeError, 'A', 'render (https://e.com/a.js:1:1)'));
    await advance(SEND_DEBOUNCE_MS);
    expect(sentReports().map((report) => [report.data.custom?.type, report.data.message])).toEqual([
      ['TypeError', 'A'],
      ['TypeError', 'B'],
      ['RangeError', 'A'],
    ]);
    // The reporter starts (its pack comes) at the first error.
    expect(changes.map((change) => change.kind)).toEqual([
      'ready',
      'queued',
      'duplicate',
      'queued',
      'queued',
      'sent',
      'duplicate',
    ]);
  });

  it('tells the same message thrown from different places apart', async () => {
    start();
    throwUncaught(errorAt(Error, 'same text', 'a (https://e.com/a.js:1:1)'));
    throwUncaught(errorAt(Error, 'same text', 'b (https://e.com/b.js:2:2)'));
    await advance(SEND_DEBOUNCE_MS);
    expect(sentMessages()).toEqual(['same text', 'same text']);
  });

  it('drops a real error thrown twice from one place', async () => {
    start();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        JSON.parse('{not json');
      } catch (error) {
        throwUncaught(error);
      }
    }
    await advance(SEND_DEBOUNCE_MS);
    expect(errorSends()).toHaveLength(1);
    expect(sentReports()).toHaveLength(1);
  });

  it('drops "Script error." (a cross-origin script) and still sends real errors', async () => {
    start();
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.', error: null }));
    throwUncaught(new Error('real one'));
    await advance(SEND_DEBOUNCE_MS);
    expect(sentMessages()).toEqual(['real one']);
    expect(changes.map((change) => change.kind)).toEqual([
      'ready',
      'script-error',
      'script-error',
      'queued',
      'sent',
    ]);
  });

  it('holds at most 10 errors; more are dropped until the queue is sent', async () => {
    start();
    for (let index = 1; index <= MAX_QUEUED + 2; index += 1) {
      throwUncaught(new Error(`queued ${index}`));
    }
    await advance(SEND_DEBOUNCE_MS);
    expect(errorSends()).toHaveLength(1);
    expect(sentMessages()).toEqual(
      Array.from({ length: MAX_QUEUED }, (_, index) => `queued ${index + 1}`),
    );
    expect(changes.filter((change) => change.kind === 'queue-full')).toHaveLength(2);

    throwUncaught(new Error('after the send'));
    await advance(SEND_DEBOUNCE_MS);
    expect(errorSends()).toHaveLength(2);
  });

  it('makes at most 20 sends, then suppresses reporting', async () => {
    start();
    for (let index = 1; index <= MAX_SENDS + 5; index += 1) {
      throwUncaught(new Error(`error ${index}`));
      await advance(SEND_DEBOUNCE_MS);
    }
    expect(errorSends()).toHaveLength(MAX_SENDS);
    expect(sentMessages().at(-1)).toBe(`error ${MAX_SENDS}`);
    expect(changes.filter((change) => change.kind === 'suppressed')).toHaveLength(5);
  });

  it('restarts the 1 s wait with each new error and sends them together', async () => {
    start();
    throwUncaught(new Error('first'));
    await advance(800);
    throwUncaught(new Error('second'));
    await advance(800);
    expect(errorSends()).toEqual([]);
    await advance(200);
    expect(errorSends()).toHaveLength(1);
    expect(sentMessages()).toEqual(['first', 'second']);
  });
});

describe('error reporter: its own failures', () => {
  const changes = collectEvents<ReporterChange>(ERROR_REPORTER_STATUS_EVENT);

  it.each([500, 'network'] as const)(
    'drops the errors of a failed send (%s) without reporting or retrying it',
    async (fault) => {
      setFault({ path: '/api/events/RecordJavascriptErrors', fault, times: 1 });
      start();
      throwUncaught(new Error('lost'));
      await advance(SEND_DEBOUNCE_MS);
      await advance(RATE_LIMIT_PAUSE_MS);
      expect(errorSends()).toHaveLength(1);
      expect(changes.map((change) => change.kind)).toEqual(['ready', 'queued', 'send-failed']);
      // Nothing else went to the API (no report about the report), and the page saw no event.
      expect(requests()).toHaveLength(1);

      throwUncaught(new Error('next one'));
      await advance(SEND_DEBOUNCE_MS);
      expect(sentMessages()).toEqual(['lost', 'next one']);
    },
  );

  it('pauses for 60 s after a 429, then sends the refused errors with the new ones', async () => {
    setFault({ path: '/api/events/RecordJavascriptErrors', fault: 429, times: 1 });
    start();
    throwUncaught(new Error('refused'));
    await advance(SEND_DEBOUNCE_MS);
    expect(errorSends()).toHaveLength(1);
    expect(changes.at(-1)).toMatchObject({ kind: 'paused', paused: true, queued: 1 });

    throwUncaught(new Error('during the pause'));
    await advance(SEND_DEBOUNCE_MS);
    await advance(RATE_LIMIT_PAUSE_MS - 2 * SEND_DEBOUNCE_MS);
    expect(errorSends()).toHaveLength(1);

    await advance(SEND_DEBOUNCE_MS);
    expect(errorSends()).toHaveLength(2);
    expect(errorSends()[1]?.body).toMatchObject([
      { data: { message: 'refused' } },
      { data: { message: 'during the pause' } },
    ]);
  });

  it('does not capture what happens while it captures (re-entrancy guard)', async () => {
    start();
    // Describing this value calls its toJSON, which reports again and throws.
    const hostile = {
      toJSON() {
        reportError(new Error('reported from inside the reporter'));
        throwUncaught(new Error('thrown from inside the reporter'));
        return { kind: 'hostile' };
      },
    };
    rejectUnhandled(hostile);
    await advance(SEND_DEBOUNCE_MS);
    expect(sentMessages()).toEqual(['{"kind":"hostile"}']);
  });

  it('survives a value that cannot be described, and keeps working', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    start();
    const unreadable = new Proxy(
      {},
      {
        get() {
          throw new Error('no access');
        },
        ownKeys() {
          throw new Error('no access');
        },
      },
    );
    rejectUnhandled(unreadable);
    throwUncaught(new Error('fine'));
    await advance(SEND_DEBOUNCE_MS);
    expect(sentMessages()).toEqual(['fine']);
    expect(warnings).toHaveBeenCalledWith(
      expect.stringContaining('Could not capture an error'),
      expect.any(Error),
    );
  });
});

describe('error reporter: page hide and destroy', () => {
  it('sends the queue at once when the page is hidden (pagehide)', async () => {
    start();
    throwUncaught(new Error('before leaving'));
    window.dispatchEvent(new Event('pagehide'));
    await letRequestsSettle();
    expect(sentMessages()).toEqual(['before leaving']);
    await advance(SEND_DEBOUNCE_MS);
    expect(errorSends()).toHaveLength(1);
  });

  it('stops listening and leaves no timer on destroy; a queued error is dropped', async () => {
    const api = start();
    throwUncaught(new Error('queued at destroy'));
    api.destroy();
    runtime = null;
    expect(vi.getTimerCount()).toBe(0);
    throwUncaught(new Error('after destroy'));
    rejectUnhandled(new Error('after destroy too'));
    reportError(new Error('reported after destroy'));
    await advance(SEND_DEBOUNCE_MS);
    expect(errorSends()).toEqual([]);
  });

  it('after 50 init/destroy cycles, one error is sent once', async () => {
    const api = start();
    for (let cycle = 0; cycle < 50; cycle += 1) {
      api.destroy();
      api.init();
    }
    throwUncaught(new Error('once'));
    await advance(SEND_DEBOUNCE_MS);
    expect(errorSends()).toHaveLength(1);
    expect(sentMessages()).toEqual(['once']);
  });
});

describe('error reporter: its pack comes at the first error', () => {
  const statuses = collectEvents<ReporterChange>(ERROR_REPORTER_STATUS_EVENT);

  /** A loader whose error-reporter pack is fetched only when the test says (or fails). */
  function heldLoader() {
    const packs = loaderWithErrorReporter();
    const asked: string[] = [];
    const arrivals: ((outcome: 'loaded' | Error) => void)[] = [];
    const direct = packs.loadExports.bind(packs);
    vi.spyOn(packs, 'loadExports').mockImplementation(<Exports>(name: string) => {
      asked.push(name);
      return new Promise<Exports>((resolve, reject) =>
        arrivals.push((outcome) =>
          outcome === 'loaded' ? resolve(direct<Exports>(name)) : reject(outcome),
        ),
      );
    });
    const arrive = (outcome: 'loaded' | Error) => arrivals.shift()?.(outcome);
    return { packs, asked, arrive };
  }

  it('is asked for once the browser is idle after load, not at boot; one error then goes 1 s later', async () => {
    const { packs, asked, arrive } = heldLoader();
    runtime = bootRuntime([errorReporterInitialiser], packs);
    expect(asked).toEqual([]);
    await advance(SEND_DEBOUNCE_MS);
    expect(asked).toEqual(['error-reporter']);
    arrive('loaded');
    await advance(0);
    throwUncaught(new Error('in place'));
    await advance(SEND_DEBOUNCE_MS - 1);
    expect(errorSends()).toEqual([]);
    await advance(1);
    expect(sentMessages()).toEqual(['in place']);
    expect(asked).toHaveLength(1);
  });

  it('errors caught while it is on its way are asked for once, and sent once it has come', async () => {
    const { packs, asked, arrive } = heldLoader();
    runtime = bootRuntime([errorReporterInitialiser], packs);
    throwUncaught(new Error('first'));
    rejectUnhandled(new Error('second'));
    await advance(SEND_DEBOUNCE_MS * 2);
    expect(asked).toEqual(['error-reporter']);
    expect(errorSends()).toEqual([]);

    arrive('loaded');
    await advance(SEND_DEBOUNCE_MS);
    expect(sentMessages()).toEqual(['first', 'second']);
    expect(asked).toHaveLength(1);
  });

  it('a pack that cannot be fetched: a warning, nothing sent; the next error asks again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { packs, asked, arrive } = heldLoader();
    runtime = bootRuntime([errorReporterInitialiser], packs);
    throwUncaught(new Error('lost'));
    arrive(new Error('Pack "error-reporter" failed to load after a retry'));
    await advance(SEND_DEBOUNCE_MS);
    expect(errorSends()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(
        'Errors on this page cannot be reported: its error reporter did not load',
      ),
      expect.any(Error),
    );

    throwUncaught(new Error('back online'));
    expect(asked).toEqual(['error-reporter', 'error-reporter']);
    arrive('loaded');
    await advance(SEND_DEBOUNCE_MS);
    expect(sentMessages()).toEqual(['back online']);
  });

  it(`keeps at most ${WAITING_ERRORS_LIMIT} errors while it is on its way`, async () => {
    const { packs, arrive } = heldLoader();
    runtime = bootRuntime([errorReporterInitialiser], packs);
    for (let n = 0; n < WAITING_ERRORS_LIMIT + 5; n += 1) throwUncaught(new Error(`error ${n}`));
    arrive('loaded');
    await advance(SEND_DEBOUNCE_MS);
    // The reporter queues MAX_QUEUED of them and drops the rest it was handed, saying so.
    expect(sentMessages()).toHaveLength(MAX_QUEUED);
    const refused = statuses.filter((change) => change.kind === 'queue-full');
    expect(refused).toHaveLength(WAITING_ERRORS_LIMIT - MAX_QUEUED);
  });
});
