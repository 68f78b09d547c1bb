import { useIntl } from 'react-intl';
import type { EventFilter } from '../../../types/content';
import { CategoryFilters, ListForm } from '../../../components/category-filters';
import { eventFiltersIn } from '../data/events';
import { eventMessages } from '../messages';

export interface EventFiltersProps {
  filter: EventFilter;
  onChange: (filter: EventFilter) => void;
  counts: Record<EventFilter, number>;
  shownCount: number;
}

export function EventFilters({ filter, onChange, counts, shownCount }: EventFiltersProps) {
  const intl = useIntl();
  return (
    <ListForm action="/events" className="ne-event-filters">
      <CategoryFilters
        label={intl.formatMessage(eventMessages.filterLabel)}
        options={eventFiltersIn(intl)}
        value={filter}
        onChange={onChange}
        counts={counts}
        shownCount={shownCount}
      />
    </ListForm>
  );
}
