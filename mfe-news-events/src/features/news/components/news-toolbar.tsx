import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useRef } from 'react';
import { TextField } from '@springfield/shared';
import type { NewsFilter } from '../../../types/content';
import { CategoryFilters } from '../../../components/category-filters';
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
  const searchBox = useRef<HTMLInputElement>(null);
  return (
    <section className="ne-toolbar" aria-label="Search and filter news">
      <div className="ne-search">
        <SearchOutlined className="ne-search__icon" aria-hidden="true" />
        <TextField
          ref={searchBox}
          id="news-search"
          label="Search news articles"
          hideLabel
          inputClassName="ne-search__input"
          type="search"
          placeholder="Search news articles..."
          value={search}
          onChange={onSearchChange}
        />
        {search ? (
          <button
            type="button"
            className="ne-search__clear"
            aria-label="Clear search"
            // Keeps the focus in the box when the button is clicked with a mouse.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              onSearchChange('');
              searchBox.current?.focus();
            }}
          >
            <CloseCircleFilled aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <CategoryFilters
        label="Filter by category"
        options={newsFilters}
        value={filter}
        onChange={onFilterChange}
        counts={counts}
        shownCount={shownCount}
      />
    </section>
  );
}
