import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The newsroom's search text lives in the `q` parameter: the header's search box sends visitors to
 * /news?q=..., and a search can be shared or reloaded. Typing replaces the history entry, so Back leaves
 * the page instead of stepping through every keystroke.
 */
export function useNewsSearch(): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const setSearch = useCallback(
    (text: string) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (text) next.set('q', text);
          else next.delete('q');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [search, setSearch];
}
