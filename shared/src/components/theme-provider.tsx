import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingPanel } from './loading-panel';

// antd is loaded only where it is used, in dialogs: pages, the frame and Home render without it, which keeps
// a first visit light. The module below is a separate chunk, with antd behind it.
let themeChunk: Promise<typeof import('./antd-theme-provider')> | undefined;

/** Starts loading antd and the theme now, e.g. when the pointer or focus reaches a button that opens a dialog. */
export function preloadTheme(): Promise<typeof import('./antd-theme-provider')> {
  themeChunk ??= import('./antd-theme-provider').catch((error: unknown) => {
    themeChunk = undefined; // a later attempt may succeed (the visitor was offline for a moment)
    throw error;
  });
  return themeChunk;
}

const AntdThemeProvider = lazy(preloadTheme);

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
