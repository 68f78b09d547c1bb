import { LOOKUP_FIELD, requestNumberFrom, requestStatusPath } from '../data/service-requests';

/**
 * The loader of /services/requests: the look-up form's address (/services/requests?id=100001) is a redirect to
 * the request's status page, answered by the server (302) without script and followed by the browser's router
 * with it. A blank number stays on the page, which asks for one. A thrown redirect response, as react-router's
 * `redirect` makes it.
 */
export function followRequestLookup({ request }: { request: Request }) {
  const typed = new URL(request.url).searchParams.get(LOOKUP_FIELD);
  const id = typed === null ? '' : requestNumberFrom(typed);
  if (id) throw new Response(null, { status: 302, headers: { Location: requestStatusPath(id) } });
  return null;
}
