import { lazy, useState, type ComponentType, type JSX } from 'react';
import { preloadTheme, ThemeProvider } from './theme-provider';
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
  /** Starts loading the dialog and antd, e.g. on pointer enter or focus of the button that opens it. */
  preload: () => void;
}

/**
 * A dialog whose code, and antd with it, load only when a visitor opens it, so the page around it renders
 * without them: `const { Dialog, preload } = lazyDialog(() => import('./x-dialog').then((m) => m.XDialog))`.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): LazyDialog<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Loaded = lazy(loadOnce);
  const preload = () => {
    preloadTheme().catch(() => undefined);
    loadOnce().catch(() => undefined);
  };

  function Dialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <ThemeProvider fallback={props.open ? <DialogLoading /> : null}>
        <Loaded {...props} />
      </ThemeProvider>
    );
  }
  return { Dialog, preload };
}
