import { useCallback, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import './category-filters.css';

export interface CategoryFilterOption<T extends string> {
  value: T;
  label: string;
}

/** The address parameter that holds a list's chosen category ("/events?category=council"). */
export const CATEGORY_PARAM = 'category';

/**
 * The option the address's category names: its value ("press-releases"), or its label in any case ("Press
 * Releases", as a person types it or another site links it); the first option ("all") for none or an unknown
 * one, so a wrong address shows the whole list instead of failing.
 */
export function categoryFromAddress<T extends string>(
  options: readonly CategoryFilterOption<T>[],
  asked: string | null,
): T {
  if (asked === null) return options[0].value;
  const byValue = options.find((option) => option.value === asked);
  if (byValue) return byValue.value;
  const label = asked.trim().toLowerCase();
  return options.find((option) => option.label.toLowerCase() === label)?.value ?? options[0].value;
}

/**
 * A list's category, kept in the address (`?category=council`) so that a reload, a shared link or a browser
 * without script shows the same choice; the first option ("all") when the address names none or one the list
 * does not have. Choosing replaces the history entry: Back leaves the page, as it does for a search.
 */
export function useCategory<T extends string>(
  options: readonly CategoryFilterOption<T>[],
): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const value = categoryFromAddress(options, params.get(CATEGORY_PARAM));
  const choose = useCallback(
    (next: T) => {
      setParams(
        (previous) => {
          const changed = new URLSearchParams(previous);
          if (next === options[0].value) changed.delete(CATEGORY_PARAM);
          else changed.set(CATEGORY_PARAM, next);
          return changed;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [options, setParams],
  );
  return [value, choose];
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

/**
 * Category buttons with counts, shared by the newsroom and the events list. Each is its form's submit button
 * (`category=value`): without script the browser asks for the list with that category and the server renders
 * it filtered; with script the click filters at once and writes the choice into the address instead.
 */
export function CategoryFilters<T extends string>({
  label,
  options,
  value,
  onChange,
  counts,
  shownCount,
}: CategoryFiltersProps<T>) {
  return (
    <>
      {/* The form's default button, the one Enter in its search box presses (the first submit button of the
          form): it sends the chosen category again. Without it Enter would press the first category, "All",
          and lose the choice, with script as well as without. */}
      <button
        type="submit"
        hidden
        name={value === options[0].value ? undefined : CATEGORY_PARAM}
        value={value}
      />
      <div className="ne-category-filters" role="group" aria-label={label}>
        {options.map((option) => {
          const active = option.value === value;
          const count = active ? shownCount : counts[option.value];
          return (
            <button
              key={option.value}
              type="submit"
              name={CATEGORY_PARAM}
              value={option.value}
              className="ne-category-filter"
              aria-pressed={active}
              onClick={(click) => {
                click.preventDefault();
                onChange(option.value);
              }}
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
    </>
  );
}

export interface ListFormProps {
  /** The list's own address: "/news", "/events". */
  action: string;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * The form around a list's search box and category buttons: a GET of the list's own address, which is what a
 * browser without script sends. With script nothing is sent: the page filters as the visitor types or clicks.
 */
export function ListForm({ action, className, children, ...labelled }: ListFormProps) {
  return (
    <form
      method="get"
      action={action}
      className={className}
      aria-label={labelled['aria-label']}
      onSubmit={(submit: FormEvent) => submit.preventDefault()}
    >
      {children}
    </form>
  );
}
