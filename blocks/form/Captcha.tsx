import { useEffect, useImperativeHandle, useRef, useState, useSyncExternalStore } from 'react';
import type { Ref } from 'react';
import { createLogger } from '../../src/runtime/logger';
import { isTrackingAllowed } from '../../src/store/consent';
import { useRuntimeStore } from '../../src/store/hooks';
import {
  allowCaptchaForPage,
  CAPTCHA_NOT_SET_UP,
  CaptchaDestroyed,
  isCaptchaAllowedForPage,
  loadCaptchaFor,
  subscribeCaptchaAllowance,
  type CaptchaApi,
} from './captcha-loader';
import type { FormModel } from './model';
import * as dom from '../../src/lib/dom';

/** What the form does with its captcha: start over after a failed submission, show its error. */
export interface CaptchaHandle {
  /** Starts the captcha over; true when a widget was there to start over (it binds the button). */
  reset: () => boolean;
  focusError: () => void;
}

export interface CaptchaProps {
  settings: NonNullable<FormModel['captcha']>;
  /** The visitor has started on the form: only then is the provider's script fetched. */
  engaged: boolean;
  /** The spec's captcha message when a submission was tried without it; '' otherwise. */
  error: string;
  /** The error is the form's only message, so it is announced itself (role=alert). */
  announce: boolean;
  idBase: string;
  onToken: (token: string | null) => void;
  handle: Ref<CaptchaHandle>;
}

/** The spec: the compact widget when the container is narrower than 320 px (runtime.md §9). */
export const COMPACT_BELOW_PX = 320;

// The pack's own wording: the spec has no text for these states.
export const CAPTCHA_TEXT = {
  consent:
    'This form is protected by a CAPTCHA from a third-party service that may set cookies. It loads only with your consent.',
  preferences: 'Cookie preferences',
  loadOnce: 'Load the CAPTCHA',
  waiting: 'The CAPTCHA loads when you start filling in the form.',
  loading: 'Loading the CAPTCHA…',
  failed: 'The CAPTCHA could not be loaded.',
  retry: 'Try again',
};

/** captchaTheme 2 is the dark widget; anything else the light one. */
export function captchaTheme(theme: number): 'light' | 'dark' {
  return theme === 2 ? 'dark' : 'light';
}

/** captchaAlignment 2 centres the widget, 3 puts it on the right; anything else on the left. */
export function captchaAlignment(alignment: number): 'left' | 'center' | 'right' {
  if (alignment === 2) return 'center';
  if (alignment === 3) return 'right';
  return 'left';
}

type Status = 'waiting' | 'loading' | 'ready' | 'failed';

const log = createLogger('form');

/**
 * The captcha of a form: a note asking for consent while the cookie policy is restrictive and the
 * visitor has not accepted (with the way to accept, or to load it for this page view), else the
 * provider's widget, fetched once the visitor starts on the form. Its token goes to the form.
 */
export function Captcha(props: CaptchaProps) {
  const { settings, engaged, error, idBase, onToken, handle } = props;
  const siteKey = useRuntimeStore((state) => state.context.website.captchaSiteKey);
  const consented = useRuntimeStore(isTrackingAllowed);
  const allowedForPage = useSyncExternalStore(subscribeCaptchaAllowance, isCaptchaAllowedForPage);
  const allowed = consented || allowedForPage;
  // Each load (the first, then one per retry) is an attempt; its outcome says how it ended.
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ attempt: number; ready: boolean } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const widget = useRef<{ api: CaptchaApi; id: number } | null>(null);
  // Set when the visitor asks for the widget from the note: the note's buttons go away as it
  // loads, so focus moves on to the widget instead of getting lost.
  const focusWhenReady = useRef(false);
  // The latest callback, for the provider's callbacks made long after rendering.
  const tokenTo = useRef(onToken);
  useEffect(() => {
    tokenTo.current = onToken;
  }, [onToken]);

  useImperativeHandle(
    handle,
    () => ({
      reset() {
        const current = widget.current;
        tokenTo.current(null);
        if (!current) return false;
        try {
          current.api.reset(current.id);
        } catch (resetError) {
          log.warn('The captcha could not be reset', resetError);
        }
        return true;
      },
      focusError: () => errorRef.current?.focus(),
    }),
    [],
  );

  // A submission tried without the captcha (its message shows) also asks for it.
  const wanted = engaged || attempt > 0 || error !== '';
  const load = allowed && wanted;
  useEffect(() => {
    if (!load) return;
    let live = true;
    // The form may go away while the script loads: then there is nothing to render into, and the
    // load rejects saying so.
    loadCaptchaFor(() => slot.current)
      .then(({ api, host }) => {
        // Started over (a retry, a new site key) while the script loaded: the new attempt renders.
        if (!live) return;
        if (siteKey === '') throw new Error(CAPTCHA_NOT_SET_UP);
        const width = box.current?.clientWidth ?? 0;
        const target = dom.create('div');
        host.replaceChildren(target);
        try {
          const id = api.render(target, {
            sitekey: siteKey,
            theme: captchaTheme(settings.theme),
            size: width > 0 && width < COMPACT_BELOW_PX ? 'compact' : 'normal',
            callback: (token) => tokenTo.current(token),
            'expired-callback': () => tokenTo.current(null),
            'error-callback': () => tokenTo.current(null),
          });
          widget.current = { api, id };
          const active = dom.activeElement();
          if (
            focusWhenReady.current &&
            (!active || active === dom.body() || box.current?.contains(active))
          ) {
            target.querySelector<HTMLElement>('iframe, input, button, [tabindex]')?.focus();
          }
          focusWhenReady.current = false;
        } catch (renderError) {
          log.error('The captcha could not be rendered into its form', renderError);
          throw renderError;
        }
        setOutcome({ attempt, ready: true });
      })
      .catch((loadError: unknown) => {
        if (loadError instanceof CaptchaDestroyed) {
          log.debug(loadError.message);
          return;
        }
        if (!live) return;
        log.warn('The captcha is not available', loadError);
        setOutcome({ attempt, ready: false });
      });
    const host = slot.current;
    return () => {
      live = false;
      widget.current = null;
      host?.replaceChildren();
      tokenTo.current(null);
    };
  }, [load, attempt, siteKey, settings.theme]);

  // Where the server's form kept no room for the captcha, none is taken before the visitor starts
  // on the form: the form keeps the height the page was laid out with, and the room opens with
  // the visitor's first focus or tap (input, not a layout shift).
  if (!settings.reserved && !wanted) return null;

  let status: Status = 'waiting';
  if (load)
    status = outcome?.attempt === attempt ? (outcome.ready ? 'ready' : 'failed') : 'loading';
  const errorId = `${idBase}-captcha-error`;
  let note = null;
  if (!allowed) {
    note = (
      <div className="sr-form__captcha-note">
        <p>{CAPTCHA_TEXT.consent}</p>
        <p className="sr-form__captcha-actions">
          {/* The cookie banner opens for any element with this attribute. */}
          <button
            type="button"
            className="sr-form__captcha-button"
            data-cookie-preferences=""
            onClick={() => {
              focusWhenReady.current = true;
            }}
          >
            {CAPTCHA_TEXT.preferences}
          </button>
          <button
            type="button"
            className="sr-form__captcha-button"
            onClick={() => {
              focusWhenReady.current = true;
              allowCaptchaForPage();
              setAttempt((n) => n + 1);
            }}
          >
            {CAPTCHA_TEXT.loadOnce}
          </button>
        </p>
      </div>
    );
  } else if (status === 'failed') {
    note = (
      <p className="sr-form__captcha-note">
        {CAPTCHA_TEXT.failed}{' '}
        <button
          type="button"
          className="sr-form__captcha-button"
          onClick={() => {
            focusWhenReady.current = true;
            setAttempt((n) => n + 1);
          }}
        >
          {CAPTCHA_TEXT.retry}
        </button>
      </p>
    );
  } else if (status !== 'ready') {
    note = (
      <p className="sr-form__captcha-note sr-form__captcha-note--progress">
        {status === 'loading' ? CAPTCHA_TEXT.loading : CAPTCHA_TEXT.waiting}
      </p>
    );
  }

  return (
    <div
      className={`captcha-container-wrapper sr-form__captcha sr-form__captcha--${captchaAlignment(settings.alignment)}`}
      data-captcha-status={allowed ? status : 'consent'}
    >
      {error ? (
        <p
          className="field-error"
          id={errorId}
          ref={errorRef}
          role={props.announce ? 'alert' : undefined}
          tabIndex={-1}
        >
          {error}
        </p>
      ) : null}
      <div className="sr-form__captcha-box" ref={box}>
        <div className="sr-form__captcha-room">
          {/* The provider renders its widget here; React never touches what is inside. */}
          <div className="captcha-container" ref={slot} data-theme={captchaTheme(settings.theme)} />
          {note}
        </div>
      </div>
    </div>
  );
}
