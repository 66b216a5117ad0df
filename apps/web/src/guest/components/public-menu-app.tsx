import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { PublicItem, PublicMenu } from '@venue/shared';
import {
  ALL_DISHES,
  createItemSearch,
  dietaryIdsOf,
  filterDishes,
  isFiltering,
  loadFuse,
  searchItems,
  type DishFilter,
} from '../lib/filter-items.ts';
import { readMarkupItem, readMarkupItems } from '../lib/markup-items.ts';
import { TEXTS } from '../lib/texts.ts';
import { CategoryNav, categoryAnchor } from './category-nav.tsx';
import { UpcomingEvents } from './events/upcoming-events.tsx';
import { FoodMarkSprite } from './food-type-icon.tsx';
import { HintRegion } from './hint.tsx';
import { HomeCarousel } from './home-carousel.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { ItemCard, itemAnchor } from './item-card.tsx';
import { ItemDetailDialog } from './item-detail-dialog.tsx';
import { MenuSections } from './menu-sections.tsx';
import { StaticSections } from './static-sections.tsx';

const NO_ITEMS: PublicItem[] = [];
import { MenuToolbar } from './menu-toolbar.tsx';
import { OpeningHours } from './opening-hours.tsx';
import { VenueHeader } from './venue-header.tsx';

interface PublicMenuAppProps {
  menu: PublicMenu;
  /** 'preview' in the dashboard: empty categories are kept and say so (spec §2 Preview mode). */
  mode?: 'public' | 'preview';
  /**
   * The guest page (issue 15 "Speed"): the menu's sections as server-rendered markup, which
   * hydration keeps as it is. The server passes the markup; the browser passes '' (it is already
   * in the page) and a `menu` without items, which are read back from the markup when a guest
   * first searches or opens a dish. Absent: the sections are rendered from `menu.items`.
   */
  staticSections?: string;
}

/**
 * The guest's menu (spec §1 "public searchable menu"): rendered on the server, hydrated in the
 * browser, and reused as-is by the dashboard's preview. Everything in `menu` is visible.
 */
export function PublicMenuApp({ menu, mode = 'public', staticSections }: PublicMenuAppProps) {
  const isStatic = staticSections !== undefined;
  // A new venue's page before its first dish (issue 15: never a blank page): a word for the
  // guest instead of a search box and filters over nothing. The server sends only categories
  // that hold a visible dish; the preview keeps empty ones, which say so themselves.
  const isEmpty = menu.categories.length === 0;
  const sectionsRef = useRef<HTMLDivElement>(null);
  const [markupItems, setMarkupItems] = useState<PublicItem[] | null>(null);
  const items = isStatic ? (markupItems ?? NO_ITEMS) : menu.items;
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<DishFilter>(ALL_DISHES);
  // The guest page's script gets the menu without dishes, and the list from the server with it.
  const dietaryIds = useMemo(() => menu.dietaryIds ?? dietaryIdsOf(menu.items), [menu.dietaryIds, menu.items]);
  const [openItem, setOpenItem] = useState<PublicItem | null>(null);
  const [activeCategory, setActiveCategory] = useState<string | null>(menu.categories[0]?.id ?? null);
  const [isHydrated, setHydrated] = useState(false);

  // A dish tapped before the script arrived left its anchor in the address: open it now.
  useEffect(() => {
    setHydrated(true);
    if (mode !== 'public') return;
    const openFromHash = () => {
      const card = isStatic ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
      const target =
        card?.matches('.pm-item') && sectionsRef.current?.contains(card)
          ? readMarkupItem(card)
          : items.find((item) => `#${itemAnchor(item.id)}` === window.location.hash);
      if (target) setOpenItem(target);
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [items, mode, isStatic]);

  const closeItem = () => {
    setOpenItem(null);
    if (mode === 'public' && window.location.hash.startsWith('#i-')) {
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    }
  };

  // Typing stays responsive on a slow phone with a long menu: results follow a beat later.
  const deferredQuery = useDeferredValue(query);
  const changeQuery = (value: string) => {
    // The dishes are read from the page's markup once, when the first search needs them.
    if (isStatic && !markupItems && value.trim() && sectionsRef.current) setMarkupItems(readMarkupItems(sectionsRef.current));
    setQuery(value);
  };

  const isSearching = deferredQuery.trim() !== '';
  // As a large menu's pieces arrive (issue 17): dishes already read for a search are read again,
  // and a dish the address names opens once its piece is there.
  const onPiece = () => {
    setMarkupItems((read) => (read && sectionsRef.current ? readMarkupItems(sectionsRef.current) : read));
    const card = window.location.hash.startsWith('#i-')
      ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
      : null;
    if (!openItem && card?.matches('.pm-item') && sectionsRef.current?.contains(card)) setOpenItem(readMarkupItem(card));
  };

  // The category tab follows the reader down a long menu (the topmost category on screen).
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || isSearching) return;
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = entry.target.id.replace(/^c-/, '');
          if (entry.isIntersecting) visible.set(id, entry.boundingClientRect.top);
          else visible.delete(id);
        }
        const top = [...visible].sort((a, b) => a[1] - b[1])[0];
        if (top) setActiveCategory(top[0]);
      },
      { rootMargin: '-140px 0px -55% 0px' },
    );
    for (const category of menu.categories) {
      const element = document.getElementById(categoryAnchor(category.id));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [menu.categories, isSearching]);

  // Fuse.js arrives with the first search (see loadFuse).
  const [FuseClass, setFuseClass] = useState<Awaited<ReturnType<typeof loadFuse>> | null>(null);
  useEffect(() => {
    if (!isSearching || FuseClass) return;
    let cancelled = false;
    // A failed load (offline) leaves the plain search working.
    loadFuse()
      .then((loaded) => !cancelled && setFuseClass(() => loaded))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [isSearching, FuseClass]);
  // The index is built once per menu when searching starts, not on every keystroke.
  const fuse = useMemo(
    () => (FuseClass && isSearching ? createItemSearch(FuseClass, items) : null),
    [FuseClass, items, isSearching],
  );
  const filtered = useMemo(() => (isStatic ? NO_ITEMS : filterDishes(items, filter)), [isStatic, items, filter]);
  const results = useMemo(
    () => (isSearching ? filterDishes(searchItems(items, deferredQuery, fuse), filter) : null),
    [isSearching, fuse, items, deferredQuery, filter],
  );

  return (
    <div className="pm" data-theme={menu.theme} data-mode={mode} data-hydrated={isHydrated ? 'true' : undefined}>
      <FoodMarkSprite />
      <HintRegion>
        <VenueHeader venue={menu.venue} />
        {mode === 'public' ? <LanguageSwitcher languages={menu.languages} current={menu.lang ?? 'en'} /> : null}
        {mode === 'public' ? <OpeningHours hours={menu.hours} /> : null}
        {menu.bookingUrl && mode === 'public' ? (
          <div className="pm-book">
            <a className="pm-link" href={menu.bookingUrl}>
              {TEXTS.bookTable}
            </a>
          </div>
        ) : null}
        {mode === 'public' ? <UpcomingEvents events={menu.events} /> : null}
        <HomeCarousel images={menu.homeImages} />
        {isEmpty ? null : (
          <div className="pm-sticky">
            <MenuToolbar
              query={query}
              onQueryChange={changeQuery}
              filter={filter}
              onFilterChange={setFilter}
              dietaryIds={dietaryIds}
            />
            {results ? null : <CategoryNav categories={menu.categories} activeId={activeCategory} onSelect={setActiveCategory} />}
          </div>
        )}
        <main className="pm-main">
          {isEmpty ? (
            <section className="pm-empty-menu" aria-labelledby="pm-empty-menu-title">
              <h2 id="pm-empty-menu-title">{TEXTS.emptyMenu}</h2>
              <p>{mode === 'preview' ? TEXTS.emptyMenuPreview : TEXTS.emptyMenuHint}</p>
            </section>
          ) : null}
          {isStatic ? (
            <StaticSections
              ref={sectionsRef}
              html={staticSections}
              filter={filter}
              isHidden={results !== null}
              onOpen={setOpenItem}
              onPiece={onPiece}
            />
          ) : null}
          {results ? (
            <section className="pm-results" aria-label="Search results">
              <p className="pm-results-count" role="status">
                {results.length === 0 ? TEXTS.noResults : `${results.length} ${results.length === 1 ? 'dish' : 'dishes'} found`}
              </p>
              <ul className="pm-items">
                {results.map((item) => (
                  <ItemCard key={item.id} item={item} onOpen={setOpenItem} />
                ))}
              </ul>
            </section>
          ) : isStatic ? null : (
            <MenuSections
              categories={menu.categories}
              subCategories={menu.subCategories}
              items={filtered}
              showEmptyCategories={mode === 'preview'}
              isFiltered={isFiltering(filter)}
              onOpen={setOpenItem}
            />
          )}
        </main>
        <footer className="pm-footer">
          {isEmpty ? null : <p>Prices in Indian rupees (₹).</p>}
          {menu.venue.fssaiLicence && <p>FSSAI Lic. No. {menu.venue.fssaiLicence}</p>}
        </footer>
      </HintRegion>
      <ItemDetailDialog item={openItem} onClose={closeItem} />
    </div>
  );
}
