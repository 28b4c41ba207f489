// Map demo: what a marker click sends. The map pack tracks a click on a marker as the widget event
// map-marker-click (blocks/map/marker-tracker.ts): a RecordEvent whose data holds the marker's
// markerLat and markerLng, and its addressTitle when the block names one, sent through
// SiteRuntime.analytics (nothing while tracking is not running). After a marker of the fake API's
// test maps is activated (a click, or Enter on it), this script reads what the fake platform
// received in this browser's session (GET /__control/inbox, as inbox.js does) and shows the
// event's data. Plain script (CSP-safe); text goes in with textContent only.
(() => {
  'use strict';

  const EVENT = 'map-marker-click';
  const RECORD_EVENT = '/api/events/RecordEvent';
  /** The marker button the fake API's test maps draw (fixtures/api/test-maps.ts). */
  const MARKER = '.sr-test-map-marker';
  const POLL_MS = 250;
  const GIVE_UP_MS = 5000;

  const output = document.getElementById('marker-event-output');
  const dataOutput = document.getElementById('marker-event-data');
  if (!output || !dataOutput) return;

  /** This browser's fake-API session (the sr-session cookie browser tests set); '' for none. */
  const session =
    document.cookie
      .split(';')
      .map((pair) => pair.trim())
      .find((pair) => pair.startsWith('sr-session='))
      ?.slice('sr-session='.length) ?? '';

  /** The map-marker-click events the fake platform received in this session, oldest first. */
  async function receivedEvents() {
    const response = await fetch(`/__control/inbox?session=${encodeURIComponent(session)}`, {
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`the fake API answered ${response.status}`);
    const requests = await response.json();
    return requests.filter(
      (request) =>
        request.method === 'POST' &&
        request.path === RECORD_EVENT &&
        request.body !== null &&
        typeof request.body === 'object' &&
        request.body.event === EVENT,
    );
  }

  /** The highest id of an event already shown (or sent before this page opened). */
  let lastId = 0;
  const baseline = receivedEvents().then(
    (events) => {
      lastId = events.reduce((highest, event) => Math.max(highest, event.id), 0);
    },
    () => undefined,
  );

  function describe(data) {
    const parts = [`markerLat ${data.markerLat}`, `markerLng ${data.markerLng}`];
    return data.addressTitle === undefined
      ? `${parts.join(', ')} (no addressTitle)`
      : `${parts.join(', ')}, addressTitle "${data.addressTitle}"`;
  }

  function show(event) {
    let data;
    try {
      data = JSON.parse(event.body.data);
    } catch {
      output.textContent = `Received ${EVENT}, but its data is not JSON.`;
      dataOutput.hidden = true;
      return;
    }
    output.textContent = `Received ${EVENT}: ${describe(data)}.`;
    dataOutput.textContent = JSON.stringify(data, null, 2);
    dataOutput.hidden = false;
  }

  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  let watching = 0;
  async function watchForEvent() {
    const run = (watching += 1);
    await baseline;
    const analytics = window.SiteRuntime?.analytics;
    if (analytics && !analytics.isTracking()) {
      output.textContent = `The maps page opened. No ${EVENT} is sent while tracking is not running: accept cookies first.`;
      dataOutput.hidden = true;
      return;
    }
    output.textContent = `Waiting for ${EVENT} to reach the platform…`;
    const giveUpAt = Date.now() + GIVE_UP_MS;
    while (run === watching && Date.now() < giveUpAt) {
      try {
        const fresh = (await receivedEvents()).filter((event) => event.id > lastId);
        const latest = fresh[fresh.length - 1];
        if (latest) {
          lastId = latest.id;
          show(latest);
          return;
        }
      } catch (error) {
        output.textContent = `Could not read the inbox: ${error instanceof Error ? error.message : String(error)}`;
        return;
      }
      await wait(POLL_MS);
    }
    if (run === watching) {
      output.textContent = `No ${EVENT} reached the platform within ${GIVE_UP_MS / 1000} s.`;
    }
  }

  // A click on the marker button (Enter on it is a click too), seen before the map's own handler.
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest(MARKER)) void watchForEvent();
    },
    { capture: true },
  );
})();
