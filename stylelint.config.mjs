// One Stylelint configuration for the workspace. Each package's `lint` script runs `stylelint "src/**/*.css"`
// and finds this file. Its one rule keeps every package's CSS inside that package's own elements: every
// selector starts at a class with the package's prefix, and no selector names another package's class
// (tooling/stylelint-scope.cjs). Styles therefore cannot leak between the shell and the remotes,
// whichever areas a visitor has opened.
import scopedSelectors from './tooling/stylelint-scope.cjs';

/** The class prefix of each package: shared's `sf-` is the design system's, used (not styled) by all. */
const prefixes = {
  shared: 'sf-',
  shell: 'sh-',
  'mfe-news-events': 'ne-',
  'mfe-services-payments': 'sp-',
  'mfe-government': 'gov-',
  'mfe-community': 'cm-',
};

const rule = 'springfield/scoped-selectors';

/**
 * No colour literal in any package's CSS: hex colours, colour functions and named colours are written once,
 * as design tokens (shared/src/tokens/tokens.ts, generated into the :root block of tokens.css), and used as
 * var(--sf-…). Keywords such as transparent, currentcolor and the forced-colours system colours stay allowed.
 */
const noColorLiterals = {
  'color-no-hex': true,
  'color-named': 'never',
  'function-disallowed-list': ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'],
};
const allPrefixes = Object.values(prefixes);

export default {
  plugins: [scopedSelectors],
  // Off outside the six packages (Stylelint wants a rule at the top level); on per package below.
  rules: { [rule]: null, ...noColorLiterals },
  overrides: [
    ...Object.entries(prefixes).map(([dir, prefix]) => ({
      files: [`${dir}/**/*.css`],
      rules: { [rule]: [prefix, { prefixes: allPrefixes }] },
    })),
    {
      // The platform's base stylesheet: design tokens on :root and the page-wide defaults (box sizing, html,
      // body, images, links, the focus ring). The only file that may style elements without a class.
      // It is also the tokens file: its generated :root block is where the colour literals live.
      files: ['shared/src/styles/tokens.css'],
      rules: {
        [rule]: [prefixes.shared, { prefixes: allPrefixes, baseStylesheet: true }],
        'color-no-hex': null,
        'color-named': null,
        'function-disallowed-list': null,
      },
    },
    {
      // The icon library's own base styles (its `.anticon` rules and `loadingCircle` keyframes, compared with
      // the installed library by icons.test.ts), which the library would otherwise inject at run time.
      files: ['shared/src/styles/icons.css'],
      rules: { [rule]: null },
    },
    {
      // The platform's print stylesheet: on paper (inside `@media print` only) it may hide every package's
      // navigation, buttons and search by element and role, and write link addresses after links.
      files: ['shared/src/styles/print.css'],
      rules: { [rule]: [prefixes.shared, { prefixes: allPrefixes, baseStylesheet: 'print' }] },
    },
  ],
};
