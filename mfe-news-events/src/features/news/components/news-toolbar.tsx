import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { TextField, useHydrated } from '@springfield/shared';
import type { NewsFilter } from '../../../types/content';
import { CategoryFilters, ListForm } from '../../../components/category-filters';
import { newsFiltersIn } from '../data/news-articles';
import { newsMessages } from '../messages';

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

/**
 * Search box and category buttons; the chosen button's badge shows the filtered count. They are one GET form
 * of /news (`q`, `category`): without script Enter or a category asks the server for the filtered list.
 */
export function NewsToolbar({
  search,
  onSearchChange,
  filter,
  onFilterChange,
  counts,
  shownCount,
}: NewsToolbarProps) {
  const intl = useIntl();
  const searchBox = useRef<HTMLInputElement>(null);
  // Clearing needs script; without it the visitor empties the box and presses Enter.
  const hydrated = useHydrated();
  return (
    <section className="ne-toolbar" aria-label={intl.formatMessage(newsMessages.toolbarLabel)}>
      <ListForm action="/news" className="ne-toolbar__form">
        <div className="ne-search">
          <SearchOutlined className="ne-search__icon" aria-hidden="true" />
          <TextField
            ref={searchBox}
            id="news-search"
            name="q"
            label={intl.formatMessage(newsMessages.searchLabel)}
            hideLabel
            inputClassName="ne-search__input"
            type="search"
            placeholder={intl.formatMessage(newsMessages.searchPlaceholder)}
            value={search}
            onChange={onSearchChange}
          />
          {search && hydrated ? (
            <button
              type="button"
              className="ne-search__clear"
              aria-label={intl.formatMessage(newsMessages.clearSearch)}
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
          label={intl.formatMessage(newsMessages.filterLabel)}
          options={newsFiltersIn(intl)}
          value={filter}
          onChange={onFilterChange}
          counts={counts}
          shownCount={shownCount}
        />
      </ListForm>
    </section>
  );
}
