import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { Toaster } from '../notify/toaster';
import '../styles/tokens.css';
import './standalone-host.css';

export interface StandaloneHostOptions {
  /** The team's area, shown in the bar: "News & Events". */
  area: string;
  routes: RouteObject[];
  /** Links in the bar to the area's list pages. */
  links: readonly { to: string; label: string }[];
}

function StandaloneLayout({ area, links }: Omit<StandaloneHostOptions, 'routes'>) {
  return (
    <>
      <a className="sf-standalone__skip" href="#main-content">
        Skip to main content
      </a>
      <header className="sf-standalone__bar">
        <p className="sf-standalone__name">City of Springfield: {area} (standalone)</p>
        <nav aria-label="Area pages">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <Toaster />
    </>
  );
}

function StandaloneNotFound() {
  return (
    <section className="sf-container sf-not-found">
      <h1>Not part of this area</h1>
      <p>This standalone host serves only its own area. The rest of the site lives in the shell.</p>
    </section>
  );
}

/**
 * Mounts a remote on its own for its team's development: the same theme, toaster and router as in the
 * composed site, with a minimal bar instead of the shell's frame.
 */
export function mountStandalone({ area, routes, links }: StandaloneHostOptions): void {
  const router = createBrowserRouter([
    {
      element: <StandaloneLayout area={area} links={links} />,
      children: [...routes, { path: '*', element: <StandaloneNotFound /> }],
    },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The standalone page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
