import type { MouseEvent } from 'react';
import type { PublicCategory } from '@venue/shared';
import { TEXTS } from '../lib/texts.ts';

export const categoryAnchor = (id: string) => `c-${id}`;
export const subCategoryAnchor = (id: string) => `s-${id}`;

/**
 * Scrolls to a section inside whatever scrolls it (the page, or the dashboard's preview frame)
 * instead of following the link, which would also move the dashboard's address. Without script
 * the plain anchor still works.
 */
export function scrollToAnchor(event: Pick<MouseEvent, 'preventDefault'>, anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

interface CategoryNavProps {
  categories: PublicCategory[];
  activeId: string | null;
  onSelect: (id: string) => void;
}

/** Sticky category links that jump to each category's section. */
export function CategoryNav({ categories, activeId, onSelect }: CategoryNavProps) {
  if (categories.length < 2) return null;
  return (
    <nav className="pm-cats" aria-label={TEXTS.categories}>
      <ul className="pm-cats-list">
        {categories.map((category) => (
          <li key={category.id}>
            <a
              className="pm-cat-link"
              href={`#${categoryAnchor(category.id)}`}
              aria-current={activeId === category.id ? 'true' : undefined}
              onClick={(event) => {
                onSelect(category.id);
                scrollToAnchor(event, categoryAnchor(category.id));
              }}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
