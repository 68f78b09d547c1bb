import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION, PageNotFound } from '@springfield/shared';
import { DocumentPage } from './features/documents/components/document-page';
import { GovernmentPage } from './features/government/components/government-page';

/** The version of the shell–remote contract this module follows (checked by the shell when it loads). */
export const contract = CONTRACT_VERSION;

/**
 * The pages of this remote, attached by the shell under its prefixes (exposed as './routes'). Any other path
 * under /government (one segment, or three and more) is not a page: it gets the site's 404 view.
 */
export const routes: RouteObject[] = [
  { path: '/government', element: <GovernmentPage /> },
  { path: '/government/:category/:slug', element: <DocumentPage /> },
  { path: '/government/*', element: <PageNotFound /> },
];
