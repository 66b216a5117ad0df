import type { FoodType, PublicItem } from '@venue/shared';
import { matchesDishFilter, type DishFilter } from './filter-items.ts';
import { TEXTS } from './texts.ts';

/*
 * The guest page sends the menu once (issue 15 "Speed", issue 17): the dishes are in the
 * server-rendered markup only, and the script reads them back from it when a guest first
 * searches, filters or opens a dish. The card (components/item-card.tsx) carries as attributes
 * what its text does not show; the sections around it give the subcategory and category.
 */

type Extra = Pick<PublicItem, 'tags' | 'ingredients' | 'varieties' | 'original'>;
const NO_EXTRA: Extra = { tags: [], ingredients: [], varieties: [] };

const idAfter = (prefix: string, element: Element | null) =>
  element?.id.startsWith(prefix) ? element.id.slice(prefix.length) : '';

/** One dish from its card (`li.pm-item` inside the menu's sections). */
export function readMarkupItem(card: Element): PublicItem {
  const media = card.querySelector('.pm-card-media img, .pm-card-media video');
  const extraText = card.getAttribute('data-extra');
  const extra = extraText ? (JSON.parse(extraText) as Extra) : NO_EXTRA;
  return {
    id: idAfter('i-', card),
    name: card.querySelector('.pm-card-open')?.textContent ?? '',
    description: card.querySelector('.pm-card-desc')?.textContent ?? '',
    price: card.getAttribute('data-price') ?? '0',
    foodType: (card.getAttribute('data-ft') ?? 'na') as FoodType,
    mediaUrl: media?.getAttribute('src') ?? null,
    mediaType: media ? (media.tagName === 'VIDEO' ? 'video' : 'image') : null,
    isChefRecommended: card.getAttribute('data-chef') === 'true',
    ...extra,
    categoryId: idAfter('c-', card.closest('.pm-category')),
    subCategoryId: idAfter('s-', card.closest('.pm-subcategory')),
    soldOut: card.hasAttribute('data-sold-out'),
    availableNow: !card.hasAttribute('data-from'),
    availableFrom: card.getAttribute('data-from') || null,
  };
}

/** Every dish of the menu's sections, in menu order. */
export function readMarkupItems(sections: ParentNode): PublicItem[] {
  return [...sections.querySelectorAll('.pm-item')].map(readMarkupItem);
}

/**
 * The guest's filter on the server-rendered sections: dishes that do not pass it, and the
 * subcategories left without a dish, are hidden in place; a category left empty says so
 * (as MenuSections words it when it renders a filtered menu itself).
 */
export function applyDishFilter(sections: HTMLElement, filter: DishFilter) {
  for (const card of sections.querySelectorAll<HTMLElement>('.pm-item'))
    card.hidden = !matchesDishFilter(readMarkupItem(card), filter);
  for (const category of sections.querySelectorAll<HTMLElement>('.pm-category')) {
    let shown = 0;
    for (const sub of category.querySelectorAll<HTMLElement>('.pm-subcategory')) {
      sub.hidden = sub.querySelector('.pm-item:not([hidden])') === null;
      for (const link of category.querySelectorAll<HTMLAnchorElement>('.pm-subs a'))
        if (link.hash === `#${sub.id}`) link.closest('li')!.hidden = sub.hidden;
      if (!sub.hidden) shown += 1;
    }
    let note = category.querySelector<HTMLElement>('.pm-empty[data-filter-note]');
    if (!note && shown === 0) {
      note = document.createElement('p');
      note.className = 'pm-empty';
      note.dataset.filterNote = 'true';
      note.textContent = TEXTS.noItemsForFilter;
      category.querySelector('.pm-category-title')?.after(note);
    }
    if (note) note.hidden = shown > 0;
  }
}
