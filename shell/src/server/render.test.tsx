/** @jest-environment node */
import {
  ErrorSummary,
  formAction,
  RecordNotFound,
  textOf,
  useFormOutcome,
  usePageTitle,
  type HeadHandle,
} from '@springfield/shared';
import { queryOf, renderPage, remotesFor } from './render';

// The shell's server renderer, in Node as on the server: no document, no window.

function NewsPage() {
  usePageTitle('Newsroom', 'Stay informed.');
  return <h1>Newsroom</h1>;
}

function LatestNews() {
  return <p>Three stories today</p>;
}

const articleHead: HeadHandle = {
  head: () => ({ type: 'article', image: '/a.svg', published: '2024-12-18' }),
};

function Article() {
  usePageTitle('A known article');
  return <h1>A known article</h1>;
}

/** A form page with its action, as an area declares it: the sign-up needs an e-mail. */
const signUp = formAction<{ email: string }>({
  read: (form) => ({ email: textOf(form, 'email') }),
  validate: ({ email }) =>
    email.includes('@') ? [] : [{ field: 'email', message: 'Enter your e-mail address.' }],
  accept: () => '/news/subscribed',
});

function SignUpPage() {
  usePageTitle('Newsletter');
  const outcome = useFormOutcome<{ email: string }>();
  const problems = outcome?.status === 'invalid' ? outcome.problems : [];
  return (
    <form method="post">
      <ErrorSummary problems={problems} controlId={(field) => `sign-up-${field}`} />
      <input id="sign-up-email" name="email" defaultValue={outcome?.values.email} />
    </form>
  );
}

const list = {
  contract: 1,
  remotes: {
    news_events: {
      entry: 'http://remote.test/mf-manifest.json',
      server: 'server/server.0123456789.js',
      label: 'News & Events',
      prefixes: ['/news'],
      widgets: [
        { slot: 'home-news-events', module: './LatestNewsWidget', title: 'Latest News', minHeight: 420 },
      ],
      search: './search',
      aliases: { '/latest-news': '/news#latest', '/elsewhere': '/government' },
    },
  },
};

const newsModules = {
  news_events: {
    './routes': {
      contract: 1,
      routes: [
        {
          path: '/news',
          element: <NewsPage />,
          handle: { query: ['q', 'q', 'category', 'reader'], personal: ['reader'] },
        },
        { path: '/news/known', element: <Article />, handle: articleHead },
        { id: 'news-events:sign-up', path: '/news/sign-up', element: <SignUpPage />, action: signUp },
        {
          path: '/news/:slug',
          element: (
            <RecordNotFound
              title="Article Not Found"
              message="The requested news article could not be found."
              backTo="/news"
              backLabel="Back to Newsroom"
            />
          ),
        },
      ],
    },
    './LatestNewsWidget': { default: LatestNews },
    './search': {
      contract: 1,
      records: [
        {
          id: 'news:pothole-blitz',
          title: 'Pothole Blitz Fills 1,200 Holes',
          summary: 'Crews worked through the weekend on the worst streets.',
          url: '/news/pothole-blitz',
          area: 'News & Events',
          type: 'News',
        },
      ],
    },
  },
};

const render = (path: string, modules: Parameters<typeof renderPage>[0]['modules'] = newsModules) =>
  renderPage({ url: `http://localhost${path}`, list, modules });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('renderPage', () => {
  it('renders a shell page inside the frame with its title and description', async () => {
    const page = await render('/contact');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Contact Us | City of Springfield');
    expect(page.html).toContain('Skip to main content');
    expect(page.html).toMatch(/<h1[^>]*>Contact Us<\/h1>/);
    expect(page.failed).toEqual([]);
  });

  it('renders the owning remote’s page from its server module, with its head', async () => {
    const page = await render('/news');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Newsroom</h1>');
    expect(page.title).toBe('Newsroom | City of Springfield');
    expect(page.description).toBe('Stay informed.');
    const article = await render('/news/known');
    // Its picture as link previews take it: absolute, the PNG the build draws beside the SVG.
    expect(article.extras).toEqual({
      type: 'article',
      image: 'http://localhost/a.png',
      published: '2024-12-18',
    });
  });

  it('answers 404 for an unknown path and for an unknown record, with their own views', async () => {
    const unknown = await render('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Oops! Page not found');
    expect(unknown.title).toBe('Page not found | City of Springfield');
    const record = await render('/news/no-such-slug');
    expect(record.status).toBe(404);
    expect(record.html).toContain('Article Not Found');
    expect(record.title).toBe('Article Not Found | City of Springfield');
  });

  it('renders the unavailable panel with 503 when the remote’s module is missing or of another contract', async () => {
    const missing = await render('/news', {});
    expect(missing.status).toBe(503);
    expect(missing.failed).toEqual(['news_events']);
    expect(missing.html).toContain('This part of the site is temporarily unavailable');
    expect(missing.html).toContain('News &amp; Events could not be loaded.');
    expect(missing.title).toBe('Temporarily unavailable | City of Springfield');
    const otherContract = await render('/news', {
      news_events: { './routes': { contract: 2, routes: [] } },
    });
    expect(otherContract.status).toBe(503);
  });

  it('renders Home with the widgets of the server modules, and a panel for a remote that failed', async () => {
    const home = await render('/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('Three stories today');
    expect(home.title).toBe('City of Springfield | Official Website');
    const down = await render('/', {});
    expect(down.status).toBe(200);
    expect(down.html).toContain('Latest News is temporarily unavailable');
    expect(down.failed).toEqual(['news_events']);
  });

  it('renders /search?q=… with its results from the areas’ search records, for a visitor without scripts', async () => {
    const page = await render('/search?q=pothole');
    expect(page.status).toBe(200);
    expect(page.html).toContain('href="/news/pothole-blitz"');
    expect(page.html).toMatch(/\d+ results? for “pothole”/);
    expect(page.html).not.toContain('Searching…');
    expect(page.partial).toBeUndefined();
  });

  it('says which area’s results are missing, and marks the page not to be cached', async () => {
    const page = await render('/search?q=pothole', {});
    expect(page.status).toBe(200);
    expect(page.html.replaceAll('<!-- -->', '')).toContain(
      'Results from News &amp; Events are not available right now.',
    );
    expect(page.html).not.toContain('href="/news/pothole-blitz"');
    expect(page.partial).toBe(true);
  });

  it('redirects an address an area declares as another of its pages’ (its aliases)', async () => {
    const page = await render('/latest-news');
    expect(page).toMatchObject({ status: 301, redirect: '/news#latest' });
    // An alias that would lead outside the area is not taken.
    expect((await render('/elsewhere')).status).toBe(404);
  });
});

describe('renderPage in another language', () => {
  it('renders Home in Spanish under /es/, with its addresses in every language', async () => {
    const page = await render('/es/');
    expect(page.status).toBe(200);
    expect(page.lang).toBe('es');
    expect(page.html).toContain('Saltar al contenido principal');
    expect(page.html).toMatch(/<h1[^>]*>Le damos la bienvenida a la Ciudad de Springfield<\/h1>/);
    expect(page.html).toContain('<a href="/es/contact"');
    expect(page.alternates).toEqual({ en: '/', es: '/es', 'zh-Hant': '/zh-hant' });
    // The picker: this page in each language, each named in its own.
    expect(page.html).toContain('<a href="/zh-hant" hrefLang="zh-Hant" lang="zh-Hant">繁體中文</a>');
    expect((await render('/')).lang).toBe('en');
  });

  it('renders the 404 page in the page’s language, unmarked, for no search engine, at its own address only', async () => {
    const spanish = await render('/es/no-such-page');
    expect(spanish.status).toBe(404);
    expect(spanish.html).toContain('¡Vaya! No encontramos la página');
    expect(spanish.html).not.toContain('sf-untranslated');
    expect(spanish.html).not.toContain('<div lang="en">');
    expect(spanish.title).toBe('Página no encontrada | Ciudad de Springfield');
    expect(spanish.description).toBe('La página que busca no existe o se ha movido.');
    expect(spanish.noindex).toBe(true);
    expect(spanish.alternates).toEqual({ es: '/es/no-such-page' });
    const chinese = await render('/zh-hant/no-such-page');
    expect(chinese.html).toContain('抱歉！找不到網頁');
    expect(chinese.html).not.toContain('sf-untranslated');
    expect(chinese.title).toBe('找不到網頁 | Springfield 市');
    expect(chinese.alternates).toEqual({ 'zh-Hant': '/zh-hant/no-such-page' });
    expect((await render('/no-such-page')).noindex).toBe(true);
  });

  it('writes the head in the page’s language: titles, the site’s name, the picture’s text, a description', async () => {
    const spanish = await render('/es/');
    expect(spanish.title).toBe('Ciudad de Springfield | Sitio web oficial');
    expect(spanish.siteName).toBe('Ciudad de Springfield');
    expect(spanish.extras?.imageAlt).toBe(
      'El emblema de la Ciudad de Springfield: el Ayuntamiento en un círculo blanco',
    );
    expect(spanish.description).toMatch(/^Sitio web oficial de la Ciudad de Springfield/);
    // The footer: City Hall by its name in Spanish, its hours from Intl in the language's one style.
    expect(spanish.html).toContain('<address>Ayuntamiento de Springfield<br/>');
    expect(spanish.html).toContain('Horario: lunes a viernes, de 8:00 a.m. a 5:00 p.m.');
    const chinese = await render('/zh-hant/');
    expect(chinese.title).toBe('Springfield 市 | 官方網站');
    expect(chinese.html).toContain('辦公時間：星期一至星期五，上午8:00至下午5:00');
    expect(chinese.siteName).toBe('Springfield 市');
    expect(chinese.extras?.imageAlt).toBe('Springfield 市徽：白色圓圈中的市政廳');
    const english = await render('/');
    expect(english.siteName).toBe('City of Springfield');
    expect(english.extras?.imageAlt).toBe(
      'The emblem of the City of Springfield: City Hall in a white circle',
    );
  });

  it('shows an area without a catalogue in English, marked, with a note in the page’s language', async () => {
    const page = await render('/zh-hant/news');
    expect(page.status).toBe(200);
    expect(page.lang).toBe('zh-Hant');
    expect(page.html).toContain('此頁面尚未提供中文版本，以下內容以英文顯示。');
    expect(page.html).toMatch(/<div lang="en"><h1>Newsroom<\/h1>/);
    // Written in English only: English is its one address for search engines.
    expect(page.alternates).toEqual({ en: '/news' });
  });

  it('renders the shell’s information pages in each language, the other languages’ names marked', async () => {
    const page = await render('/zh-hant/language-access');
    expect(page.html).toMatch(/<h1[^>]*>語言服務<\/h1>/);
    expect(page.html).toContain('西班牙文（<span lang="es">Español</span>）');
    expect(page.alternates).toEqual({
      en: '/language-access',
      es: '/es/language-access',
      'zh-Hant': '/zh-hant/language-access',
    });
    expect((await render('/language-access')).html).toContain('Spanish (<span lang="es">Español</span>)');
  });

  it('shows an area’s page in a language its route declares, without the note', async () => {
    const translated = {
      news_events: {
        ...newsModules.news_events,
        './routes': {
          contract: 1,
          routes: [{ path: '/news', element: <h1>Sala de prensa</h1>, handle: { languages: ['es'] } }],
        },
      },
    };
    const page = await render('/es/news', translated);
    expect(page.html).toContain('<h1>Sala de prensa</h1>');
    expect(page.html).not.toContain('sf-untranslated');
    expect(page.alternates).toEqual({ en: '/news', es: '/es/news' });
  });

  describe('an area the list says is in Spanish and Chinese', () => {
    const translatedList = {
      ...list,
      remotes: { news_events: { ...list.remotes.news_events, languages: ['es', 'zh-Hant'] } },
    };
    const renderIn = (path: string, modules: Parameters<typeof renderPage>[0]['modules']) =>
      renderPage({ url: `http://localhost${path}`, list: translatedList, modules });
    const withRoutes = (routes: object) => ({
      news_events: { ...newsModules.news_events, './routes': routes },
    });

    it('names only the languages an article is translated into (its head’s), though the area has more', async () => {
      const modules = withRoutes({
        ...newsModules.news_events['./routes'],
        loadMessages: async () => undefined,
        routes: [
          { path: '/news/known', element: <Article />, handle: { head: () => ({ languages: ['es'] }) } },
        ],
      });
      const inChinese = await renderIn('/zh-hant/news/known', modules);
      expect(inChinese.alternates).toEqual({ en: '/news/known', es: '/es/news/known' });
      expect((await renderIn('/es/news/known', modules)).alternates).toEqual(inChinese.alternates);
    });

    it('shows a build without messages (from before the languages) in English, marked, whatever the list says', async () => {
      const page = await renderIn('/es/news', newsModules);
      expect(page.html).toContain('Esta página todavía no está disponible en español. Se muestra en inglés.');
      expect(page.html).toMatch(/<div lang="en"><h1>Newsroom<\/h1>/);
      expect(page.alternates).toEqual({ en: '/news' });
      // Its Home widget too, in a section marked English.
      const home = await renderIn('/es/', newsModules);
      expect(home.html).toContain(
        'Esta sección todavía no está disponible en español. Se muestra en inglés.',
      );
      expect(home.html).toMatch(/<div lang="en"><p>Three stories today<\/p>/);
    });

    it('shows a build whose Chinese catalogue cannot be loaded in English there, and in Spanish where it can', async () => {
      const loadMessages = async (locale: string) => {
        if (locale === 'zh-Hant') throw new Error('404: i18n-zh-hant.js');
      };
      const modules = withRoutes({ ...newsModules.news_events['./routes'], loadMessages });
      const inChinese = await renderIn('/zh-hant/news', modules);
      expect(inChinese.html).toContain('此頁面尚未提供中文版本，以下內容以英文顯示。');
      expect(inChinese.alternates).toEqual({ en: '/news', es: '/es/news' });
      expect(console.error).toHaveBeenCalledWith(
        'news_events/./routes: its messages in zh-Hant could not be loaded.',
        expect.any(Error),
      );
      const inSpanish = await renderIn('/es/news', modules);
      expect(inSpanish.html).not.toContain('sf-untranslated');
      expect(inSpanish.alternates).toEqual({ en: '/news', es: '/es/news', 'zh-Hant': '/zh-hant/news' });
    });
  });

  it('keeps the language through an area’s alias and an unknown path', async () => {
    expect(await render('/es/latest-news')).toMatchObject({ status: 301, redirect: '/es/news#latest' });
    expect((await render('/es/no-such-page')).status).toBe(404);
  });
});

describe('renderPage with a form sent (POST)', () => {
  const send = (path: string, body: string, answer: 'page' | 'outcome' = 'page') =>
    renderPage({ url: `http://localhost${path}`, list, modules: newsModules, submission: { body, answer } });

  it('answers an invalid form 422 with the page, what was typed, the error summary and an "Error: " title', async () => {
    const page = await send('/news/sign-up', 'email=not-an-address');
    expect(page.status).toBe(422);
    expect(page.title).toBe('Error: Newsletter | City of Springfield');
    expect(page.html).toContain('There is a problem');
    expect(page.html).toContain('<a href="#sign-up-email">Enter your e-mail address.</a>');
    expect(page.html).toContain('value="not-an-address"');
    // For the browser, which hydrates the page with the same outcome.
    expect(page.action).toEqual({
      route: 'news-events:sign-up',
      outcome: {
        status: 'invalid',
        values: { email: 'not-an-address' },
        problems: [{ field: 'email', message: 'Enter your e-mail address.' }],
      },
    });
  });

  it('answers a valid form 303 to its confirmation, in the page’s language', async () => {
    const page = await send('/news/sign-up', 'email=ana%40example.com');
    expect(page).toMatchObject({ status: 303, redirect: '/news/subscribed' });
    expect(await send('/es/news/sign-up', 'email=ana%40example.com')).toMatchObject({
      status: 303,
      redirect: '/es/news/subscribed',
    });
  });

  it("answers the browser's script with the action's outcome as data, rendering nothing", async () => {
    expect(await send('/news/sign-up', 'email=ana%40example.com', 'outcome')).toMatchObject({
      status: 200,
      outcome: { status: 'done', location: '/news/subscribed' },
      html: '',
    });
    expect(await send('/news/sign-up', 'email=x', 'outcome')).toMatchObject({
      status: 422,
      outcome: { status: 'invalid', problems: [{ field: 'email', message: 'Enter your e-mail address.' }] },
    });
  });

  it('answers 405 to a form sent to a page that takes none', async () => {
    const page = await send('/news', 'email=a%40b.c');
    expect(page.status).toBe(405);
    expect((await send('/news', 'email=a%40b.c', 'outcome')).status).toBe(405);
  });
});

describe('remotesFor', () => {
  it('names the owning area, Home’s widget areas, the areas with search records for /search, or none', () => {
    expect(remotesFor('/news/x', list).map((a) => a.name)).toEqual(['news_events']);
    expect(remotesFor('/', list).map((a) => a.name)).toEqual(['news_events']);
    expect(remotesFor('/contact', list)).toEqual([]);
    expect(remotesFor('/search', list).map((a) => a.name)).toEqual(['news_events']);
  });
});

describe('queryOf', () => {
  it('names the query parameters the routes of a page declare: the shell’s search, an area’s page, and the frame’s own on every page', () => {
    expect(queryOf('/search', list, newsModules)).toEqual(['area', 'helpful', 'q', 'ref', 'shown', 'type']);
    expect(queryOf('/news', list, newsModules)).toEqual(['category', 'helpful', 'q', 'reader', 'ref']);
  });

  it('renders "Was this page helpful?" at the step the address names; a resident’s own answer (ref) is personal', async () => {
    const thanked = await render('/contact?helpful=yes');
    expect(thanked.personal).toBeUndefined();
    expect(thanked.html).toContain('Thank you for your feedback.');
    const own = await render('/contact?helpful=no&ref=abc');
    expect(own.personal).toBe(true);
    expect(own.html).toContain('What was wrong with this page? (optional)');
  });

  it('marks a page asked for with a parameter that finds a resident’s own record as personal, and no other', async () => {
    const own = await render('/news?reader=Ada');
    expect(own.personal).toBe(true);
    expect(own.noindex).toBe(true);
    expect((await render('/news?q=park')).personal).toBeUndefined();
    expect((await render('/news?reader=')).personal).toBeUndefined();
  });

  it('names only the frame’s for a page that declares none, and none for a page whose area could not be loaded', () => {
    expect(queryOf('/news/known', list, newsModules)).toEqual(['helpful', 'ref']);
    expect(queryOf('/contact', list, newsModules)).toEqual(['helpful', 'ref']);
    expect(queryOf('/news', list, {})).toEqual([]);
  });
});
