import { chosenPrice } from '../../../../shared/rules/suggested-price';
import type { SupplyForm } from '../supply-form';

/** The price step is done once a price is chosen or typed. */
export const priceDone = (d: SupplyForm) => Boolean(chosenPrice(d.priceRadio, d.priceOther));
