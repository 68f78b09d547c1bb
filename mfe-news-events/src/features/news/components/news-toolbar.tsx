import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { NewsFilter } from '@springfield/shared';
import { newsFilters } from '../data/news-articles';

export interface NewsToolbarProps {
  search: string;
  onSearchChange: (text: string) => void;
  filter: NewsFilter;
  onFilterChange: (filter: NewsFilter) => void;
  /** Fixed count of every filter. */
  counts: Record<NewsFilter, number>;
  /** What the chosen filter holds after the search. */
  shownCount: number;
}

/** Search box and category buttons; the chosen button's badge shows the filtered count. */
export function NewsToolbar({
  search,
  onSearchChange,
  filter,
  onFilterChange,
  counts,
  shownCount,
}: NewsToolbarProps) {
  return (
    <section className="ne-toolbar" aria-label="Search and filter news">
      <label className="sf-visually-hidden" htmlFor="news-search">
        Search news articles
      </label>
      <Input
        id="news-search"
        type="search"
        size="large"
        allowClear
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder="Search news articles..."
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      <div className="ne-filters" role="group" aria-label="Filter by category">
        {newsFilters.map((option) => {
          const active = option.value === filter;
          return (
            <button
              key={option.value}
              type="button"
              className="ne-filter"
              aria-pressed={active}
              onClick={() => onFilterChange(option.value)}
            >
              {option.label}
              <span className="ne-filter__count" aria-hidden="true">
                {active ? shownCount : counts[option.value]}
              </span>
              <span className="sf-visually-hidden"> ({active ? shownCount : counts[option.value]})</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
