import { initFederation, preloadArea } from './features/remotes/federation';
import { areaForPath } from './features/remotes/remote-areas';

// A first visit to a remote's page: once the remotes list says which remote owns the path (index.html
// preloads the list), that remote's files start downloading, alongside the shell's own.
void initFederation().then(() => {
  const area = areaForPath(window.location.pathname);
  if (area) void preloadArea(area.name);
});

// The async boundary: Module Federation negotiates shared libraries before any of them is evaluated.
import('./bootstrap');
