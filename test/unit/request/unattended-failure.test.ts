// runtime.md section 8: a failed call's failure callback runs, or field errors show in the dialog,
// or the system error shows. A promise's callback is the caller's handling of its rejection: a
// failure left unhandled shows the system error, once, with the answer's field errors in the
// dialog when it carries some; handled, silent or already shown failures show nothing more.
import { describe, expect, it } from 'vitest';
import { setFault } from '../../../fixtures/api';
import * as strings from '../../../src/i18n/strings';
import { RequestError, SYSTEM_ERROR_EVENT, type SystemErrorDetail } from '../../../src/request';
import { request } from '../../../src/request/request';
import { collectEvents, serveFakeApi } from '../fixtures/serve-fake-api';

serveFakeApi();
const shown = collectEvents<SystemErrorDetail>(SYSTEM_ERROR_EVENT);
const SETTINGS = '/api/multilingual/settings';
const URL_OF = (path: string) => `${window.location.origin}${path}`;

/** The call's rejection, as a caller that ignores it would leave it. */
async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  const reason: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (error: unknown) => error,
  );
  expect(reason).toBeInstanceOf(RequestError);
  return reason as RequestError;
}

/** What the browser does with a rejection no one handled. */
function leaveUnhandled(reason: unknown): void {
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
}

describe('a failed call left unhandled', () => {
  it('shows the system error with the URL, the format and the spec’s message, once', async () => {
    setFault({ path: SETTINGS, fault: 500 });
    const error = await rejection(request(SETTINGS));
    expect(shown).toEqual([]);
    leaveUnhandled(error);
    expect(shown).toEqual([
      {
        variant: 'generic',
        title: strings.systemError.genericTitle,
        message: strings.request.internal,
        url: URL_OF(SETTINGS),
        format: 'json',
      },
    ]);
    // The same rejection handed on through another unhandled promise: no second dialog.
    leaveUnhandled(error);
    expect(shown).toHaveLength(1);
  });

  it('shows the field errors of the answer in the dialog', async () => {
    setFault({
      path: SETTINGS,
      fault: 400,
      body: { errors: { 'email-1': 'Email is not valid.', 'name-1': 'Name is required.' } },
    });
    leaveUnhandled(await rejection(request(SETTINGS)));
    expect(shown).toHaveLength(1);
    expect(shown[0]?.message).toBe('Email is not valid. Name is required.');
  });

  it('shows the network variant when no answer came', async () => {
    setFault({ path: SETTINGS, fault: 'network' });
    leaveUnhandled(await rejection(request(SETTINGS)));
    expect(shown).toEqual([
      {
        variant: 'network',
        message: strings.systemError.networkMessage,
        url: URL_OF(SETTINGS),
      },
    ]);
  });
});

describe('a failed call someone handles shows nothing more', () => {
  it('with a failure callback, silent, told not to, or already shown', async () => {
    setFault({ path: SETTINGS, fault: 500 });
    const handled = await rejection(request(SETTINGS, { onFailure: () => undefined }));
    const silent = await rejection(request(SETTINGS, { silent: true }));
    const refused = await rejection(request(SETTINGS, { showSystemError: false }));
    for (const error of [handled, silent, refused]) leaveUnhandled(error);
    expect(shown).toEqual([]);

    const showing = await rejection(request(SETTINGS, { showSystemError: true }));
    expect(shown).toHaveLength(1);
    leaveUnhandled(showing);
    expect(shown).toHaveLength(1);
  });

  it('an unhandled rejection that is not a failed call is left alone', () => {
    leaveUnhandled(new Error('a script’s own bug'));
    leaveUnhandled('text');
    leaveUnhandled(null);
    expect(shown).toEqual([]);
  });
});
