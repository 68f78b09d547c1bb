// Switches one remote in a remotes list to a published build, or back: the one step of a deploy or roll-back
// that the site sees. It reads the build's area.json beside its manifest (prefixes, Home widgets, search, files),
// so the list always describes the build it points at.
//   node tooling/switch-remote.mjs <remotes.json> <remote-name> <manifest-url>
// e.g. node tooling/switch-remote.mjs /srv/site/remotes.json government \
//        https://cdn.springfield.gov/government/2025-01-14/mf-manifest.json
import fs from 'node:fs';
import { createRequire } from 'node:module';

const { listEntry } = createRequire(import.meta.url)('./apps.cjs');

export async function switchRemote(listFile, name, manifestUrl) {
  const list = JSON.parse(fs.readFileSync(listFile, 'utf8'));
  if (list.contract !== 1 || typeof list.remotes !== 'object') {
    throw new Error(`${listFile} is not a remotes list of contract 1`);
  }
  const areaUrl = new URL('area.json', manifestUrl);
  const response = await fetch(areaUrl);
  if (!response.ok) throw new Error(`${areaUrl} answered ${response.status}: is the build published?`);
  const area = await response.json();
  if (area.name !== name) throw new Error(`${areaUrl} is the build of ${area.name}, not ${name}`);
  const manifest = await fetch(manifestUrl);
  if (!manifest.ok) throw new Error(`${manifestUrl} answered ${manifest.status}`);
  const previous = list.remotes[name];
  list.remotes[name] = listEntry(area, manifestUrl);
  // Written whole to a new file, then renamed over the old: a reader never sees half a list.
  fs.writeFileSync(`${listFile}.next`, `${JSON.stringify(list, null, 2)}\n`);
  fs.renameSync(`${listFile}.next`, listFile);
  return { previous: previous?.entry, next: manifestUrl };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [listFile, name, manifestUrl] = process.argv.slice(2);
  if (!listFile || !name || !manifestUrl) {
    console.error('usage: node tooling/switch-remote.mjs <remotes.json> <remote-name> <manifest-url>');
    process.exit(2);
  }
  switchRemote(listFile, name, manifestUrl).then(
    ({ previous, next }) =>
      console.log(`${name}: ${previous ?? '(new)'} -> ${next}\nTo roll back, switch it to ${previous}.`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
