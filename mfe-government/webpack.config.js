const { createConfig } = require('@springfield/shared/tooling/webpack');

module.exports = createConfig({
  dirname: __dirname,
  title: 'Government (standalone) | City of Springfield',
  exposes: {
    './routes': './src/routes.tsx',
  },
});
