import { FOOD_FILTERS, TEXTS, type FoodFilter } from '../lib/texts.ts';

interface MenuToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  foodFilter: FoodFilter;
  onFoodFilterChange: (filter: FoodFilter) => void;
}

/** Search box and the food-type filter (spec §2: all, veg, vegan, non-veg, egg). */
export function MenuToolbar({ query, onQueryChange, foodFilter, onFoodFilterChange }: MenuToolbarProps) {
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
        {FOOD_FILTERS.map((filter) => (
          <button
            key={filter.value}
            type="button"
            className="pm-chip"
            data-food={filter.value}
            aria-pressed={foodFilter === filter.value}
            onClick={() => onFoodFilterChange(filter.value)}
          >
            {filter.label}
          </button>
        ))}
      </div>
    </div>
  );
}
