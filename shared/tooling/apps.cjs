// The one place that names the five apps, their folders, ports and the path prefixes each remote owns.
// Webpack configs, the static server, the remotes JSON and the shell's router all read it from here.
const path = require('node:path');

// SITE_PORT_OFFSET moves all five ports (8080+offset…), so two checkouts can serve side by side.
const offset = Number(process.env.SITE_PORT_OFFSET || 0);

const root = path.resolve(__dirname, '..', '..');

/** @type {{ name: string, dir: string, port: number, prefixes: string[], widgets: string[] }[]} */
const remotes = [
  {
    name: 'news_events',
    dir: 'mfe-news-events',
    port: 8081 + offset,
    prefixes: ['/news', '/newsroom', '/events'],
    widgets: ['./LatestNewsWidget', './UpcomingEventsWidget'],
  },
  {
    name: 'services_payments',
    dir: 'mfe-services-payments',
    port: 8082 + offset,
    prefixes: ['/departments', '/services', '/pay-fines', '/pay-bills', '/traffic-fines'],
    widgets: [],
  },
  {
    name: 'government',
    dir: 'mfe-government',
    port: 8083 + offset,
    prefixes: ['/government'],
    widgets: [],
  },
  {
    name: 'community',
    dir: 'mfe-community',
    port: 8084 + offset,
    prefixes: ['/programs', '/volunteer', '/feedback', '/faq'],
    widgets: ['./CityInitiativesWidget'],
  },
];

const shell = { name: 'shell', dir: 'shell', port: 8080 + offset };

const host = process.env.SITE_HOST || 'localhost';

/** Manifest URL of a remote as served by `npm start`. */
const manifestUrl = (remote) => `http://${host}:${remote.port}/mf-manifest.json`;

/** The content of the remotes JSON the shell fetches at start: remote name -> manifest URL. */
const remotesJson = () => Object.fromEntries(remotes.map((r) => [r.name, manifestUrl(r)]));

/** What the shell's router needs to know about each remote: only its name and prefixes. */
const remoteAreas = () => remotes.map(({ name, prefixes }) => ({ name, prefixes }));

const byDir = (dir) => [shell, ...remotes].find((a) => a.dir === dir);

module.exports = { root, remotes, shell, host, manifestUrl, remotesJson, remoteAreas, byDir };
