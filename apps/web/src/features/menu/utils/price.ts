import { formatRupees } from '@venue/shared/money';

/**
 * Keys allowed in a price box (spec §5): digits, one decimal point and the navigation and
 * editing keys. Shortcuts with Ctrl/Meta (copy, paste, select all) stay allowed.
 */
const NAVIGATION_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

export function isAllowedPriceKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  if (event.ctrlKey || event.metaKey) return true;
  if (NAVIGATION_KEYS.has(event.key)) return true;
  return /^[0-9.]$/.test(event.key);
}

/** keydown handler for price inputs: blocks every other key before it reaches the box. */
export function filterPriceKey(event: { key: string; ctrlKey: boolean; metaKey: boolean; preventDefault: () => void }) {
  if (!isAllowedPriceKey(event)) event.preventDefault();
}

/** A shown price: '0' and empty prices are left out (spec §2 item card). */
export function isShownPrice(price: string | number | null | undefined): boolean {
  if (price === null || price === undefined) return false;
  const text = String(price).trim();
  return text !== '' && Number(text) !== 0;
}

/** The card's price line: variety prices joined by " / ", else the item's own price; "₹899.50" when fractional. */
export function formatItemPrices(item: { price: string; varieties: { price: string }[] }): string {
  const prices = item.varieties.length > 0 ? item.varieties.map((v) => v.price) : [item.price];
  return prices.filter(isShownPrice).map(formatRupees).join(' / ');
}
