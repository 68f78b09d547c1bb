import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routerOptions, shellRoutes } from './app/routes';
import { areaLoader } from './features/remotes/area-loader';
import { initFederation } from './features/remotes/federation';

async function start() {
  await initFederation();
  const router = createBrowserRouter(shellRoutes(areaLoader), routerOptions(areaLoader));
  areaLoader.bindRouter(router);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // A transition lets React yield to the browser while it renders the first page, instead of one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

void start();
