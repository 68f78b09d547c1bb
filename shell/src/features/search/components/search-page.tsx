import { Button, city, formatLongDate, PageHeader, telHref, type SearchRecord } from '@springfield/shared';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { createSearchEngine, type SearchEngine, type SearchHit, type Segment } from '../engine/search-engine';
import { loadAllRecords } from '../data/load-records';
import '../search.css';

/** Tasks residents look for most, offered when a search finds nothing. */
const POPULAR_TASKS: readonly { to: string; label: string }[] = [
  { to: '/pay-fines', label: 'Pay a fine or parking ticket' },
  { to: '/services/pothole-report', label: 'Report a pothole' },
  { to: '/services/waste-schedule', label: 'Trash and recycling schedule' },
  { to: '/faq/parking-permit', label: 'Parking permits' },
  { to: '/faq/voter-registration', label: 'Register to vote' },
  { to: '/government', label: 'City council meetings and agendas' },
  { to: '/departments', label: 'Departments and contacts' },
];

const MAX_QUERY = 200;
/** Results shown at first and added by each "Show more results": the page stays quick to update as you type. */
const RESULTS_PER_STEP = 20;

interface IndexState {
  engine: SearchEngine | null;
  unavailable: string[];
}

function useSearchIndex(): IndexState {
  const [state, setState] = useState<IndexState>({ engine: null, unavailable: [] });
  useEffect(() => {
    let live = true;
    void loadAllRecords().then(({ records, unavailable }) => {
      if (live) setState({ engine: createSearchEngine(records), unavailable });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
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

interface FilterGroupProps {
  legend: string;
  name: string;
  options: [string, number][];
  selected: readonly string[];
  onToggle: (value: string) => void;
}

function FilterGroup({ legend, name, options, selected, onToggle }: FilterGroupProps) {
  const id = useId();
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
              {value} <span className="sh-results__count">({count})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** /search?q=…: results from every area, with filters by area and type. */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').slice(0, MAX_QUERY);
  const [text, setText] = useState(query);
  const [areas, setAreas] = useState(() => params.getAll('area'));
  const [limit, setLimit] = useState(RESULTS_PER_STEP);
  const moreFrom = useRef<HTMLLIElement>(null);
  const [types, setTypes] = useState(() => params.getAll('type'));
  const { engine, unavailable } = useSearchIndex();
  const inputId = useId();

  // A navigation to /search (the header search, back and forward) sets the words and filters.
  useEffect(() => {
    setText((params.get('q') ?? '').slice(0, MAX_QUERY));
    setAreas(params.getAll('area'));
    setTypes(params.getAll('type'));
  }, [params]);

  const hits = useMemo(() => (engine && text.trim() ? engine.search(text) : []), [engine, text]);
  const byType = hits.filter((h) => types.length === 0 || types.includes(h.record.type));
  const byArea = hits.filter((h) => areas.length === 0 || areas.includes(h.record.area));
  const shown = byType.filter((h) => areas.length === 0 || areas.includes(h.record.area));
  const areaOptions = countBy(byType, (r) => r.area);
  const typeOptions = countBy(byArea, (r) => r.type);

  // The count a screen reader hears is announced once typing pauses, not at every key.
  const trimmed = text.trim();
  const summary = !engine
    ? trimmed
      ? 'Searching…'
      : ''
    : trimmed
      ? `${shown.length} ${shown.length === 1 ? 'result' : 'results'} for “${trimmed}”`
      : 'Type what you are looking for.';
  const [announced, setAnnounced] = useState(summary);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(summary), 400);
    return () => clearTimeout(timer);
  }, [summary]);

  // Typing and filtering keep the address current (to share or bookmark) without a navigation, which would
  // move focus to the main content at every key.
  const update = (next: { q?: string; area?: string[]; type?: string[] }) => {
    const q = next.q ?? text.trim();
    const nextAreas = next.area ?? areas;
    const nextTypes = next.type ?? types;
    setAreas(nextAreas);
    setTypes(nextTypes);
    const search = new URLSearchParams();
    if (q) search.set('q', q);
    for (const a of nextAreas) search.append('area', a);
    for (const t of nextTypes) search.append('type', t);
    const query = search.toString();
    window.history.replaceState(window.history.state, '', `/search${query ? `?${query}` : ''}`);
  };

  const onInput = (value: string) => {
    setText(value);
    setLimit(RESULTS_PER_STEP);
    update({ q: value.trim(), area: [], type: [] });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: text.trim() });
  };
  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  return (
    <>
      <PageHeader
        title="Search"
        description="Find pages, services, payments, news, events, meetings and records across the city website."
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Search' }]}
      />
      <div className="sf-container sh-results">
        <form role="search" aria-label="Search this site" action="/search" method="get" onSubmit={submit}>
          <label htmlFor={inputId} className="sh-results__label">
            Search the site
          </label>
          <div className="sh-results__bar">
            <input
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
              Search
            </Button>
          </div>
        </form>

        {unavailable.length > 0 ? (
          <div className="sh-results__notice" role="note">
            Results from {unavailable.join(', ')} are not available right now. Other results are shown below;
            try again later to search {unavailable.length === 1 ? 'that area' : 'those areas'} too.
          </div>
        ) : null}

        <p className="sh-results__status" role="status">
          {announced}
        </p>

        {engine && trimmed && hits.length > 0 ? (
          <div className="sh-results__layout">
            <div className="sh-results__filters" aria-label="Filter results" role="group">
              <FilterGroup
                legend="Area"
                name="area"
                options={areaOptions}
                selected={areas}
                onToggle={(value) => update({ area: toggle(areas, value) })}
              />
              <FilterGroup
                legend="Type"
                name="type"
                options={typeOptions}
                selected={types}
                onToggle={(value) => update({ type: toggle(types, value) })}
              />
            </div>
            <ol className="sh-results__results" aria-label="Search results">
              {shown.slice(0, limit).map((hit, index) => (
                <li
                  key={`${hit.record.area}|${hit.record.id}`}
                  className="sh-results__result"
                  ref={index === limit - RESULTS_PER_STEP ? moreFrom : undefined}
                >
                  <h2 className="sh-results__title">
                    <Link to={hit.record.url}>{hit.record.title}</Link>
                  </h2>
                  <p className="sh-results__meta">
                    <span>{hit.record.area}</span>
                    <span>{hit.record.type}</span>
                    {hit.record.date ? (
                      <span>
                        <time dateTime={hit.record.date}>{formatLongDate(hit.record.date)}</time>
                      </span>
                    ) : null}
                  </p>
                  <Excerpt segments={hit.excerpt} />
                </li>
              ))}
            </ol>
            {shown.length > limit ? (
              <Button
                className="sh-results__more"
                onClick={() => {
                  setLimit((n) => n + RESULTS_PER_STEP);
                  // The first new result takes focus, so a keyboard user goes on reading where the list grew.
                  requestAnimationFrame(() => moreFrom.current?.querySelector('a')?.focus());
                }}
              >
                Show more results ({shown.length - limit} more)
              </Button>
            ) : null}
          </div>
        ) : null}

        {engine && trimmed && hits.length === 0 ? (
          <section className="sh-results__empty" aria-labelledby="sh-results-empty-title">
            <h2 id="sh-results-empty-title">No pages match “{trimmed}”</h2>
            <p>
              Check the spelling, try fewer or more general words, or start from one of these popular tasks:
            </p>
            <ul className="sh-results__popular">
              {POPULAR_TASKS.map((task) => (
                <li key={task.to}>
                  <Link to={task.to}>{task.label}</Link>
                </li>
              ))}
            </ul>
            <p>
              Still can’t find it? Call City Hall at <a href={telHref(city.mainPhone)}>{city.mainPhone}</a>,{' '}
              {city.officeHours}.
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}
