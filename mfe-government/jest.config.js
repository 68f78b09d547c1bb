module.exports = require('@springfield/shared/tooling/jest')(__dirname);
