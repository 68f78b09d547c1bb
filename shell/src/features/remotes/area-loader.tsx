import { CONTRACT_VERSION, type RoutesModule } from '@springfield/shared';
import type { RouteObject } from 'react-router-dom';
import { AreaPages } from '../language/components/in-english';
import { reloadPage, resetRemote } from './federation';
import { loadWithMessages, speaksLanguage } from './load-with-messages';
import type { RemoteArea } from './remote-areas';
import { RemoteUnavailable } from './remote-unavailable';

type Patch = (routeId: string | null, children: RouteObject[]) => void;

/** Remote routes are attached under this route, inside the frame and its route error view. */
export const MAIN_ROUTE_ID = 'main';

type AreaState = 'loading' | 'loaded' | 'failed';

/**
 * Attaches a remote's routes to the router the first time a visitor enters one of its prefixes. A remote
 * that fails gets placeholder routes that show the "temporarily unavailable" panel for its prefixes only;
 * Retry loads it again and attaches the real routes, which outrank the placeholders.
 */
export class AreaLoader {
  private readonly states = new Map<string, AreaState>();
  private readonly inflight = new Map<string, Promise<boolean>>();
  private readonly placeholders = new Set<string>();
  /** Areas the server could not render this page with: their placeholders are attached without a load. */
  private readonly failedOnServer = new Set<string>();
  private patchRoutes: Patch | null = null;

  /**
   * The page arrived rendered with these areas' "temporarily unavailable" panel: the first visit to them
   * attaches the placeholders at once, so the browser renders what the server sent (hydration), and Retry
   * loads the remote.
   */
  failedOnTheServer(names: readonly string[]): void {
    for (const name of names) this.failedOnServer.add(name);
  }

  /** Gives the loader the router's own patchRoutes, used for retries outside a navigation. */
  bindRouter(router: { patchRoutes: Patch }): void {
    this.patchRoutes = (id, children) => router.patchRoutes(id, children);
  }

  isLoaded(area: RemoteArea): boolean {
    return this.states.get(area.name) === 'loaded';
  }

  /** Resolves true once the area's routes are attached, false if the remote could not be loaded. */
  ensure(area: RemoteArea, patch?: Patch): Promise<boolean> {
    if (this.isLoaded(area)) return Promise.resolve(true);
    const running = this.inflight.get(area.name);
    if (running) return running;
    const patcher = patch ?? this.patchRoutes;
    if (!patcher) return Promise.reject(new Error('AreaLoader is not bound to a router'));
    if (this.failedOnServer.delete(area.name)) {
      this.fail(area, patcher);
      return Promise.resolve(false);
    }
    const attempt = this.load(area, patcher).finally(() => this.inflight.delete(area.name));
    this.inflight.set(area.name, attempt);
    return attempt;
  }

  /** Forgets the failure and tries again. */
  retry(area: RemoteArea): Promise<boolean> {
    if (!resetRemote(area.name)) {
      reloadPage();
      // The page is going away; the panel keeps saying "Retrying…" until it does.
      return new Promise<boolean>(() => undefined);
    }
    return this.ensure(area);
  }

  private async load(area: RemoteArea, patch: Patch): Promise<boolean> {
    this.states.set(area.name, 'loading');
    try {
      this.attach(area, await loadWithMessages<RoutesModule>(area.name, './routes'), patch);
      return true;
    } catch (error) {
      console.error(`The ${area.name} area could not be loaded.`, error);
      this.fail(area, patch);
      return false;
    }
  }

  /**
   * Attaches a loaded './routes' module (the browser's federated one, or the server module's); throws when it
   * is not one of this contract.
   */
  attach(area: RemoteArea, module: RoutesModule, patch: Patch): void {
    const { routes, contract } = module;
    if (!Array.isArray(routes)) throw new Error(`${area.name}/routes exports no routes array`);
    if (contract !== CONTRACT_VERSION) {
      throw new Error(
        `${area.name}/routes is for contract ${String(contract)}, the shell reads ${CONTRACT_VERSION}`,
      );
    }
    // A pathless route: it renders its children (in English, marked, where the area has no catalogue for the
    // page's language, whatever the list says of a build without one), and keeps them apart from the
    // placeholders so Retry can attach the real routes beside them.
    const element = <AreaPages languages={area.languages} speaks={() => speaksLanguage(module)} />;
    patch(MAIN_ROUTE_ID, [{ id: `area:${area.name}`, element, children: routes }]);
    this.states.set(area.name, 'loaded');
  }

  /** Marks the area failed and attaches, once, the placeholders that show its "unavailable" panel. */
  fail(area: RemoteArea, patch: Patch): void {
    this.states.set(area.name, 'failed');
    if (this.placeholders.has(area.name)) return;
    this.placeholders.add(area.name);
    patch(
      MAIN_ROUTE_ID,
      area.prefixes.map((prefix) => ({
        id: `unavailable:${area.name}:${prefix}`,
        path: `${prefix.slice(1)}/*`,
        element: <RemoteUnavailable area={area} loader={this} />,
      })),
    );
  }
}

/** The shell's one loader. */
export const areaLoader = new AreaLoader();
