// Writes each package's jest counts to .test-results/, for the one summary line CI prints at the end.
const fs = require('node:fs');
const path = require('node:path');
const apps = require('./apps.cjs');

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = path.join(apps.root, '.test-results');
    fs.mkdirSync(dir, { recursive: true });
    const name = path.basename(this.rootDir);
    const summary = {
      passed: results.numPassedTests,
      failed: results.numFailedTests,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    fs.writeFileSync(path.join(dir, `jest-${name}.json`), JSON.stringify(summary));
  }
}

module.exports = SummaryReporter;
