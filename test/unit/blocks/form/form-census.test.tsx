import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormView } from '../../../../blocks/form/FormView';
import { readFormBlock } from '../../../../blocks/form/read-form';
import { requests } from '../../../../fixtures/api';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { defaultContext } from '../../../../src/context/defaults';
import { StoreContext } from '../../../../src/store/hooks';
import { createRuntimeStore, updateSlice, type RuntimeStore } from '../../../../src/store/store';
import { serveFakeApi } from '../../fixtures/serve-fake-api';

// Issue 17, row 6: POST /api/census/form-render is a tracking call. Under a restrictive cookie
// policy it waits for the visitor's consent, as every tracking feature does (isTrackingAllowed).

serveFakeApi();

const CENSUS = '/api/census/form-render';

function storeFor(restrictive: boolean, accepted: boolean | null): RuntimeStore {
  const context = defaultContext();
  context.websiteSettings.cookieSettings.isRestrictiveCookiePolicyEnabled = restrictive;
  const store = createRuntimeStore(context);
  updateSlice(store, 'consent', { accepted });
  return store;
}

/**
 * The real contact form (without its captcha) for each store, each under a formId of its own, in
 * tree order: React runs the first form's effects first, so its census would leave first.
 */
function renderForms(forms: Array<{ store: RuntimeStore; formId: string }>) {
  const model = {
    ...readFormBlock(loadBlockFixture('form-contact-7.1', 'block-733d94d9d8dbb8092c16')),
    captcha: null,
  };
  document.body.innerHTML = '';
  render(
    <>
      {forms.map(({ store, formId }) => (
        <StoreContext.Provider key={formId} value={store}>
          <FormView
            model={{ ...model, formId }}
            blockId={`block-${formId}`}
            signal={new AbortController().signal}
          />
        </StoreContext.Provider>
      ))}
    </>,
  );
}

/** The formIds the census was sent for, in order. */
const counted = () =>
  requests({ path: CENSUS }).map((request) => (request.body as { formId?: string }).formId);

describe('the form-render census (issue 17, row 6)', () => {
  it('waits for consent under a restrictive policy, then counts the form once', async () => {
    const waiting = storeFor(true, null);
    // A form on a permissive page, shown after it: once its census is in, the first's would be.
    renderForms([
      { store: waiting, formId: 'restrictive-no-choice' },
      { store: storeFor(false, null), formId: 'permissive' },
    ]);
    await vi.waitFor(() => expect(counted()).toContain('permissive'));
    expect(counted()).toEqual(['permissive']);

    await act(async () => {
      updateSlice(waiting, 'consent', { accepted: true });
      await vi.waitFor(() => expect(counted()).toContain('restrictive-no-choice'));
    });
    // The store changing again does not count the form twice.
    act(() => updateSlice(waiting, 'consent', { accepted: true, bannerOpen: true }));
    await vi.waitFor(() => expect(waiting.getState().consent.bannerOpen).toBe(true));
    expect(counted()).toEqual(['permissive', 'restrictive-no-choice']);
  });

  it('is never sent when the visitor declined', async () => {
    renderForms([
      { store: storeFor(true, false), formId: 'declined' },
      { store: storeFor(false, null), formId: 'permissive-too' },
    ]);
    await vi.waitFor(() => expect(counted()).toContain('permissive-too'));
    expect(counted()).toEqual(['permissive-too']);
  });
});
