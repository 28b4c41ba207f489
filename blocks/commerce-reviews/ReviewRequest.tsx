// The product-reviews request page (page type 209): the page a review request email links to. The
// spec says it loads its own bundle and names its states by their strings (widgets.md sections 4,
// 5 and 8): expired ("Your review request has expired"), already reviewed ("You have already
// reviewed this purchase.") and submitted, and the form's "Please select a star rating.". Its
// calls, their fields and the other words are ours (src/api/commerce-names.ts, ./strings).
//
// The form: the product (a choice when the purchase had several), a rating of 1 to 5 stars (a
// radio group), a title, the review and the reviewer's name. A failure keeps every value typed.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fetchReviewRequest, submitReview } from '../../src/api/commerce';
import { REVIEW_REQUEST_STATUS } from '../../src/api/commerce-names';
import { failureWhy } from '../../src/commerce/failure-why';
import { commerceStrings as s } from '../../src/commerce/strings';
import { formatMessage } from '../../src/i18n/strings';
import { asArray, asRecord, asString } from '../../src/lib/coerce';
import { isRequestError } from '../../src/request';
import type { BlockProps } from '../../src/runtime/types';

export interface ReviewProduct {
  id: string;
  name: string;
  imageUrl: string;
}

type View =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'expired' }
  | { kind: 'reviewed' }
  | { kind: 'submitted' }
  | { kind: 'open'; products: ReviewProduct[] };

/** What the request answer says: its state and the products to review. */
export function readReviewRequest(answer: unknown): View {
  const raw = asRecord(answer);
  const status = asString(raw.status);
  if (status === REVIEW_REQUEST_STATUS.expired) return { kind: 'expired' };
  if (status === REVIEW_REQUEST_STATUS.reviewed) return { kind: 'reviewed' };
  const products = asArray(raw.products).flatMap((entry) => {
    const product = asRecord(entry);
    const id = asString(product.id);
    return id
      ? [{ id, name: asString(product.name, id), imageUrl: asString(product.imageUrl) }]
      : [];
  });
  return status === REVIEW_REQUEST_STATUS.open && products.length > 0
    ? { kind: 'open', products }
    : { kind: 'failed' };
}

const STARS = [1, 2, 3, 4, 5] as const;

function ReviewForm({
  token,
  products,
  onDone,
}: {
  token: string;
  products: ReviewProduct[];
  onDone: (view: View) => void;
}) {
  const id = useId();
  const [productId, setProductId] = useState(products[0]?.id ?? '');
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [name, setName] = useState('');
  const [ratingError, setRatingError] = useState('');
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const firstStar = useRef<HTMLInputElement>(null);
  const product = products.find((candidate) => candidate.id === productId) ?? products[0];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (rating < 1) {
      setRatingError(s.selectRating);
      firstStar.current?.focus();
      return;
    }
    setRatingError('');
    setFormError('');
    setSubmitting(true);
    try {
      await submitReview({ token, productId, rating, title, body, reviewerName: name });
      onDone({ kind: 'submitted' });
    } catch (error) {
      setSubmitting(false);
      if (isRequestError(error) && error.status === 410) return onDone({ kind: 'expired' });
      if (isRequestError(error) && error.status === 409) return onDone({ kind: 'reviewed' });
      if (isRequestError(error) && error.fieldErrors.rating) {
        setRatingError(error.fieldErrors.rating);
        firstStar.current?.focus();
        return;
      }
      setFormError(`${s.unableToSubmitReview} ${failureWhy(error).why}`);
    }
  };

  return (
    <form
      className="sr-review__form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={submitting}
    >
      {products.length > 1 ? (
        <p className="sr-review__field">
          <label htmlFor={`${id}-product`}>{s.reviewProduct}</label>
          <select
            id={`${id}-product`}
            value={productId}
            onChange={(event) => setProductId(event.target.value)}
          >
            {products.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {product ? (
        <div className="sr-review__product">
          {product.imageUrl ? <img src={product.imageUrl} alt="" width={96} height={96} /> : null}
          <p className="sr-review__product-name">{product.name}</p>
        </div>
      ) : null}
      <fieldset
        className="sr-review__rating"
        aria-invalid={ratingError ? true : undefined}
        aria-describedby={ratingError ? `${id}-rating-error` : undefined}
      >
        <legend>{s.reviewRating}</legend>
        {STARS.map((stars) => (
          <label key={stars} className="sr-review__star">
            <input
              ref={stars === 1 ? firstStar : undefined}
              type="radio"
              name={`${id}-rating`}
              value={stars}
              checked={rating === stars}
              onChange={() => {
                setRating(stars);
                setRatingError('');
              }}
            />
            <span aria-hidden="true">{'★'.repeat(stars)}</span>
            <span className="sr-review__star-label">
              {formatMessage(s.reviewStars, { count: stars })}
            </span>
          </label>
        ))}
        <p id={`${id}-rating-error`} className="sr-review__error" role="alert">
          {ratingError}
        </p>
      </fieldset>
      <p className="sr-review__field">
        <label htmlFor={`${id}-title`}>{s.reviewHeadline}</label>
        <input
          id={`${id}-title`}
          type="text"
          maxLength={200}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </p>
      <p className="sr-review__field">
        <label htmlFor={`${id}-body`}>{s.reviewBody}</label>
        <textarea
          id={`${id}-body`}
          rows={5}
          maxLength={5000}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </p>
      <p className="sr-review__field">
        <label htmlFor={`${id}-name`}>{s.reviewName}</label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="name"
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </p>
      <p className="sr-review__error" role="alert">
        {formError}
      </p>
      <button
        type="submit"
        className="sr-review__submit"
        aria-disabled={submitting ? true : undefined}
      >
        {submitting ? s.reviewSubmitting : s.reviewSubmit}
      </button>
    </form>
  );
}

export function ReviewRequest({ data: token }: BlockProps<string>) {
  const [view, setView] = useState<View>(token ? { kind: 'loading' } : { kind: 'failed' });
  const headingId = useId();
  const status = useRef<HTMLDivElement>(null);

  const load = useCallback(
    () =>
      fetchReviewRequest(token).then(
        (answer) => setView(readReviewRequest(answer)),
        (error: unknown) =>
          setView(
            isRequestError(error) && error.status === 410
              ? { kind: 'expired' }
              : { kind: 'failed' },
          ),
      ),
    [token],
  );
  useEffect(() => {
    if (token) void load();
  }, [token, load]);
  // A state that replaces the form (submitted, expired, reviewed) takes the focus, so it is read
  // at once; a page that opens in a state leaves the focus where the browser put it.
  const previous = useRef(view.kind);
  useEffect(() => {
    if (previous.current === 'open' && view.kind !== 'open') status.current?.focus();
    previous.current = view.kind;
  }, [view.kind]);

  let content;
  switch (view.kind) {
    case 'loading':
      content = <p>{s.reviewLoading}</p>;
      break;
    case 'expired':
      content = <p>{s.reviewExpired}</p>;
      break;
    case 'reviewed':
      content = <p>{s.alreadyReviewed}</p>;
      break;
    case 'submitted':
      content = <p>{s.reviewThanks}</p>;
      break;
    case 'open':
      content = <ReviewForm token={token} products={view.products} onDone={setView} />;
      break;
    default:
      content = token ? (
        <>
          <p>{s.unableToLoad}</p>
          <button
            type="button"
            className="sr-review__submit"
            onClick={() => {
              setView({ kind: 'loading' });
              void load();
            }}
          >
            {s.tryAgain}
          </button>
        </>
      ) : (
        <p>{s.reviewNoToken}</p>
      );
  }

  return (
    <section className="sr-review" aria-labelledby={headingId}>
      <h2 id={headingId}>{s.reviewTitle}</h2>
      <div ref={status} tabIndex={-1} className={`sr-review__state sr-review__state--${view.kind}`}>
        {content}
      </div>
    </section>
  );
}

/** The request token: the URL's (the link of the review request email), else the root's. */
export function readReviewToken(
  element: HTMLElement,
  tokenAttribute: string,
  param: string,
  search = window.location.search,
): string {
  const linked = new URLSearchParams(search).get(param)?.trim();
  return linked || element.getAttribute(tokenAttribute)?.trim() || '';
}
