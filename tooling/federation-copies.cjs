// Which app provided each shared library in a page: every app's mf-stats.json lists the chunk files of
// its copy of each shared library, so the chunk URLs a page loaded tell whose copies it used. The stats are
// read from the builds on disk: they are not served (the servers keep build details private).
const fs = require('node:fs');
const path = require('node:path');
const apps = require('./apps.cjs');

/** An app's mf-stats.json, from its build folder. */
const statsOnDisk = (app) =>
  JSON.parse(fs.readFileSync(path.join(apps.root, app.dir, 'dist', 'mf-stats.json'), 'utf8'));

/** The libraries that must load once; react-router-dom is react-router (one file in the build). */
const SINGLETON_LIBRARIES = ['react', 'react-dom', 'react-router', 'antd', 'zustand', '@springfield/shared'];

function libraryOf(sharedName) {
  if (sharedName.startsWith('react-router')) return 'react-router';
  if (sharedName.startsWith('@')) return sharedName.split('/').slice(0, 2).join('/');
  return sharedName.split('/')[0];
}

/** Map of library -> (chunk URL -> app name), read from every app's mf-stats.json. */
async function singletonChunkOwners(readStats = statsOnDisk) {
  const owners = new Map();
  for (const app of [apps.shell, ...apps.remotes]) {
    const origin = `http://localhost:${app.port}`;
    const stats = await readStats(app);
    for (const shared of stats.shared) {
      const library = libraryOf(shared.name);
      if (!SINGLETON_LIBRARIES.includes(library)) continue;
      const map = owners.get(library) ?? new Map();
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
        map.set(`${origin}/${file}`, app.name);
      owners.set(library, map);
    }
  }
  return owners;
}

/** For each library, the apps whose copy of it the loaded URLs came from (one app = one copy). */
function copiesLoaded(owners, loadedUrls) {
  const copies = {};
  for (const library of SINGLETON_LIBRARIES) {
    const byUrl = owners.get(library) ?? new Map();
    const from = new Set();
    for (const url of loadedUrls) {
      const owner = byUrl.get(url.split('?')[0]);
      if (owner) from.add(owner);
    }
    copies[library] = [...from];
  }
  return copies;
}

module.exports = { SINGLETON_LIBRARIES, singletonChunkOwners, copiesLoaded };
