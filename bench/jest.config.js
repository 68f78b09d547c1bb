module.exports = require('@springfield/tooling/jest')(__dirname);
