import { preloadTheme } from '@springfield/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routerOptions, shellRoutes } from './app/routes';
import { areaLoader } from './features/remotes/area-loader';
import { initFederation } from './features/remotes/federation';
import { areaForPath } from './features/remotes/remote-areas';

async function start() {
  // A first visit to a remote's page needs antd: fetch it while the remote itself is being fetched.
  if (areaForPath(window.location.pathname)) void preloadTheme();
  await initFederation();
  const router = createBrowserRouter(shellRoutes(areaLoader), routerOptions(areaLoader));
  areaLoader.bindRouter(router);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
