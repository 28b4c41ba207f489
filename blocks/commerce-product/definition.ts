// The whole definitions of the product parts: what the core knows of them (./index.ts), their
// readers and attaches. Registered by the `commerce-product` pack (./pack.ts).
import { COMMERCE_BLOCK_FIELDS } from '../../src/api/commerce-names';
import { readBlockJson } from '../../src/runtime/block-data';
import { createLogger } from '../../src/runtime/logger';
import type {
  AnyControllerDefinition,
  BlockDefinition,
  ControllerProps,
} from '../../src/runtime/types';
import { attachCartButton } from './attach-cart-button';
import { attachProductGallery } from './attach-gallery';
import { attachImageZoom } from './attach-image-zoom';
import { attachLightbox } from './attach-lightbox';
import { attachVariants } from './attach-variants';
import { addToCartButtonBlock, productBlock, productControllers } from './index';
import { formScopeOf, productForm, type ProductForm } from './product-form';

const log = createLogger('commerce-product');

/** The form a controller on the product page runs on, its problems logged once. */
function readPageForm(element: HTMLElement): ProductForm {
  return logged(productForm(formScopeOf(element)));
}

const reported = new WeakSet<ProductForm>();
function logged(form: ProductForm): ProductForm {
  if (!reported.has(form)) {
    reported.add(form);
    for (const problem of form.problems) log.warn(`Product ${form.product.id}: ${problem}`);
  }
  return form;
}

const attachers: Record<string, (props: ControllerProps<ProductForm>) => void> = {
  ProductItemVariants: ({ data, server, signal }) => attachVariants(data, server, signal),
  ProductCartButton: ({ data, server, signal, unusable }) =>
    attachCartButton(data, server, signal, log, unusable),
};

const galleryAttachers: Record<string, (props: ControllerProps) => void> = {
  ProductGallery: attachProductGallery,
  ImageZoom: attachImageZoom,
  Lightbox: attachLightbox,
};

export const productControllerDefinitions: AnyControllerDefinition[] = productControllers.map(
  (definition) => {
    const form = attachers[definition.name];
    if (form) return { ...definition, readData: readPageForm, attach: form };
    return { ...definition, attach: galleryAttachers[definition.name] };
  },
);

export const productBlockDefinition: BlockDefinition<ProductForm> = {
  ...productBlock,
  readData: (element) => {
    const json = readBlockJson(element);
    const record =
      json && typeof json === 'object'
        ? (json as Record<string, unknown>)[COMMERCE_BLOCK_FIELDS.product]
        : undefined;
    return logged(productForm(element, record ?? null));
  },
  attach: ({ data, server, signal, unusable }) => {
    attachVariants(data, server, signal);
    attachCartButton(data, server, signal, log, unusable);
  },
};

export const addToCartButtonDefinition: BlockDefinition<ProductForm> = {
  ...addToCartButtonBlock,
  readData: (element) => logged(productForm(formScopeOf(element))),
  // The button's own element: what it changes lies around it, in the form's scope.
  container: (element) => formScopeOf(element),
  attach: ({ data, server, signal, unusable }) => {
    attachVariants(data, server, signal);
    attachCartButton(data, server, signal, log, unusable);
  },
};
