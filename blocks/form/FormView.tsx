import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import * as strings from '../../src/i18n/strings';
import { domIdPrefix } from '../../src/lib/dom-id';
import { safeHref } from '../../src/lib/links';
import { sanitiseHtml } from '../../src/lib/sanitise-html';
import { ownValue } from '../../src/lib/own-keys';
import { windowNavigation, type PageNavigation } from '../../src/lib/navigation';
import { isTrackingAllowed } from '../../src/store/consent';
import { useRuntimeStore, useRuntimeStoreApi } from '../../src/store/hooks';
import { Captcha, type CaptchaHandle } from './Captcha';
import { initialValues, type FieldValue, type FormValues } from './field-values';
import { FieldView } from './FieldView';
import { recordFormShown } from './form-census';
import type { FormModel } from './model';
import { FORM_BLOCK_SKIN, type FormSkin } from './skin';
import { submissionPageFields } from './page-fields';
import { clearValues, restoreValues, storageKey } from './stored-values';
import { platformFormApi, submitForm, type FormApi } from './submit-form';
import { SubmissionSummary } from './SubmissionSummary';
import { unreadableFields } from './unreadable-fields';
import { useStoredValuesWriter } from './use-stored-values-writer';
import { validateCaptcha, validateForm, type FieldErrors } from './validate';
import { announceFormSubmitted } from '../../src/lib/form-submitted-event';

type Phase = 'idle' | 'submitting' | 'done';

/** The submit button's text, inside the spans the skin's markup puts in the button. */
function ButtonText({ skin, text }: { skin: FormSkin; text: string }) {
  if (skin.buttonSpans.length === 0) return <>{text}</>;
  return (
    <>
      {skin.buttonSpans.map(({ className, label }, index) => (
        <span key={index} className={className}>
          {label ? text : null}
        </span>
      ))}
    </>
  );
}

export interface FormViewProps {
  model: FormModel;
  blockId: string;
  signal: AbortSignal;
  /** The platform's own class names for the form element (`newsletter-form`, say). */
  formClassName?: string;
  /** The class names of the parts inside it; the form block's by default. */
  skin?: FormSkin;
  /** Server nodes shown before the fields (the newsletter header, say). */
  header?: ReactNode;
  footer?: ReactNode;
  /** What shows after a successful submission when the form has no success html of its own. */
  success?: ReactNode;
  onSuccess?: () => void;
  api?: FormApi;
  navigation?: PageNavigation;
}

/**
 * A form of any platform markup: its fields, validation, and the submission flow idle →
 * submitting (locked, "Submitting…", a second submit ignored) → success (success html, or the
 * redirect) or failure (the spec's message, every value intact, focus on what to fix).
 */
export function FormView(props: FormViewProps) {
  const { model, blockId, signal } = props;
  const skin = props.skin ?? FORM_BLOCK_SKIN;
  const store = useRuntimeStoreApi();
  const idBase = `sr-form-${domIdPrefix(blockId)}`;
  const key = storageKey(model, blockId);
  const [values, setValues] = useState<FormValues>(() =>
    restoreValues(key, model, initialValues(model, new URLSearchParams(window.location.search))),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  // Set after a failed attempt: once the form is unlocked, focus goes to what to fix.
  const [focusRequest, setFocusRequest] = useState<{
    errors: FieldErrors;
    captcha: boolean;
  } | null>(null);
  // The captcha's token (null until it is completed, and again after it expires or is reset),
  // its message, and whether the visitor has started on the form (the captcha loads only then).
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState('');
  // After a failed submission the captcha starts over, and the submit button bound to its widget
  // is disabled until the visitor completes it again (runtime.md section 4).
  const [awaitingCaptcha, setAwaitingCaptcha] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  // The visitor starts on the form in a field, not on its submit button: a captcha room that
  // opened under a press on the button would move it away before the click lands.
  const engage = useCallback((event: SyntheticEvent) => {
    if (event.target instanceof Element && event.target.closest('[type="submit"]')) return;
    setEngaged(true);
  }, []);
  // A synchronous guard: a second submit in the same task sees it before React re-renders.
  const submitting = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  // Rich text from the block JSON or the form context: only the allow-list's text and links.
  const successHtml = useMemo(() => sanitiseHtml(model.successHtml), [model.successHtml]);
  const disclaimerHtml = useMemo(() => sanitiseHtml(model.disclaimerHtml), [model.disclaimerHtml]);

  // A tracking call: under a restrictive cookie policy it waits for the visitor's consent.
  const trackingAllowed = useRuntimeStore(isTrackingAllowed);
  useEffect(() => {
    if (trackingAllowed) recordFormShown(model.formId, blockId);
  }, [trackingAllowed, model.formId, blockId]);
  useEffect(() => {
    if (phase === 'done') successRef.current?.focus();
  }, [phase]);

  useEffect(() => {
    if (!focusRequest) return;
    const first = model.fields.find((field) => ownValue(focusRequest.errors, field.id));
    const item = first
      ? formRef.current?.querySelector(`[data-field-id="${CSS.escape(first.id)}"]`)
      : null;
    const control = item?.querySelector<HTMLElement>('input, select, textarea');
    if (control) control.focus();
    else if (focusRequest.captcha) captcha.current?.focusError();
    else messageRef.current?.focus();
  }, [focusRequest, model.fields]);

  const storeValues = useStoredValuesWriter(key, model);
  const change = (fieldId: string, value: FieldValue) => {
    setValues((previous) => {
      const next = { ...previous, [fieldId]: value };
      storeValues(next);
      return next;
    });
  };

  const onCaptchaToken = useCallback((token: string | null) => {
    setCaptchaToken(token);
    if (token) {
      setCaptchaError('');
      setAwaitingCaptcha(false);
    }
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    const fieldErrors = validateForm(model, values);
    const captchaMessage = validateCaptcha(model, captchaToken);
    const invalidFields = Object.keys(fieldErrors).length > 0;
    if (invalidFields || captchaMessage) {
      setErrors(fieldErrors);
      // The captcha's own message speaks for it; the whole-form one is about the fields.
      setMessage(invalidFields ? strings.form.invalid : '');
      setCaptchaError(captchaMessage ?? '');
      setFocusRequest({ errors: fieldErrors, captcha: captchaMessage !== null });
      return;
    }
    // Values that cannot be sent as their fields say are never sent: the visitor checks them.
    const unreadable = unreadableFields(model, values);
    if (Object.keys(unreadable).length > 0) {
      setErrors(unreadable);
      setMessage(strings.form.unparsable);
      setFocusRequest({ errors: unreadable, captcha: false });
      return;
    }
    submitting.current = true;
    setErrors({});
    setMessage('');
    setCaptchaError('');
    setPhase('submitting');
    const outcome = await submitForm(
      model,
      values,
      {
        pageFields: submissionPageFields(store.getState().context),
        signal,
        ...(model.captcha && captchaToken ? { captchaKey: captchaToken } : {}),
      },
      props.api ?? platformFormApi,
    );
    submitting.current = false;
    if (signal.aborted) return;
    if (outcome.ok) {
      storeValues.cancel();
      clearValues(key);
      if (formRef.current) announceFormSubmitted(formRef.current, { formId: model.formId });
      props.onSuccess?.();
      const redirect = model.successRedirect ? safeHref(model.successRedirect) : null;
      if (redirect) {
        (props.navigation ?? windowNavigation).assign(redirect);
        return;
      }
      setPhase('done');
      return;
    }
    // A token is good for one attempt: the visitor completes the captcha again, and the submit
    // button bound to the widget waits for it.
    setAwaitingCaptcha(captcha.current?.reset() ?? false);
    setErrors(outcome.fieldErrors);
    setMessage(outcome.message);
    setPhase('idle');
    setFocusRequest({ errors: outcome.fieldErrors, captcha: false });
  };

  if (phase === 'done') {
    return (
      <div
        className="form-submission-text sr-form__success"
        ref={successRef}
        tabIndex={-1}
        role="status"
      >
        {successHtml ? (
          // The success message, sanitised above.
          <div dangerouslySetInnerHTML={{ __html: successHtml }} />
        ) : (
          // Without a message of its own, the form shows what it sent.
          (props.success ?? <SubmissionSummary model={model} values={values} />)
        )}
      </div>
    );
  }

  const locked = phase === 'submitting';
  const hasFieldErrors = Object.keys(errors).length > 0;
  const serverFieldErrors = hasFieldErrors && message === strings.form.problemAbove;
  const messageId = `${idBase}-message`;
  const buttonText = locked ? strings.form.submitting : model.submitButtonText;
  const body = (
    <>
      <div className={skin.fields}>
        {model.fields.map((field, index) => (
          <FieldView
            key={field.id}
            field={field}
            model={model}
            value={ownValue(values, field.id)}
            error={ownValue(errors, field.id)}
            idBase={`${idBase}-${index}`}
            onChange={(value) => change(field.id, value)}
            skin={skin}
          />
        ))}
      </div>
      {disclaimerHtml ? (
        <div
          className="sqs-form-disclaimer"
          // The disclaimer, sanitised above.
          dangerouslySetInnerHTML={{ __html: disclaimerHtml }}
        />
      ) : null}
      {model.captcha ? (
        <Captcha
          settings={model.captcha}
          engaged={engaged}
          error={captchaError}
          announce={message === ''}
          idBase={idBase}
          onToken={onCaptchaToken}
          handle={captcha}
        />
      ) : null}
      <div className={skin.buttonWrapper}>
        <button
          className={skin.button}
          type="submit"
          // Disabled for assistive technology and styling, yet still focusable and still
          // submitting: a submit with the captcha left to do says so (Complete CAPTCHA…).
          aria-disabled={awaitingCaptcha || undefined}
          data-sr-awaiting-captcha={awaitingCaptcha || undefined}
        >
          <ButtonText skin={skin} text={buttonText} />
        </button>
      </div>
    </>
  );
  return (
    <form
      ref={formRef}
      className={props.formClassName ?? 'sr-form__form'}
      noValidate
      aria-busy={locked || undefined}
      aria-describedby={message ? messageId : undefined}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={engaged ? undefined : engage}
      onPointerDown={engaged ? undefined : engage}
    >
      {props.header}
      {message ? (
        <p
          className="form-error sr-form__message"
          id={messageId}
          ref={messageRef}
          role="alert"
          tabIndex={-1}
        >
          {message}
        </p>
      ) : null}
      <fieldset className="sr-form__fields" disabled={locked}>
        {skin.body ? <div className={skin.body}>{body}</div> : body}
      </fieldset>
      {serverFieldErrors ? (
        <p className="form-error sr-form__message">{strings.form.problemBelow}</p>
      ) : null}
      {props.footer}
    </form>
  );
}
