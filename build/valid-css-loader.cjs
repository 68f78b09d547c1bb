// Declarations that third-party stylesheets still carry for browsers long gone, and that the W3C checker
// reports as errors in every page the stylesheet is inlined into: slick-carousel's `cursor: hand` (Internet
// Explorer 5's name for `pointer`, which the same rule also sets). Removed as the CSS is bundled.
const OBSOLETE = [/^\s*cursor:\s*hand;\s*$/gm];

module.exports = function validCss(source) {
  return OBSOLETE.reduce((css, pattern) => css.replace(pattern, ''), source);
};
