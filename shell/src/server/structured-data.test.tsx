/** @jest-environment node */
import {
  Breadcrumb,
  RecordNotFound,
  useStructuredData,
  type HeadHandle,
  type SearchModule,
} from '@springfield/shared';
import type { NewsArticle, WithContext } from 'schema-dts';
import { renderPage } from './render';
import { sitemapFile, sitemapPages } from './sitemap';

// What the server writes for search engines: each area's structured data with absolute addresses, the frame's
// own on Home, every page's breadcrumb, pages marked noindex; and the sitemap composed from the areas.

const ORIGIN = 'https://www.springfield.gov';

function Article() {
  const article: WithContext<NewsArticle> = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: 'Pothole Blitz',
    image: ['/assets/pothole.svg', 'https://cdn.example/other.svg'],
    mainEntityOfPage: '/news/pothole-blitz',
    publisher: { '@type': 'GovernmentOrganization', '@id': '/#city', name: 'City of Springfield' },
  };
  useStructuredData(article);
  return (
    <>
      <Breadcrumb
        items={[{ label: 'Home', to: '/' }, { label: 'Newsroom', to: '/news' }, { label: 'Pothole Blitz' }]}
      />
      <h1>Pothole Blitz</h1>
    </>
  );
}

const noindex: HeadHandle = { noindex: true };

const search: SearchModule = {
  contract: 1,
  records: [
    {
      id: 'news:pothole-blitz',
      title: 'Pothole Blitz',
      summary: 'Crews filled 1,200 holes.',
      url: '/news/pothole-blitz',
      area: 'News & Events',
      type: 'News',
    },
  ],
  pages: [
    { path: '/news', lastmod: '2024-12-18' },
    { path: '/news/pothole-blitz', lastmod: '2024-12-18' },
    { path: '/news/subscribed' },
    { path: '/events/1' },
    { path: '/news?q=x' },
    { path: '/news/pothole-blitz', lastmod: 'yesterday' },
  ],
};

const list = {
  contract: 1,
  remotes: {
    news_events: {
      entry: 'http://remote.test/mf-manifest.json',
      server: 'server/server.0123456789.js',
      label: 'News & Events',
      prefixes: ['/news'],
      widgets: [],
      search: './search',
    },
  },
};

const modules = {
  news_events: {
    './routes': {
      contract: 1,
      routes: [
        { path: '/news', element: <h1>Newsroom</h1> },
        { path: '/news/subscribed', element: <h1>Subscribed</h1>, handle: noindex },
        { path: '/news/pothole-blitz', element: <Article /> },
        {
          path: '/news/*',
          element: (
            <>
              <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Not found' }]} />
              <RecordNotFound
                title="Article Not Found"
                message="No such article."
                backTo="/news"
                backLabel="Back"
              />
            </>
          ),
        },
      ],
    },
    './search': search,
  },
};

const render = (path: string) => renderPage({ url: `${ORIGIN}${path}`, list, modules });

describe('structured data of a rendered page', () => {
  it('gives the area’s objects with its site paths made absolute, and the page’s breadcrumb', async () => {
    const page = await render('/news/pothole-blitz');
    expect(page.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'NewsArticle',
        image: [`${ORIGIN}/assets/pothole.png`, 'https://cdn.example/other.png'],
        mainEntityOfPage: `${ORIGIN}/news/pothole-blitz`,
        publisher: expect.objectContaining({ '@id': `${ORIGIN}/#city`, name: 'City of Springfield' }),
        headline: 'Pothole Blitz',
      }),
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
          { '@type': 'ListItem', position: 2, name: 'Newsroom', item: `${ORIGIN}/news` },
          { '@type': 'ListItem', position: 3, name: 'Pothole Blitz' },
        ],
      },
    ]);
    expect(page.noindex).toBeUndefined();
  });

  it('describes the city and the site with its search on Home', async () => {
    const page = await render('/');
    const [city, site] = page.structuredData ?? [];
    expect(city).toMatchObject({
      '@type': 'GovernmentOrganization',
      '@id': `${ORIGIN}/#city`,
      name: 'City of Springfield',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/images/city-logo.png`,
      telephone: '+1-555-123-4567',
      address: { '@type': 'PostalAddress', streetAddress: '100 Main Street', addressRegion: 'IL' },
    });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('gives a page without its own picture the city’s for link previews', async () => {
    const page = await render('/news');
    expect(page.extras?.image).toBe(`${ORIGIN}/images/city-share.png`);
    expect(page.extras?.imageAlt).toMatch(/City of Springfield/);
  });

  it('marks the pages a route declares noindex, and the site search', async () => {
    expect((await render('/news/subscribed')).noindex).toBe(true);
    expect((await render('/search?q=pothole')).noindex).toBe(true);
    expect((await render('/news')).noindex).toBeUndefined();
  });

  it('describes nothing on a page that is not found', async () => {
    const page = await render('/news/unknown');
    expect(page.status).toBe(404);
    expect(page.structuredData).toBeUndefined();
  });
});

describe('the sitemap', () => {
  it('lists the shell’s pages and each area’s declared ones that its routes answer, each once', () => {
    const { pages, unavailable } = sitemapPages(list, modules);
    const paths = pages.map((page) => page.path);
    expect(paths[0]).toBe('/');
    expect(paths).toContain('/contact');
    expect(pages).toContainEqual({ path: '/news', lastmod: '2024-12-18' });
    expect(pages).toContainEqual({ path: '/news/pothole-blitz', lastmod: '2024-12-18' });
    // A confirmation (noindex), another area's path, a query: never; a path once.
    expect(paths).not.toContain('/news/subscribed');
    expect(paths).not.toContain('/events/1');
    expect(paths.filter((path) => path.startsWith('/news?'))).toEqual([]);
    expect(paths.filter((path) => path === '/news/pothole-blitz')).toHaveLength(1);
    expect(unavailable).toEqual([]);
  });

  it('lists a page in each language it is written in, each address with its alternates', () => {
    const { pages } = sitemapPages(list, modules);
    expect(pages.slice(0, 3).map((page) => page.path)).toEqual(['/', '/es', '/zh-hant']);
    // An area without catalogues: its pages once, in English.
    expect(pages.filter((page) => page.path.endsWith('/news/pothole-blitz'))).toHaveLength(1);
    const xml = sitemapFile(pages.slice(1, 2), ORIGIN);
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/es</loc>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/"/>` +
        `<xhtml:link rel="alternate" hreflang="es" href="${ORIGIN}/es"/>` +
        `<xhtml:link rel="alternate" hreflang="zh-Hant" href="${ORIGIN}/zh-hant"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/"/></url>`,
    );
  });

  it('lists an area’s page in its record’s languages only, and a build without messages in English', () => {
    const translatedList = {
      ...list,
      remotes: { news_events: { ...list.remotes.news_events, languages: ['es', 'zh-Hant'] } },
    };
    const pagesIn = (routes: object) =>
      sitemapPages(translatedList, {
        news_events: {
          ...modules.news_events,
          './routes': routes,
          './search': {
            ...search,
            pages: [{ path: '/news' }, { path: '/news/pothole-blitz', languages: ['es'] }],
          },
        },
      }).pages.map((page) => page.path);
    const translated = pagesIn({ ...modules.news_events['./routes'], loadMessages: async () => undefined });
    expect(translated.filter((path) => path.endsWith('/news'))).toEqual([
      '/news',
      '/es/news',
      '/zh-hant/news',
    ]);
    expect(translated.filter((path) => path.endsWith('/pothole-blitz'))).toEqual([
      '/news/pothole-blitz',
      '/es/news/pothole-blitz',
    ]);
    const before = pagesIn(modules.news_events['./routes']);
    expect(before.filter((path) => path.includes('/news'))).toEqual(['/news', '/news/pothole-blitz']);
  });

  it('leaves out an area whose module is missing, and names it', () => {
    const { pages, unavailable } = sitemapPages(list, {});
    expect(pages.some((page) => page.path.startsWith('/news'))).toBe(false);
    expect(unavailable).toEqual(['News & Events']);
  });

  it('lists the pages a build from before `pages` leads to from its records', () => {
    const { pages: _pages, ...older } = search;
    const { pages } = sitemapPages(list, { news_events: { ...modules.news_events, './search': older } });
    expect(pages.map((page) => page.path)).toContain('/news/pothole-blitz');
  });

  it('writes the protocol’s XML, and an index of files past its limit', () => {
    const pages = [{ path: '/' as const }, { path: '/news/a&b' as const, lastmod: '2024-12-18' }];
    expect(sitemapFile(pages, ORIGIN)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        `<url><loc>${ORIGIN}/</loc></url>\n<url><loc>${ORIGIN}/news/a&amp;b</loc><lastmod>2024-12-18</lastmod></url>\n</urlset>\n`,
    );
    const index = sitemapFile(pages, ORIGIN, 0, 1);
    expect(index).toContain('<sitemapindex');
    expect(index).toContain(
      `<sitemap><loc>${ORIGIN}/sitemap-2.xml</loc><lastmod>2024-12-18</lastmod></sitemap>`,
    );
    expect(sitemapFile(pages, ORIGIN, 2, 1)).toContain(`<loc>${ORIGIN}/news/a&amp;b</loc>`);
    expect(sitemapFile(pages, ORIGIN, 3, 1)).toBeNull();
    expect(sitemapFile(pages, ORIGIN, 1)).toBeNull();
  });
});
