/** widgets.md section 8: thrown when neither a bridge object nor platform=mobile-app is found. */
export const PLATFORM_NOT_IDENTIFIED = 'Mobile platform not correctly identified';
/** widgets.md section 8: logged (and the request rejected) when the web view has no bridge. */
export const BRIDGE_NOT_FOUND = 'Native bridge not found';
export const BRIDGE_CLOSED = 'Native bridge closed';
/** A request the app never answered rejects with this after BRIDGE_REPLY_TIMEOUT_MS. */
export const BRIDGE_TIMED_OUT = 'Native bridge did not reply in time';
/**
 * How long a request waits for the app's reply (our choice; the spec names no figure): an app
 * that never replies must not leave the caller's promise, and its entry, pending for good.
 */
export const BRIDGE_REPLY_TIMEOUT_MS = 30_000;
/** The custom link that takes the visitor from the app's web view back to the app. */
export const DISMISS_LINK = 'sqsp-app://dismiss';

/** The lazy pack (dist/packs/native-bridge.js) holding the bridge; loaded on the first request. */
export const NATIVE_BRIDGE_PACK = 'native-bridge';
