// The server builds render HTML only: a stylesheet import there contributes nothing (the browser build
// extracts the same CSS to files, which the rendered page links).
module.exports = function ignoreCss() {
  return 'export {};';
};
