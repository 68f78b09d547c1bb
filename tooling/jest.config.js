module.exports = require('./jest.cjs')(__dirname);
