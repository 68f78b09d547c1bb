import type { EventFilter } from '@springfield/shared';
import { eventFilters } from '../data/events';

export interface EventFiltersProps {
  filter: EventFilter;
  onChange: (filter: EventFilter) => void;
  counts: Record<EventFilter, number>;
  shownCount: number;
}

export function EventFilters({ filter, onChange, counts, shownCount }: EventFiltersProps) {
  return (
    <div className="ev-filters" role="group" aria-label="Filter events by category">
      {eventFilters.map((option) => {
        const active = option.value === filter;
        return (
          <button
            key={option.value}
            type="button"
            className="ev-filter"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
          >
            {option.label}
            <span className="ev-filter__count" aria-hidden="true">
              {active ? shownCount : counts[option.value]}
            </span>
            <span className="sf-visually-hidden"> ({active ? shownCount : counts[option.value]})</span>
          </button>
        );
      })}
    </div>
  );
}
