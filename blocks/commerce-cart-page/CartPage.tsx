// The full-page cart (cart v2, page type 205): what the visitor put in the cart, each entry's
// quantity (1 to its stock, 9999 at most) and a button to remove it, the subtotal, and the way to
// checkout. The spec does not show the page's inner behaviour; this is ours, built on the cart
// actions every commerce pack shares: changes go through one queue, the store (and every tab)
// follows each answer, and a failure says the spec's "Unable to update quantity" or "Unable to
// remove item" and why, with the cart as it was and the visitor's typed quantity still in its
// field. The page shows the whole cart (items, images, money totals: src/commerce/cart.ts): the
// one the server embedded in the root as JSON when there is one, else the one the platform gives
// by the cart's token. Checkout is the express checkout link, which needs a cart (the spec's alert
// otherwise); a store minimum order subtotal holds it back with the spec's message.
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import {
  EXPRESS_CHECKOUT_PATH,
  cartActionsFor,
  commerceStrings as s,
  formatCents,
  goToExpressCheckout,
  readCart,
  readQuantity,
  siteCurrency,
  storeCart,
  type CartResult,
} from '../../src/commerce';
import { DEFAULT_CURRENCY, type CurrencyCode } from '../../src/enums/currencies';
import { formatMessage } from '../../src/i18n/strings';
import { readMoney, toCents } from '../../src/lib/money';
import type { BlockProps } from '../../src/runtime/types';
import type { CartEntry } from '../../src/store/cart';
import { useRuntimeStore, useRuntimeStoreApi } from '../../src/store/hooks';

type LoadState = 'loading' | 'ready' | 'failed';

/** What the cart page reads from its root (./definition.ts). */
export interface CartPageData {
  /** The cart the server embedded as JSON ({cart, storeCurrency, …}), or null. */
  embedded: unknown;
}

/**
 * The store's minimum order subtotal in minor units, when it sets one: real pages carry
 * `minimumOrderSubtotalEnabled` and `minimumOrderSubtotal` ({currency, value: "0.00"}).
 */
function minimumOrderCents(settings: Record<string, unknown>, currency: CurrencyCode): number {
  if (settings.minimumOrderSubtotalEnabled !== true) return 0;
  const money = readMoney(settings.minimumOrderSubtotal, currency);
  return money.ok ? toCents(money.value) : 0;
}

function entryLimit(entry: CartEntry): number {
  return entry.unlimited ? 9999 : Math.max(1, Math.min(9999, entry.qtyInStock));
}

function optionsText(entry: CartEntry): string {
  return entry.options
    .map(({ optionName, value }) => (optionName ? `${optionName}: ${value}` : value))
    .join(', ');
}

interface EntryRowProps {
  entry: CartEntry;
  currency: CurrencyCode;
  onQuantity: (entry: CartEntry, quantity: number) => Promise<CartResult>;
  onRemove: (entry: CartEntry) => Promise<CartResult>;
}

function EntryRow({ entry, currency, onQuantity, onRemove }: EntryRowProps) {
  const id = useId();
  // What the visitor typed and has not had accepted yet; null shows the cart's quantity (which
  // another tab, or the platform's answer, may change meanwhile).
  const [typed, setTyped] = useState<string | null>(null);
  const [busy, setBusy] = useState<'quantity' | 'remove' | null>(null);
  const [error, setError] = useState('');
  const limit = entryLimit(entry);
  const format = (cents: number) => formatCents(cents, currency);

  const submitQuantity = async (): Promise<void> => {
    if (busy !== null || typed === null) return;
    const quantity = readQuantity(typed);
    if (!quantity.ok || quantity.value > limit) {
      setError(
        quantity.ok && !entry.unlimited
          ? formatMessage(s.quantityOverStock, { count: limit })
          : formatMessage(s.quantityRange, { max: limit }),
      );
      return;
    }
    if (quantity.value === entry.quantity) {
      setTyped(null);
      setError('');
      return;
    }
    setBusy('quantity');
    const result = await onQuantity(entry, quantity.value);
    setBusy(null);
    // A failure keeps what the visitor typed, to send again.
    if (result.ok) setTyped(null);
    setError(result.ok ? '' : result.message);
  };

  const remove = async (): Promise<void> => {
    if (busy !== null) return;
    setBusy('remove');
    const result = await onRemove(entry);
    // On success the row goes away with the entry.
    if (!result.ok) {
      setBusy(null);
      setError(result.message);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitQuantity();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setTyped(null);
      setError('');
    }
  };
  const errorId = `${id}-error`;
  const options = optionsText(entry);
  // Two entries of one product differ by their options: the names say which.
  const name = options ? `${entry.title} (${options})` : entry.title;

  return (
    <li className="sr-cart__entry" aria-busy={busy !== null}>
      {entry.imageUrl ? (
        <img className="sr-cart__image" src={entry.imageUrl} alt="" width={80} height={80} />
      ) : null}
      <div className="sr-cart__details">
        <h3 className="sr-cart__title">
          {entry.productUrl ? <a href={entry.productUrl}>{entry.title}</a> : entry.title}
        </h3>
        {options ? <p className="sr-cart__options">{options}</p> : null}
        <p className="sr-cart__unit-price">{format(entry.unitPriceCents)}</p>
      </div>
      <form className="sr-cart__quantity" onSubmit={onSubmit} noValidate>
        <input
          aria-label={formatMessage(s.quantityOf, { title: name })}
          type="number"
          inputMode="numeric"
          min={1}
          max={limit}
          step={1}
          value={typed ?? String(entry.quantity)}
          aria-invalid={error !== '' ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => void submitQuantity()}
          onKeyDown={onKeyDown}
        />
      </form>
      <p className="sr-cart__line-total">{format(entry.unitPriceCents * entry.quantity)}</p>
      <button
        type="button"
        className="sr-cart__remove"
        onClick={() => void remove()}
        aria-disabled={busy !== null ? true : undefined}
        disabled={busy === 'remove'}
      >
        {busy === 'remove' ? s.removing : formatMessage(s.remove, { title: name })}
      </button>
      <p id={errorId} className="sr-cart__error" role="alert">
        {error}
      </p>
    </li>
  );
}

export function CartPage({ data }: BlockProps<CartPageData>) {
  const store = useRuntimeStoreApi();
  const cart = useRuntimeStore((state) => state.cart);
  const context = useRuntimeStore((state) => state.context);
  const currency = siteCurrency(context) ?? DEFAULT_CURRENCY;
  const actions = cartActionsFor(store, currency);
  const [load, setLoad] = useState<LoadState>(() => (data.embedded ? 'ready' : 'loading'));
  const [checkoutMessage, setCheckoutMessage] = useState('');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** The place of a removed entry: focus goes to the entry now there, or the heading. */
  const removedAt = useRef<number | null>(null);

  /** Reads the whole cart from the platform. */
  const sync = useCallback(
    () => actions.loadFull().then((result) => setLoad(result.ok ? 'ready' : 'failed')),
    [actions],
  );
  const retry = () => {
    setLoad('loading');
    void sync();
  };

  // Read once, when the page mounts (the server's embedded cart, else the platform's); later
  // changes arrive through the store.
  useEffect(() => {
    if (data.embedded) storeCart(store, readCart(data.embedded, currency));
    else void sync();
  }, [data, store, currency, sync]);

  const entries = cart.cart?.entries ?? [];
  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('.sr-cart__remove') ?? [];
    (buttons[Math.min(at, buttons.length - 1)] ?? headingRef.current)?.focus();
  }, [entries.length]);

  const removeEntry = async (entry: CartEntry): Promise<CartResult> => {
    // Set before the call: the store's answer re-renders the list at once.
    removedAt.current = entries.findIndex((candidate) => candidate.id === entry.id);
    const result = await actions.remove(entry.id);
    if (!result.ok) removedAt.current = null;
    return result;
  };

  const minimum = minimumOrderCents(context.websiteSettings.storeSettings, currency);
  const belowMinimum = minimum > 0 && (cart.cart?.subtotalCents ?? 0) < minimum;
  const continueUrl =
    typeof context.websiteSettings.storeSettings.continueShoppingLinkUrl === 'string'
      ? context.websiteSettings.storeSettings.continueShoppingLinkUrl || '/'
      : '/';

  const checkout = async (event: { preventDefault: () => void }): Promise<void> => {
    event.preventDefault();
    if (belowMinimum) {
      setCheckoutMessage(s.minimumOrder);
      return;
    }
    setCheckoutMessage('');
    // The cart cookie is HttpOnly: the platform says whether the cart is still there.
    const confirmed = await actions.sync();
    if (!confirmed.ok) {
      setCheckoutMessage(confirmed.message);
      return;
    }
    await goToExpressCheckout(confirmed.cart);
  };

  let body;
  if (load === 'loading' && entries.length === 0) {
    body = <p className="sr-cart__status">{s.cartLoading}</p>;
  } else if (load === 'failed' && entries.length === 0) {
    body = (
      <div className="sr-cart__status" role="alert">
        <p>{s.unableToLoad}</p>
        <button type="button" className="sr-cart__button" onClick={retry}>
          {s.tryAgain}
        </button>
      </div>
    );
  } else if (entries.length === 0) {
    body = (
      <div className="sr-cart__empty">
        <p>{s.cartEmpty}</p>
        <a className="sr-cart__button" href={continueUrl}>
          {s.continueShopping}
        </a>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="sr-cart__entries" ref={listRef}>
          {entries.map((entry) => (
            <EntryRow
              key={entry.id}
              entry={entry}
              currency={cart.cart?.currencyCode ?? currency}
              onQuantity={(item, quantity) => actions.setQuantity(item.id, quantity)}
              onRemove={removeEntry}
            />
          ))}
        </ul>
        <div className="sr-cart__summary">
          <p className="sr-cart__subtotal">
            <span>{s.subtotal}</span> <span>{cart.subtotalText}</span>
          </p>
          <a
            className="sr-cart__button sr-cart__checkout"
            href={EXPRESS_CHECKOUT_PATH}
            onClick={(event) => void checkout(event)}
            aria-disabled={belowMinimum ? true : undefined}
            aria-describedby={checkoutMessage ? `${headingId}-checkout` : undefined}
          >
            {s.checkout}
          </a>
          <p id={`${headingId}-checkout`} className="sr-cart__error" role="alert">
            {checkoutMessage}
          </p>
          <a className="sr-cart__continue" href={continueUrl}>
            {s.continueShopping}
          </a>
        </div>
      </>
    );
  }

  return (
    <section className="sr-cart" aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-cart__heading" ref={headingRef} tabIndex={-1}>
        {s.cartTitle}
      </h2>
      {body}
    </section>
  );
}
