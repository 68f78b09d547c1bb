import {
  Button,
  ButtonLink,
  city,
  currentLocale,
  currentValue,
  DEFAULT_LOCALE,
  localizedPath,
  officeHoursIn,
  formatLongDate,
  PageHeader,
  telHref,
  useValueTypedBeforeHydration,
  type SearchRecord,
} from '@springfield/shared';
import {
  memo,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useIntl } from 'react-intl';
import { Link, useHref, useNavigate, useSearchParams, type NavigateFunction } from 'react-router-dom';
import { declaredWords, DeclaredWords } from '../../language/components/declared-words';
import { frameMessages } from '../../frame/messages';
import { recordTypeMessages, searchMessages } from '../messages';
import { SHELL_AREA } from '../data/shell-records';
import { searchEngineFor, type SearchEngine, type SearchHit, type Segment } from '../engine/search-engine';
import { loadAllRecords, recordsAtHand } from '../data/load-records';
import { usePendingAddress } from './pending-address';
import { linksFor, remoteAreas } from '../../remotes/remote-areas';
import '../search.css';

const MAX_QUERY = 200;
/**
 * Results shown at first and added by each "Show more results": ten fill more than a phone's screen and keep
 * each keystroke's update (search, render, style, layout, paint) within the frame budget.
 */
const RESULTS_PER_STEP = 10;
/** The address follows the words once typing pauses: writing it at every key costs a phone a frame. */
const ADDRESS_DELAY_MS = 300;

/** Dates as residents read them ("December 1, 2024"), formatted once per date: Intl formatting is slow. */
const dateLabels = new Map<string, string>();
function dateLabel(iso: string): string {
  let label = dateLabels.get(iso);
  if (label === undefined) {
    label = formatLongDate(iso);
    dateLabels.set(iso, label);
  }
  return label;
}

/** Where the filters fold behind the "Filter results" button (the breakpoint of search.css). */
const NARROW = '(max-width: 768px)';

function subscribeNarrow(onChange: () => void): () => void {
  const query = window.matchMedia?.(NARROW);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is narrow: the folded filters are then not rendered at each keystroke. */
function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia?.(NARROW).matches ?? false,
    () => false,
  );
}

interface IndexState {
  engine: SearchEngine | null;
  unavailable: string[];
}

function useSearchIndex(): IndexState {
  // Records already at hand (the server's render, or a hydration the entry prepared): results at once.
  const [state, setState] = useState<IndexState>(() => {
    const atHand = recordsAtHand();
    return atHand
      ? { engine: searchEngineFor(atHand.records), unavailable: atHand.unavailable }
      : { engine: null, unavailable: [] };
  });
  const ready = state.engine !== null;
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadAllRecords().then(({ records, unavailable }) => {
      if (live) setState({ engine: searchEngineFor(records), unavailable });
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return state;
}

/** The filters chosen: the areas and the types ticked. */
export interface ChosenFilters {
  area: string[];
  type: string[];
}

/**
 * The filters ticked now in the filters' form, in the order of its boxes; undefined when they are the ones
 * `chosen` (nothing changed before the page came alive).
 */
export function filtersTickedIn(form: Element, chosen: ChosenFilters): ChosenFilters | undefined {
  const ticked = (name: keyof ChosenFilters) =>
    [...form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${name}"]`)]
      .filter((box) => box.checked)
      .map((box) => box.value);
  const now = { area: ticked('area'), type: ticked('type') };
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((value) => b.includes(value));
  return same(now.area, chosen.area) && same(now.type, chosen.type) ? undefined : now;
}

/** Counts of each value among the hits, in first-seen order. */
function countBy(hits: readonly SearchHit[], key: (r: SearchRecord) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const hit of hits) counts.set(key(hit.record), (counts.get(key(hit.record)) ?? 0) + 1);
  return [...counts.entries()];
}

function Excerpt({ segments }: { segments: Segment[] }) {
  return (
    <p className="sh-results__excerpt">
      {segments.map((segment, i) => (segment.mark ? <mark key={i}>{segment.text}</mark> : segment.text))}
    </p>
  );
}

/**
 * Follows a result's link within the site, as a router Link would: a plain click only (a modified or middle
 * click is the browser's, e.g. a new tab). The results are plain links because a Link resolves its path at
 * every render, which was a quarter of a keystroke's script with ten results.
 */
function followResultLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const href = (event.target as Element).closest('a')?.getAttribute('href');
  if (!href?.startsWith('/')) return;
  event.preventDefault();
  // The link is written in the page's language (/es/news/…); the router adds its language itself.
  void navigate(localizedPath(DEFAULT_LOCALE, href));
}

interface ResultListProps {
  hits: readonly SearchHit[];
  limit: number;
  /** The first result added by the last "Show more results", to take focus. */
  moreFrom: RefObject<HTMLLIElement | null>;
}

/**
 * The shown results. Each is a title link, one line of area, type and date, and the excerpt: few elements, so
 * that a keystroke's update stays light.
 */
const ResultList = memo(function ResultList({ hits, limit, moreFrom }: ResultListProps) {
  const navigate = useNavigate();
  const intl = useIntl();
  // A record not written in the page's language (an area's English one) says so to assistive technology;
  // every link leads to the page in the visitor's language.
  const locale = currentLocale();
  const labels = useFilterLabels();
  return (
    // The list handles its links' clicks (followResultLink); the links themselves stay the interactive elements.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <ol
      className="sh-results__results"
      aria-label={intl.formatMessage(searchMessages.results)}
      onClick={(event) => followResultLink(event, navigate)}
    >
      {hits.slice(0, limit).map((hit, index) => (
        <li
          // Keyed by place: the next keystroke's results reuse these elements instead of replacing them.
          key={index}
          className="sh-results__result"
          lang={
            (hit.record.lang ?? DEFAULT_LOCALE) === locale ? undefined : (hit.record.lang ?? DEFAULT_LOCALE)
          }
          ref={index === limit - RESULTS_PER_STEP ? moreFrom : undefined}
        >
          <h2 className="sh-results__title">
            <a href={localizedPath(locale, hit.record.url)}>{hit.record.title}</a>
          </h2>
          <p className="sh-results__meta">
            <span lang={labels.lang('area', hit.record.area)}>{labels.area(hit.record.area)}</span> ·{' '}
            <span lang={labels.lang('type', hit.record.type)}>{labels.type(hit.record.type)}</span>
            {hit.record.date ? (
              <>
                {' · '}
                <time dateTime={hit.record.date}>{dateLabel(hit.record.date)}</time>
              </>
            ) : null}
          </p>
          <Excerpt segments={hit.excerpt} />
        </li>
      ))}
    </ol>
  );
});

/**
 * How many results the address asks for (`shown`, written by the no-JavaScript "Show more results" link): a
 * whole number of steps, at least one step, at most MAX_SHOWN.
 */
export function shownFromAddress(value: string | null): number {
  const steps = Math.floor(Number(value) / RESULTS_PER_STEP);
  if (!Number.isFinite(steps) || steps < 1) return RESULTS_PER_STEP;
  return Math.min(steps * RESULTS_PER_STEP, MAX_SHOWN);
}

/** The most results one address shows at once; more than any search of this site finds today. */
const MAX_SHOWN = 500;

/**
 * The address of the search with these words and filters (and, without JavaScript, `shown` results), in the
 * page's language.
 */
function searchAddress(q: string, areas: readonly string[], types: readonly string[], shown?: number) {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  for (const a of areas) search.append('area', a);
  for (const t of types) search.append('type', t);
  if (shown) search.set('shown', String(shown));
  const query = search.toString();
  // Written into the browser's address as it is (history.replaceState): in the page's language.
  return localizedPath(currentLocale(), `/search${query ? `?${query}` : ''}`);
}

interface FilterGroupProps {
  legend: string;
  name: string;
  options: [string, number][];
  selected: readonly string[];
  onToggle: (value: string) => void;
}

/**
 * A filter value as the page shows it: an area's name as its team translated it (area.json), a record's kind
 * from the shell's catalogue; the value itself (in the address, the form) stays English. `lang` is "en"
 * where no translation stands in for it.
 */
function useFilterLabels() {
  const intl = useIntl();
  return useMemo(() => {
    const locale = currentLocale();
    const areaWords = (value: string) => {
      if (value === SHELL_AREA) return { text: intl.formatMessage(frameMessages.cityName), inEnglish: false };
      const area = remoteAreas().find((candidate) => candidate.label === value);
      return area
        ? declaredWords(area, 'label', locale)
        : { text: value, inEnglish: locale !== DEFAULT_LOCALE };
    };
    const typeWords = (value: string) => {
      const message = recordTypeMessages[value as keyof typeof recordTypeMessages];
      return message
        ? { text: intl.formatMessage(message), inEnglish: false }
        : { text: value, inEnglish: locale !== DEFAULT_LOCALE };
    };
    const words = { area: areaWords, type: typeWords };
    return {
      area: (value: string) => areaWords(value).text,
      type: (value: string) => typeWords(value).text,
      lang: (kind: 'area' | 'type', value: string) =>
        words[kind](value).inEnglish ? DEFAULT_LOCALE : undefined,
    };
  }, [intl]);
}

function FilterGroup({ legend, name, options, selected, onToggle }: FilterGroupProps) {
  const id = useId();
  const labels = useFilterLabels();
  if (options.length === 0) return null;
  return (
    <fieldset className="sh-results__filter">
      <legend className="sh-results__legend">{legend}</legend>
      <ul className="sh-results__options">
        {options.map(([value, count], i) => (
          <li key={value}>
            <input
              id={`${id}-${i}`}
              type="checkbox"
              name={name}
              value={value}
              checked={selected.includes(value)}
              onChange={() => onToggle(value)}
            />
            <label htmlFor={`${id}-${i}`}>
              <span lang={labels.lang(name as 'area' | 'type', value)}>
                {labels[name as 'area' | 'type'](value)}
              </span>{' '}
              <span className="sh-results__count">({count})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The page's heading: memoized without props, so a keystroke does not render it again. */
const SearchHeader = memo(function SearchHeader() {
  const intl = useIntl();
  const title = intl.formatMessage(searchMessages.title);
  return (
    <PageHeader
      title={title}
      description={intl.formatMessage(searchMessages.description)}
      breadcrumb={[{ label: intl.formatMessage(frameMessages.home), to: '/' }, { label: title }]}
    />
  );
});

/** /search?q=…: results from every area, with filters by area and type. */
export function SearchPage() {
  const intl = useIntl();
  // The search page in the page's language (/es/search): where its forms go without script.
  const searchPage = useHref('/search');
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').slice(0, MAX_QUERY);
  const [text, setText] = useState(query);
  const [areas, setAreas] = useState(() => params.getAll('area'));
  const [limit, setLimit] = useState(() => shownFromAddress(params.get('shown')));
  const moreFrom = useRef<HTMLLIElement>(null);
  const [types, setTypes] = useState(() => params.getAll('type'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { engine, unavailable } = useSearchIndex();
  const inputId = useId();
  const filtersId = useId();
  const pendingAddress = usePendingAddress();
  const narrow = useNarrow();
  const showFilters = filtersOpen || !narrow;

  // A navigation to /search (the header search, back and forward) sets the words and filters. Not on the first
  // render, whose state already comes from the address (and may hold words typed before hydration).
  const paramsShown = useRef(params);
  useEffect(() => {
    if (paramsShown.current === params) return;
    paramsShown.current = params;
    pendingAddress.cancel();
    setText((params.get('q') ?? '').slice(0, MAX_QUERY));
    setAreas(params.getAll('area'));
    setTypes(params.getAll('type'));
  }, [params, pendingAddress]);

  const hits = useMemo(() => (engine && text.trim() ? engine.search(text) : []), [engine, text]);
  const { shown, areaOptions, typeOptions } = useMemo(() => {
    const byType = hits.filter((h) => types.length === 0 || types.includes(h.record.type));
    const byArea = hits.filter((h) => areas.length === 0 || areas.includes(h.record.area));
    return {
      shown: byType.filter((h) => areas.length === 0 || areas.includes(h.record.area)),
      areaOptions: countBy(byType, (r) => r.area),
      typeOptions: countBy(byArea, (r) => r.type),
    };
  }, [hits, areas, types]);
  const activeFilters = areas.length + types.length;

  // The count a screen reader hears is announced once typing pauses, not at every key.
  const trimmed = text.trim();
  const summary = !engine
    ? trimmed
      ? intl.formatMessage(searchMessages.searching)
      : ''
    : trimmed
      ? intl.formatMessage(searchMessages.summary, { count: shown.length, words: trimmed })
      : intl.formatMessage(searchMessages.prompt);
  const [announced, setAnnounced] = useState(summary);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(summary), 400);
    return () => clearTimeout(timer);
  }, [summary]);

  // Typing and filtering keep the address current (to share or bookmark) without a navigation, which would
  // move focus to the main content at every key. Typing writes it once the words rest; a filter, at once.
  const update = (next: { q?: string; area?: string[]; type?: string[] }, delay = 0) => {
    const q = next.q ?? text.trim();
    const nextAreas = next.area ?? areas;
    const nextTypes = next.type ?? types;
    setAreas(nextAreas);
    setTypes(nextTypes);
    pendingAddress.write(searchAddress(q, nextAreas, nextTypes), delay);
  };

  const onInput = (value: string) => {
    setText(value);
    setLimit(RESULTS_PER_STEP);
    update({ q: value.trim(), area: [], type: [] }, ADDRESS_DELAY_MS);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: text.trim() });
  };
  // Filters ticked or cleared in the server's page before it hydrated apply at once, as if chosen now (issue
  // 45: the boxes stayed ticked while the state, the results and the address ignored them). Before the words'
  // hook below: words typed as well start a new search, whose filters are cleared, as typing clears them.
  const filterFormRef = useValueTypedBeforeHydration<HTMLFormElement, ChosenFilters>(
    { area: areas, type: types },
    (form) => filtersTickedIn(form, { area: areas, type: types }),
    update,
  );
  // Words typed into the server's page before it hydrated search at once, as if typed now.
  const inputRef = useValueTypedBeforeHydration<HTMLInputElement, string>(text, currentValue, onInput);
  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  const filters = [
    { legend: intl.formatMessage(searchMessages.area), name: 'area', options: areaOptions, selected: areas },
    { legend: intl.formatMessage(searchMessages.type), name: 'type', options: typeOptions, selected: types },
  ] as const;

  return (
    <>
      <SearchHeader />
      <div className="sf-container sh-results">
        <form
          role="search"
          aria-label={intl.formatMessage(searchMessages.form)}
          action={searchPage}
          method="get"
          onSubmit={submit}
        >
          <label htmlFor={inputId} className="sh-results__label">
            {intl.formatMessage(searchMessages.field)}
          </label>
          <div className="sh-results__bar">
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              name="q"
              className="sh-results__input"
              value={text}
              onChange={(event) => onInput(event.target.value)}
              maxLength={MAX_QUERY}
              autoComplete="off"
            />
            <Button type="submit" variant="primary">
              {intl.formatMessage(searchMessages.button)}
            </Button>
          </div>
        </form>

        {unavailable.length > 0 ? (
          <div className="sh-results__notice" role="note">
            {intl.formatMessage(searchMessages.unavailable, {
              areas: unavailable.join(', '),
              count: unavailable.length,
            })}
          </div>
        ) : null}

        <p className="sh-results__status" role="status">
          {announced}
        </p>

        {engine && trimmed && hits.length > 0 ? (
          <div className="sh-results__layout">
            <div className="sh-results__aside">
              {/* On narrow screens the filters fold behind this button, so that the results come first. */}
              <button
                type="button"
                className="sh-results__toggle"
                aria-expanded={filtersOpen}
                aria-controls={filtersId}
                onClick={() => setFiltersOpen((open) => !open)}
              >
                {intl.formatMessage(searchMessages.filterResults)}
                {activeFilters > 0 ? (
                  <span className="sh-results__active">
                    {intl.formatMessage(searchMessages.activeFilters, { count: activeFilters })}
                  </span>
                ) : null}
              </button>
              <div
                id={filtersId}
                className="sh-results__filters"
                data-open={filtersOpen}
                aria-label={intl.formatMessage(searchMessages.filterResults)}
                role="group"
              >
                {showFilters ? (
                  <form
                    ref={filterFormRef}
                    action={searchPage}
                    method="get"
                    className="sh-results__filter-form"
                  >
                    <input type="hidden" name="q" value={trimmed} />
                    {filters.map((filter) => (
                      <FilterGroup
                        key={filter.name}
                        {...filter}
                        onToggle={(value) => update({ [filter.name]: toggle(filter.selected, value) })}
                      />
                    ))}
                    {/* Without JavaScript the filter checkboxes cannot apply themselves and the phone's "Filter
                        results" button cannot unfold them: the filters then stand open (search.css, scripting:
                        none) with this button that submits them (a plain GET of /search), and "Show more
                        results" is a link to the same search with more results. A browser with JavaScript
                        ignores a <noscript>, and React leaves its content alone when it hydrates. */}
                    <noscript>
                      <Button type="submit" variant="secondary" className="sh-results__apply">
                        {intl.formatMessage(searchMessages.applyFilters)}
                      </Button>
                    </noscript>
                  </form>
                ) : null}
              </div>
            </div>
            <div className="sh-results__main">
              <ResultList hits={shown} limit={limit} moreFrom={moreFrom} />
              {shown.length > limit ? (
                <noscript>
                  <ButtonLink
                    className="sh-results__more"
                    href={searchAddress(trimmed, areas, types, limit + RESULTS_PER_STEP)}
                  >
                    {intl.formatMessage(searchMessages.showMore, { count: shown.length - limit })}
                  </ButtonLink>
                </noscript>
              ) : null}
              {shown.length > limit ? (
                <Button
                  className="sh-results__more sh-results__more-button"
                  onClick={() => {
                    setLimit((n) => n + RESULTS_PER_STEP);
                    // The first new result takes focus, so a keyboard user goes on reading where the list grew.
                    requestAnimationFrame(() => moreFrom.current?.querySelector('a')?.focus());
                  }}
                >
                  {intl.formatMessage(searchMessages.showMore, { count: shown.length - limit })}
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}

        {engine && trimmed && hits.length === 0 ? (
          <section className="sh-results__empty" aria-labelledby="sh-results-empty-title">
            <h2 id="sh-results-empty-title">
              {intl.formatMessage(searchMessages.noMatch, { words: trimmed })}
            </h2>
            <p>{intl.formatMessage(searchMessages.noMatchHelp)}</p>
            <ul className="sh-results__popular">
              {/* Tasks residents look for most, as the areas declare them (area.json `links`). */}
              {linksFor('search-popular').map((task) => (
                <li key={task.to}>
                  <Link to={task.to}>
                    <DeclaredWords item={task} field="label" />
                  </Link>
                </li>
              ))}
            </ul>
            <p>
              {intl.formatMessage(searchMessages.stillCantFind, {
                phone: <a href={telHref(city.mainPhone)}>{city.mainPhone}</a>,
                hours: officeHoursIn(intl.locale),
              })}
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}
