import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminBroadcastInitialiser,
  hasAdminAccess,
} from '../../../../initialisers/admin-broadcast';
import { readAdminEvent } from '../../../../initialisers/admin-broadcast/admin-event';
import {
  ADMIN_BROADCAST_EVENT,
  ADMIN_BROADCAST_PACK,
  ADMIN_CHANNEL,
  ADMIN_EVENT,
} from '../../../../initialisers/admin-broadcast/constants';
import { adminBroadcastPack } from '../../../../initialisers/admin-broadcast/pack-exports';
import { normaliseContext } from '../../../../src/context/read-context';
import { anyValue, expectPrototypesUntouched, objectKey } from '../../properties/arbitraries';
import { branchCounter } from '../../support/branches';
import { failingLoadPack } from '../../support/pack-exports';
import { startInitialiser, stopStartedInitialisers } from '../../support/start-initialiser';

// runtime.md section 6: "Accounts with the ADMIN access permission broadcast admin events to
// other tabs." An owner's saved page carries websiteRoles {"1": true} and 1 among its
// accessPermissions (fixtures/real-pages/commerce/7.1__physical-no-options-owner-view.html).

const ADMIN = { authenticatedAccount: { id: 'owner-1' }, accessPermissions: [1217, 0, 1, 11] };
const EDITOR = { authenticatedAccount: { id: 'editor-1' }, accessPermissions: [1217, 11, 12] };
/** A visitor's page never lists permissions; were it to, there is no account to hold them. */
const VISITOR = { authenticatedAccount: null, accessPermissions: [1] };

/** loadPack that gives the relay's own pack module and remembers what was asked for. */
function packs() {
  const requested: string[] = [];
  return {
    requested,
    loadPack: <Exports>(name: string): Promise<Exports> => {
      requested.push(name);
      return name === ADMIN_BROADCAST_PACK
        ? Promise.resolve(adminBroadcastPack as Exports)
        : Promise.reject(new Error(`No pack named "${name}"`));
    },
  };
}

function start(account: Record<string, unknown>, loadPack = packs().loadPack) {
  const context = normaliseContext({ website: { id: 'site-1' }, ...account }, 'json');
  return startInitialiser(adminBroadcastInitialiser, { context, loadPack });
}

/** Another tab of the same site: its own channel on the same name. */
const channels: BroadcastChannel[] = [];
function otherTab() {
  const channel = new BroadcastChannel(ADMIN_CHANNEL);
  channels.push(channel);
  const received: unknown[] = [];
  channel.onmessage = (event: MessageEvent<unknown>) => received.push(event.data);
  return { channel, received };
}

/** Every ADMIN_EVENT this tab's document gets. */
function eventsHere() {
  const details: unknown[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent<unknown>).detail);
  document.addEventListener(ADMIN_EVENT, listener);
  return details;
}

const raise = (detail: unknown) =>
  document.dispatchEvent(new CustomEvent(ADMIN_BROADCAST_EVENT, { detail }));
/** Lets the pack load and a posted message cross the channel. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  stopStartedInitialisers();
  channels.splice(0).forEach((channel) => channel.close());
});

describe('admin broadcast: who broadcasts', () => {
  it('is for a logged-in account whose access permissions hold ADMIN (1)', () => {
    const context = (account: Record<string, unknown>) => normaliseContext(account, 'json');
    expect(hasAdminAccess(context(ADMIN))).toBe(true);
    expect(hasAdminAccess(context(EDITOR))).toBe(false);
    expect(hasAdminAccess(context(VISITOR))).toBe(false);
    // Read as the context reader reads it: '1' is not the number 1.
    expect(hasAdminAccess(context({ ...ADMIN, accessPermissions: ['1'] }))).toBe(false);
  });

  it('fetches the relay pack for an ADMIN account only', async () => {
    for (const [account, expected] of [
      [ADMIN, [ADMIN_BROADCAST_PACK]],
      [EDITOR, []],
      [VISITOR, []],
    ] as const) {
      const loader = packs();
      start(account, loader.loadPack);
      await settle();
      expect(loader.requested).toEqual(expected);
    }
  });

  it('logs a pack that failed to load, and carries on', async () => {
    const run = start(ADMIN, failingLoadPack);
    await settle();
    expect(run.log.error).toHaveBeenCalledWith(
      'The admin broadcast could not be loaded: admin events stay in this tab',
      expect.any(Error),
    );
  });
});

describe('admin broadcast: other tabs', () => {
  it('sends an admin event raised here to the other tabs, once, as { type, data }', async () => {
    const tab = otherTab();
    start(ADMIN);
    await settle();
    raise({ type: 'collection-updated', data: { id: '65c1bfb1d5460176190be7cb', items: [1, 2] } });
    await expect
      .poll(() => tab.received)
      .toEqual([
        { type: 'collection-updated', data: { id: '65c1bfb1d5460176190be7cb', items: [1, 2] } },
      ]);
  });

  it("dispatches another tab's admin event here, and does not send it back", async () => {
    const tab = otherTab();
    const here = eventsHere();
    start(ADMIN);
    await settle();
    tab.channel.postMessage({ type: 'logged-out' });
    await expect.poll(() => here).toEqual([{ type: 'logged-out' }]);
    await settle();
    expect(tab.received).toEqual([]);
  });

  it('logs and drops what is not an admin event, either way; nothing else happens', async () => {
    const tab = otherTab();
    const here = eventsHere();
    const run = start(ADMIN);
    await settle();
    raise('collection-updated');
    raise({ data: 1 });
    raise({ type: '  ' });
    expect(run.log.warn).toHaveBeenCalledTimes(3);
    raise({ type: 'with-a-function', data: () => 'no' });
    expect(run.log.error).toHaveBeenCalledWith(
      'The admin event "with-a-function" was not sent: its data cannot be copied',
      expect.anything(),
    );
    tab.channel.postMessage({ type: 42 });
    tab.channel.postMessage(null);
    await expect.poll(() => run.log.warn.mock.calls.length).toBe(5);
    expect(here).toEqual([]);
    expect(tab.received).toEqual([]);
  });

  it('relays nothing once destroyed', async () => {
    const tab = otherTab();
    const here = eventsHere();
    const run = start(ADMIN);
    await settle();
    run.stop();
    raise({ type: 'after-destroy' });
    tab.channel.postMessage({ type: 'after-destroy' });
    await settle();
    expect(tab.received).toEqual([]);
    expect(here).toEqual([]);
  });

  it('never starts the relay when destroyed before its pack arrived', async () => {
    const tab = otherTab();
    const run = start(ADMIN);
    run.stop();
    await settle();
    raise({ type: 'too-early' });
    await settle();
    expect(tab.received).toEqual([]);
  });
});

describe('readAdminEvent', () => {
  it('property: gives { type, data? } for a record with a non-empty type text, null otherwise', () => {
    const branches = branchCounter(['event', 'withData', 'notEvent'] as const);
    const candidate = fc.oneof(
      anyValue,
      fc.record(
        { type: fc.oneof(fc.string({ maxLength: 10 }), anyValue), data: anyValue },
        { requiredKeys: ['type'] },
      ),
      fc.dictionary(objectKey, anyValue, { maxKeys: 3 }),
    );
    fc.assert(
      fc.property(candidate, (value) => {
        const event = readAdminEvent(value);
        if (event === null) {
          branches.reached('notEvent');
          return;
        }
        branches.reached('event');
        const record = value as Record<string, unknown>;
        expect(event.type).toBe(record.type);
        expect(event.type.trim()).not.toBe('');
        if (Object.hasOwn(record, 'data')) {
          branches.reached('withData');
          expect(event.data).toBe(record.data);
        } else {
          expect(Object.keys(event)).toEqual(['type']);
        }
      }),
      { numRuns: 400 },
    );
    branches.expectEachReached();
    expect(readAdminEvent(JSON.parse('{"__proto__": {"type": "x"}}'))).toBeNull();
    expectPrototypesUntouched();
  });
});
