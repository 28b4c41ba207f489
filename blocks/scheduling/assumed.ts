// ASSUMED (README lists these): the scheduling block's class names (`sqs-block-acuity`, the
// platform's scheduling service), its JSON keys, the scheduling page's hosts and address, and the
// widget script, as the provider's public embed code shows them.
import { pageSettingUrl } from '../../src/lib/page-setting';

export const SCHEDULING_SCRIPT = 'https://embed.acuityscheduling.com/js/embed.js';
export const SCHEDULING_SCRIPT_META = 'sr-scheduling-script';
/**
 * A page may draw the scheduling page from elsewhere (`<meta name="sr-scheduling-frame">`, the
 * demo's offline stand-in): its address replaces the page's origin and path, the query is kept.
 */
export const SCHEDULING_FRAME_META = 'sr-scheduling-frame';

/** The JSON keys: a full scheduling page address, or the owner's id. */
export const URL_KEYS = ['schedulingUrl', 'embedUrl', 'url'] as const;
export const OWNER_KEYS = ['owner', 'ownerId', 'accountId'] as const;

/** Hosts a scheduling page may be on. */
export const SCHEDULING_HOSTS = [
  /^app\.acuityscheduling\.com$/,
  /^[a-z0-9-]+\.as\.me$/,
  /^[a-z0-9-]+\.acuityscheduling\.com$/,
  /^[a-z0-9-]+\.squarespacescheduling\.com$/,
];

export function ownerPage(owner: string): string {
  return `https://app.acuityscheduling.com/schedule.php?owner=${encodeURIComponent(owner)}`;
}

export function schedulingScriptUrl(): string {
  return pageSettingUrl(SCHEDULING_SCRIPT_META, SCHEDULING_SCRIPT);
}

/** Where the frame loads the page from: the page itself, or the stand-in the page names. */
export function frameUrl(page: string): string {
  const standIn = pageSettingUrl(SCHEDULING_FRAME_META, '');
  if (!standIn) return page;
  const url = new URL(standIn);
  url.search = new URL(page).search;
  return url.href;
}
