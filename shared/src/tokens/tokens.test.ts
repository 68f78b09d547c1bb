import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { antdTheme } from '../theme/theme';
import { colorTokens, cssVarName, tokens, tokensCss, tokenVar } from './tokens';

const cssFile = path.join(__dirname, '..', 'styles', 'tokens.css');
const BLOCK = /\/\* tokens:start \*\/\n([\s\S]*?)\n\/\* tokens:end \*\//;

/** WCAG 2.x contrast ratio of two opaque #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const lin = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('design tokens', () => {
  it('tokens.css holds exactly the custom properties generated from tokens.ts', () => {
    const css = readFileSync(cssFile, 'utf8');
    if (process.env.UPDATE_TOKENS) {
      writeFileSync(cssFile, css.replace(BLOCK, `/* tokens:start */\n${tokensCss()}\n/* tokens:end */`));
    }
    const block = BLOCK.exec(readFileSync(cssFile, 'utf8'));
    expect(block?.[1]).toBe(tokensCss());
  });

  it('names each custom property after its token', () => {
    expect(cssVarName('primaryHover')).toBe('--sf-primary-hover');
    expect(cssVarName('fontSize2xl')).toBe('--sf-font-size-2xl');
    expect(tokenVar('textSecondary')).toBe('var(--sf-text-secondary)');
    expect(new Set(Object.keys(tokens).map((name) => cssVarName(name as keyof typeof tokens))).size).toBe(
      Object.keys(tokens).length,
    );
  });

  it('gives the antd theme of the dialogs the same values', () => {
    const { token, components } = antdTheme;
    expect(token).toMatchObject({
      colorPrimary: colorTokens.primary,
      colorLink: colorTokens.primary,
      colorSuccess: colorTokens.success,
      colorWarning: colorTokens.warning,
      colorError: colorTokens.error,
      colorText: colorTokens.text,
      colorTextSecondary: colorTokens.textSecondary,
      colorTextPlaceholder: colorTokens.textMuted,
      colorBorder: colorTokens.borderStrong,
      colorBgLayout: colorTokens.background,
      borderRadius: parseInt(tokens.radius, 10),
      fontFamily: tokens.font,
    });
    expect(components?.Button).toMatchObject({
      controlHeight: parseInt(tokens.controlHeight, 10),
      fontWeight: 600,
      defaultBorderColor: colorTokens.primary,
    });
  });

  it.each([
    ['text', 'surface'],
    ['text', 'background'],
    ['textSecondary', 'surface'],
    ['textSecondary', 'background'],
    ['textSecondary', 'surfaceMuted'],
    ['textMuted', 'surface'],
    ['textMuted', 'surfaceMuted'],
    ['primary', 'surface'],
    ['primary', 'background'],
    ['primary', 'infoBg'],
    ['onPrimary', 'primary'],
    ['onPrimary', 'primaryHover'],
    ['onPrimary', 'error'],
    ['onPrimary', 'dangerText'],
    ['onPrimary', 'success'],
    ['onPrimary', 'surfaceInverse'],
    ['error', 'surface'],
    ['success', 'surface'],
    ['warning', 'surface'],
    ['infoText', 'infoBg'],
    ['successText', 'successBg'],
    ['warningText', 'warningBg'],
    ['dangerText', 'dangerBg'],
    ['neutralText', 'neutralBg'],
    ['accentText', 'accentBg'],
  ] as const)('text in %s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(colorTokens[fg], colorTokens[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('the border of a form control reaches 3:1 on the surfaces fields sit on', () => {
    expect(contrast(colorTokens.borderStrong, colorTokens.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(colorTokens.borderStrong, colorTokens.background)).toBeGreaterThanOrEqual(3);
  });
});
