// What this remote exposes is declared in its area.json.
const { createConfig } = require('@springfield/tooling/webpack');

module.exports = createConfig({
  dirname: __dirname,
  title: 'Government (standalone) | City of Springfield',
});
