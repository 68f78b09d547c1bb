import { ThemeProvider } from '@springfield/shared';
import { Outlet } from 'react-router-dom';

/** Wraps every remote page: the antd theme is loaded only here, never for the frame or Home. */
export function RemoteAreaLayout() {
  return (
    <ThemeProvider>
      <Outlet />
    </ThemeProvider>
  );
}
