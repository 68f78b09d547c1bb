import { Outlet } from 'react-router-dom';

/**
 * Wraps every remote page. Pages render without antd; a dialog that uses it loads antd and the site theme
 * when it first opens (lazyDialog in shared), so a first visit downloads none of it.
 */
export function RemoteAreaLayout() {
  return <Outlet />;
}
