import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingPanel } from './loading-panel';

// antd is loaded only where a page uses it: the frame and Home stay free of it, which keeps the first visit
// light. The module below is a separate chunk.
const AntdThemeProvider = lazy(() => import('./antd-theme-provider'));

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
