// Whether this browser has a cart, as the runtime last learned it. The platform writes its cart
// cookie HttpOnly (src/api/commerce-names.ts), so a page whose only cart markup is an indicator
// cannot tell; asking the platform on every page of every shop would fetch the commerce code and
// call the cart on pages that have nothing else to do with it. So the runtime notes, in the
// origin's local storage, that a cart exists once it has seen one (an add, a cart read), and
// forgets it when the platform says there is none: only a browser so noted makes such pages ask.
// It is the visitor's cart, not tracking: the restrictive cookie policy keeps it, as the cookie.

const KEY = 'sr-cart-present';
/** Ours: how long the note lasts without a cart seen again (a cart outlives a few weeks rarely). */
export const CART_NOTE_LIFETIME_MS = 30 * 86_400_000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** True when the runtime saw a cart in this browser within the note's lifetime. */
export function cartMayExist(now = Date.now()): boolean {
  try {
    const until = Number(storage()?.getItem(KEY));
    return Number.isFinite(until) && until > now;
  } catch {
    return false;
  }
}

/** Notes what the platform last said: a cart with items exists, or none does. */
export function noteCart(present: boolean, now = Date.now()): void {
  try {
    if (present) storage()?.setItem(KEY, String(now + CART_NOTE_LIFETIME_MS));
    else storage()?.removeItem(KEY);
  } catch {
    // Storage refused: pages with only an indicator keep the server's count.
  }
}
