import type { EventFilter } from '../../../types/content';
import { CategoryFilters, ListForm } from '../../../components/category-filters';
import { eventFilters } from '../data/events';

export interface EventFiltersProps {
  filter: EventFilter;
  onChange: (filter: EventFilter) => void;
  counts: Record<EventFilter, number>;
  shownCount: number;
}

export function EventFilters({ filter, onChange, counts, shownCount }: EventFiltersProps) {
  return (
    <ListForm action="/events" className="ne-event-filters">
      <CategoryFilters
        label="Filter events by category"
        options={eventFilters}
        value={filter}
        onChange={onChange}
        counts={counts}
        shownCount={shownCount}
      />
    </ListForm>
  );
}
