import type { RouteObject } from 'react-router-dom';
import { GovernmentPage } from './features/government/components/government-page';

/** The pages of this remote, attached by the shell under its prefixes (exposed as './routes'). */
export const routes: RouteObject[] = [{ path: '/government', element: <GovernmentPage /> }];

export default routes;
