// The five apps, their folders and local ports: owned by the server package (server/src/apps.cjs), which
// needs them at run time; the build, the tests and the benchmarks read them from there.
module.exports = require('@springfield/server/apps');
