const { createConfig } = require('@springfield/tooling/webpack');

module.exports = createConfig({ dirname: __dirname, title: 'City of Springfield | Official Website' });
