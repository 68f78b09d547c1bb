// Stylelint plugin: one package's CSS can style only that package's own elements.
//
// `springfield/scoped-selectors: ['ne-', { prefixes, thirdPartyClasses, baseStylesheet }]`
//
// - The first compound selector of every complex selector must contain a class with the package's prefix
//   (`.ne-card`, `.ne-card:hover`, `button.ne-card`), so every rule applies only inside the package's own
//   elements. Elements, attributes, pseudo-classes and the classes of third-party libraries (`slick-*`,
//   `ant-*`, `anticon`) may come after it: `.ne-carousel .slick-dots button`.
// - A class with another package's prefix is an error anywhere in a selector, even inside `:not()`: a remote
//   may not restyle the design system's `.sf-button`; it wraps it in a class of its own instead. A class with
//   no known prefix that is not a third-party class is an error too.
// - `@keyframes` names carry the package's prefix.
// - `baseStylesheet: true` (the platform's base stylesheet in shared only): a selector without any class,
//   such as `:root`, `html`, `body`, `*` or `:focus-visible`, may style the whole page.
// - `baseStylesheet: 'print'` (shared's print stylesheet): the same, but only inside `@media print`: on paper
//   the platform hides every package's navigation and buttons (`nav`, `button`, `[role="search"]`) and writes
//   link addresses (`a[href^="http"]::after`); on screen that file may style nothing but its own classes.
// Rules inside `@media`, `@supports` and the like are checked like any other.
const stylelint = require('stylelint');
const selectorParser = require('postcss-selector-parser');

const {
  createPlugin,
  utils: { report, ruleMessages, validateOptions },
} = stylelint;

const ruleName = 'springfield/scoped-selectors';

/** Every package's class prefix: shared (the design system), the shell, the four remotes. */
const defaultPrefixes = ['sf-', 'sh-', 'ne-', 'sp-', 'gov-', 'cm-'];
/** Classes third-party libraries put on the elements they render. */
const defaultThirdPartyClasses = [/^slick-/, /^ant-/, 'anticon'];

const messages = ruleMessages(ruleName, {
  unscoped: (selector, prefix) =>
    `"${selector}" is not scoped: its first compound selector must contain a ".${prefix}…" class`,
  foreign: (name, prefix) =>
    `".${name}" belongs to another package: style only ".${prefix}…" classes (wrap the element in one of yours)`,
  unknown: (name, prefix) =>
    `".${name}" has no package prefix: name it ".${prefix}…" (or it is a third-party class not allowed here)`,
  keyframes: (name, prefix) => `@keyframes "${name}" must be named "${prefix}…"`,
});

const isString = (value) => typeof value === 'string' && value.length > 0;
const isStringOrRegExp = (value) => isString(value) || value instanceof RegExp;

/** @param {string} name @param {(string|RegExp)[]} patterns */
function matchesAny(name, patterns) {
  return patterns.some((pattern) => (typeof pattern === 'string' ? pattern === name : pattern.test(name)));
}

/** The nodes of a complex selector before its first combinator. */
function firstCompound(selector) {
  const nodes = [];
  for (const node of selector.nodes) {
    if (node.type === 'combinator') break;
    if (node.type !== 'comment') nodes.push(node);
  }
  return nodes;
}

/** Inside @keyframes, selectors are `from`, `to` and percentages. */
function inKeyframes(rule) {
  for (let parent = rule.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && /^(-\w+-)?keyframes$/i.test(parent.name)) return true;
  }
  return false;
}

/** Whether a rule is nested in another rule (CSS nesting). */
function nestedInRule(rule) {
  for (let parent = rule.parent; parent; parent = parent.parent) {
    if (parent.type === 'rule') return true;
  }
  return false;
}

/** Whether a rule is inside `@media print` (a media query list naming print). */
function inPrintMedia(rule) {
  for (let parent = rule.parent; parent; parent = parent.parent) {
    if (
      parent.type === 'atrule' &&
      parent.name.toLowerCase() === 'media' &&
      /\bprint\b/i.test(parent.params)
    ) {
      return true;
    }
  }
  return false;
}

/** Whether a selector has a node of one of these types anywhere, also inside pseudo-classes. */
function mentions(selector, ...types) {
  let found = false;
  selector.walk((node) => {
    if (types.includes(node.type)) found = true;
  });
  return found;
}

const ruleFunction = (prefix, secondaryOptions) => (root, result) => {
  const valid = validateOptions(
    result,
    ruleName,
    { actual: prefix, possible: [isString] },
    {
      actual: secondaryOptions,
      possible: {
        prefixes: [isString],
        thirdPartyClasses: [isStringOrRegExp],
        baseStylesheet: [(value) => typeof value === 'boolean' || value === 'print'],
      },
      optional: true,
    },
  );
  if (!valid) return;

  const options = secondaryOptions ?? {};
  const prefixes = options.prefixes ?? defaultPrefixes;
  const thirdParty = options.thirdPartyClasses ?? defaultThirdPartyClasses;
  const others = prefixes.filter((other) => other !== prefix);
  const flag = (node, message, word) => report({ ruleName, result, node, message, word });

  root.walkAtRules(/^(-\w+-)?keyframes$/i, (atRule) => {
    const name = atRule.params.trim();
    if (!name.startsWith(prefix)) flag(atRule, messages.keyframes(name, prefix), name);
  });

  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const nested = nestedInRule(rule);
    let parsed;
    try {
      parsed = selectorParser().astSync(rule.selector);
    } catch {
      return; // not a selector stylelint's own rules can read either; they report it
    }
    for (const selector of parsed.nodes) {
      // Every class, also those inside :not(), :is(), :has() …
      const flagged = new Set();
      selector.walkClasses((node) => {
        const name = node.value;
        if (name.startsWith(prefix) || matchesAny(name, thirdParty)) return;
        const foreign = others.some((other) => name.startsWith(other));
        flag(rule, foreign ? messages.foreign(name, prefix) : messages.unknown(name, prefix), `.${name}`);
        flagged.add(node);
      });
      const compound = firstCompound(selector);
      // Nested (CSS nesting): `span` and `&:hover span` are relative to the parent rule, checked itself.
      if (nested && (compound.some((node) => node.type === 'nesting') || !mentions(selector, 'nesting')))
        continue;
      if (compound.some((node) => node.type === 'class' && node.value.startsWith(prefix))) continue;
      // One error is enough for `.sf-button {}`: the class is the problem.
      if (compound.some((node) => flagged.has(node))) continue;
      // The base stylesheet may style page-wide selectors without any class (`:root`, `html`, `*`,
      // `:focus-visible`); one that mentions a class only later (`html .x`) is as unscoped there as anywhere.
      const pageWide =
        options.baseStylesheet === true || (options.baseStylesheet === 'print' && inPrintMedia(rule));
      if (pageWide && !mentions(selector, 'class', 'id')) continue;
      const text = selector.toString().trim();
      flag(rule, messages.unscoped(text, prefix), text);
    }
  });
};

ruleFunction.ruleName = ruleName;
ruleFunction.messages = messages;

module.exports = createPlugin(ruleName, ruleFunction);
module.exports.ruleName = ruleName;
module.exports.messages = messages;
module.exports.defaultPrefixes = defaultPrefixes;
