import type { ThemeConfig } from 'antd';
import { colorTokens, tokens } from '../tokens/tokens';

const px = (value: string) => parseInt(value, 10);

/**
 * The site's colours, from the design tokens (`shared/src/tokens/tokens.ts`). The primary is a deep blue on
 * which white text reaches 7.9:1 (WCAG AA asks 4.5:1); antd's default blue reaches only 4.1:1.
 */
export const colors = {
  primary: colorTokens.primary,
  primaryHover: colorTokens.primaryHover,
  primaryActive: colorTokens.primaryActive,
  success: colorTokens.success,
  warning: colorTokens.warning,
  error: colorTokens.error,
  info: colorTokens.primary,
  text: colorTokens.text,
  textSecondary: colorTokens.textSecondary,
  border: colorTokens.border,
  background: colorTokens.background,
  surface: colorTokens.surface,
} as const;

/**
 * The one antd theme of the site, applied by the shell and by each remote's standalone host, derived from
 * the same tokens as tokens.css. Its Button matches the shared `Button` (44 px, 2 px border, bold), so a
 * dialog's footer buttons look like the page's.
 */
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
    colorTextPlaceholder: colorTokens.textMuted,
    colorTextDescription: colors.textSecondary,
    // antd's default control border reaches 1.5:1 on white; controls need 3:1.
    colorBorder: colorTokens.borderStrong,
    colorBgLayout: colors.background,
    borderRadius: px(tokens.radius),
    fontFamily: tokens.font,
    fontSize: 16,
  },
  components: {
    Button: {
      controlHeight: px(tokens.controlHeight),
      controlHeightSM: px(tokens.controlHeightSm),
      controlHeightLG: px(tokens.controlHeightLg),
      lineWidth: 2,
      fontWeight: 600,
      paddingInline: 20,
      defaultBorderColor: colorTokens.primary,
      defaultColor: colorTokens.primary,
      defaultBg: colorTokens.surface,
      defaultHoverBorderColor: colorTokens.primaryHover,
      defaultHoverColor: colorTokens.primaryHover,
      defaultHoverBg: colorTokens.infoBg,
      primaryShadow: 'none',
      defaultShadow: 'none',
      dangerShadow: 'none',
    },
  },
};
