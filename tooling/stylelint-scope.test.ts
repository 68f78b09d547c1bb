/** @jest-environment node */
import stylelint from 'stylelint';
import scopedSelectors from './stylelint-scope.cjs';

const rule = 'springfield/scoped-selectors';

/** The warnings the rule gives `code` as CSS of the package with `prefix`. */
async function warnings(code: string, prefix = 'ne-', options: Record<string, unknown> = {}) {
  const { results } = await stylelint.lint({
    code,
    config: { plugins: [scopedSelectors], rules: { [rule]: [prefix, options] } },
    quietDeprecationWarnings: true,
  });
  const [result] = results;
  expect(result.invalidOptionWarnings).toEqual([]);
  return result.warnings.map(({ rule: name, line, text }) => {
    expect(name).toBe(rule);
    return { line, text: text.replace(` (${rule})`, '') };
  });
}

describe('springfield/scoped-selectors', () => {
  it('accepts selectors that start at a class of the package, with third-party classes and elements after it', async () => {
    const code = `
      .ne-card { color: red; }
      .ne-card__title:hover, button.ne-card[aria-pressed='true'] { color: red; }
      .ne-carousel .slick-dots button, .ne-carousel .slick-slide > div { margin: 0; }
      .ne-contact .anticon, .ne-dialog .ant-modal-title { color: red; }
      .ne-list > li + li::before, .ne-tabs:not(.ne-tabs--flat) a:focus-visible { color: red; }
      @media (max-width: 600px) { .ne-grid .ne-card { display: block; } }
      @supports (display: grid) { .ne-grid { display: grid; } }
      @keyframes ne-spin { from { transform: none; } to { transform: rotate(1turn); } }
      .ne-menu { & a:hover { color: red; } span { color: red; } @media (width < 600px) { &.ne-menu--open { color: red; } } }
    `;
    expect(await warnings(code)).toEqual([]);
  });

  it('refuses a selector whose first compound has no class of the package', async () => {
    const code = `
      button { color: red; }
      .slick-dots .ne-carousel { color: red; }
      @media (max-width: 600px) { html { scroll-padding-top: 0; } }
      :is(.ne-a, .ne-b) span { color: red; }
      .ne-menu { .slick-list & { color: red; } }
    `;
    expect(await warnings(code)).toEqual([
      { line: 2, text: '"button" is not scoped: its first compound selector must contain a ".ne-…" class' },
      {
        line: 3,
        text: '".slick-dots .ne-carousel" is not scoped: its first compound selector must contain a ".ne-…" class',
      },
      { line: 4, text: '"html" is not scoped: its first compound selector must contain a ".ne-…" class' },
      {
        line: 5,
        text: '":is(.ne-a, .ne-b) span" is not scoped: its first compound selector must contain a ".ne-…" class',
      },
      {
        line: 6,
        text: '".slick-list &" is not scoped: its first compound selector must contain a ".ne-…" class',
      },
    ]);
  });

  it("refuses another package's class anywhere, even wrapped in one of the package's own", async () => {
    const code = `
      .sf-button { color: red; }
      .ne-form .sf-btn:hover { color: red; }
      .ne-field:not(.cm-field) { color: red; }
    `;
    const foreign = (name: string) =>
      `".${name}" belongs to another package: style only ".ne-…" classes (wrap the element in one of yours)`;
    expect(await warnings(code)).toEqual([
      { line: 2, text: foreign('sf-button') },
      { line: 3, text: foreign('sf-btn') },
      { line: 4, text: foreign('cm-field') },
    ]);
  });

  it('refuses classes without a package prefix that are not third-party ones', async () => {
    expect(await warnings(`.ne-nav a.active { color: red; }\n.ue-dot { color: red; }`)).toEqual([
      {
        line: 1,
        text: '".active" has no package prefix: name it ".ne-…" (or it is a third-party class not allowed here)',
      },
      {
        line: 2,
        text: '".ue-dot" has no package prefix: name it ".ne-…" (or it is a third-party class not allowed here)',
      },
    ]);
  });

  it('wants the package prefix on @keyframes names', async () => {
    expect(await warnings(`@keyframes spin { to { opacity: 0; } }`, 'cm-')).toEqual([
      { line: 1, text: '@keyframes "spin" must be named "cm-…"' },
    ]);
  });

  it("lets the shell's prefix be another package's for a remote and its own for the shell", async () => {
    const code = `.sh-header .sh-nav a { color: red; }`;
    expect(await warnings(code, 'sh-')).toEqual([]);
    expect(await warnings(code, 'gov-')).toHaveLength(2);
  });

  it('lets only the base stylesheet style the page without a class', async () => {
    const code = `
      :root { --sf-primary: blue; }
      *, *::before { box-sizing: border-box; }
      html, body, a, :focus-visible { margin: 0; }
      .sf-container { margin: 0 auto; }
      body .sf-card { color: red; }
    `;
    expect(await warnings(code, 'sf-', { baseStylesheet: true })).toEqual([
      {
        line: 6,
        text: '"body .sf-card" is not scoped: its first compound selector must contain a ".sf-…" class',
      },
    ]);
    expect(await warnings(code, 'sf-')).toHaveLength(8);
  });

  it('lets the print stylesheet style the page without a class only inside @media print', async () => {
    const code = `
      @media print {
        nav, button, [role='search'] { display: none !important; }
        a[href^='http']::after { content: ' (' attr(href) ')'; }
        .sf-toaster { display: none; }
        body .sh-header { display: none; }
      }
      button { color: red; }
      .sf-print { color: black; }
    `;
    expect(await warnings(code, 'sf-', { baseStylesheet: 'print' })).toEqual([
      {
        line: 6,
        text: '".sh-header" belongs to another package: style only ".sf-…" classes (wrap the element in one of yours)',
      },
      {
        line: 6,
        text: '"body .sh-header" is not scoped: its first compound selector must contain a ".sf-…" class',
      },
      { line: 8, text: '"button" is not scoped: its first compound selector must contain a ".sf-…" class' },
    ]);
  });

  it('refuses a misconfigured prefix', async () => {
    const { results } = await stylelint.lint({
      code: '.a {}',
      config: { plugins: [scopedSelectors], rules: { [rule]: [42] } },
      quietDeprecationWarnings: true,
    });
    expect(results[0].invalidOptionWarnings).toHaveLength(1);
  });
});
