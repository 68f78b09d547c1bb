import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION, PageNotFound, type HeadHandle } from '@springfield/shared';
import { GovernmentRoute } from './features/government/components/government-route';
import { governmentViews, viewPath, type GovernmentView } from './features/government/utils/addresses';
import { areaIntl } from './i18n/area-intl';
import { recordPageLanguages } from './page-languages';
// A document's page's styles load with the area's routes, not with its code (see the document route): the server
// sends a page with this module's stylesheets only, and the page must be styled at its first paint.
import './features/documents/documents.css';

/**
 * A view that opens another's dialog (/government/legislation opens Public Records) is that view's page at a
 * second address: its canonical link names the view whose dialog it is, which search engines index.
 */
const viewHead: HeadHandle = {
  head: ({ view }) => {
    const opens =
      view && Object.hasOwn(governmentViews, view) ? governmentViews[view as GovernmentView] : undefined;
    return opens && opens !== view ? { canonical: viewPath(opens) } : undefined;
  },
};

/**
 * The page of a record (a dialog's, under its `folder`, or a document's, under its category): in the languages
 * its record is translated into.
 */
const recordHead = (folder?: string): HeadHandle => ({
  head: ({ category, slug }) => {
    const languages = recordPageLanguages(`/government/${folder ?? category}/${slug}`);
    return languages && { languages };
  },
});

/** The version of the shell–remote contract this module follows (checked by the shell when it loads). */
export const contract = CONTRACT_VERSION;

/**
 * The pages of this remote, attached by the shell under its prefixes (exposed as './routes'). The Government
 * page also answers at its views (/government/budget, …, /government/public-comment) and at each legislation
 * item, upcoming meeting agenda and official, with that dialog open. Any other path under /government is not
 * a page: the site's 404 view.
 */
export const routes: RouteObject[] = areaIntl.withMessages([
  { path: '/government', element: <GovernmentRoute kind="page" /> },
  { path: '/government/:view', element: <GovernmentRoute kind="view" />, handle: viewHead },
  // More specific than /government/:category/:slug, so react-router ranks them first.
  {
    path: '/government/legislation/:slug',
    element: <GovernmentRoute kind="legislation" />,
    handle: recordHead('legislation'),
  },
  {
    path: '/government/agendas/:slug',
    element: <GovernmentRoute kind="agenda" />,
    handle: recordHead('agendas'),
  },
  {
    path: '/government/officials/:slug',
    element: <GovernmentRoute kind="official" />,
    handle: recordHead('officials'),
  },
  // A document's page, and the sanitiser of its body (dompurify, about 10 KB compressed) with it, load only for
  // a document (issue 45): every page of the area came with them. The server's render resolves the route before
  // rendering (the static handler; the server build has it in its one chunk), the browser's router before
  // hydrating the first page (the shell waits for it) and on the way of a client navigation.
  {
    path: '/government/:category/:slug',
    handle: recordHead(),
    lazy: () =>
      import(/* webpackChunkName: "document-page" */ './features/documents/components/document-page').then(
        ({ DocumentPage }) => ({
          element: (
            <areaIntl.Provider>
              <DocumentPage />
            </areaIntl.Provider>
          ),
        }),
      ),
  },
  { path: '/government/*', element: <PageNotFound /> },
]);

/** Loads the area's messages in a language before its first render in it (awaited by the shell). */
export const loadMessages = areaIntl.loadMessages;
