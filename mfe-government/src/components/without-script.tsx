import { createContext, useContext, type ReactNode } from 'react';

const WithoutScriptContext = createContext(false);

/**
 * Marks content rendered for a browser that runs no script (inside a `<noscript>`): a control that needs
 * script there (a simulated download, a button that raises a toast) renders what works without it instead.
 */
export function WithoutScript({ children }: { children: ReactNode }) {
  return <WithoutScriptContext.Provider value>{children}</WithoutScriptContext.Provider>;
}

/** True inside `WithoutScript`: render nothing that needs script to act. */
export function useWithoutScript(): boolean {
  return useContext(WithoutScriptContext);
}
