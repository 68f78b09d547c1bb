const { createConfig } = require('@springfield/build/webpack');

module.exports = createConfig({ dirname: __dirname, title: 'City of Springfield | Official Website' });
