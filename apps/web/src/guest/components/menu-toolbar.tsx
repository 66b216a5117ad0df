import type { DietaryId } from '@venue/shared';
import type { DishFilter } from '../lib/filter-items.ts';
import { DIETARY_FILTERS, FOOD_FILTERS, TEXTS } from '../lib/texts.ts';

interface MenuToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  filter: DishFilter;
  onFilterChange: (filter: DishFilter) => void;
  /** The dietary indicators the menu's dishes carry: a "leave out" choice each. */
  dietaryIds: readonly DietaryId[];
}

/**
 * Search box, the food-type filter (spec §2: all, veg, vegan, non-veg, egg) and, where the menu's
 * dishes carry dietary indicators, "leave out" filters such as Nut-free or Gluten-free (issue 35).
 */
export function MenuToolbar({ query, onQueryChange, filter, onFilterChange, dietaryIds }: MenuToolbarProps) {
  const avoidable = DIETARY_FILTERS.filter((entry) => dietaryIds.includes(entry.value));
  const toggleAvoid = (id: DietaryId) =>
    onFilterChange({
      ...filter,
      avoid: filter.avoid.includes(id) ? filter.avoid.filter((value) => value !== id) : [...filter.avoid, id],
    });
  return (
    <div className="pm-toolbar">
      <div className="pm-search" role="search">
        <svg className="pm-search-icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13.5 13.5 18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          type="search"
          className="pm-search-input"
          aria-label={TEXTS.searchLabel}
          placeholder={TEXTS.searchPlaceholder}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <div className="pm-filters" role="group" aria-label={TEXTS.foodTypeFilter}>
        {FOOD_FILTERS.map((entry) => (
          <button
            key={entry.value}
            type="button"
            className="pm-chip"
            data-food={entry.value}
            aria-pressed={filter.foodType === entry.value}
            onClick={() => onFilterChange({ ...filter, foodType: entry.value })}
          >
            {entry.label}
          </button>
        ))}
      </div>
      {avoidable.length > 0 ? (
        <div className="pm-filters" role="group" aria-label={TEXTS.dietaryFilter}>
          {avoidable.map((entry) => (
            <button
              key={entry.value}
              type="button"
              className="pm-chip"
              data-avoid={entry.value}
              aria-pressed={filter.avoid.includes(entry.value)}
              onClick={() => toggleAvoid(entry.value)}
            >
              {entry.label}
            </button>
          ))}
        </div>
      ) : null}
      {filter.avoid.length > 0 ? <p className="pm-filter-hint">{TEXTS.dietaryFilterHint}</p> : null}
    </div>
  );
}
