/**
 * The site's design tokens, defined once. `shared/src/styles/tokens.css` (the CSS custom properties every
 * package's CSS uses) and the antd theme (`shared/src/theme/theme.ts`, for the dialogs) are derived from
 * these values; `tokens.test.ts` fails when tokens.css drifts from them (`UPDATE_TOKENS=1 npx jest tokens`
 * in `shared` rewrites its generated block). No other file of any package writes a colour literal: Stylelint
 * (`springfield/no-color-literals`) and ESLint enforce it.
 *
 * Contrast (WCAG 2.2 AA, checked by tokens.test.ts): every text colour reaches 4.5:1 on the backgrounds it
 * is used on, and every border that identifies a control reaches 3:1.
 */
export const colorTokens = {
  /** Links, primary buttons, the header: white text on it reaches 7.9:1. */
  primary: '#1a4f9c',
  primaryHover: '#143f7d',
  primaryActive: '#0f3063',
  /** Text and icons on primary, inverse and status-coloured fills. */
  onPrimary: '#ffffff',
  success: '#1f7a3a',
  warning: '#8a5a00',
  error: '#b3261e',
  errorActive: '#8c1d17',
  /** Body text. */
  text: '#1b1f24',
  /** Lead text, meta, captions. */
  textSecondary: '#4a5563',
  /** Placeholders and disabled labels (5.4:1 on white). */
  textMuted: '#5f6b7a',
  /** Dividers and the borders of cards and panels (decorative). */
  border: '#c9d1db',
  borderSubtle: '#e4e8ee',
  /** The borders of form controls: 4.7:1 on white, so a field can be found (non-text 3:1). */
  borderStrong: '#6b7480',
  /** The page behind the content. */
  background: '#f5f7fa',
  /** Cards, panels, the page header. */
  surface: '#ffffff',
  /** Quiet panels and disabled controls. */
  surfaceMuted: '#eef0f3',
  /** The footer: white text reaches 15:1. */
  surfaceInverse: '#14263f',
  borderInverse: 'rgb(255 255 255 / 25%)',
  /** The focus ring's outer colour (the inner is `text`): shows on light and dark backgrounds. */
  focus: '#f2b600',
  /** The tones of badges, notices and tinted panels: a fill, the text on it, and a border. */
  infoBg: '#e1ebf8',
  infoText: '#0f3063',
  infoBorder: '#b9c9e0',
  successBg: '#dff1e4',
  successText: '#17602d',
  warningBg: '#fdf0d0',
  warningText: '#6b4500',
  warningBorder: '#e8cf7a',
  dangerBg: '#fbe3e1',
  dangerText: '#8c1d17',
  neutralBg: '#eef0f3',
  neutralText: '#3b4452',
  accentBg: '#f3eafa',
  accentText: '#5b2a86',
  /** Print: black ink on paper. */
  ink: '#000000',
  /** Shadows under raised things: a card on hover, the sticky header, toasts, dialogs. */
  shadowSm: 'rgb(0 0 0 / 12%)',
  shadowMd: 'rgb(0 0 0 / 18%)',
  shadowLg: 'rgb(0 0 0 / 20%)',
  /** A translucent fill over a coloured surface (the toast's close button on hover). */
  overlay: 'rgb(0 0 0 / 10%)',
} as const;

/** Spacing on a 4 px grid. */
export const spaceTokens = {
  space1: '4px',
  space2: '8px',
  space3: '12px',
  space4: '16px',
  space5: '24px',
  space6: '32px',
  space7: '48px',
} as const;

export const radiusTokens = {
  radiusSm: '4px',
  /** Buttons, fields, cards. */
  radius: '6px',
  /** Cards and panels. */
  radiusLg: '10px',
  /** Badges. */
  radiusPill: '999px',
} as const;

/** Type sizes in rem, so a visitor's font size setting scales them. */
export const fontSizeTokens = {
  fontSizeXs: '0.8125rem',
  fontSizeSm: '0.875rem',
  fontSizeMd: '1rem',
  fontSizeLg: '1.125rem',
  fontSizeXl: '1.375rem',
  fontSize2xl: '1.75rem',
} as const;

export const otherTokens = {
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  /** The height of buttons and fields: a 44 px target (WCAG 2.5.5). */
  controlHeight: '44px',
  controlHeightSm: '36px',
  controlHeightLg: '48px',
  focusRingWidth: '3px',
  focusRingOffset: '2px',
  maxWidth: '1200px',
} as const;

export const tokens = {
  ...colorTokens,
  ...spaceTokens,
  ...radiusTokens,
  ...fontSizeTokens,
  ...otherTokens,
} as const;

export type TokenName = keyof typeof tokens;

/** `primaryHover` → `--sf-primary-hover`, `fontSize2xl` → `--sf-font-size-2xl`. */
export function cssVarName(name: TokenName): string {
  return `--sf-${name.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase()}`;
}

/** `var(--sf-…)` of a token, for the rare inline style or SVG attribute that needs a colour. */
export function tokenVar(name: TokenName): string {
  return `var(${cssVarName(name)})`;
}

/** The `:root` block of tokens.css, exactly as it is written there. */
export function tokensCss(): string {
  const lines = (Object.keys(tokens) as TokenName[]).map((name) => `  ${cssVarName(name)}: ${tokens[name]};`);
  return `:root {\n${lines.join('\n')}\n}`;
}
