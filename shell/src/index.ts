import { initFederation, preloadArea } from './features/remotes/federation';
import { areaForPath } from './features/remotes/remote-areas';

// A first visit to a remote's page: its files start downloading now, alongside the shell's own.
const area = areaForPath(window.location.pathname);
if (area) void preloadArea(area.name);
else void initFederation();

// The async boundary: Module Federation negotiates shared libraries before any of them is evaluated.
import('./bootstrap');
