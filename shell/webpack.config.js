const { createConfig } = require('@springfield/shared/tooling/webpack');

module.exports = createConfig({ dirname: __dirname, title: 'City of Springfield | Official Website' });
