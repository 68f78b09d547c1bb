import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdTheme } from '../theme/theme';

export default function AntdThemeProvider({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={antdTheme}>{children}</ConfigProvider>;
}
