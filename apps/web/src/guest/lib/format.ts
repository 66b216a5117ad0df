import type { PublicItem } from '@venue/shared';
import { formatRupees } from '@venue/shared/money';

/*
 * Money and texts as guests read them. Value imports come from `@venue/shared/money` only (it
 * imports nothing), so the guest bundle never carries zod.
 */

/** Rupees as guests read them: "₹1,23,456", "₹10.50" (decisions §4; one formatter with the dashboard). */
export { formatRupees };

/** A price of '0' or empty is not shown (spec §2 Item card). */
export function isShownPrice(rupees: string | null | undefined): rupees is string {
  if (!rupees) return false;
  const trimmed = rupees.trim();
  return trimmed !== '' && !Number.isNaN(Number(trimmed)) && Number(trimmed) !== 0;
}

/** The card's price line: variety prices joined by " / ", else the single price, else ''. */
export function itemPriceLine(item: Pick<PublicItem, 'price' | 'varieties'>): string {
  if (item.varieties.length > 0) {
    return item.varieties
      .map((variety) => variety.price)
      .filter(isShownPrice)
      .map(formatRupees)
      .join(' / ');
  }
  return isShownPrice(item.price) ? formatRupees(item.price) : '';
}
