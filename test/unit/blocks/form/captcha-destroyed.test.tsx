// A form taken off the page while its captcha's script loads (runtime.md §8, widgets.md §8: "If
// the document was destroyed, it rejects saying so"): nothing is rendered, nothing is said to be
// wrong with the captcha, and the load rejects with the reason.
import { act, render } from '@testing-library/react';
import { createRef } from 'react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Captcha, type CaptchaHandle } from '../../../../blocks/form/Captcha';
import {
  CAPTCHA_DESTROYED,
  CaptchaDestroyed,
  loadCaptchaFor,
  resetCaptchaLoader,
  type CaptchaApi,
} from '../../../../blocks/form/captcha-loader';
import { defaultContext } from '../../../../src/context/defaults';
import { StoreContext } from '../../../../src/store/hooks';
import { createRuntimeStore, updateSlice } from '../../../../src/store/store';

// The form pack's debug lines print with ?runtime-debug=1, read as its logger is made (on import).
vi.hoisted(() => window.history.replaceState(null, '', '/?runtime-debug=1'));
afterAll(() => window.history.replaceState(null, '', '/'));

type ProviderWindow = Window & { grecaptcha?: { enterprise?: Partial<CaptchaApi> } };

function installProvider() {
  const api = {
    render: vi.fn(() => 0),
    reset: vi.fn(),
    getResponse: vi.fn(() => ''),
  };
  (window as ProviderWindow).grecaptcha = { enterprise: api };
  return api;
}

afterEach(() => {
  resetCaptchaLoader();
  delete (window as ProviderWindow).grecaptcha;
  vi.restoreAllMocks();
});

describe('loadCaptchaFor', () => {
  it('gives the API and the element once the script is there', async () => {
    const api = installProvider();
    const host = document.createElement('div');
    document.body.appendChild(host);
    const loaded = await loadCaptchaFor(() => host);
    expect(loaded.host).toBe(host);
    expect(loaded.api.render).toBe(api.render);
  });

  it('rejects saying the form was removed when its element is gone or out of the page by then', async () => {
    installProvider();
    await expect(loadCaptchaFor(() => null)).rejects.toThrow(CAPTCHA_DESTROYED);
    await expect(loadCaptchaFor(() => document.createElement('div'))).rejects.toBeInstanceOf(
      CaptchaDestroyed,
    );
    expect(CAPTCHA_DESTROYED).toBe(
      'The form was removed from the page before its CAPTCHA could be shown.',
    );
  });
});

describe('a Captcha unmounted while its script loads', () => {
  it('renders nothing, says nothing is wrong, and notes (debug) that the form was removed', async () => {
    const api = installProvider();
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const context = defaultContext();
    context.website.captchaSiteKey = 'site-key';
    const store = createRuntimeStore(context);
    updateSlice(store, 'consent', { accepted: true });
    const onToken = vi.fn();
    const { unmount } = render(
      <StoreContext.Provider value={store}>
        <Captcha
          settings={{ theme: 1, alignment: 1, reserved: true }}
          engaged
          error=""
          announce={false}
          idBase="form-1"
          onToken={onToken}
          handle={createRef<CaptchaHandle>()}
        />
      </StoreContext.Provider>,
    );
    // The script is on its way (its load event has not come yet): the form goes.
    expect(document.querySelectorAll('script[data-sr-captcha]')).toHaveLength(1);
    unmount();
    await act(async () => {
      await vi.waitFor(() =>
        expect(document.querySelectorAll('script[data-sr-captcha]')).toHaveLength(1),
      );
      for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(api.render).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledWith(
      expect.stringContaining(`[site-runtime] form: ${CAPTCHA_DESTROYED}`),
    );
  });
});
