import { beforeEach, vi } from 'vitest';
import { requests, type RecordedRequest } from '../../../../fixtures/api';
import { normaliseContext } from '../../../../src/context/read-context';
import type { InitialiserContext } from '../../../../src/runtime/types';
import {
  createAnalyticsInitialiser,
  type AnalyticsApi,
  analyticsApi,
} from '../../../../initialisers/analytics';

export const SITE_CONTEXT = {
  website: { id: 'site-1', language: 'en-GB' },
  templateId: 'template-1',
  collection: { id: 'collection-1', title: 'Journal', type: 1, permissionType: 1 },
  pageType: 2,
};

export const RESTRICTIVE = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };

export { mockLogger, type MockLogger } from '../../support/mock-logger';
import type { MockLogger } from '../../support/mock-logger';
import { loadPackDirectly } from '../../support/pack-exports';
import { startInitialiser, stopStartedInitialisers } from '../../support/start-initialiser';

export interface Booted {
  ctx: InitialiserContext;
  log: MockLogger;
  api: AnalyticsApi;
  /** What the runtime's destroy() does: abort the signal, then run the cleanup. */
  destroy: () => void;
}

/**
 * Runs the analytics initialiser as the runtime would, on a context built from `raw`, and
 * resolves once its pack (given directly, as a browser has it once fetched) has started the
 * tracker.
 */
export async function bootAnalytics(raw: Record<string, unknown> = {}): Promise<Booted> {
  const context = normaliseContext({ ...SITE_CONTEXT, ...raw }, 'json');
  const { ctx, log, stop, ready } = startInitialiser(createAnalyticsInitialiser(), {
    context,
    loadPack: loadPackDirectly,
  });
  await ready;
  return { ctx, log, api: analyticsApi, destroy: stop };
}

/**
 * Destroys what the test booted and lets its last requests land. Register it with afterEach
 * after serveFakeApi(), so it runs before the fake API forgets the test's requests.
 */
export async function destroyBootedAnalytics(): Promise<void> {
  stopStartedInitialisers();
  await settle();
}

/** The raw cookie strings written through document.cookie during the current test. */
export function recordCookieWrites(): string[] {
  const writes: string[] = [];
  beforeEach(() => {
    writes.length = 0;
    // Start above the document itself: a spy from an earlier test may sit there.
    let owner: object | null = Object.getPrototypeOf(document) as object | null;
    let descriptor: PropertyDescriptor | undefined;
    while (owner && !descriptor) {
      descriptor = Object.getOwnPropertyDescriptor(owner, 'cookie');
      owner = Object.getPrototypeOf(owner) as object | null;
    }
    if (!descriptor?.set || !descriptor.get) throw new Error('document.cookie is not an accessor');
    const { get, set } = descriptor;
    vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value) {
      writes.push(value);
      set.call(this, value);
    });
    vi.spyOn(document, 'cookie', 'get').mockImplementation(function (this: Document) {
      return get.call(this) as string;
    });
  });
  return writes;
}

/** The last write of cookie `name`: its value and expiry (epoch ms), or undefined. */
export function lastCookieWrite(
  writes: string[],
  name: string,
): { value: string; expires: number | null; raw: string } | undefined {
  const raw = writes.findLast((write) => write.startsWith(`${name}=`));
  if (!raw) return undefined;
  const [pair = '', ...attributes] = raw.split(';').map((part) => part.trim());
  const expires = attributes.find((attribute) => attribute.toLowerCase().startsWith('expires='));
  return {
    value: decodeURIComponent(pair.slice(name.length + 1)),
    expires: expires ? Date.parse(expires.slice('expires='.length)) : null,
    raw,
  };
}

/** Waits until the fake API has recorded `count` requests to `path`, and returns them. */
export async function waitForRequests(path: string, count = 1): Promise<RecordedRequest[]> {
  await vi.waitFor(() => {
    if (requests({ path }).length < count) {
      throw new Error(`expected ${count} requests to ${path}, got ${requests({ path }).length}`);
    }
  });
  return requests({ path });
}

/** Lets pending fetches reach the fake API (for asserting that nothing was sent). */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export function addButton(
  attributes: { id?: string; href?: string; text?: string; target?: string } = {},
): HTMLAnchorElement {
  const block = document.createElement('div');
  block.className = 'sqs-block button-block sqs-block-button';
  block.id = attributes.id ?? 'block-button-1';
  block.innerHTML = `<div class="sqs-block-content"><div class="sqs-block-button-container sqs-block-button-container--center" data-alignment="center" data-button-size="large"><a class="sqs-block-button-element--large sqs-block-button-element"></a></div></div>`;
  const link = block.querySelector('a') as HTMLAnchorElement;
  link.href = attributes.href ?? '#contact';
  link.textContent = attributes.text ?? 'Book a table';
  if (attributes.target) link.target = attributes.target;
  document.body.append(block);
  return link;
}
