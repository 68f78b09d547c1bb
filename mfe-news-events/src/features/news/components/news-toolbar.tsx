import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { NewsFilter } from '@springfield/shared';
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
