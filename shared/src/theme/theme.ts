import type { ThemeConfig } from 'antd';

/**
 * The site's colours. The primary is a deep blue on which white text reaches 7.9:1 (WCAG AA asks 4.5:1);
 * antd's default #1677ff reaches only 4.1:1. The same values are CSS custom properties in tokens.css, for
 * the parts of the site that do not load antd (the frame, Home).
 */
export const colors = {
  primary: '#1a4f9c',
  primaryHover: '#143f7d',
  primaryActive: '#0f3063',
  success: '#1f7a3a',
  warning: '#8a5a00',
  error: '#b3261e',
  info: '#1a4f9c',
  text: '#1b1f24',
  textSecondary: '#4a5563',
  border: '#c9d1db',
  background: '#f5f7fa',
  surface: '#ffffff',
} as const;

/** The one antd theme of the site, applied by the shell and by each remote's standalone host. */
export const antdTheme: ThemeConfig = {
  cssVar: { key: 'sf' },
  token: {
    colorPrimary: colors.primary,
    colorLink: colors.primary,
    colorSuccess: colors.success,
    colorWarning: colors.warning,
    colorError: colors.error,
    colorInfo: colors.info,
    colorText: colors.text,
    colorTextSecondary: colors.textSecondary,
    // antd's default placeholder and description greys fall below 4.5:1 on white.
    colorTextTertiary: colors.textSecondary,
    colorTextPlaceholder: '#5f6b7a',
    colorTextDescription: colors.textSecondary,
    colorBorder: '#8c97a5',
    colorBgLayout: colors.background,
    borderRadius: 6,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontSize: 16,
  },
};
