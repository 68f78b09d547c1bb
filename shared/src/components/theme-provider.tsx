import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingPanel } from './loading-panel';

// antd is loaded only where a page uses it: the frame and Home stay free of it, which keeps the first visit
// light. The module below is a separate chunk.
let themeChunk: Promise<typeof import('./antd-theme-provider')> | undefined;

/** Starts loading antd and the theme now, e.g. when the first page of a visit is a remote's page. */
export function preloadTheme(): Promise<typeof import('./antd-theme-provider')> {
  themeChunk ??= import('./antd-theme-provider');
  return themeChunk;
}

const AntdThemeProvider = lazy(preloadTheme);

export interface ThemeProviderProps {
  children: ReactNode;
}

/** Applies the site's antd theme to its children. */
export function ThemeProvider({ children }: ThemeProviderProps) {
  return (
    <Suspense fallback={<LoadingPanel />}>
      <AntdThemeProvider>{children}</AntdThemeProvider>
    </Suspense>
  );
}
