import './category-filters.css';

export interface CategoryFilterOption<T extends string> {
  value: T;
  label: string;
}

export interface CategoryFiltersProps<T extends string> {
  /** Names the group for assistive technology: "Filter events by category". */
  label: string;
  options: readonly CategoryFilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Fixed count of every option. */
  counts: Record<T, number>;
  /** What the chosen option holds now (after a search); its badge shows this. */
  shownCount: number;
}

/** Category buttons with counts, shared by the newsroom and the events list. */
export function CategoryFilters<T extends string>({
  label,
  options,
  value,
  onChange,
  counts,
  shownCount,
}: CategoryFiltersProps<T>) {
  return (
    <div className="ne-category-filters" role="group" aria-label={label}>
      {options.map((option) => {
        const active = option.value === value;
        const count = active ? shownCount : counts[option.value];
        return (
          <button
            key={option.value}
            type="button"
            className="ne-category-filter"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
          >
            {option.label}
            <span className="ne-category-filter__count" aria-hidden="true">
              {count}
            </span>
            <span className="sf-visually-hidden"> ({count})</span>
          </button>
        );
      })}
    </div>
  );
}
