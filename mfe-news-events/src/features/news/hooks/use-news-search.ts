import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The address parameter that holds the newsroom's search text (declared on its routes, see routes.tsx). */
export const NEWS_SEARCH_PARAM = 'q';

/**
 * The newsroom's search text lives in the `q` parameter: the header's search box sends visitors to
 * /news?q=..., and a search can be shared or reloaded. Typing replaces the history entry, so Back leaves
 * the page instead of stepping through every keystroke.
 */
export function useNewsSearch(): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.get(NEWS_SEARCH_PARAM) ?? '';
  const setSearch = useCallback(
    (text: string) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (text) next.set(NEWS_SEARCH_PARAM, text);
          else next.delete(NEWS_SEARCH_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [search, setSearch];
}
