// SKUs (runtime.md section 5): at most 60 characters; the platform generates "SQ" followed by 7
// digits for a variant created without one.

export const SKU_MAX_LENGTH = 60;
const GENERATED_SKU = /^SQ\d{7}$/;

/** True for a SKU of the form the platform generates. */
export function isGeneratedSku(value: unknown): boolean {
  return typeof value === 'string' && GENERATED_SKU.test(value);
}

/**
 * A variant's SKU as the cart calls need it: a non-empty text of at most 60 characters, without
 * control characters, or null (then the variant cannot be bought).
 */
export function readSku(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const sku = value.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (sku === '' || [...sku].length > SKU_MAX_LENGTH || /[\u0000-\u001f\u007f]/.test(sku)) {
    return null;
  }
  return sku;
}
