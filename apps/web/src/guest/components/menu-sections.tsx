import { Fragment, type ReactNode } from 'react';
import type { PublicCategory, PublicItem, PublicSubCategory } from '@venue/shared';
import { TEXTS } from '../lib/texts.ts';
import { categoryAnchor, scrollToAnchor, subCategoryAnchor } from './category-nav.tsx';
import { ItemCard } from './item-card.tsx';
import { ItemMedia } from './item-media.tsx';

interface MenuSectionsProps {
  categories: PublicCategory[];
  subCategories: PublicSubCategory[];
  /** Items to show (already filtered by food type). */
  items: PublicItem[];
  /** True in the dashboard preview: empty categories stay, with "No visible items in this category.". */
  showEmptyCategories: boolean;
  /** True while a food-type filter hides some items, to word the empty state. */
  isFiltered: boolean;
  onOpen: (item: PublicItem) => void;
  /** Stands in for a dish's card (the server splices in markup it keeps per dish: ssr/entry-server.tsx). */
  cardSlot?: (item: PublicItem) => ReactNode;
  /**
   * A piece of a large menu (issue 17): the categories that have several subcategories in the
   * whole menu list their links even with one in this piece, so the pieces' lists join up.
   */
  subLinksFor?: readonly string[];
}

/**
 * Every category in menu order, each with its subcategories and their dishes, all in the
 * server-rendered HTML (the menu's text is readable before any script, and by search engines).
 */
export function MenuSections({
  categories,
  subCategories,
  items,
  showEmptyCategories,
  isFiltered,
  onOpen,
  cardSlot,
  subLinksFor,
}: MenuSectionsProps) {
  const itemsBySub = new Map<string, PublicItem[]>();
  for (const item of items) {
    const list = itemsBySub.get(item.subCategoryId);
    if (list) list.push(item);
    else itemsBySub.set(item.subCategoryId, [item]);
  }

  return (
    <div className="pm-sections">
      {categories.map((category) => {
        const subs = subCategories.filter((sub) => sub.categoryId === category.id && (itemsBySub.get(sub.id)?.length ?? 0) > 0);
        if (subs.length === 0 && !showEmptyCategories && !isFiltered) return null;
        const headingId = `${categoryAnchor(category.id)}-h`;
        return (
          <section
            key={category.id}
            id={categoryAnchor(category.id)}
            className="pm-category"
            aria-labelledby={headingId}
            tabIndex={-1}
          >
            <h2 id={headingId} className="pm-category-title">
              {category.name}
            </h2>
            {subs.length > 1 || (subs.length === 1 && subLinksFor?.includes(category.id)) ? (
              <ul className="pm-subs" aria-label={`${category.name} sections`}>
                {subs.map((sub) => (
                  <li key={sub.id}>
                    <a
                      className="pm-sub-link"
                      href={`#${subCategoryAnchor(sub.id)}`}
                      onClick={(event) => scrollToAnchor(event, subCategoryAnchor(sub.id))}
                    >
                      <span className="pm-sub-image">
                        <ItemMedia url={sub.image} type="image" alt="" variant="thumb" />
                      </span>
                      <span className="pm-sub-name">{sub.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {subs.length === 0 ? <p className="pm-empty">{isFiltered ? TEXTS.noItemsForFilter : TEXTS.noVisibleItems}</p> : null}
            {subs.map((sub) => (
              <section
                key={sub.id}
                id={subCategoryAnchor(sub.id)}
                className="pm-subcategory"
                aria-labelledby={`${subCategoryAnchor(sub.id)}-h`}
                tabIndex={-1}
              >
                <h3 id={`${subCategoryAnchor(sub.id)}-h`} className="pm-subcategory-title">
                  {sub.name}
                </h3>
                <ul className="pm-items">
                  {(itemsBySub.get(sub.id) ?? []).map((item) =>
                    cardSlot ? (
                      <Fragment key={item.id}>{cardSlot(item)}</Fragment>
                    ) : (
                      <ItemCard key={item.id} item={item} onOpen={onOpen} />
                    ),
                  )}
                </ul>
              </section>
            ))}
          </section>
        );
      })}
    </div>
  );
}
