import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The address parameter that holds the newsroom's search text (declared on its routes, see routes.tsx). */
export const NEWS_SEARCH_PARAM = 'q';

/**
 * The newsroom's search text: what the box holds, kept in the component and written to the `q` parameter, so the
 * header's search box can send visitors to /news?q=..., and a search can be shared or reloaded. Typing replaces
 * the history entry, so Back leaves the page instead of stepping through every keystroke.
 *
 * The box shows the component's text, not the address's: writing the address is a navigation, and one made as
 * the page hydrates (text typed before the script ran) could be lost while the router was still starting, so
 * the box, which showed the address, emptied (issue 45: 6 of 8 early typings lost, "Showing 13 articles"
 * stayed). The text is written again at each change of the address until the address holds it. A change of the
 * address from elsewhere (the header's search, Back) sets the text; an address this hook wrote itself, arriving
 * after a later keystroke, does not.
 */
export function useNewsSearch(): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get(NEWS_SEARCH_PARAM) ?? '';
  const [text, setText] = useState(inAddress);
  // The address's text at the last effect, and the values this hook wrote that the address has not yet shown.
  const previousAddress = useRef(inAddress);
  const written = useRef(new Set<string>());
  useEffect(() => {
    const changed = previousAddress.current !== inAddress;
    previousAddress.current = inAddress;
    if (changed && !written.current.has(inAddress)) {
      // From elsewhere: the header's search, Back.
      written.current.clear();
      setText(inAddress);
      return;
    }
    if (text === inAddress) {
      written.current.clear();
      return;
    }
    written.current.add(text);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (text) next.set(NEWS_SEARCH_PARAM, text);
        else next.delete(NEWS_SEARCH_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    // `params`, not only the text in it: a navigation that overtook this one is a new address with the old text.
  }, [text, inAddress, params, setParams]);
  const setSearch = useCallback((next: string) => setText(next), []);
  return [text, setSearch];
}
