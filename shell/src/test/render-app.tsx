// Renders the whole shell at a path with a memory router, as the browser router would, for tests.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routerOptions, shellRoutes } from '../app/routes';
import { AreaLoader } from '../features/remotes/area-loader';
import { setRemoteAreas } from '../features/remotes/remote-areas';
import { testAreas } from './test-areas';

export function renderApp(path = '/') {
  setRemoteAreas(testAreas);
  const loader = new AreaLoader();
  const router = createMemoryRouter(shellRoutes(loader), {
    initialEntries: [path],
    ...routerOptions(loader),
  });
  loader.bindRouter(router);
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, loader };
}
