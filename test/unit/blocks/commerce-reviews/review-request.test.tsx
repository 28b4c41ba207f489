import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requests, setFault } from '../../../../fixtures/api';
import { REVIEW_TOKENS, SHIRT } from '../../../../fixtures/api/commerce-catalogue';
import { reviewRequestDefinition } from '../../../../blocks/commerce-reviews/definition';
import { readReviewToken, ReviewRequest } from '../../../../blocks/commerce-reviews/ReviewRequest';
import { REVIEW_CALLS } from '../../../../src/api/commerce-names';
import { ServerDom } from '../../../../src/runtime/server-dom';
import { serveFakeApi } from '../../fixtures/serve-fake-api';

serveFakeApi();

function renderRequest(token: string) {
  const root = document.createElement('div');
  document.body.appendChild(root);
  render(
    <ReviewRequest
      element={root}
      data={token}
      id="sqs-product-reviews-root"
      server={new ServerDom(root)}
      signal={new AbortController().signal}
      unusable={() => undefined}
      loadPack={() => Promise.reject(new Error('no packs'))}
    />,
    { container: root },
  );
}

const stars = (count: number) => screen.getByRole('radio', { name: `${count} of 5 stars` });

describe('product-reviews request page', () => {
  it('reads the token from the page URL, else from its root', () => {
    const root = document.createElement('div');
    root.setAttribute('data-review-token', 'from-root');
    expect(reviewRequestDefinition.readData?.(root)).toBe('from-root');
    expect(readReviewToken(root, 'data-review-token', 'token', '?token=from-link')).toBe(
      'from-link',
    );
    expect(readReviewToken(root, 'data-review-token', 'token', '?token=%20')).toBe('from-root');
  });

  it('asks for a star rating, then sends the review and thanks the visitor', async () => {
    renderRequest(REVIEW_TOKENS.open);
    expect(screen.getByText('Loading your review request…')).toBeTruthy();
    const submit = await screen.findByRole('button', { name: 'Submit review' });
    expect(screen.getByText(SHIRT.title)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Review'), { target: { value: 'Soft and cool.' } });
    fireEvent.click(submit);
    expect(screen.getByText('Please select a star rating.')).toBeTruthy();
    expect(document.activeElement).toBe(stars(1));
    expect(requests({ path: REVIEW_CALLS.reviews })).toEqual([]);

    fireEvent.click(stars(4));
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Ada' } });
    fireEvent.click(submit);
    await screen.findByText('Thank you for your review.');
    expect(requests({ path: REVIEW_CALLS.reviews })).toMatchObject([
      {
        body: {
          token: 'demo-open',
          productId: SHIRT.id,
          rating: 4,
          body: 'Soft and cool.',
          reviewerName: 'Ada',
        },
      },
    ]);
  });

  it('shows the expired and already-reviewed states as the spec words them', async () => {
    renderRequest(REVIEW_TOKENS.expired);
    await screen.findByText('Your review request has expired');
    document.body.innerHTML = '';
    renderRequest(REVIEW_TOKENS.reviewed);
    await screen.findByText('You have already reviewed this purchase.');
  });

  it('keeps every value on a failure, and says why', async () => {
    renderRequest(REVIEW_TOKENS.open);
    await screen.findByRole('button', { name: 'Submit review' });
    fireEvent.click(stars(5));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Great' } });
    setFault({ path: REVIEW_CALLS.reviews, fault: 500, times: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await screen.findByText(
      'Unable to submit your review. Internal server error. Please try again later.',
    );
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Great');
    expect((stars(5) as HTMLInputElement).checked).toBe(true);

    setFault({ path: REVIEW_CALLS.reviews, fault: 'network', times: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await screen.findByText('Unable to submit your review. Unable to connect. Please try again');
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await screen.findByText('Thank you for your review.');
  });

  it('offers Try again when the request cannot be read', async () => {
    setFault({ path: `${REVIEW_CALLS.requests}/*`, fault: 500, times: 1 });
    renderRequest(REVIEW_TOKENS.open);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit review' })).toBeTruthy());
  });
});
