const base = require('@springfield/shared/tooling/jest')(__dirname);

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // @ant-design/icons' CommonJS build requires an ES-module file of @ant-design/colors; use its CJS twin.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
  },
};
