// What this remote exposes is declared in its area.json.
const { createConfig } = require('@springfield/build/webpack');

module.exports = createConfig({
  dirname: __dirname,
  title: 'Departments, Services & Payments (standalone) | City of Springfield',
});
