import { defineEnum, type EnumCode } from './define-enum';

/**
 * Product types (runtime.md section 3). Product JSON names its type (productType: PHYSICAL, SERVICE,
 * DIGITAL, GIFT_CARD); other records use the code, so `ProductType.codeOf(product.productType)`.
 */
export const ProductType = defineEnum({
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
});
export type ProductType = EnumCode<typeof ProductType>;
