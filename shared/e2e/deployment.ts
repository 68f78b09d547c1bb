// A second deployment of the site beside the one `npm start` serves, for the journeys that switch a remote:
// the same shell build on its own port with its own remotes list (a copy of the local one), and builds served
// from other origins. Editing its list moves a remote, as a deploy does.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(__filename);
// Its access log would fill the journeys' output: warnings only (read when the log module loads).
process.env.LOG_LEVEL ??= 'warn';
const apps = require('../../tooling/apps.cjs') as { remotesJson: () => unknown };
const { startServers } = require('@springfield/server/serve') as {
  startServers: (options: object) => Promise<{ close: () => Promise<unknown> }>;
};

export interface SecondDeployment {
  /** The remotes list this deployment's shell serves; write it to switch a remote. */
  remotesFile: string;
  close: () => Promise<unknown>;
}

export async function startSecondDeployment(options: {
  shellPort: number;
  /** More origins: [{ port, dir }], each serving a build folder. */
  extra: { port: number; dir: string }[];
}): Promise<SecondDeployment> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-'));
  const remotesFile = path.join(folder, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify(apps.remotesJson()));
  const servers = await startServers({
    remotesFile,
    // Its own store: the embedded database serves one process, and the first deployment's holds .site/data.
    platform: { dataDir: path.join(folder, 'data'), mailDir: path.join(folder, 'mail') },
    shellPort: options.shellPort,
    skipRemotes: true,
    extra: options.extra,
  });
  return { remotesFile, close: servers.close };
}
