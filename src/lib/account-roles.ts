import { ContributorRole } from '../enums/roles';
import type { PageContext } from '../context/types';

// Who is looking at the page (spec runtime.md section 6): an anonymous visitor, a viewer-only
// account (treated like a visitor: no editor redirect, analytics counted), or a logged-in account
// that is not viewer-only (sent to the configuration editor; analytics skipped).
//
// The spec does not show the shape of `websiteRoles`. It is read as a map whose values are role
// codes (10), role names ("VIEWER" or "viewer"), numeric strings, or lists of those; an account
// whose roles are all viewer is viewer-only. A logged-in account with no readable role is not
// viewer-only: it is treated as an owner or editor.

type AccountFields = Pick<PageContext, 'authenticatedAccount' | 'websiteRoles'>;

/** One list of roles, as described above: a list inside a list is no role (and no recursion). */
function roleCodes(value: unknown): number[] {
  return Array.isArray(value) ? value.flatMap(roleCode) : roleCode(value);
}

function roleCode(value: unknown): number[] {
  if (typeof value === 'number') return ContributorRole.has(value) ? [value] : [];
  if (typeof value !== 'string' || value.trim() === '') return [];
  const byName = ContributorRole.codeOf(value.trim().toUpperCase());
  if (byName !== undefined) return [byName];
  const byCode = Number(value);
  return ContributorRole.has(byCode) ? [byCode] : [];
}

/** Every known contributor role code in the context's websiteRoles, in order. */
export function websiteRoleCodes(context: Pick<PageContext, 'websiteRoles'>): number[] {
  return Object.values(context.websiteRoles).flatMap(roleCodes);
}

/** The page context has an authenticated account. */
export function isLoggedInAccount(context: AccountFields): boolean {
  return context.authenticatedAccount !== null;
}

/** A logged-in account whose only role on the site is viewer. */
export function isViewerOnlyAccount(context: AccountFields): boolean {
  if (!isLoggedInAccount(context)) return false;
  const codes = websiteRoleCodes(context);
  return codes.length > 0 && codes.every((code) => code === ContributorRole.byName.VIEWER);
}
