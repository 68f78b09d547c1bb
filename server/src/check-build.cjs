// Run by switch-remote before it writes a line (issue 26), in a process of its own: evaluates the new build's
// server module, as the site's server will, and renders the area's first page with the shell's renderer when
// it is at hand. A module that throws, lacks load() or './routes', or whose page fails to render, is refused
// before any site runs it. Reads { file, base, name, line, renderer } as JSON on stdin; prints what it found
// and exits 0, or prints why and exits 1.
const fs = require('node:fs');
const { evaluateModule } = require('./evaluate-module.cjs');

async function check({ file, base, name, line, renderer }) {
  const exported = evaluateModule(file, fs.readFileSync(file, 'utf8'));
  if (typeof exported.load !== 'function') throw new Error('its server module exports no load()');
  const modules = exported.load(base);
  const routes = modules?.['./routes'];
  if (!routes || !Array.isArray(routes.routes)) throw new Error("its server module has no './routes'");
  if (!renderer || !fs.existsSync(renderer))
    return `${name}: its server module loads (no renderer to try a page)`;
  const page = line.prefixes[0];
  const { renderPage } = require(renderer);
  const rendered = await renderPage({
    url: `http://localhost${page}`,
    list: { contract: 1, remotes: { [name]: line } },
    modules: { [name]: modules },
    data: {},
  });
  if (rendered.failed.includes(name) || rendered.status >= 500) {
    throw new Error(`its page ${page} did not render (${rendered.status})`);
  }
  return `${name}: its server module loads and renders ${page} (${rendered.status})`;
}

let input = '';
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  // The page's own error messages (a module that fails) go to this process's stderr, which switch-remote shows.
  check(JSON.parse(input)).then(
    (found) => {
      console.log(found);
      process.exit(0);
    },
    (error) => {
      console.log(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
});
