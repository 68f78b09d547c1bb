import { useActionData, useLocation, useMatches } from 'react-router-dom';
import type { FormOutcome } from './form-action';

/** The element of a server-rendered page that carries its data for the browser (written by the page server). */
const SERVER_RENDER_DATA_ID = 'sf-server-render';

/** The outcome of the action the page server ran for this page (a 422 page), by the id of its route. */
interface ServerAction {
  route: string;
  outcome: unknown;
}

let fromServer: ServerAction | null | undefined;

function serverAction(): ServerAction | null {
  if (fromServer !== undefined) return fromServer;
  fromServer = null;
  if (typeof document === 'undefined') return null;
  try {
    const text = document.getElementById(SERVER_RENDER_DATA_ID)?.textContent;
    const action = text ? (JSON.parse(text) as { action?: ServerAction }).action : undefined;
    if (action && typeof action.route === 'string') fromServer = action;
  } catch {
    // No server data: nothing to show.
  }
  return fromServer;
}

/** For tests: forget what was read from the page. */
export function resetServerActionForTests(): void {
  fromServer = undefined;
}

/**
 * The outcome a form shows: the browser's last submission (a fetcher's data) or, on a page the server
 * rendered for a POST, the server's. React Router does not carry an action's data into a hydrated page whose
 * routes are attached on the way (a remote's), so the server writes it into the page and the browser reads it
 * for the first page only, so that hydration renders what the server did.
 */
export function useFormOutcome<V>(fetcherData?: unknown): FormOutcome<V> | undefined {
  const actionData = useActionData() as FormOutcome<V> | undefined;
  const matches = useMatches();
  const location = useLocation();
  if (fetcherData !== undefined) return fetcherData as FormOutcome<V>;
  if (actionData !== undefined) return actionData;
  const server = serverAction();
  const route = matches.at(-1)?.id;
  if (server && location.key === 'default' && route === server.route) return server.outcome as FormOutcome<V>;
  return undefined;
}
