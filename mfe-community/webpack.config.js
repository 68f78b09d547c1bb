const { createConfig } = require('@springfield/shared/tooling/webpack');

module.exports = createConfig({
  dirname: __dirname,
  title: 'Programs & Community (standalone) | City of Springfield',
  exposes: {
    './routes': './src/routes.tsx',
    './CityInitiativesWidget': './src/features/programs/components/city-initiatives-widget.tsx',
  },
});
