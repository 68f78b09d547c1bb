import type { HeadHandle, QueryHandle } from '@springfield/shared';
import type { RouteObject } from 'react-router-dom';
import { REQUEST_NUMBER_PARAM, serviceLanguages } from '../services';
import { SERVICE_REQUEST_ROUTE_ID, serviceRequestAction } from './action';
import { ServiceRequestPage } from './service-request-page';
import { ServiceRequestSubmittedPage } from './service-request-submitted-page';

/** A service's request page: in the languages its record is translated into. */
const serviceHead = {
  head: ({ slug }) => {
    const languages = serviceLanguages(slug ?? '');
    return languages && { languages };
  },
} satisfies HeadHandle;

/**
 * The request form's pages: a service's page with its form and the form's action (a fixed id: the server's
 * render and the browser's name it alike), and the confirmation a request sent without script lands on (one
 * resident's business: not for search engines).
 */
export const serviceRequestRoutes: RouteObject[] = [
  {
    id: SERVICE_REQUEST_ROUTE_ID,
    path: '/services/:slug',
    element: <ServiceRequestPage />,
    action: serviceRequestAction,
    handle: serviceHead,
  },
  {
    path: '/services/:slug/submitted',
    element: <ServiceRequestSubmittedPage />,
    handle: { query: [REQUEST_NUMBER_PARAM], noindex: true } satisfies HeadHandle & QueryHandle,
  },
];
