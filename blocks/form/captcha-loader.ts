// The captcha provider's script (spec runtime.md §7, widgets.md §7: "a captcha script using the
// site's captcha siteKey", from a third-party host): injected once per page, only when a form that
// has a captcha asks for it, and shared by every such form. Whether it may load at all (consent)
// is the form's decision (./Captcha.tsx).
//
// The script runs with the page's cookies (the crumb among them), so content can never choose it.
// It is the provider's unless the template's <head> names another one in
// `<meta name="sr-captcha-script" content="…">`, and then only on the provider's hosts (https) or
// on the page's own origin, which the page already trusts with its scripts (the demo and the tests
// point it at the fake API's test captcha, so nothing reaches the network).
import { pageSettingUrl } from '../../src/lib/page-setting';
import { injectScript, scriptOnce } from '../../src/lib/script-loader';

/** The provider's explicit-render API, as far as the forms use it. */
export interface CaptchaApi {
  render: (container: HTMLElement, params: CaptchaRenderParams) => number;
  reset: (widgetId?: number) => void;
  getResponse: (widgetId?: number) => string;
  ready?: (callback: () => void) => void;
}

export interface CaptchaRenderParams {
  sitekey: string;
  theme: 'light' | 'dark';
  size: 'normal' | 'compact';
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

export const CAPTCHA_SCRIPT_META = 'sr-captcha-script';
export const DEFAULT_CAPTCHA_SCRIPT =
  'https://www.google.com/recaptcha/enterprise.js?render=explicit';
/** The spec's wording when the provider is not there (runtime.md §8). */
export const CAPTCHA_NOT_SET_UP = 'ReCaptcha has not been set up.';
/**
 * runtime.md §8 and widgets.md §8: "If the document was destroyed, it rejects saying so." The
 * spec gives no words: ours, for a form taken off the page while the script was on its way.
 */
export const CAPTCHA_DESTROYED =
  'The form was removed from the page before its CAPTCHA could be shown.';

/** The rejection of a captcha whose form is gone (not a failure: nothing to show, nothing to retry). */
export class CaptchaDestroyed extends Error {
  constructor() {
    super(CAPTCHA_DESTROYED);
    this.name = 'CaptchaDestroyed';
  }
}

/** A script that neither loads nor fails in this long counts as failed (the form offers a retry). */
export const CAPTCHA_LOAD_TIMEOUT_MS = 30_000;

/**
 * Where the provider serves its script (its second host serves regions that block the first).
 * Only its captcha folder: other paths of these hosts answer JSONP, which would run any callback.
 */
const PROVIDER_SCRIPT_FOLDERS: readonly string[] = [
  'https://www.google.com/recaptcha/',
  'https://www.recaptcha.net/recaptcha/',
];

/**
 * The script address: the `sr-captcha-script` meta of the page's <head> when it names the
 * provider's hosts or the page's own origin; the provider's default otherwise. Content sits in
 * the body, so a meta there is never read.
 */
export function captchaScriptUrl(doc: Document = document): string {
  return pageSettingUrl(CAPTCHA_SCRIPT_META, DEFAULT_CAPTCHA_SCRIPT, {
    doc,
    allowed: PROVIDER_SCRIPT_FOLDERS,
  });
}

function providerApi(view: Window | null): CaptchaApi | null {
  const api = (view as { grecaptcha?: { enterprise?: Partial<CaptchaApi> } } | null)?.grecaptcha
    ?.enterprise;
  return api && typeof api.render === 'function' && typeof api.reset === 'function'
    ? (api as CaptchaApi)
    : null;
}

let loadDocument: Document = document;

const captchaScript = scriptOnce(() =>
  injectScript<CaptchaApi>({
    doc: loadDocument,
    src: captchaScriptUrl(loadDocument),
    timeoutMs: CAPTCHA_LOAD_TIMEOUT_MS,
    marker: 'data-sr-captcha',
    notReady: CAPTCHA_NOT_SET_UP,
    ready: () => {
      const api = providerApi(loadDocument.defaultView);
      if (!api?.ready) return api;
      const ready = api.ready;
      return new Promise<CaptchaApi>((resolve) => ready(() => resolve(api)));
    },
  }),
);

/** The provider's API, loading its script the first time (once per page; again after a failure). */
export function loadCaptchaApi(doc: Document = document): Promise<CaptchaApi> {
  loadDocument = doc;
  return captchaScript.load();
}

/**
 * The provider's API and the element to render into, once the script is there. `host` is asked
 * then, not before: it gives null, or an element no longer in its document, when the form went
 * away while the script loaded, and the promise rejects with CaptchaDestroyed.
 */
export async function loadCaptchaFor(
  host: () => HTMLElement | null,
  doc: Document = document,
): Promise<{ api: CaptchaApi; host: HTMLElement }> {
  const api = await loadCaptchaApi(doc);
  const node = host();
  if (!node?.isConnected) throw new CaptchaDestroyed();
  return { api, host: node };
}

// The visitor's "load it anyway" under a restrictive policy holds for every form of this page view.
let allowedForPage = false;
const listeners = new Set<() => void>();

export function allowCaptchaForPage(): void {
  if (allowedForPage) return;
  allowedForPage = true;
  for (const listener of listeners) listener();
}

export function isCaptchaAllowedForPage(): boolean {
  return allowedForPage;
}

export function subscribeCaptchaAllowance(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only: forget the loaded script and the page-wide allowance. */
export function resetCaptchaLoader(): void {
  captchaScript.reset();
  allowedForPage = false;
}
