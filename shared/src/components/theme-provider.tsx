import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingPanel } from './loading-panel';

// antd is loaded only where it is used, in dialogs: pages, the frame and Home render without it, which keeps
// a first visit light. The module below is a separate chunk, with antd behind it.
type ThemeModule = typeof import('./antd-theme-provider');
let themeChunk: Promise<ThemeModule> | undefined;
let themeLoaded: ThemeModule | undefined;

/** Starts loading antd and the theme now, e.g. when the pointer or focus reaches a button that opens a dialog. */
export function preloadTheme(): Promise<ThemeModule> {
  themeChunk ??= import('./antd-theme-provider').then(
    (module) => (themeLoaded = module),
    (error: unknown) => {
      themeChunk = undefined; // a later attempt may succeed (the visitor was offline for a moment)
      throw error;
    },
  );
  return themeChunk;
}

/**
 * A thenable that has already settled: React.lazy reads it synchronously, so what was preloaded renders at
 * once, with no fallback in between (a promise, even a resolved one, always suspends one render). Typed as a
 * Promise because React.lazy's type asks for one; React only calls its `then`.
 */
export function settled<T>(value: T): Promise<T> {
  const thenable = {
    // Calls back at once, in the caller's turn: the point of it.
    then(onFulfilled?: (value: T) => unknown) {
      return Promise.resolve(onFulfilled ? onFulfilled(value) : value);
    },
  };
  return thenable as unknown as Promise<T>;
}

const AntdThemeProvider = lazy(() => (themeLoaded ? settled(themeLoaded) : preloadTheme()));

export interface ThemeProviderProps {
  children: ReactNode;
  /** Shown while antd loads; a loading panel by default. */
  fallback?: ReactNode;
}

/** Applies the site's antd theme to its children, loading antd first if it is not loaded yet. */
export function ThemeProvider({ children, fallback = <LoadingPanel /> }: ThemeProviderProps) {
  return (
    <Suspense fallback={fallback}>
      <AntdThemeProvider>{children}</AntdThemeProvider>
    </Suspense>
  );
}
