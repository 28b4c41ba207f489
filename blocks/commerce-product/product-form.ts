// A product's form as the server renders it, on a 7.1 product page, in a product block (43) or
// around an add-to-cart button of a 7.0 page: the price, the option selects, the quantity input and
// the add-to-cart button, read once per product and shared by the controllers that run on it
// (ProductItemVariants and ProductCartButton sit on the same element and see the same product, so
// a stock change one of them learns shows in the other).
import { COMMERCE_MARKUP } from '../../src/api/commerce-names';
import {
  readProduct,
  siteCurrency,
  type Choice,
  type Product,
  type ProductSources,
} from '../../src/commerce';
import type { PageContext } from '../../src/context/types';
import type { CurrencyCode } from '../../src/enums/currencies';
import { asBoolean, asRecord, asString } from '../../src/lib/coerce';
import { BlockSkip } from '../../src/runtime/types';
import type { RuntimeStore } from '../../src/store/store';

/** Fired on the form's scope when what is known of the product changed (stock, say). */
export const PRODUCT_CHANGED_EVENT = 'sr-product-changed';

/** The elements of a product form; any of them may be missing on a given template. */
export interface ProductForm {
  /** The element that holds the whole form (its controllers and events live here). */
  scope: HTMLElement;
  product: Product;
  /** The currency of the product's prices, else the site's; null when neither is known. */
  currency: CurrencyCode | null;
  context: PageContext;
  store: RuntimeStore;
  /** The server's price element (texts change with the choice). */
  price: HTMLElement | null;
  /** One select per option name. */
  selects: Map<string, HTMLSelectElement>;
  quantity: HTMLInputElement | null;
  button: HTMLElement | null;
  /** Where the chosen variant's SKU is shown, when the template has such an element. */
  sku: HTMLElement | null;
  /** data-current-context of a 7.1 product page: is this a subscription purchase. */
  isSubscription: boolean;
  /** Problems met while reading (variants left out): logged once by the first reader. */
  problems: string[];
}

const PRICE = '.ProductItem-product-price, .product-price';
const VARIANTS = '.product-variants';
const QUANTITY = '.product-quantity-input input';
export const ADD_TO_CART_BUTTON = '.sqs-add-to-cart-button';

/** The page's store (packs reach the core through window.SiteRuntime). */
export function runtimeStore(): RuntimeStore {
  const store = window.SiteRuntime?.store;
  if (!store) throw new BlockSkip('The site-runtime core is not on the page');
  return store;
}

/** The option a select chooses: its data attribute, else its title ("Size:"), else its place. */
function optionNameOf(select: HTMLSelectElement, index: number, product: Product): string {
  const named = select.getAttribute(COMMERCE_MARKUP.variantOptionName)?.trim();
  if (named) return named;
  const title = select
    .closest('.variant-option')
    ?.querySelector('.variant-option-title')
    ?.textContent?.replace(/:\s*$/, '')
    .trim();
  if (title && product.optionNames.includes(title)) return title;
  return product.optionNames[index] ?? `option-${index + 1}`;
}

function readCurrentContext(scope: HTMLElement): Record<string, unknown> {
  const holder =
    scope.closest('[data-current-context]') ?? scope.querySelector('[data-current-context]');
  try {
    return asRecord(JSON.parse(holder?.getAttribute('data-current-context') ?? '{}'));
  } catch {
    return {};
  }
}

const forms = new WeakMap<HTMLElement, ProductForm>();

/**
 * The product form in `scope`, read once and shared. `record` is the product record: a product
 * block's (null when it has none), or by default the page context's `product`. Skips (BlockSkip)
 * when there is no product to sell.
 */
export function productForm(scope: HTMLElement, record?: unknown): ProductForm {
  const known = forms.get(scope);
  if (known) return known;
  const store = runtimeStore();
  const context = store.getState().context;
  const variantsElement = scope.querySelector<HTMLElement>(VARIANTS);
  const button = scope.matches(ADD_TO_CART_BUTTON)
    ? scope
    : scope.querySelector<HTMLElement>(ADD_TO_CART_BUTTON);
  const selectElements = Array.from(
    variantsElement?.querySelectorAll<HTMLSelectElement>('select') ?? [],
  );
  const read = readProductSources({
    record: record === undefined ? context.product : record,
    variantsJson: variantsElement?.getAttribute('data-variants') ?? null,
    itemId:
      variantsElement?.getAttribute('data-item-id') ?? button?.getAttribute('data-item-id') ?? null,
    productType: button?.getAttribute('data-product-type') ?? null,
    optionNames: selectElements.flatMap((select) => {
      const name = select.getAttribute(COMMERCE_MARKUP.variantOptionName)?.trim();
      return name ? [name] : [];
    }),
  });
  // A product nobody can buy as shown still gets its form: the button says so (attach-cart-button).
  const product = read.product ?? unreadableProduct(read.itemId);
  const { problems } = read;
  const selects = new Map<string, HTMLSelectElement>();
  selectElements.forEach((select, index) =>
    selects.set(optionNameOf(select, index, product), select),
  );
  const currentContext = readCurrentContext(scope);
  const form: ProductForm = {
    scope,
    product,
    currency: product.currencyCode ?? siteCurrency(context),
    context,
    store,
    price: scope.querySelector<HTMLElement>(PRICE),
    selects,
    quantity: scope.querySelector<HTMLInputElement>(QUANTITY),
    button,
    sku: scope.querySelector<HTMLElement>(COMMERCE_MARKUP.productSku),
    isSubscription:
      asBoolean(button?.getAttribute('data-is-subscription')) ||
      asBoolean(currentContext.isSubscription),
    problems,
  };
  forms.set(scope, form);
  return form;
}

/** What readProduct gives, and the item id it went by. */
function readProductSources(sources: ProductSources) {
  return { ...readProduct(sources), itemId: sources.itemId ?? '' };
}

/** A product whose data could not be read: no variant, so nothing to buy. */
function unreadableProduct(id: string): Product {
  return {
    id,
    kind: 'PHYSICAL',
    currencyCode: null,
    variants: [],
    optionNames: [],
    subscribable: false,
    plan: null,
  };
}

/** The visitor's choice, as the selects hold it now. */
export function readChoice(form: ProductForm): Choice {
  const choice: Record<string, string> = {};
  for (const [name, select] of form.selects) choice[name] = select.value;
  return choice;
}

/** The store settings the product page follows (real pages carry them in the context). */
export function storeSettings(form: ProductForm): Record<string, unknown> {
  return form.context.websiteSettings.storeSettings;
}

/** The subscription option of a subscription product's button, if any. */
export function subscriptionOptionId(form: ProductForm): string | null {
  return asString(form.button?.getAttribute('data-subscription-option-id')) || null;
}

/**
 * The scope of a product's form around one of its elements: the 7.1 details section, a 7.0
 * product page's details, a product block; else the element's parent.
 */
export function formScopeOf(element: HTMLElement): HTMLElement {
  return (
    element.closest<HTMLElement>(
      '.ProductItem-details, #productDetails, .product-details, .productDetails, .sqs-block-product',
    ) ??
    element.parentElement ??
    element
  );
}
