import { lazy, useState, useSyncExternalStore, type ComponentType, type JSX } from 'react';
import { preloadTheme, settled, ThemeProvider } from './theme-provider';
import './lazy-dialog.css';

/** While a dialog's code and antd load: a polite status over the page, which does not move the page. */
export function DialogLoading() {
  return (
    <div className="sf-dialog-loading" role="status" aria-live="polite">
      <span className="sf-loading__spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}

export interface LazyDialog<P extends { open: boolean }> {
  /** Renders nothing until first opened; then loads the dialog (and antd) and stays mounted to animate closing. */
  Dialog: (props: P) => JSX.Element | null;
  /**
   * Starts loading the dialog and antd, e.g. on pointer enter or focus of the button that opens it. Resolves
   * once both are loaded (never rejects: a failed load is tried again when the dialog opens); from then on the
   * dialog opens at once, without a loading status.
   */
  preload: () => Promise<void>;
}

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on (and at once in a
 * page rendered in the browser). A dialog opened by its address (/government/budget) is not in the server's
 * HTML: it needs antd, which only the browser loads; it opens right after hydration.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** Every lazy dialog's loaders, for tests: see `preloadLazyDialogs`. */
const registry = new Set<() => Promise<unknown>>();

/**
 * Loads every lazy dialog created so far (and antd), rejecting if one fails. Unit tests run it before their
 * first test (tooling/jest-setup.ts), so a dialog a test opens is on screen in the same render as the
 * click, however busy the machine: no race between a dynamic import and a `findBy` timeout.
 */
export function preloadLazyDialogs(): Promise<void> {
  return Promise.all([...registry].map((load) => load())).then(() => undefined);
}

/**
 * A dialog whose code, and antd with it, load only when a visitor opens it, so the page around it renders
 * without them: `const { Dialog, preload } = lazyDialog(() => import('./x-dialog').then((m) => m.XDialog))`.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): LazyDialog<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: { default: ComponentType<P> } | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // Once preloaded, the dialog renders in the same pass as the click that opens it.
  const Loaded = lazy(() => (loaded ? settled(loaded) : loadOnce()));
  const loadAll = () => Promise.all([preloadTheme(), loadOnce()]);
  registry.add(loadAll);
  const preload = () =>
    loadAll().then(
      () => undefined,
      () => undefined,
    );

  function Dialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    const inBrowser = useInBrowser();
    if (props.open && !opened) setOpened(true);
    if (!inBrowser || (!opened && !props.open)) return null;
    return (
      <ThemeProvider fallback={props.open ? <DialogLoading /> : null}>
        <Loaded {...props} />
      </ThemeProvider>
    );
  }
  return { Dialog, preload };
}
