import { useEffect, useRef, type MouseEvent, type Ref } from 'react';
import type { PublicItem } from '@venue/shared';
import { applyDishFilter, readMarkupItem } from '../lib/markup-items.ts';
import { loadSectionsPieces } from '../lib/sections-pieces.ts';
import { isFiltering, type DishFilter } from '../lib/filter-items.ts';
import { TEXTS } from '../lib/texts.ts';
import { scrollToAnchor } from './category-nav.tsx';
import { useHint } from './hint.tsx';

interface StaticSectionsProps {
  ref: Ref<HTMLDivElement>;
  /** The sections' markup on the server; '' in the browser, where it is already in the page. */
  html: string;
  filter: DishFilter;
  /** While search results show instead. */
  isHidden: boolean;
  onOpen: (item: PublicItem) => void;
  /** After a piece of a large menu was added to the sections (issue 17). */
  onPiece?: () => void;
}

/**
 * The guest page's menu sections (MenuSections' markup, rendered by the server): hydration
 * leaves them as they are, so a 1,000-dish menu costs the phone no React work and the page
 * carries the menu once (issue 15 "Speed"). What MenuSections' handlers do is done here by
 * delegation: opening a dish, the food-type hint, the subcategory links, and the placeholder
 * for a picture that fails to load (spec §2 Item card).
 */
export function StaticSections({ ref, html, filter, isHidden, onOpen, onPiece }: StaticSectionsProps) {
  const showHint = useHint();
  const element = useRef<HTMLDivElement | null>(null);
  const wasFiltered = useRef(false);
  const latest = useRef({ filter, onPiece });
  latest.current = { filter, onPiece };

  useEffect(() => {
    const sections = element.current;
    if (!sections || (!isFiltering(filter) && !wasFiltered.current)) return;
    wasFiltered.current = true;
    applyDishFilter(sections, filter);
  }, [filter]);

  useEffect(() => {
    const sections = element.current;
    if (!sections) return;
    const showPlaceholder = (media: Element) => {
      if (!(media instanceof HTMLImageElement || media instanceof HTMLVideoElement) || media.hidden) return;
      // Hidden rather than removed: the card's media address is still read from it.
      media.hidden = true;
      const placeholder = document.createElement('div');
      placeholder.className = 'pm-media-placeholder';
      if (media instanceof HTMLVideoElement) {
        placeholder.setAttribute('role', 'img');
        placeholder.setAttribute('aria-label', TEXTS.videoError);
        const text = document.createElement('span');
        text.className = 'pm-media-error-text';
        text.textContent = TEXTS.videoError;
        placeholder.append(text);
      }
      media.before(placeholder);
    };
    // Pictures that failed before the script ran have already fired their error event.
    for (const image of sections.querySelectorAll('img'))
      if (image.complete && image.naturalWidth === 0 && image.currentSrc) showPlaceholder(image);
    const onError = (event: Event) => event.target instanceof Element && showPlaceholder(event.target);
    sections.addEventListener('error', onError, true);
    return () => sections.removeEventListener('error', onError, true);
  }, []);

  // A large menu's further pieces (issue 17), fetched once the page is up, filtered like the rest.
  useEffect(() => {
    const sections = element.current;
    if (!sections?.querySelector('[data-more]')) return;
    const controller = new AbortController();
    loadSectionsPieces(sections, controller.signal, () => {
      if (wasFiltered.current) applyDishFilter(sections, latest.current.filter);
      latest.current.onPiece?.();
    }).catch(() => undefined);
    return () => controller.abort();
  }, []);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    const hint = target?.closest<HTMLElement>('.pm-ft-button');
    if (hint && showHint) {
      showHint(hint.title);
      return;
    }
    const open = target?.closest('.pm-card-open');
    const card = open?.closest('.pm-item');
    if (card) {
      event.preventDefault();
      onOpen(readMarkupItem(card));
      return;
    }
    const link = target?.closest<HTMLAnchorElement>('a.pm-sub-link');
    if (link) scrollToAnchor(event, link.hash.slice(1));
  };

  return (
    <div
      ref={(node) => {
        element.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      className="pm-static"
      hidden={isHidden}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
