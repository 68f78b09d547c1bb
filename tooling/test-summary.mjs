// Adds up the counts of every jest run (.test-results/jest-*.json), of every Playwright run
// (.test-results/e2e-site.json for all packages' journeys at once, e2e-<package>.json for one package's) and of
// node's test runner (.test-results/node-*.xml, its JUnit report: the tooling's end-to-end tests), and prints one
// closing line.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.test-results');
const total = { passed: 0, failed: 0, skipped: 0 };
const add = (counts) => {
  for (const key of Object.keys(total)) total[key] += counts[key] ?? 0;
};

for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  const data = file.endsWith('.json') ? JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) : null;
  if (file.startsWith('jest-')) add(data);
  if (file.startsWith('e2e-') && file.endsWith('.json')) {
    const s = data.stats;
    // A spec file that fails to load (or a webServer that never starts) is an error, not a test: count it.
    const errors = data.errors?.length ?? 0;
    add({ passed: s.expected + s.flaky, failed: s.unexpected + errors, skipped: s.skipped });
  }
  if (file.startsWith('node-') && file.endsWith('.xml')) {
    // The totals node's JUnit reporter writes at the end: <!-- pass 3 -->, <!-- fail 0 -->, ...
    const xml = fs.readFileSync(path.join(dir, file), 'utf8');
    const count = (name) => Number(xml.match(new RegExp(`<!-- ${name} (\\d+) -->`))?.[1] ?? 0);
    // A run cut short writes no totals: that is a failure, not zero tests.
    const complete = /<!-- tests \d+ -->/.test(xml);
    add({
      passed: count('pass'),
      failed: count('fail') + count('cancelled') + (complete ? 0 : 1),
      skipped: count('skipped') + count('todo'),
    });
  }
}
console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
