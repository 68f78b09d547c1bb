// The server's build: its TypeScript compiled into dist/ by tsc, beside the plain CommonJS files the compiled
// code loads as they are (apps.cjs, evaluate-module.cjs, render-worker.cjs, check-build.cjs).
//   node build.cjs   (npm run build -w server; build/server-build.mjs runs it when the sources changed)
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const src = path.join(__dirname, 'src');
const dist = path.join(__dirname, 'dist');
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
  cwd: __dirname,
  stdio: 'inherit',
});
for (const entry of fs.readdirSync(src, { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.cjs')) continue;
  const from = path.join(entry.parentPath, entry.name);
  const to = path.join(dist, path.relative(src, from));
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to);
}
// The mark of this build (build/server-build.mjs compares the sources' times with it).
fs.writeFileSync(path.join(dist, '.built'), `${new Date().toISOString()}\n`);
