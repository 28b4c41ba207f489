import { DEFAULT_CURRENCY } from '../enums/currencies';
import { cartActionsFor } from './cart-actions';
import { siteCurrency } from './money-text';
import type { CommercePack } from './pack-exports';

export const syncCart: CommercePack['syncCart'] = async ({ store, context, log }) => {
  const result = await cartActionsFor(store, siteCurrency(context) ?? DEFAULT_CURRENCY).sync();
  if (!result.ok) log.warn(`The cart could not be read: ${result.message}`);
};
