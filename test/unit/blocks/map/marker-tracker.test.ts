// The map marker tracker (widgets.md section 5: "rejects with no payload or empty data").
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKER_CLICK_EVENT } from '../../../../blocks/map/assumed';
import { mapBlockDefinitions } from '../../../../blocks/map/definition';
import { MARKER_TRACKER_ERRORS, trackMarkerClick } from '../../../../blocks/map/marker-tracker';
import { resetMapsProvider } from '../../../../blocks/map/provider';
import { TEST_MAPS_PATH, TEST_MAPS_SCRIPT } from '../../../../fixtures/api/test-maps';
import { createRuntimeStore } from '../../../../src/store/store';
import { anyValue } from '../../properties/arbitraries';
import { attachBlock } from '../../support/attach-block';
import { branchCounter } from '../../support/branches';

const reason = async (call: Promise<unknown>) =>
  call.then(
    () => 'resolved',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );

afterEach(() => {
  resetMapsProvider();
  delete (window as { google?: unknown }).google;
  delete (window as unknown as { SiteRuntime?: unknown }).SiteRuntime;
  vi.restoreAllMocks();
});

describe('trackMarkerClick', () => {
  it('rejects with no payload, and with empty data; sends nothing either way', async () => {
    const send = vi.fn(() => Promise.resolve(true));
    expect(await reason(trackMarkerClick(undefined, send))).toBe('no payload');
    expect(await reason(trackMarkerClick(null, send))).toBe('no payload');
    expect(await reason(trackMarkerClick('marker', send))).toBe('no payload');
    expect(await reason(trackMarkerClick({}, send))).toBe('empty data');
    expect(MARKER_TRACKER_ERRORS).toEqual({ noPayload: 'no payload', emptyData: 'empty data' });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the marker’s fields as a widget event, and says whether they were taken', async () => {
    const send = vi.fn(() => Promise.resolve(true));
    await expect(trackMarkerClick({ markerLat: 1, markerLng: 2 }, send)).resolves.toBe(true);
    expect(send).toHaveBeenCalledWith(MARKER_CLICK_EVENT, { markerLat: 1, markerLng: 2 });
    // A page with no analytics: nothing to send with.
    await expect(trackMarkerClick({ markerLat: 1 }, null)).resolves.toBe(false);
  });

  it('rejects anything that is not an object of fields, and only that (property)', async () => {
    const branches = branchCounter(['no payload', 'empty data', 'sent']);
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyValue, fc.constant({})), async (payload) => {
        const send = vi.fn(() => Promise.resolve(true));
        const outcome = await reason(trackMarkerClick(payload, send));
        expect(['no payload', 'empty data', 'resolved']).toContain(outcome);
        branches.reached(outcome === 'resolved' ? 'sent' : (outcome as 'no payload'));
        expect(send).toHaveBeenCalledTimes(outcome === 'resolved' ? 1 : 0);
      }),
    );
    branches.expectEachReached(3);
  });
});

describe('the map block’s marker', () => {
  it('is tracked when clicked, with its position and title', async () => {
    document.body.innerHTML = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), '../../../../fixtures/blocks/map.html'),
      'utf8',
    );
    document.head.innerHTML = `<meta name="sr-maps-script" content="${TEST_MAPS_PATH}">`;
    const store = createRuntimeStore();
    const { context } = store.getState();
    store.setState({ context: { ...context, gmRenderKey: btoa('unit-test-maps-key') } });
    const trackWidgetEvent = vi.fn(() => Promise.resolve(true));
    (window as unknown as { SiteRuntime: unknown }).SiteRuntime = {
      store,
      analytics: { trackWidgetEvent },
    };
    new Function(TEST_MAPS_SCRIPT)();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const element = document.getElementById('block-359e3205ce0444997098') as HTMLElement;
    const [definition] = mapBlockDefinitions;
    if (!definition) throw new Error('no map definition');
    const { unmount } = attachBlock(definition, element);
    try {
      for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
      element.querySelector<HTMLButtonElement>('.sr-test-map-marker')?.click();
      expect(trackWidgetEvent).toHaveBeenCalledWith(MARKER_CLICK_EVENT, {
        markerLat: -34.4079569,
        markerLng: 150.877135,
        addressTitle: 'University of Wollongong',
      });
    } finally {
      unmount();
    }
  });
});
