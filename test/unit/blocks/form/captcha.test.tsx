import { act, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFormBlock } from '../../../../blocks/form/read-form';
import { FormView } from '../../../../blocks/form/FormView';
import {
  CAPTCHA_NOT_SET_UP,
  captchaScriptUrl,
  DEFAULT_CAPTCHA_SCRIPT,
  loadCaptchaApi,
  resetCaptchaLoader,
  type CaptchaApi,
  type CaptchaRenderParams,
} from '../../../../blocks/form/captcha-loader';
import { CAPTCHA_TEXT, captchaAlignment, captchaTheme } from '../../../../blocks/form/Captcha';
import type { FormApi } from '../../../../blocks/form/submit-form';
import { validateCaptcha } from '../../../../blocks/form/validate';
import {
  CAPTCHA_FAILURE,
  TEST_CAPTCHA_PATH,
  TEST_CAPTCHA_TOKEN_PREFIX,
} from '../../../../fixtures/api';
import { TEST_CAPTCHA_SCRIPT } from '../../../../fixtures/api/test-captcha';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { defaultContext } from '../../../../src/context/defaults';
import * as strings from '../../../../src/i18n/strings';
import { RequestError } from '../../../../src/request';
import { StoreContext } from '../../../../src/store/hooks';
import { createRuntimeStore, updateSlice, type RuntimeStore } from '../../../../src/store/store';
import { serveFakeApi } from '../../fixtures/serve-fake-api';

serveFakeApi();

const CONTACT_BLOCK = 'block-733d94d9d8dbb8092c16';
const NAME = 'text-b2b3f2b5-dbc1-4a23-bb68-4b0dee5e686c';

type ProviderWindow = Window & { grecaptcha?: { enterprise?: Partial<CaptchaApi> } };

/** A stand-in for the provider's API, as its script would define it. */
function installProvider() {
  const widgets: CaptchaRenderParams[] = [];
  const api = {
    render: vi.fn((container: HTMLElement, params: CaptchaRenderParams) => {
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.setAttribute('aria-label', "I'm not a robot");
      container.append(box);
      widgets.push(params);
      return widgets.length - 1;
    }),
    reset: vi.fn(),
    getResponse: vi.fn(() => ''),
    ready: (callback: () => void) => callback(),
  };
  (window as ProviderWindow).grecaptcha = { enterprise: api };
  return { api, widgets };
}

const captchaScripts = () => document.head.querySelectorAll('script[data-sr-captcha]');

/** The contact form; `reserved` as if its server markup kept the captcha's room. */
function contactModel(theme = 1, alignment = 1, reserved = true) {
  const model = readFormBlock(loadBlockFixture('form-contact-7.1', CONTACT_BLOCK));
  document.body.innerHTML = '';
  return { ...model, captcha: { theme, alignment, reserved } };
}

function storeFor({ restrictive = false, accepted = null as boolean | null } = {}): RuntimeStore {
  const context = defaultContext();
  context.website.captchaSiteKey = 'site-key';
  context.websiteSettings.cookieSettings.isRestrictiveCookiePolicyEnabled = restrictive;
  const store = createRuntimeStore(context);
  updateSlice(store, 'consent', { accepted });
  return store;
}

function fakeApi(save: FormApi['save'] = () => Promise.resolve()) {
  return { getKey: vi.fn(() => Promise.resolve('key-1')), save: vi.fn(save) };
}

function renderForms(
  store: RuntimeStore,
  api: FormApi,
  blockIds = ['block-a'],
  theme = 1,
  reserved = true,
) {
  const model = contactModel(theme, 2, reserved);
  const { container } = render(
    <StoreContext.Provider value={store}>
      {blockIds.map((id) => (
        <div key={id} data-testid={id}>
          <FormView model={model} blockId={id} signal={new AbortController().signal} api={api} />
        </div>
      ))}
    </StoreContext.Provider>,
  );
  return container;
}

/** Fills the three fields of the contact form validly. */
function fill(form: HTMLElement) {
  const view = within(form);
  fireEvent.focusIn(view.getByLabelText(/^Name/));
  fireEvent.change(view.getByLabelText(/^Name/), { target: { value: 'Ada' } });
  fireEvent.change(view.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
  fireEvent.change(view.getByLabelText(/^Message/), { target: { value: 'Hello' } });
}

async function submit(form: HTMLElement) {
  await act(async () => {
    fireEvent.submit(form.querySelector('form') as HTMLFormElement);
    await Promise.resolve();
  });
}

afterEach(() => {
  resetCaptchaLoader();
  delete (window as ProviderWindow).grecaptcha;
});

describe('the captcha script', () => {
  it("is the provider's unless the page's <head> names another on the provider's or its own origin", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const named = (content: string) => {
      document.head.innerHTML = `<meta name="sr-captcha-script" content="${content}">`;
      return captchaScriptUrl();
    };
    expect(captchaScriptUrl()).toBe(DEFAULT_CAPTCHA_SCRIPT);
    // The page's own origin (the demo's offline test captcha), resolved against the page's URL.
    expect(named(TEST_CAPTCHA_PATH)).toBe(`http://localhost:3000${TEST_CAPTCHA_PATH}`);
    // The provider's other host, https only.
    const mirror = 'https://www.recaptcha.net/recaptcha/enterprise.js?render=explicit';
    expect(named(mirror)).toBe(mirror);
    for (const refused of [
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      'https://other.example/x.js',
      '//other.example/x.js',
      'http://www.google.com/recaptcha/enterprise.js',
      'https://www.google.com.other.example/recaptcha/enterprise.js',
      'https://user@www.google.com/recaptcha/enterprise.js',
      // A JSONP endpoint on the provider's host would run whatever callback it is given.
      'https://www.google.com/complete/search?client=chrome&jsonp=alert(1)',
    ]) {
      expect(named(refused), refused).toBe(DEFAULT_CAPTCHA_SCRIPT);
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://other.example/x.js'));
  });

  it('is never chosen by content: a meta in the body counts for nothing (issue 17, row 2)', () => {
    document.body.innerHTML =
      '<div class="sqs-block-content"><meta name="sr-captcha-script" content="https://other.example/x.js">' +
      `<meta name="sr-captcha-script" content="${TEST_CAPTCHA_PATH}"></div>`;
    expect(captchaScriptUrl()).toBe(DEFAULT_CAPTCHA_SCRIPT);
    // Nor does a <base> in content move a relative address off the page's origin.
    document.body.innerHTML = '<base href="https://other.example/">';
    document.head.innerHTML = '<meta name="sr-captcha-script" content="/x.js">';
    expect(captchaScriptUrl()).toBe('http://localhost:3000/x.js');
  });

  it('is loaded once for every form and every call', async () => {
    installProvider();
    const [first, second] = await Promise.all([loadCaptchaApi(), loadCaptchaApi()]);
    expect(first).toBe(second);
    await loadCaptchaApi();
    expect(captchaScripts()).toHaveLength(1);
  });

  it('rejects saying ReCaptcha has not been set up when the script defines nothing, then retries', async () => {
    await expect(loadCaptchaApi()).rejects.toThrow(CAPTCHA_NOT_SET_UP);
    expect(captchaScripts()).toHaveLength(0);
    installProvider();
    await expect(loadCaptchaApi()).resolves.toBeDefined();
    expect(captchaScripts()).toHaveLength(1);
  });

  it('maps captchaTheme and captchaAlignment', () => {
    expect([1, 2, 0].map(captchaTheme)).toEqual(['light', 'dark', 'light']);
    expect([1, 2, 3, 9].map(captchaAlignment)).toEqual(['left', 'center', 'right', 'left']);
  });
});

describe('a form with a captcha', () => {
  it('fetches the script only once a visitor starts on a form, once for all forms', async () => {
    const { api } = installProvider();
    const container = renderForms(storeFor(), fakeApi(), ['block-a', 'block-b'], 2);
    expect(within(container).getAllByText(CAPTCHA_TEXT.waiting)).toHaveLength(2);
    expect(captchaScripts()).toHaveLength(0);

    await act(async () => {
      fireEvent.focusIn(within(container).getAllByLabelText(/^Name/)[0] as HTMLElement);
      await vi.waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
    });
    await act(async () => {
      fireEvent.pointerDown(within(container).getAllByLabelText(/^Email/)[1] as HTMLElement);
      await vi.waitFor(() => expect(api.render).toHaveBeenCalledTimes(2));
    });
    expect(captchaScripts()).toHaveLength(1);
    expect(api.render.mock.calls[0]?.[1]).toMatchObject({ sitekey: 'site-key', theme: 'dark' });
    expect(container.querySelector('.sr-form__captcha--center')).not.toBeNull();
  });

  it('takes no room before the visitor starts where the server kept none, then opens it', async () => {
    const { api } = installProvider();
    const container = renderForms(storeFor(), fakeApi(), ['block-a'], 1, false);
    expect(container.querySelector('.sr-form__captcha')).toBeNull();
    expect(within(container).queryByText(CAPTCHA_TEXT.waiting)).toBeNull();
    // A press on the submit button opens nothing: the button stays under the pointer.
    const button = within(container).getByRole('button', { name: 'Submit' });
    fireEvent.pointerDown(button);
    fireEvent.focus(button);
    expect(container.querySelector('.sr-form__captcha')).toBeNull();

    await act(async () => {
      fireEvent.pointerDown(within(container).getByLabelText(/^Name/));
      await vi.waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
    });
    expect(container.querySelector('.sr-form__captcha .captcha-container input')).not.toBeNull();
  });

  it('under a restrictive policy, asks for consent once the visitor starts where no room was kept', () => {
    installProvider();
    const container = renderForms(
      storeFor({ restrictive: true, accepted: false }),
      fakeApi(),
      ['block-a'],
      1,
      false,
    );
    expect(within(container).queryByText(CAPTCHA_TEXT.consent)).toBeNull();
    fireEvent.focusIn(within(container).getByLabelText(/^Name/));
    expect(within(container).getByText(CAPTCHA_TEXT.consent)).toBeTruthy();
  });

  it("injects the provider's script when content names another one (issue 17, row 2)", async () => {
    const { api } = installProvider();
    const container = renderForms(storeFor(), fakeApi());
    container.insertAdjacentHTML(
      'afterbegin',
      '<meta name="sr-captcha-script" content="https://other.example/x.js">',
    );
    await act(async () => {
      fireEvent.focusIn(within(container).getByLabelText(/^Name/));
      await vi.waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
    });
    expect(Array.from(captchaScripts(), (script) => script.getAttribute('src'))).toEqual([
      DEFAULT_CAPTCHA_SCRIPT,
    ]);
  });

  it('waits for consent under a restrictive policy, with a note and a way to give it', async () => {
    const { api } = installProvider();
    const store = storeFor({ restrictive: true, accepted: false });
    const container = renderForms(store, fakeApi());
    const view = within(container);
    expect(view.getByText(CAPTCHA_TEXT.consent)).toBeTruthy();
    expect(
      view
        .getByRole('button', { name: CAPTCHA_TEXT.preferences })
        .hasAttribute('data-cookie-preferences'),
    ).toBe(true);
    fill(container);
    await submit(container);
    expect(view.getByRole('alert').textContent).toBe(strings.form.captchaIncomplete);
    expect(captchaScripts()).toHaveLength(0);

    await act(async () => {
      updateSlice(store, 'consent', { accepted: true });
      await vi.waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
    });
    expect(captchaScripts()).toHaveLength(1);
    expect(view.queryByText(CAPTCHA_TEXT.consent)).toBeNull();
  });

  it('is not sent without a completed captcha: the spec message, announced and focused', async () => {
    installProvider();
    const api = fakeApi();
    const container = renderForms(storeFor(), api);
    fill(container);
    await submit(container);
    const alert = within(container).getByRole('alert');
    expect(alert.textContent).toBe('Complete CAPTCHA before submitting.');
    expect(document.activeElement).toBe(alert);
    expect(api.getKey).not.toHaveBeenCalled();
    expect(validateCaptcha(contactModel(), null)).toBe(strings.form.captchaIncomplete);
    expect(validateCaptcha(contactModel(), 'token')).toBeNull();
  });

  it('sends the token as captchaKey, and after a failure resets the captcha and disables its bound button', async () => {
    const { api: provider, widgets } = installProvider();
    const api = fakeApi();
    api.save.mockRejectedValueOnce(
      new RequestError({ kind: 'network', message: 'Unable to connect…', url: '/api/form' }),
    );
    const container = renderForms(storeFor(), api);
    await act(async () => {
      fill(container);
      await vi.waitFor(() => expect(widgets).toHaveLength(1));
    });
    act(() => widgets[0]?.callback('token-1'));
    await submit(container);
    await vi.waitFor(() =>
      expect(within(container).getByRole('alert').textContent).toBe(strings.form.unknownError),
    );
    expect(api.save.mock.calls[0]?.[0]).toMatchObject({ captchaKey: 'token-1', key: 'key-1' });
    expect(provider.reset).toHaveBeenCalledWith(0);
    expect((within(container).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ada');
    // The submit button bound to the widget is disabled until the captcha is completed again,
    // and stays in the tab order so the visitor can find out why.
    const button = within(container).getByRole('button', { name: 'Submit' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);

    // The reset token is gone: the visitor completes the captcha again.
    await submit(container);
    expect(within(container).getByRole('alert').textContent).toBe(strings.form.captchaIncomplete);
    expect(api.getKey).toHaveBeenCalledTimes(1);

    act(() => widgets[0]?.callback('token-2'));
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    await submit(container);
    await vi.waitFor(() => expect(api.save).toHaveBeenCalledTimes(2));
    expect(api.save.mock.calls[1]?.[0]).toMatchObject({ captchaKey: 'token-2' });
  });

  it('forgets an expired token', async () => {
    const { widgets } = installProvider();
    const api = fakeApi();
    const container = renderForms(storeFor(), api);
    await act(async () => {
      fill(container);
      await vi.waitFor(() => expect(widgets).toHaveLength(1));
    });
    act(() => widgets[0]?.callback('token-1'));
    act(() => widgets[0]?.['expired-callback']());
    await submit(container);
    expect(within(container).getByRole('alert').textContent).toBe(strings.form.captchaIncomplete);
    expect(api.getKey).not.toHaveBeenCalled();
  });
});

describe("the fake API's test captcha", () => {
  const save = async (captchaKey?: string) => {
    const { key } = (await (
      await fetch('/api/form/FormSubmissionKey', { method: 'POST' })
    ).json()) as { key: string };
    return fetch('/api/form/SaveFormSubmission', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key,
        formId: '69dab85b8f6fd04d770d7395',
        form: JSON.stringify({
          [NAME]: 'Ada',
          'email-yui_3_17_2_1_1694449577996_1161': 'ada@example.com',
          'textarea-f027727e-5723-4c39-8114-feecd22e7530': 'Hi',
        }),
        ...(captchaKey === undefined ? {} : { captchaKey }),
      }),
    });
  };

  it('SaveFormSubmission refuses a missing or wrong captchaKey for a form with a captcha', async () => {
    for (const captchaKey of [undefined, 'forged']) {
      const refused = await save(captchaKey);
      expect([refused.status, await refused.json()]).toEqual([400, { error: CAPTCHA_FAILURE }]);
    }
    const accepted = await save(`${TEST_CAPTCHA_TOKEN_PREFIX}abc`);
    expect(accepted.status).toBe(200);
  });

  it('serves a script that renders a checkbox, calls back with a token, resets and expires', async () => {
    const response = await fetch(TEST_CAPTCHA_PATH);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(await response.text()).toBe(TEST_CAPTCHA_SCRIPT);

    new Function(TEST_CAPTCHA_SCRIPT)();
    const api = (window as ProviderWindow).grecaptcha?.enterprise as CaptchaApi & {
      testExpire: (id: number) => void;
    };
    const host = document.createElement('div');
    document.body.append(host);
    const callback = vi.fn();
    const expired = vi.fn();
    const id = api.render(host, {
      sitekey: 'k',
      theme: 'dark',
      size: 'compact',
      callback,
      'expired-callback': expired,
      'error-callback': () => undefined,
    });
    const box = within(host).getByRole('checkbox', { name: "I'm not a robot" });
    expect(host.querySelector('.sr-test-captcha')?.getAttribute('data-theme')).toBe('dark');
    fireEvent.click(box);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    const token = String(callback.mock.calls[0]?.[0]);
    expect(token.startsWith(TEST_CAPTCHA_TOKEN_PREFIX)).toBe(true);
    expect(api.getResponse(id)).toBe(token);
    api.reset(id);
    expect(api.getResponse(id)).toBe('');
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    api.testExpire(id);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(() => api.render(host, { sitekey: '' } as CaptchaRenderParams)).toThrow(/sitekey/);
  });
});
