import { isLoggedInAccount, isViewerOnlyAccount } from '../../src/lib/account-roles';
import { gatedWidget } from '../../src/consent/gated-widget';
import { formatMessage } from '../../src/i18n/strings';
import { injectScript, scriptOnce } from '../../src/lib/script-loader';
import { createLogger } from '../../src/runtime/logger';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import {
  openTablePage,
  openTableScriptUrl,
  TOCK_CONTAINER_ID,
  tockPage,
  tockScriptUrl,
} from './assumed';
import type { ReservationData } from './read-reservation';
import { reservationStrings as text } from './strings';
import * as dom from '../../src/lib/dom';
import '../../src/consent/consent-card.css';
import '../../src/consent/gated-widget.css';
import './reservation.css';

/** runtime.md section 9. */
export const WIDE_LAYOUT_ABOVE_PX = 850;
export const COLUMN_LAYOUT_AT_MOST_PX = 750;
const SCRIPT_TIMEOUT_MS = 30_000;

const log = createLogger('reservation');

type TockFunction = ((...args: unknown[]) => void) & { queue?: unknown[][] };

const tockScript = scriptOnce(() =>
  injectScript<TockFunction>({
    src: tockScriptUrl(),
    timeoutMs: SCRIPT_TIMEOUT_MS,
    marker: 'data-sr-tock',
    notReady: 'The Tock script ran but offers no tock()',
    ready: () => (window as { tock?: TockFunction }).tock ?? null,
  }),
);

/** Tests only: forget Tock's loaded script. */
export function resetTockScript(): void {
  tockScript.reset();
}

/** Tock's queue, so calls made before its script ran are kept, as its embed code does. */
function tockQueue(): TockFunction {
  const view = window as { tock?: TockFunction };
  if (!view.tock) {
    const queue: unknown[][] = [];
    view.tock = Object.assign((...args: unknown[]) => void queue.push(args), { queue });
  }
  return view.tock;
}

/** OpenTable's loader draws right after its own script: in the block's frame. */
async function startOpenTable(frame: HTMLElement, restaurantId: string, language: string) {
  const width = frame.getBoundingClientRect().width;
  const theme = width > WIDE_LAYOUT_ABOVE_PX ? 'wide' : 'standard';
  frame.dataset.srLayout = theme;
  await injectScript({
    parent: frame,
    src: openTableScriptUrl(restaurantId, theme, language),
    timeoutMs: SCRIPT_TIMEOUT_MS,
    marker: 'data-sr-opentable',
    notReady: 'The OpenTable loader drew nothing',
    ready: () => (frame.querySelector('iframe, div, form') ? true : null),
  });
}

async function startTock(
  frame: HTMLElement,
  data: Extract<ReservationData, { provider: 'tock' }>,
  locale: string,
  timeZone: string,
) {
  const width = frame.getBoundingClientRect().width;
  const container = dom.create('div');
  // Tock draws into the one element with its id: the page's first Tock block.
  if (!dom.byId(TOCK_CONTAINER_ID)) container.id = TOCK_CONTAINER_ID;
  container.dataset.tockDisplayMode = 'Inline';
  container.dataset.tockLayout = width <= COLUMN_LAYOUT_AT_MOST_PX ? 'column' : 'row';
  container.dataset.tockLocale = locale.toLowerCase();
  container.dataset.tockTimezone = timeZone;
  if (data.kind === 'events') container.dataset.tockExperience = '';
  else container.dataset.tockReserve = 'true';
  frame.dataset.srLayout = container.dataset.tockLayout;
  frame.append(container);
  tockQueue()('init', data.slug);
  await tockScript.load();
}

function previewOnly(props: BlockProps<ReservationData>): Cleanup {
  const notice = dom.create('div');
  notice.className = 'sr-widget__notice';
  notice.setAttribute('role', 'alert');
  const title = dom.create('p');
  title.className = 'sr-widget__title';
  title.textContent = text.previewTitle;
  const message = dom.create('p');
  message.textContent = text.previewMessage;
  notice.append(title, message);
  props.server.stash();
  props.server.add(notice, props.server.container);
  return () => undefined;
}

/** The table-booking blocks (see ./index.ts). */
export function attachReservation(props: BlockProps<ReservationData>): Cleanup {
  const { data } = props;
  const context = window.SiteRuntime?.store.getState().context;
  if (context && isLoggedInAccount(context) && !isViewerOnlyAccount(context)) {
    return previewOnly(props);
  }
  const language = context?.website.language ?? 'en-US';
  const opentable = data.provider === 'opentable';
  const provider = opentable ? 'OpenTable' : 'Tock';
  const widget = gatedWidget({
    props,
    className: `sr-reservation sr-reservation--${data.provider}`,
    title: !opentable && data.kind === 'events' ? text.bookEvent : text.bookTable,
    link: opentable
      ? { href: openTablePage(data.restaurantId), label: text.openTableLink }
      : { href: tockPage(data.slug), label: text.tockLink },
    strings: {
      consent: formatMessage(text.consent, { provider }),
      load: text.load,
      loading: text.loading,
      offline: text.offline,
      failed: text.failed,
      retry: text.retry,
    },
    start: (frame) =>
      data.provider === 'opentable'
        ? startOpenTable(frame, data.restaurantId, language)
        : startTock(frame, data, language, context?.website.timeZone ?? 'UTC'),
    log,
  });
  widget.gate.load();
  return widget.cleanup;
}
