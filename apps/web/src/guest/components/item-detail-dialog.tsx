import { useEffect, useRef } from 'react';
import type { PublicItem } from '@venue/shared';
import { formatRupees, isShownPrice } from '../lib/format.ts';
import { DIETARY_BADGES, TEXTS } from '../lib/texts.ts';
import { FoodTypeIcon } from './food-type-icon.tsx';
import { HintRegion } from './hint.tsx';
import { AvailableFromBadge } from './item-card.tsx';
import { ItemMedia } from './item-media.tsx';

/** Spec §9 text cut-off: the "Contains" list shows the first 3 ingredients as cards. */
const CONTAINS_SHOWN = 3;

/**
 * The customer's item detail (spec §2 "Item detail modal"): media, name, chef-recommended
 * badge, "Variants" with price and food-type icon (or a single Price), "Contains" (first 3 in
 * cards), dietary indicators, description, "CLOSE". A native <dialog> gives focus trapping,
 * Escape and the top layer for free, at no bundle cost.
 */
export function ItemDetailDialog({ item, onClose }: { item: PublicItem | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    if (item && !dialog.open) dialog.showModal();
    if (!item && dialog.open) dialog.close();
  }, [item]);

  // Closing through the element keeps its state in step; the 'close' event then calls onClose.
  const close = () => {
    const dialog = ref.current;
    if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    else onClose();
  };

  const dietary = item ? [...new Set(item.ingredients.map((entry) => entry.dietaryId).filter((id) => id !== null))] : [];
  const shownIngredients = item?.ingredients.slice(0, CONTAINS_SHOWN) ?? [];
  const moreIngredients = (item?.ingredients.length ?? 0) - shownIngredients.length;

  return (
    <dialog
      ref={ref}
      className="pm-dialog"
      aria-labelledby="pm-dialog-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) close();
      }}
    >
      {item ? (
        <HintRegion>
          <div className="pm-dialog-body">
            {item.mediaUrl ? (
              <div className="pm-dialog-media">
                <ItemMedia url={item.mediaUrl} type={item.mediaType} alt={item.name} variant="full" />
              </div>
            ) : null}
            <div className="pm-dialog-content">
              <div className="pm-dialog-heading">
                <FoodTypeIcon type={item.foodType} />
                <h2 id="pm-dialog-title" className="pm-dialog-title">
                  {item.name}
                </h2>
              </div>
              {item.soldOut ? <span className="pm-badge pm-badge-sold-out">{TEXTS.soldOutToday}</span> : null}
              <AvailableFromBadge item={item} />
              {item.isChefRecommended ? <span className="pm-badge">{TEXTS.chefsChoice}</span> : null}

              {item.varieties.length > 0 ? (
                <section className="pm-dialog-section" aria-labelledby="pm-variants">
                  <h3 id="pm-variants">{TEXTS.variants}</h3>
                  <ul className="pm-variants">
                    {item.varieties.map((variety, index) => (
                      <li key={`${variety.name}-${index}`} className="pm-variant">
                        <FoodTypeIcon type={variety.foodType} />
                        <span className="pm-variant-name">{variety.name}</span>
                        <span className="pm-variant-price">{isShownPrice(variety.price) ? formatRupees(variety.price) : ''}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : isShownPrice(item.price) ? (
                <section className="pm-dialog-section" aria-labelledby="pm-price">
                  <h3 id="pm-price">{TEXTS.price}</h3>
                  <p className="pm-price pm-price-large">{formatRupees(item.price)}</p>
                </section>
              ) : null}

              {shownIngredients.length > 0 ? (
                <section className="pm-dialog-section" aria-labelledby="pm-contains">
                  <h3 id="pm-contains">{TEXTS.contains}</h3>
                  <ul className="pm-contains">
                    {shownIngredients.map((entry) => (
                      <li key={entry.id} className="pm-contains-card">
                        {entry.name}
                      </li>
                    ))}
                    {moreIngredients > 0 ? <li className="pm-contains-more">+{moreIngredients} more</li> : null}
                  </ul>
                </section>
              ) : null}

              {dietary.length > 0 ? (
                <section className="pm-dialog-section" aria-labelledby="pm-dietary">
                  <h3 id="pm-dietary">{TEXTS.dietary}</h3>
                  <ul className="pm-dietary">
                    {dietary.map((id) => {
                      const badge = DIETARY_BADGES[id];
                      return (
                        <li key={id} className="pm-dietary-badge" data-dietary={id}>
                          {badge ?? id}
                        </li>
                      );
                    })}
                  </ul>
                </section>
              ) : null}

              {item.description ? <p className="pm-dialog-desc">{item.description}</p> : null}
            </div>
          </div>
          <div className="pm-dialog-actions">
            <button type="button" className="pm-close" onClick={close}>
              {TEXTS.close}
            </button>
          </div>
        </HintRegion>
      ) : null}
    </dialog>
  );
}
