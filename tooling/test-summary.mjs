// Adds up the counts of every jest run (.test-results/jest-*.json) and of every package's Playwright run
// (.test-results/e2e-<package>.json), and prints one closing line.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.test-results');
const total = { passed: 0, failed: 0, skipped: 0 };
const add = (counts) => {
  for (const key of Object.keys(total)) total[key] += counts[key] ?? 0;
};

for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  const data = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (file.startsWith('jest-')) add(data);
  if (file.startsWith('e2e-') && file.endsWith('.json')) {
    const s = data.stats;
    // A spec file that fails to load (or a webServer that never starts) is an error, not a test: count it.
    const errors = data.errors?.length ?? 0;
    add({ passed: s.expected + s.flaky, failed: s.unexpected + errors, skipped: s.skipped });
  }
}
console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
