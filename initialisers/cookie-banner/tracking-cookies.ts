// Clearing the tracking cookies under the restrictive policy (runtime.md §9), by name.
import { readCookie, removeCookie } from '../../src/lib/cookies';
import { createSessionDataStore } from '../../src/lib/session-data';
import { forgetReturningVisitor } from '../../src/lib/session-info';
import { TRACKING_COOKIES } from '../../src/store/consent';

/**
 * The host and each parent domain (`www.shop.example.com`, `shop.example.com`, `example.com`):
 * tracking cookies may have been written for any of them. A public suffix in the list is harmless,
 * the browser ignores a removal it would not allow.
 */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.').filter(Boolean);
  if (labels.length < 2 || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [];
  const domains: string[] = [];
  for (let start = 0; start <= labels.length - 2; start += 1) {
    domains.push(labels.slice(start).join('.'));
  }
  return domains;
}

/** Removes every tracking cookie the page can see or that a parent domain may hold. */
export function clearTrackingCookies(hostname: string = window.location.hostname): string[] {
  const cleared: string[] = [];
  const domains = cookieDomains(hostname);
  for (const name of TRACKING_COOKIES) {
    if (readCookie(name) !== undefined) cleared.push(name);
    removeCookie(name);
    // Domain=example.com and Domain=.example.com are the same to a browser: one removal each.
    for (const domain of domains) removeCookie(name, domain);
  }
  return cleared;
}

/**
 * Everything kept about the visitor that needs consent: the tracking cookies and the
 * returning-visitor marker (local storage). Returns the names of the cookies that were present.
 */
export function clearTrackingData(hostname: string = window.location.hostname): string[] {
  forgetReturningVisitor(createSessionDataStore());
  return clearTrackingCookies(hostname);
}
