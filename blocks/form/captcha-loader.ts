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
import { createLogger } from '../../src/runtime/logger';

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

const log = createLogger('form');

function isAllowedScript(url: URL, pageOrigin: string): boolean {
  if (url.username !== '' || url.password !== '') return false;
  if (url.origin === pageOrigin) return true;
  return PROVIDER_SCRIPT_FOLDERS.some((folder) => url.href.startsWith(folder));
}

/**
 * The script address: the `sr-captcha-script` meta of the page's <head> when it names the
 * provider's hosts or the page's own origin; the provider's default otherwise. Content sits in
 * the body, so a meta there is never read.
 */
export function captchaScriptUrl(doc: Document = document): string {
  const meta = doc.head?.querySelector<HTMLMetaElement>(
    `:scope > meta[name="${CAPTCHA_SCRIPT_META}"]`,
  );
  const configured = meta?.content.trim() ?? '';
  if (configured === '') return DEFAULT_CAPTCHA_SCRIPT;
  // Resolved against the page's address, not its base URL: content may hold a <base>.
  const page = new URL(doc.URL);
  let url: URL | null = null;
  try {
    url = new URL(configured, page);
  } catch {
    // Not a URL: refused below.
  }
  if (url && isAllowedScript(url, page.origin)) return url.href;
  log.warn(
    `<meta name="${CAPTCHA_SCRIPT_META}"> names ${configured.slice(0, 200)}, which is neither ` +
      "the captcha provider's nor this page's origin: the provider's script is used",
  );
  return DEFAULT_CAPTCHA_SCRIPT;
}

function providerApi(view: Window | null): CaptchaApi | null {
  const api = (view as { grecaptcha?: { enterprise?: Partial<CaptchaApi> } } | null)?.grecaptcha
    ?.enterprise;
  return api && typeof api.render === 'function' && typeof api.reset === 'function'
    ? (api as CaptchaApi)
    : null;
}

let pending: Promise<CaptchaApi> | null = null;

function inject(doc: Document): Promise<CaptchaApi> {
  return new Promise<CaptchaApi>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = captchaScriptUrl(doc);
    script.async = true;
    script.setAttribute('data-sr-captcha', '');
    let settled = false;
    const settle = (error: Error | null, api?: CaptchaApi) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (api) {
        resolve(api);
        return;
      }
      // Gone, so that a retry injects it afresh.
      script.remove();
      reject(error ?? new Error(CAPTCHA_NOT_SET_UP));
    };
    const timer = setTimeout(
      () => settle(new Error('The captcha script did not load in time')),
      CAPTCHA_LOAD_TIMEOUT_MS,
    );
    script.addEventListener(
      'load',
      () => {
        const api = providerApi(doc.defaultView);
        if (!api) settle(new Error(CAPTCHA_NOT_SET_UP));
        else if (api.ready) api.ready(() => settle(null, api));
        else settle(null, api);
      },
      { once: true },
    );
    script.addEventListener(
      'error',
      () => settle(new Error(`The captcha script could not be loaded from ${script.src}`)),
      { once: true },
    );
    doc.head.append(script);
  });
}

/** The provider's API, loading its script the first time (once per page; again after a failure). */
export function loadCaptchaApi(doc: Document = document): Promise<CaptchaApi> {
  pending ??= inject(doc).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
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
  pending = null;
  allowedForPage = false;
}
