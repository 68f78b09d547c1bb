import type { RemoteArea } from '@springfield/shared';
import fs from 'node:fs';
import path from 'node:path';
import { parseRemotesList } from '../features/remotes/remote-areas';

const entry = (port: number) => `http://localhost:${port}/mf-manifest.json`;

/** The remotes' own declarations (their area.json), as the remotes list copies them: one record of each. */
function declared(dir: string, port: number) {
  const area = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', dir, 'area.json'), 'utf8'));
  const { name, exposes: _exposes, backend: _backend, ...line } = area;
  return [name as string, { ...line, entry: entry(port) }] as const;
}

/** The four areas as the remotes list describes them today, for the shell's tests. */
export const testAreas: RemoteArea[] = parseRemotesList({
  contract: 1,
  remotes: Object.fromEntries([
    declared('mfe-news-events', 8081),
    declared('mfe-services-payments', 8082),
    declared('mfe-government', 8083),
    declared('mfe-community', 8084),
  ]),
}).areas;
