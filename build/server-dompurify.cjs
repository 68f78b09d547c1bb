// dompurify in the server builds (webpack.cjs aliases it here): it needs a DOM, which Node has not; jsdom's
// window stands in, made once on first use. The same sanitiser as in the browser, so the server's HTML is
// what the browser's would be (hydration compares them).
/* global __non_webpack_require__ -- webpack's name for Node's own require, left as is in the bundle */
let purify;

function instance() {
  if (!purify) {
    const { JSDOM } = __non_webpack_require__('jsdom');
    purify = __non_webpack_require__('dompurify')(new JSDOM('').window);
  }
  return purify;
}

module.exports = {
  sanitize: (dirty, config) => instance().sanitize(dirty, config),
};
