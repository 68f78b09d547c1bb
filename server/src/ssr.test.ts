/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  assemblePage,
  assetsOf,
  createModuleStore,
  createRenderPool,
  createSsr,
  declaredOnly,
  RenderRefused,
  startScript,
} from './ssr';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-'));

/** A remote's server module as its build publishes it: load(publicPath) returns its exposed modules. */
function serverModule(version: string) {
  return `let loadedWith; exports.load = (base) => { loadedWith ??= base; return { './routes': { version: ${JSON.stringify(version)}, base: loadedWith } }; };`;
}

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js' } },
  exposes: [
    {
      name: 'routes',
      assets: { css: { sync: ['routes.1.css'], async: ['shared.2.css'] }, js: { sync: ['r.js'] } },
    },
  ],
};

/** A fetch that answers from a table of URLs, counting requests; anything else is refused. */
function fakeFetch(files: Record<string, string>) {
  const calls: string[] = [];
  const impl = (async (input: string | URL) => {
    const url = String(input);
    calls.push(url);
    if (!(url in files)) throw new TypeError('fetch failed: connection refused');
    return new Response(files[url], { status: 200 });
  }) as typeof fetch;
  return { impl, calls };
}

describe('declaredOnly', () => {
  it('keeps the named parameters with all their values, sorted by name, and never another host', () => {
    const url = declaredOnly(new URL('http://localhost/search?type=a&z=1&q=x&type=b#r'), ['type', 'q']);
    expect(url.href).toBe('http://localhost/search?q=x&type=a&type=b');
    expect(declaredOnly(new URL('http://localhost//evil.example/x?q=1'), []).href).toBe(
      'http://localhost//evil.example/x',
    );
  });
});

describe('createModuleStore', () => {
  const area = (server: string) => ({
    name: 'news_events',
    entry: 'http://remote.test/v1/mf-manifest.json',
    server,
  });

  it("asks for a server module with the deployment's token, and for nothing else with it", async () => {
    const { impl } = fakeFetch({
      'http://remote.test/v1/server/server.tok.js': serverModule('token'),
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(manifest),
    });
    const sent: Record<string, unknown> = {};
    const store = createModuleStore({
      dir: path.join(tmp, 'store-token'),
      serverToken: 's3cret',
      fetchImpl: (async (input: string | URL, init?: RequestInit) => {
        sent[String(input)] = init?.headers;
        return impl(input);
      }) as typeof fetch,
    });
    await store.get(area('server/server.tok.js'));
    expect(sent).toEqual({
      'http://remote.test/v1/server/server.tok.js': { authorization: 'Bearer s3cret' },
      'http://remote.test/v1/mf-manifest.json': {},
    });
  });

  it('stores a server module under the hash of its content, loads it with its folder, once per version', async () => {
    const dir = path.join(tmp, 'store-a');
    const { impl, calls } = fakeFetch({
      'http://remote.test/v1/server/server.aaa.js': serverModule('one'),
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(manifest),
    });
    const store = createModuleStore({ dir, fetchImpl: impl });
    const first = await store.get(area('server/server.aaa.js'));
    expect(first.modules['./routes']).toEqual({ version: 'one', base: 'http://remote.test/v1/' });
    expect(path.dirname(first.file)).toBe(dir);
    expect(fs.readFileSync(first.file, 'utf8')).toBe(serverModule('one'));
    await store.get(area('server/server.aaa.js'));
    expect(calls).toHaveLength(2); // module and manifest, fetched once
  });

  it('a new version is a new module, and the store forgets the old one', async () => {
    const dir = path.join(tmp, 'store-b');
    const { impl } = fakeFetch({
      'http://remote.test/v1/server/server.aaa.js': serverModule('one'),
      'http://remote.test/v1/server/server.bbb.js': serverModule('two'),
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(manifest),
    });
    const store = createModuleStore({ dir, fetchImpl: impl });
    const one = await store.get(area('server/server.aaa.js'));
    const two = await store.get(area('server/server.bbb.js'));
    expect(two.modules['./routes']).toMatchObject({ version: 'two' });
    expect(one.modules['./routes']).toMatchObject({ version: 'one' });
    expect(two.file).not.toBe(one.file);
    expect(store.loadedVersions()).toEqual(['http://remote.test/v1/mf-manifest.json#server/server.bbb.js']);
  });

  it('remembers a build that throws when evaluated as failing, instead of downloading it per request', async () => {
    const dir = path.join(tmp, 'store-d');
    const { impl, calls } = fakeFetch({
      'http://remote.test/v1/server/server.ddd.js': 'throw new Error("broken build");',
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(manifest),
    });
    const store = createModuleStore({ dir, fetchImpl: impl });
    await expect(store.get(area('server/server.ddd.js'))).rejects.toThrow('broken build');
    await expect(store.get(area('server/server.ddd.js'))).rejects.toThrow('broken build');
    await expect(store.get(area('server/server.ddd.js'))).rejects.toThrow('broken build');
    expect(calls).toHaveLength(2); // module and manifest, once
  });

  it('takes a build whose load() gives no modules for a broken build: reported, remembered, not used', async () => {
    const dir = path.join(tmp, 'store-i');
    const { impl, calls } = fakeFetch({
      'http://remote.test/v1/server/server.iii.js': 'exports.load = () => undefined;',
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(manifest),
    });
    const failures: string[] = [];
    const store = createModuleStore({
      dir,
      fetchImpl: impl,
      onFailure: (failed, error) => failures.push(`${failed.name}: ${(error as Error).message}`),
    });
    await expect(store.get(area('server/server.iii.js'))).rejects.toMatchObject({
      message: 'the load() of server/server.iii.js gives no modules',
      brokenBuild: true,
    });
    await expect(store.get(area('server/server.iii.js'))).rejects.toThrow(/gives no modules/);
    expect(calls).toHaveLength(2); // module and manifest, once
    expect(failures).toEqual(['news_events: the load() of server/server.iii.js gives no modules']);
  });

  it('refuses a remote whose name would be a path, writing nothing', async () => {
    const dir = path.join(tmp, 'store-e');
    const { impl, calls } = fakeFetch({});
    const store = createModuleStore({ dir, fetchImpl: impl });
    await expect(store.get({ ...area('server/server.eee.js'), name: '../../x' })).rejects.toThrow(/name/);
    expect(calls).toEqual([]);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('evaluates a server module only if it is the one its list line names (SHA-384), and refuses a line without one when asked to', async () => {
    const dir = path.join(tmp, 'store-f');
    const code = serverModule('signed');
    const { impl } = fakeFetch({
      'http://remote.test/v1/server/server.fff.js': code,
      'http://remote.test/v1/server/server.ggg.js': `${code}\nglobalThis.tampered = true;`,
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(manifest),
    });
    const logged: string[] = [];
    const store = createModuleStore({
      dir,
      fetchImpl: impl,
      requireIntegrity: true,
      log: (line: string) => logged.push(line),
    });
    const integrity = { server: `sha384-${createHash('sha384').update(code).digest('base64')}` };
    const signed = await store.get({ ...area('server/server.fff.js'), integrity });
    expect(signed.modules['./routes']).toMatchObject({ version: 'signed' });
    // The same integrity for another file's content (a tampered CDN folder): refused, never evaluated.
    await expect(store.get({ ...area('server/server.ggg.js'), integrity })).rejects.toThrow(/integrity/);
    expect((globalThis as { tampered?: boolean }).tampered).toBeUndefined();
    expect(logged).toEqual([expect.stringMatching(/^INTEGRITY: the server module of news_events/)]);
    expect(store.integrityFailures()).toBe(1);
    // A line that records none, and one naming a module elsewhere than the build's folder.
    await expect(store.get(area('server/server.fff.js'))).rejects.toThrow(/records no integrity/);
    await expect(
      store.get({ ...area('https://evil.example/server.js'), name: 'government', integrity }),
    ).rejects.toThrow(/not a file of the build's folder/);
  });

  it('writes a stored module again when the file on disk is not the code it checked (finding 8)', async () => {
    const dir = path.join(tmp, 'store-h');
    const files = {
      'http://remote.test/v1/server/server.hhh.js': serverModule('h'),
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(manifest),
    };
    const first = await createModuleStore({ dir, fetchImpl: fakeFetch(files).impl }).get(
      area('server/server.hhh.js'),
    );
    fs.writeFileSync(first.file, 'globalThis.changedOnDisk = true;');
    // A new instance (a restart) on the same volume: the file its threads will read is the checked code again.
    const again = await createModuleStore({ dir, fetchImpl: fakeFetch(files).impl }).get(
      area('server/server.hhh.js'),
    );
    expect(again.file).toBe(first.file);
    expect(fs.readFileSync(again.file, 'utf8')).toBe(serverModule('h'));
    expect(again.integrity).toBe(`sha384-${createHash('sha384').update(serverModule('h')).digest('base64')}`);
  });

  it('rejects while the remote is down, and tries again on the next call', async () => {
    const dir = path.join(tmp, 'store-c');
    const files: Record<string, string> = {};
    const { impl } = fakeFetch(files);
    const store = createModuleStore({ dir, fetchImpl: impl });
    await expect(store.get(area('server/server.ccc.js'))).rejects.toThrow('connection refused');
    files['http://remote.test/v1/server/server.ccc.js'] = serverModule('back');
    files['http://remote.test/v1/mf-manifest.json'] = JSON.stringify(manifest);
    const back = await store.get(area('server/server.ccc.js'));
    expect(back.modules['./routes']).toMatchObject({ version: 'back' });
  });
});

describe('assetsOf', () => {
  it('lists an exposed module’s first stylesheets and scripts as absolute addresses', () => {
    expect(assetsOf(manifest, 'http://remote.test/v1/mf-manifest.json', './routes')).toEqual({
      css: ['http://remote.test/v1/routes.1.css'],
      js: ['http://remote.test/v1/r.js'],
    });
    const refused: string[] = [];
    const elsewhere = {
      exposes: [
        {
          name: 'routes',
          assets: {
            css: {
              sync: [
                'https://cdn.other/x.css',
                '../up.css',
                '%2e%2e/y.css',
                'a/ok.css',
                'http://remote.test/v1/b.css',
              ],
            },
            js: { sync: ['//evil.example/r.js'] },
          },
        },
      ],
    };
    expect(
      assetsOf(elsewhere, 'http://remote.test/v1/mf-manifest.json', './routes', (f: string) =>
        refused.push(f),
      ),
    ).toEqual({
      css: ['http://remote.test/v1/a/ok.css', 'http://remote.test/v1/b.css'],
      js: [],
    });
    expect(refused).toEqual(['https://cdn.other/x.css', '../up.css', '%2e%2e/y.css', '//evil.example/r.js']);
    expect(assetsOf(manifest, 'http://remote.test/v1/mf-manifest.json', './Nope')).toEqual({
      css: [],
      js: [],
    });
  });
});

describe('assemblePage', () => {
  const template =
    '<html><head><meta name="description" content="Site"/><title>Old</title>' +
    '<link rel="preload" href="/a.css" as="style" fetchpriority="low"></head><body><div id="root"></div></body></html>';

  it('writes the page, its head, its stylesheets and the data the browser hydrates with', () => {
    const html = assemblePage(template, {
      page: {
        status: 200,
        html: '<main><h1>Budget &amp; more</h1></main>',
        title: 'Budget "2025" | City of Springfield',
        description: 'The <budget>',
        extras: {
          type: 'article',
          image: 'https://www.springfield.gov/img/b.png',
          imageAlt: 'A chart',
          published: '2024-12-16',
        },
        failed: [],
      },
      canonical: 'https://www.springfield.gov/news/budget',
      css: [{ href: 'http://remote.test/v1/routes.1.css', text: '.ne-a{color:red}</style><p>' }],
      preload: ['http://remote.test/v1/remoteEntry.js'],
      list: { contract: 1, remotes: { x: { label: '</script><script>alert(1)</script>' } } },
      failed: ['government'],
      place: { area: 'news_events', version: '"><b>', route: '/news' },
    });
    expect(html).toContain('<title>Budget &quot;2025&quot; | City of Springfield</title>');
    // The labels of its reports, for start.js (telemetry.ts placeOfPage), as an attribute nothing can close.
    expect(html).toContain(
      '<div id="root" data-sf-place="{&quot;area&quot;:&quot;news_events&quot;,&quot;version&quot;:&quot;\\&quot;&gt;&lt;b&gt;&quot;,&quot;route&quot;:&quot;/news&quot;}"><main>',
    );
    expect(html).toContain('<meta name="description" content="The &lt;budget&gt;">');
    expect(html).toContain('<link rel="canonical" href="https://www.springfield.gov/news/budget">');
    expect(html).toContain('<meta property="og:type" content="article">');
    // As the renderer gives it: absolute, the PNG of an SVG (shell's publishedPicture).
    expect(html).toContain('<meta property="og:image" content="https://www.springfield.gov/img/b.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('name="robots"');
    expect(html).toContain('<meta property="article:published_time" content="2024-12-16">');
    expect(html).toContain('<link rel="stylesheet" href="/a.css">');
    // Inline, marked with its address (webpack's runtime then does not load it again), never closed early.
    expect(html).toContain(
      '<style data-href="http://remote.test/v1/routes.1.css">.ne-a{color:red}<\\/style><p></style>',
    );
    expect(html).toContain('<main><h1>Budget &amp; more</h1></main></div>');
    const data = /<script type="application\/json" id="sf-server-render">(.*?)<\/script>/.exec(html);
    expect(data).not.toBeNull();
    expect(JSON.parse(data![1])).toEqual({
      list: { contract: 1, remotes: { x: { label: '</script><script>alert(1)</script>' } } },
      failed: ['government'],
    });
    expect(html).not.toContain('<script>alert(1)');
  });

  it('writes each schema.org object as JSON-LD that cannot close its element, and noindex where the page says', () => {
    const html = assemblePage(template, {
      page: {
        status: 200,
        html: '<h1>Search</h1>',
        title: 'Search | City of Springfield',
        noindex: true,
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'WebPage',
            name: '</script><script>alert(1)</script>',
          },
          { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] },
        ],
        failed: [],
      },
      canonical: 'https://www.springfield.gov/search',
      css: [],
      preload: [],
      list: { contract: 1, remotes: {} },
      failed: [],
    });
    expect(html).toContain('<meta name="robots" content="noindex">');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    expect(blocks.map((block) => block['@type'])).toEqual(['WebPage', 'BreadcrumbList']);
    expect(blocks[0].name).toBe('</script><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('writes a stylesheet two of the shell’s chunks carry (their source map comments aside) once, where its last copy stands', () => {
    const threeSheets = template.replace(
      '<link rel="preload" href="/a.css" as="style" fetchpriority="low">',
      ['/a.css', '/b.css', '/c.css']
        .map((href) => `<link rel="preload" href="${href}" as="style" fetchpriority="low">`)
        .join(''),
    );
    const page = { status: 200, html: '<main><h1>Home</h1></main>', title: 'Home', failed: [] };
    const common = { page, canonical: 'https://x.test/', css: [], preload: [], list: {}, failed: [] };
    const html = assemblePage(threeSheets, {
      ...common,
      shellCss: [
        {
          href: '/a.css',
          absolute: 'https://x.test/a.css',
          text: '.sh-frame{margin:0}\n/*# sourceMappingURL=a.css.map*/',
        },
        {
          href: '/b.css',
          absolute: 'https://x.test/b.css',
          text: '.sh-frame{margin:0}\n/*# sourceMappingURL=b.css.map*/',
        },
        { href: '/c.css', absolute: 'https://x.test/c.css', text: '.sh-home{padding:0}' },
      ],
    });
    // The earlier copy is an empty element with its address (the browser's runtime finds it), then the text once.
    expect(html).toContain(
      '<style data-href="https://x.test/a.css"></style>' +
        '<style data-href="https://x.test/b.css">.sh-frame{margin:0}\n/*# sourceMappingURL=b.css.map*/</style>' +
        '<style data-href="https://x.test/c.css">.sh-home{padding:0}</style>',
    );
    // Linked stylesheets (nothing inline) are left as they are.
    const linked = assemblePage(threeSheets, { ...common, shellCss: [] });
    expect(linked.match(/<link rel="stylesheet" href="\/[abc]\.css">/g)).toHaveLength(3);
  });

  it('holds the app’s scripts and preloads in a template that start.js moves into the page when it starts the app, and drops the list’s preload (the list is in the page)', () => {
    const withScripts = template.replace(
      '</head>',
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous"/>' +
        '<script defer="defer" src="/main.js"></script>' +
        '<link rel="preload" href="/1.js" as="script" fetchpriority="low"></head>',
    );
    const html = assemblePage(withScripts, {
      page: { status: 200, html: '<p>x</p>', title: 'Contact Us | City of Springfield', failed: [] },
      canonical: 'http://localhost/contact',
      css: [],
      preload: ['http://remote.test/v1/remoteEntry.js'],
      list: {},
      failed: [],
    });
    const held = /<template id="sf-after-paint">(.*?)<\/template>/.exec(html);
    expect(held?.[1]).toBe(
      '<script defer="defer" src="/main.js"></script>' +
        '<link rel="preload" href="/1.js" as="script" fetchpriority="low">' +
        '<link rel="preload" href="http://remote.test/v1/remoteEntry.js" as="script">',
    );
    // Nothing outside the template asks for a script but start.js, and the page's CSS is untouched.
    const outside = html.replace(held![0], '');
    expect(outside.match(/<script[^>]*src=[^>]*>/g)).toEqual(['<script defer src="/start.js">']);
    expect(outside).toMatch(/<script defer src="\/start.js"><\/script><\/body>/);
    expect(outside).not.toContain('rel="preload"');
    expect(outside).not.toContain('/remotes.json');
    expect(outside).toContain('<link rel="stylesheet" href="/a.css">');
  });

  it('writes start.js into the page after #root when it has its text, and says its hash for the policy', () => {
    const withScripts = template.replace('</head>', '<script defer="defer" src="/main.js"></script></head>');
    const text = 'start();</script><p>';
    const start = startScript(text);
    const html = assemblePage(withScripts, {
      page: { status: 200, html: '<p>x</p>', title: 'Contact Us | City of Springfield', failed: [] },
      canonical: 'http://localhost/contact',
      css: [],
      preload: [],
      list: {},
      failed: [],
      start,
    });
    expect(html).toContain('</script><script>start();<\\/script><p></script></body>');
    expect(html).not.toContain('src="/start.js"');
    const digest = createHash('sha256').update('start();<\\/script><p>').digest('base64');
    expect(start.hash).toBe(`'sha256-${digest}'`);
  });

  it('preloads a remote entry with the integrity its list line records, as the runtime will load it', () => {
    const sri = `sha384-${'B'.repeat(64)}`;
    const html = assemblePage(template, {
      page: { status: 200, html: '<p>x</p>', title: 'T', failed: [] },
      canonical: 'http://localhost/news',
      css: [],
      preload: [
        { href: 'https://cdn.test/news/remoteEntry.js', integrity: sri },
        'https://cdn.test/news/r.js',
      ],
      list: {},
      failed: [],
    });
    expect(html).toContain(
      `<link rel="preload" href="https://cdn.test/news/remoteEntry.js" as="script" integrity="${sri}" crossorigin="anonymous">`,
    );
    expect(html).toContain('<link rel="preload" href="https://cdn.test/news/r.js" as="script">');
  });

  it('gives a page that declares nothing Open Graph from its title and a small card, and keeps the site description', () => {
    const html = assemblePage(template, {
      page: { status: 200, html: '<p>x</p>', title: 'Contact Us | City of Springfield', failed: [] },
      canonical: 'http://localhost/contact',
      css: [],
      preload: [],
      list: {},
      failed: [],
    });
    expect(html).toContain('<meta property="og:title" content="Contact Us | City of Springfield">');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('<meta name="description" content="Site"/>');
  });
  it('names the site in the page’s language in og:site_name (English from a renderer that gives none)', () => {
    const page = { status: 200, html: '<p>x</p>', title: 'Noticias | Ciudad de Springfield', failed: [] };
    const assemble = (siteName?: string) =>
      assemblePage(template, {
        page: { ...page, lang: 'es', ...(siteName ? { siteName } : {}) },
        canonical: 'http://localhost/es/news',
        css: [],
        preload: [],
        list: {},
        failed: [],
      });
    expect(assemble('Ciudad de Springfield')).toContain(
      '<meta property="og:site_name" content="Ciudad de Springfield">',
    );
    expect(assemble()).toContain('<meta property="og:site_name" content="City of Springfield">');
  });
});

describe('createSsr', () => {
  // A shell build: its template and a renderer that echoes what it was given.
  const shellDist = path.join(tmp, 'shell');
  fs.mkdirSync(path.join(shellDist, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(shellDist, 'index.html'),
    '<html><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(shellDist, 'server', 'render.js'),
    `let renders = 0;
exports.remotesFor = (pathname, list) => Object.entries(list.remotes).map(([name, r]) => ({ name, ...r })).filter((a) => a.prefixes.some((p) => pathname.startsWith(p)));
exports.renderPage = async ({ url, modules, submission, data }) => {
  renders += 1;
  if (submission?.body === 'ok') return submission.answer === 'outcome' ? { status: 200, outcome: { status: 'done', location: '/sent' }, html: '', title: '', failed: [] } : { status: 303, redirect: '/sent', html: '', title: 'T', failed: [] };
  if (new URL(url).pathname === '/news/hang') return new Promise(() => {});
  if (new URL(url).pathname === '/news/loop') for (;;) {}
  if (submission) return { status: 422, html: '<p>problem ' + renders + '</p>', title: 'Error: T', failed: [], action: { route: 'r', outcome: { status: 'invalid' } } };
  const m = modules.news_events?.['./routes'];
  if (!m && new URL(url).pathname.startsWith('/news')) return { status: 503, html: '<p data-http-status="503">down</p>', title: 'Temporarily unavailable', failed: ['news_events'] };
  const search = new URL(url).search;
  if (new URL(url).pathname === '/news/also') return { status: 200, html: '<h1>also</h1>', title: 'T', failed: [], extras: { canonical: '/news' } };
  if (new URL(url).pathname === '/news/away') return { status: 200, html: '<h1>away</h1>', title: 'T', failed: [], extras: { canonical: '//evil.example/x' } };
  if (new URL(url).searchParams.get('plate')) return { status: 200, html: '<p>your citation</p>', title: 'T', failed: [], personal: true };
  return { status: 200, html: '<h1>' + (m ? m.version : 'shell') + ' ' + renders + '</h1>' + (search ? '<p>' + search + '</p>' : ''), title: 'T', failed: [], data };
};
exports.sitemapAreas = (list) => Object.entries(list.remotes).map(([name, r]) => ({ name, ...r }));
exports.sitemapPages = (list, modules) => ({ pages: [{ path: '/' }, ...(modules.news_events ? [{ path: '/news' }] : [])], unavailable: modules.news_events ? [] : ['News'] });
exports.sitemapFile = (pages, origin, part) => (part > 1 ? null : pages.map((p) => origin + p.path).join(' '));
exports.SITEMAP_LIMIT = 50000;
exports.queryOf = (pathname) => { globalThis.routings = (globalThis.routings ?? 0) + 1; return pathname === '/news' ? ['q', 'tab'] : pathname === '/news/fines' ? ['plate'] : []; };`,
  );
  const list = (server: string) => ({
    contract: 1,
    remotes: {
      news_events: {
        entry: 'http://remote.test/v1/mf-manifest.json',
        label: 'News',
        prefixes: ['/news'],
        widgets: [],
        server,
      },
    },
  });

  it('keys rendered pages by path and remote version: a switched line renders anew, no restart', async () => {
    const { impl } = fakeFetch({
      'http://remote.test/v1/server/server.aaa.js': serverModule('one'),
      'http://remote.test/v1/server/server.bbb.js': serverModule('two'),
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(manifest),
    });
    let current = list('server/server.aaa.js');
    const ssr = createSsr({
      shellDist,
      readList: () => current,
      cacheDir: path.join(tmp, 'm1'),
      fetchImpl: impl,
      // The shell's build looked at on every request: a new build is seen at once (below).
      shellCheckMs: 0,
    });
    const first = await ssr.render('http://localhost/news');
    expect(first).toMatchObject({ status: 200, cached: false });
    expect(first.body).toContain('<h1>one 1</h1>');
    expect(first.body).toContain('<link rel="stylesheet" href="http://remote.test/v1/routes.1.css">');
    expect(first.headers['Cache-Control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
    );
    const again = await ssr.render('http://localhost/news');
    expect(again).toMatchObject({ cached: true, body: first.body });
    // The page cache's one entry, with the page's ETag (its compressed copies are kept on it, see serve.cjs).
    expect(again.entry).toBe(first.entry);
    expect(first.entry?.etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    current = list('server/server.bbb.js');
    const switched = await ssr.render('http://localhost/news');
    expect(switched).toMatchObject({ cached: false });
    expect(switched.body).toContain('<h1>two 2</h1>');
    expect(switched.entry).not.toBe(first.entry);
    // Nor is a kept page answered once the shell is built anew.
    expect(await ssr.render('http://localhost/news')).toMatchObject({ cached: true, body: switched.body });
    const renderer = path.join(shellDist, 'server', 'render.js');
    const later = new Date(fs.statSync(renderer).mtimeMs + 5000);
    fs.utimesSync(renderer, later, later);
    const rebuilt = await ssr.render('http://localhost/news');
    expect(rebuilt.cached).toBe(false);
    expect(rebuilt.body).not.toBe(switched.body);
  });

  it('preloads the entry its list line pins, never the one the manifest names, and uses no stylesheet outside the remote’s folder (finding 8)', async () => {
    const hostile = {
      metaData: { remoteEntry: { name: 'other-entry.js' } },
      exposes: [
        {
          name: 'routes',
          assets: {
            css: {
              sync: [
                'https://internal.example/secret.css',
                '../v0/old.css',
                '//evil.example/x.css',
                'routes.1.css',
              ],
            },
            js: { sync: ['https://evil.example/r.js', 'r.js'] },
          },
        },
      ],
    };
    const { impl, calls } = fakeFetch({
      'http://remote.test/v1/server/server.pin.js': serverModule('pin'),
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(hostile),
      'http://remote.test/v1/routes.1.css': '.a{color:red}',
      'https://internal.example/secret.css': '.secret{}',
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const sri = `sha384-${'C'.repeat(64)}`;
    const pinned = list('server/server.pin.js');
    Object.assign(pinned.remotes.news_events, { integrity: { entry: sri, entryFile: 'remoteEntry.js' } });
    try {
      const ssr = createSsr({
        shellDist,
        readList: () => pinned,
        cacheDir: path.join(tmp, 'm-pin'),
        fetchImpl: impl,
      });
      const page = await ssr.render('http://localhost/news');
      expect(page.body).toContain(
        `<link rel="preload" href="http://remote.test/v1/remoteEntry.js" as="script" integrity="${sri}" crossorigin="anonymous">`,
      );
      expect(page.body).not.toContain('other-entry.js');
      expect(page.body).toContain(
        '<style data-href="http://remote.test/v1/routes.1.css">.a{color:red}</style>',
      );
      expect(page.body).not.toMatch(/internal\.example|evil\.example|v0\/old\.css|\.secret/);
      expect(calls).not.toContain('https://internal.example/secret.css');
      expect(errors).toHaveBeenCalledWith(
        expect.stringMatching(
          /^ASSET REFUSED: the manifest of news_events names https:\/\/internal\.example\/secret\.css/,
        ),
      );
      await ssr.close();
    } finally {
      errors.mockRestore();
    }
  });

  it('abandons a render that waits past its deadline (the browser renders the page), and leaves out live data that does', async () => {
    const withBackend = `${serverModule('slow')}
exports.backend = () => ({ migrations: [], kept: [], dataFor: ({ pathname }) => pathname === '/news/late' ? new Promise(() => {}) : Promise.resolve({ ok: true }) });`;
    const { impl } = fakeFetch({
      'http://remote.test/v1/server/server.ddl.js': withBackend,
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(manifest),
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const ssr = createSsr({
      shellDist,
      readList: () => list('server/server.ddl.js'),
      cacheDir: path.join(tmp, 'm10'),
      fetchImpl: impl,
      platform: {
        attach: async (_name: string, create: (p: never) => unknown) => create({} as never),
      } as never,
      deadlineMs: 50,
    });
    await expect(ssr.render('http://localhost/news/hang')).rejects.toThrow(
      'the render of /news/hang took longer than 0.05 s',
    );
    const late = await ssr.render('http://localhost/news/late');
    expect(late.status).toBe(200);
    expect(late.body).not.toContain('"data":');
    expect(errors).toHaveBeenCalledWith(
      'The live data of news_events could not be read: the live data of news_events took longer than 0.05 s',
    );
    expect((await ssr.render('http://localhost/news/on-time')).body).toContain(
      '"data":{"news_events":{"ok":true}}',
    );
    errors.mockRestore();
  });

  it('renders pages in threads: one whose render never ends is stopped at its deadline, and holds up no other page', async () => {
    const { impl } = fakeFetch({
      'http://remote.test/v1/server/server.thr.js': serverModule('threaded'),
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(manifest),
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const ssr = createSsr({
      shellDist,
      readList: () => list('server/server.thr.js'),
      cacheDir: path.join(tmp, 'm11'),
      fetchImpl: impl,
      workers: 2,
      deadlineMs: 1500,
    });
    try {
      const looping = ssr.render('http://localhost/news/loop');
      const stopped = looping.then(
        () => 'loop rendered',
        () => 'loop stopped',
      );
      // The other thread renders the site meanwhile: its page arrives before the loop is stopped.
      const other = ssr.render('http://localhost/news');
      const first = await Promise.race([other.then(() => 'other page'), stopped]);
      expect(first).toBe('other page');
      expect((await other).body).toMatch(/<h1>threaded \d+<\/h1>/);
      await expect(looping).rejects.toThrow('the render of /news/loop took longer than 1.5 s');
      expect(ssr.abandonedRenders()).toBe(1);
      expect(errors).toHaveBeenCalledWith(
        'RENDER DEADLINE: the render of /news/loop took longer than 1.5 s; its thread is stopped',
      );
      // Its thread was replaced: pages still render, on both threads.
      const after = await Promise.all(
        ['/news/a', '/news/b', '/news/c'].map((p) => ssr.render(`http://localhost${p}`)),
      );
      for (const page of after) expect(page.status).toBe(200);
    } finally {
      await ssr.close();
      errors.mockRestore();
    }
  });

  it('renders a page with the query parameters its routes declare, and no others: they neither change it nor force a render', async () => {
    const { impl } = fakeFetch({
      'http://remote.test/v1/server/server.qqq.js': serverModule('query'),
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(manifest),
    });
    const ssr = createSsr({
      shellDist,
      readList: () => list('server/server.qqq.js'),
      cacheDir: path.join(tmp, 'm9'),
      fetchImpl: impl,
    });
    const routings = () => (globalThis as { routings?: number }).routings ?? 0;
    const routingsBefore = routings();
    const first = await ssr.render('http://localhost/news?z=1&tab=b&q=park&utm_source=x');
    expect(first.cached).toBe(false);
    expect(first.body).toMatch(/<h1>query \d+<\/h1><p>\?q=park&tab=b<\/p>/);
    // Any other parameter, or the same ones in another order: the page already rendered.
    for (const query of ['?z=2&q=park&tab=b', '?tab=b&q=park', '?q=park&tab=b&z=3#top']) {
      expect(await ssr.render(`http://localhost/news${query}`)).toMatchObject({
        cached: true,
        body: first.body,
      });
    }
    // Another value of a declared parameter is another page.
    expect((await ssr.render('http://localhost/news?q=pool&tab=b')).cached).toBe(false);
    // A page whose routes declare none is one page whatever its query.
    const plain = await ssr.render('http://localhost/news/a?q=1');
    expect(plain.body).not.toContain('<p>?');
    expect((await ssr.render('http://localhost/news/a?q=2&z=9')).cached).toBe(true);
    // Which parameters a path reads is worked out once per path (and list), not on every request.
    expect(routings() - routingsBefore).toBe(2);
  });

  it("renders a page anew when another area's line switches: the page carries the list the browser compares", async () => {
    const { impl } = fakeFetch({
      'http://remote.test/v1/server/server.ggg.js': serverModule('news'),
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(manifest),
    });
    const other = (folder: string) => ({
      entry: `http://other.test/${folder}/mf-manifest.json`,
      label: 'Government',
      prefixes: ['/government'],
      widgets: [],
    });
    let current = { ...list('server/server.ggg.js') };
    current = { ...current, remotes: { ...current.remotes, government: other('v1') } } as typeof current;
    const ssr = createSsr({
      shellDist,
      readList: () => current,
      cacheDir: path.join(tmp, 'm4'),
      fetchImpl: impl,
    });
    await ssr.render('http://localhost/news');
    expect(await ssr.render('http://localhost/news')).toMatchObject({ cached: true });
    current = { ...current, remotes: { ...current.remotes, government: other('v2') } } as typeof current;
    const after = await ssr.render('http://localhost/news');
    expect(after.cached).toBe(false);
    expect(after.body).toContain('http://other.test/v2/mf-manifest.json');
  });

  it("starts a remote's backend on the platform once, and renders a page with its live data, anew when the data changes", async () => {
    const withBackend = `${serverModule('live')}
exports.backend = (platform) => ({ migrations: [], kept: [], dataFor: async ({ pathname }) => ({ pathname, count: platform.count() }) });`;
    const { impl } = fakeFetch({
      'http://remote.test/v1/server/server.lll.js': withBackend,
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(manifest),
    });
    let count = 1;
    const attached: string[] = [];
    const platform = {
      attach: async (name: string, create: (p: unknown) => unknown) => {
        attached.push(name);
        return create({ count: () => count });
      },
    };
    const ssr = createSsr({
      shellDist,
      readList: () => list('server/server.lll.js'),
      cacheDir: path.join(tmp, 'm6'),
      fetchImpl: impl,
      platform: platform as never,
    });
    const first = await ssr.render('http://localhost/news/events');
    expect(first.body).toContain('"data":{"news_events":{"pathname":"/news/events","count":1}}');
    // The same page while the data is the same (read again for each request).
    expect(await ssr.render('http://localhost/news/events')).toMatchObject({ cached: true });
    count = 2;
    const changed = await ssr.render('http://localhost/news/events');
    expect(changed.cached).toBe(false);
    expect(changed.body).toContain('"count":2');
    expect(attached).toEqual(['news_events']);
  });

  it('writes the canonical address from the site’s origin and the path as text, whatever the path looks like', async () => {
    const { impl } = fakeFetch({
      'http://remote.test/v1/server/server.ccn.js': serverModule('c'),
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(manifest),
    });
    const ssr = createSsr({
      shellDist,
      readList: () => list('server/server.ccn.js'),
      cacheDir: path.join(tmp, 'm7'),
      fetchImpl: impl,
      siteOrigin: 'https://www.springfield.gov',
    });
    const page = await ssr.render('http://localhost//evil.example/news');
    expect(page.body).toContain(
      '<link rel="canonical" href="https://www.springfield.gov//evil.example/news">',
    );
  });

  it('names the address a page declares as its canonical one, a path of this site only', async () => {
    const { impl } = fakeFetch({
      'http://remote.test/v1/server/server.cnn.js': serverModule('c'),
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(manifest),
    });
    const ssr = createSsr({
      shellDist,
      readList: () => list('server/server.cnn.js'),
      cacheDir: path.join(tmp, 'm8'),
      fetchImpl: impl,
      siteOrigin: 'https://www.springfield.gov',
    });
    expect((await ssr.render('http://localhost/news/also')).body).toContain(
      '<link rel="canonical" href="https://www.springfield.gov/news">',
    );
    expect((await ssr.render('http://localhost/news/away')).body).toContain(
      '<link rel="canonical" href="https://www.springfield.gov/news/away">',
    );
  });

  it('composes the sitemap from the areas’ modules, and says when an area was left out', async () => {
    const { impl } = fakeFetch({
      'http://remote.test/v1/server/server.smp.js': serverModule('s'),
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(manifest),
    });
    let server = 'server/server.smp.js';
    const ssr = createSsr({
      shellDist,
      readList: () => list(server),
      cacheDir: path.join(tmp, 'm9'),
      fetchImpl: impl,
    });
    const origin = 'https://www.springfield.gov';
    expect(await ssr.sitemap({ origin })).toEqual({
      xml: `${origin}/ ${origin}/news`,
      complete: true,
    });
    expect(await ssr.sitemap({ origin, part: 2 })).toEqual({ xml: null, complete: true });
    // The area's module cannot be fetched: the rest of the site, marked incomplete.
    server = 'server/server.gone.js';
    expect(await ssr.sitemap({ origin })).toEqual({ xml: `${origin}/`, complete: false });
  });

  it('answers a form (POST) without the page cache, never to be kept by a CDN', async () => {
    const { impl } = fakeFetch({
      'http://remote.test/v1/server/server.fff.js': serverModule('form'),
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(manifest),
    });
    const ssr = createSsr({
      shellDist,
      readList: () => list('server/server.fff.js'),
      cacheDir: path.join(tmp, 'm3'),
      fetchImpl: impl,
    });
    const page = await ssr.render('http://localhost/news');
    const invalid = await ssr.render('http://localhost/news', { body: 'email=', answer: 'page' });
    expect(invalid).toMatchObject({ status: 422, cached: false, headers: { 'Cache-Control': 'no-store' } });
    expect(invalid.body).toContain('"action":{"route":"r","outcome":{"status":"invalid"}}');
    expect((await ssr.render('http://localhost/news', { body: 'email=', answer: 'page' })).body).not.toBe(
      invalid.body,
    );
    // The page's own cached copy is untouched by the form.
    expect(await ssr.render('http://localhost/news')).toMatchObject({ cached: true, body: page.body });
    expect(await ssr.render('http://localhost/news', { body: 'ok', answer: 'page' })).toMatchObject({
      status: 303,
      headers: { Location: '/sent', 'Cache-Control': 'no-store' },
    });
    expect(await ssr.render('http://localhost/news', { body: 'ok', answer: 'outcome' })).toMatchObject({
      status: 200,
      json: { status: 'done', location: '/sent' },
      headers: { 'Cache-Control': 'no-store' },
    });
  });

  it("sends a resident's own record (a personal page) private and no-store, and keeps it in no cache", async () => {
    const { impl } = fakeFetch({
      'http://remote.test/v1/server/server.prs.js': serverModule('personal'),
      'http://remote.test/v1/mf-manifest.json': JSON.stringify(manifest),
    });
    const ssr = createSsr({
      shellDist,
      readList: () => list('server/server.prs.js'),
      cacheDir: path.join(tmp, 'm-personal'),
      fetchImpl: impl,
    });
    const first = await ssr.render('http://localhost/news/fines?plate=ABC123');
    expect(first.body).toContain('your citation');
    expect(first.headers).toMatchObject({
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    });
    expect(first.entry).toBeUndefined();
    const again = await ssr.render('http://localhost/news/fines?plate=ABC123');
    expect(again.cached).toBe(false);
    expect(ssr.cacheSize()).toBe(0);
  });

  it('answers 503 with Retry-After while the area is down, and does not keep that page', async () => {
    const files: Record<string, string> = {};
    const { impl } = fakeFetch(files);
    const ssr = createSsr({
      shellDist,
      readList: () => list('server/server.ddd.js'),
      cacheDir: path.join(tmp, 'm2'),
      fetchImpl: impl,
    });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const down = await ssr.render('http://localhost/news');
    expect(down.status).toBe(503);
    expect(down.headers).toEqual({ 'Cache-Control': 'no-store', 'Retry-After': '30' });
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('news_events could not be loaded'));
    files['http://remote.test/v1/server/server.ddd.js'] = serverModule('up');
    files['http://remote.test/v1/mf-manifest.json'] = JSON.stringify(manifest);
    const up = await ssr.render('http://localhost/news');
    expect(up.status).toBe(200);
    expect(up.body).toContain('<h1>up');
  });
});

describe('the render queue (load shedding)', () => {
  // A renderer whose /hang page never ends: it holds the pool's one thread while the queue is tried.
  const rendererFile = path.join(tmp, 'queue-renderer', 'render.js');
  fs.mkdirSync(path.dirname(rendererFile), { recursive: true });
  fs.writeFileSync(
    rendererFile,
    `exports.renderPage = async ({ url }) => new URL(url).pathname === '/hang' ? new Promise(() => {}) : { status: 200, html: 'page', title: 'T', failed: [] };`,
  );
  const job = (pathname: string) => ({
    rendererFile,
    stamp: 1,
    url: `http://localhost${pathname}`,
    list: {},
    areas: {},
    data: {},
  });

  beforeEach(() => {
    // The pool's deadlines never fire here (the clock is held); the thread's messages are real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask'] });
  });
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  it('refuses a render once the queue is full, and drops a queued render whose client left before it started', async () => {
    const pool = createRenderPool({ size: 1, rendererFile, maxQueued: 1 });
    try {
      // The thread is up and idle once it rendered a page.
      expect((await pool.render(job('/'), { deadlineMs: 2000, what: 'home' })).html).toBe('page');
      const hanging = pool.render(job('/hang'), { deadlineMs: 2000, what: 'hang' });
      hanging.catch(() => {});
      // The thread is busy: one render waits, with its client's signal.
      const client = new AbortController();
      const waiting = pool.render(job('/a'), { deadlineMs: 2000, what: 'a', signal: client.signal });
      expect(pool.queued()).toBe(1);
      // The queue is full: the next one is refused at once, not queued.
      const refused = pool.render(job('/b'), { deadlineMs: 2000, what: 'b' });
      await expect(refused).rejects.toBeInstanceOf(RenderRefused);
      await expect(refused).rejects.toMatchObject({ reason: 'queue-full' });
      expect(pool.refused()).toBe(1);
      expect(pool.queued()).toBe(1);
      // Its client leaves: the waiting render is dropped before it starts, and its place is free.
      client.abort();
      await expect(waiting).rejects.toMatchObject({ reason: 'client-gone' });
      expect(pool.dropped()).toBe(1);
      expect(pool.queued()).toBe(0);
      const next = pool.render(job('/c'), { deadlineMs: 2000, what: 'c' });
      next.catch(() => {});
      expect(pool.queued()).toBe(1);
      expect(pool.refused()).toBe(1);
    } finally {
      await pool.close();
    }
  });
});

describe('a render thread (the pins: issue 43, finding 8)', () => {
  // A renderer that answers which areas' modules the thread handed it.
  const rendererFile = path.join(tmp, 'pin-renderer', 'render.js');
  fs.mkdirSync(path.dirname(rendererFile), { recursive: true });
  fs.writeFileSync(
    rendererFile,
    `exports.renderPage = async ({ modules }) => ({ status: 200, html: JSON.stringify(Object.fromEntries(Object.entries(modules).map(([n, m]) => [n, m['./routes'].version]))), title: 'T', failed: [] });`,
  );
  const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

  it('evaluates a stored module only if its SHA-384 is the one the server checked, each time it evaluates it', async () => {
    const dir = path.join(tmp, 'pin-store');
    fs.mkdirSync(dir, { recursive: true });
    const good = path.join(dir, 'news_events.good.js');
    const changed = path.join(dir, 'community.changed.js');
    fs.writeFileSync(good, serverModule('checked'));
    // Checked when downloaded, then changed on disk (a shared /data/server-modules) before a thread reads it.
    fs.writeFileSync(changed, `${serverModule('checked')}\nglobalThis.ranInThread = true;`);
    const integrity = sha384(serverModule('checked'));
    const pool = createRenderPool({ size: 1, rendererFile });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const page = await pool.render(
        {
          rendererFile,
          stamp: 1,
          url: 'http://localhost/',
          list: {},
          areas: {
            news_events: { file: good, base: 'http://remote.test/v1/', integrity },
            community: { file: changed, base: 'http://remote.test/v2/', integrity },
          },
          data: {},
        },
        { deadlineMs: 10_000, what: 'home' },
      );
      // The changed file is not evaluated: its area renders as unavailable, the other as usual.
      expect(JSON.parse(page.html)).toEqual({ news_events: 'checked' });
    } finally {
      errors.mockRestore();
      await pool.close();
    }
  });
});
