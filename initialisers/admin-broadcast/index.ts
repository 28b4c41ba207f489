// Admin broadcast (runtime.md section 6: "Accounts with the ADMIN access permission broadcast
// admin events to other tabs"). All that runs on every page is the check below; the relay is the
// `admin-broadcast` pack, fetched only for such an account (./relay-admin-events.ts says what it
// relays, ./constants.ts which permission counts).
import type { PageContext } from '../../src/context/types';
import type { InitialiserDefinition } from '../../src/runtime/types';
import { ADMIN_ACCESS_PERMISSION, ADMIN_BROADCAST_PACK } from './constants';
import type { AdminBroadcastPack } from './pack-exports';

type AccessFields = Pick<PageContext, 'authenticatedAccount' | 'accessPermissions'>;

/** A logged-in account whose access permissions hold ADMIN. */
export function hasAdminAccess(context: AccessFields): boolean {
  return (
    context.authenticatedAccount !== null &&
    context.accessPermissions.includes(ADMIN_ACCESS_PERMISSION)
  );
}

export const adminBroadcastInitialiser: InitialiserDefinition = {
  name: 'admin-broadcast',
  urgency: 'idle',
  init({ context, signal, log, loadPack }) {
    if (!hasAdminAccess(context)) {
      log.debug('Admin broadcast: only for accounts with the ADMIN access permission');
      return;
    }
    let stopRelay: (() => void) | null = null;
    loadPack<AdminBroadcastPack>(ADMIN_BROADCAST_PACK).then(
      ({ relayAdminEvents }) => {
        if (!signal.aborted) stopRelay = relayAdminEvents({ log, signal });
      },
      (error: unknown) => {
        if (!signal.aborted) {
          log.error(
            'The admin broadcast could not be loaded: admin events stay in this tab',
            error,
          );
        }
      },
    );
    return () => stopRelay?.();
  },
};
