import type { PublicItem } from '@venue/shared';
import { itemPriceLine } from '../lib/format.ts';
import { availableFromLabel, TEXTS } from '../lib/texts.ts';
import { FoodTypeIcon } from './food-type-icon.tsx';
import { ItemMedia } from './item-media.tsx';

export const itemAnchor = (id: string) => `i-${id}`;

/** "Available from 7:00 pm" on a dish its schedule serves later (decisions §7). */
export function AvailableFromBadge({ item }: { item: Pick<PublicItem, 'availableNow' | 'availableFrom'> }) {
  if (item.availableNow || !item.availableFrom) return null;
  // The time never breaks across lines on a narrow card ("7:00" / "am").
  return (
    <span className="pm-badge pm-badge-later">
      {availableFromLabel('')}
      <span className="pm-nowrap">{item.availableFrom}</span>
    </span>
  );
}

/**
 * What the card's text does not say about a dish, as attributes: the guest page hydrates from
 * the markup rather than a second copy of the menu (lib/markup-items.ts reads them back).
 */
function dataOf(item: PublicItem) {
  const extra =
    item.tags.length > 0 || item.ingredients.length > 0 || item.varieties.length > 0 || item.original
      ? JSON.stringify({
          tags: item.tags,
          ingredients: item.ingredients,
          varieties: item.varieties,
          ...(item.original ? { original: item.original } : {}),
        })
      : undefined;
  return {
    'data-ft': item.foodType,
    'data-price': item.price,
    'data-chef': item.isChefRecommended ? 'true' : undefined,
    // Served later by its schedule: when, as the mark says it (absent while available now).
    'data-from': item.availableNow ? undefined : (item.availableFrom ?? ''),
    'data-extra': extra,
  };
}

/**
 * A dish in the list: the whole card opens the detail dialog through the name's link (one real
 * control, stretched over the card), while the food-type mark stays its own button. The link
 * points at the dish itself: a tap before the page's script has loaded on a slow phone leaves
 * `#i-{id}` in the address, and the hydrated page opens that dish (see PublicMenuApp).
 */
export function ItemCard({ item, onOpen }: { item: PublicItem; onOpen: (item: PublicItem) => void }) {
  const price = itemPriceLine(item);
  return (
    <li className="pm-item" id={itemAnchor(item.id)} data-sold-out={item.soldOut ? 'true' : undefined} {...dataOf(item)}>
      <article className="pm-card">
        <div className="pm-card-media">
          <ItemMedia url={item.mediaUrl} type={item.mediaType} alt="" variant="thumb" />
        </div>
        <div className="pm-card-body">
          <div className="pm-card-title-row">
            <FoodTypeIcon type={item.foodType} />
            <h4 className="pm-card-title">
              <a
                className="pm-card-open"
                href={`#${itemAnchor(item.id)}`}
                aria-haspopup="dialog"
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(item);
                }}
              >
                {item.name}
              </a>
            </h4>
          </div>
          {item.soldOut ? <span className="pm-badge pm-badge-sold-out">{TEXTS.soldOutToday}</span> : null}
          <AvailableFromBadge item={item} />
          {item.isChefRecommended ? <span className="pm-badge">{TEXTS.chefsChoice}</span> : null}
          {price ? <p className="pm-price">{price}</p> : null}
          {item.description ? <p className="pm-card-desc">{item.description}</p> : null}
        </div>
      </article>
    </li>
  );
}
