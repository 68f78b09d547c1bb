// One ESLint configuration for the workspace: `npm run lint` runs ESLint once at the root; a package's own
// `npm run lint -w <package>` (`eslint .` in its folder) finds this file too.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const remotes = ['mfe-news-events', 'mfe-services-payments', 'mfe-government', 'mfe-community'];

// The rules of the house (docs/architecture.md): the shell never imports a remote's source, a remote never imports
// the shell or another remote, and shared imports no package of the repo. They meet only through federation.
const boundaryZones = [
  ...['shell', ...remotes].map((pkg) => ({
    target: './shared',
    from: `./${pkg}`,
    message: 'shared imports no package of the repo.',
  })),
  ...remotes.map((remote) => ({
    target: './shell',
    from: `./${remote}`,
    message: 'The shell meets remotes only through loadRemote.',
  })),
  ...remotes.flatMap((remote) => [
    { target: `./${remote}`, from: './shell', message: 'A remote never imports the shell.' },
    ...remotes
      .filter((other) => other !== remote)
      .map((other) => ({
        target: `./${remote}`,
        from: `./${other}`,
        message: 'A remote never imports another remote.',
      })),
  ]),
  ...['shell', ...remotes].map((pkg) => ({
    target: `./${pkg}`,
    from: './shared/src',
    message: 'Import @springfield/shared through its public entry.',
  })),
];

const packageImportBans = {
  shared: ['@springfield/*'],
  shell: ['@springfield/shell', '@springfield/mfe-*', '@springfield/shared/src/*'],
  remote: ['@springfield/shell', '@springfield/mfe-*', '@springfield/shared/src/*'],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.nx/**',
      // git-ignored copies and outputs of the tests (the pseudo-locale, skew and old builds, the Node 24 folder):
      // `npm run lint` runs ESLint once at the root, where they are.
      '.pseudo-build/**',
      '.skew-build/**',
      '.old-build/**',
      '.site/**',
      '.ci/node24/**',
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser } },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // No colour literal in code: a colour is a design token (shared/src/tokens/tokens.ts), written in CSS as
    // var(--sf-…) or in TS with tokenVar()/colorTokens. Stylelint enforces the same in every package's CSS.
    files: ['*/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/tokens/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/]',
          message: 'No colour literals: use a design token (tokenVar or colorTokens from the tokens).',
        },
        {
          selector: 'Literal[value=/^(rgb|rgba|hsl|hsla)\\(/]',
          message: 'No colour literals: use a design token (tokenVar or colorTokens from the tokens).',
        },
        {
          selector: 'TemplateElement[value.raw=/#[0-9a-fA-F]{6}\\b/]',
          message: 'No colour literals: use a design token (tokenVar or colorTokens from the tokens).',
        },
      ],
    },
  },
  {
    // The production server (Node): require() loads what only some deployments need (PGlite, nodemailer, jsdom)
    // and the shell's renderer build when it is asked for; its short problem page writes its own colours (the
    // design tokens are the site's CSS, not the server's).
    files: ['server/src/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: packageImportBans.shared }] },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: packageImportBans.shell }] },
  },
  {
    files: remotes.map((r) => `${r}/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', { patterns: packageImportBans.remote }] },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The search relevance test ranks the real records of every area with the shell's engine: the one file
    // of the shell that imports the remotes' './search' modules (a test, never built; the shell's code loads
    // them through federation).
    files: ['shell/src/features/search/relevance.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Playwright fixtures take a `use` callback that is not React's.
    files: ['**/e2e/**/*.ts', '**/*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
