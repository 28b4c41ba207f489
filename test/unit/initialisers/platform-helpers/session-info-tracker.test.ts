import { describe, expect, it } from 'vitest';
import { createSessionInfoTracker } from '../../../../initialisers/platform-helpers';
import { normaliseContext } from '../../../../src/context/read-context';
import { RETURNING_VISITOR_KEY } from '../../../../src/lib/session-info';
import { createRuntimeStore, updateSlice } from '../../../../src/store/store';
import { startInitialiser } from '../../support/start-initialiser';

function init(tracker: ReturnType<typeof createSessionInfoTracker>, store = createRuntimeStore()) {
  return startInitialiser(tracker.initialiser, { store }).log;
}

describe('session-info initialiser', () => {
  it('reads the session info once per page load, at boot, and keeps it across re-inits', () => {
    const tracker = createSessionInfoTracker();
    expect(tracker.sessionInfo()).toBeNull();
    init(tracker);
    const first = tracker.sessionInfo();
    expect(first).toMatchObject({ isFirstLanding: true, isFirstSession: true, landingPage: '/' });
    init(tracker);
    expect(tracker.sessionInfo()).toEqual(first);
  });

  it('a later page of the session is not the first landing', () => {
    init(createSessionInfoTracker());
    const nextPage = createSessionInfoTracker();
    init(nextPage);
    expect(nextPage.sessionInfo()).toMatchObject({ isFirstLanding: false, isFirstSession: true });
  });

  it('keeps no cross-session marker under a restrictive policy without consent', () => {
    const store = createRuntimeStore(
      normaliseContext({ cookieSettings: { isRestrictiveCookiePolicyEnabled: true } }, 'json'),
    );
    init(createSessionInfoTracker(), store);
    expect(localStorage.getItem(RETURNING_VISITOR_KEY)).toBeNull();

    sessionStorage.clear();
    updateSlice(store, 'consent', { accepted: true });
    init(createSessionInfoTracker(), store);
    expect(localStorage.getItem(RETURNING_VISITOR_KEY)).not.toBeNull();
  });

  it('without session storage: a warning and both flags false', () => {
    const tracker = createSessionInfoTracker({
      sessionStorage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const log = init(tracker);
    expect(tracker.sessionInfo()).toStrictEqual({ isFirstLanding: false, isFirstSession: false });
    expect(log.warn).toHaveBeenCalledWith(
      'Session storage unavailable: session info holds only the first-landing and first-session flags',
    );
  });
});
