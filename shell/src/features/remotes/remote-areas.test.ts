import { testAreas } from '../../test/test-areas';
import { LINK_SLOTS as CONTRACT_LINK_SLOTS, LOCALES } from '@springfield/shared';
import {
  LINK_SLOTS,
  OTHER_LANGUAGES,
  aliasFor,
  listInLanguage,
  areaForPath,
  linksFor,
  parseRemotesList,
  remoteAreas,
  setRemoteAreas,
  widgetsFor,
} from './remote-areas';

describe('remote areas', () => {
  beforeEach(() => setRemoteAreas(testAreas));

  it('maps every prefix of the remotes list to its remote', () => {
    expect(areaForPath('/news')?.name).toBe('news_events');
    expect(areaForPath('/newsroom')?.name).toBe('news_events');
    expect(areaForPath('/news/federal-grant-infrastructure')?.name).toBe('news_events');
    expect(areaForPath('/events/3')?.name).toBe('news_events');
    expect(areaForPath('/departments/public-works')?.name).toBe('services_payments');
    expect(areaForPath('/services/pothole-report')?.name).toBe('services_payments');
    expect(areaForPath('/pay-bills')?.name).toBe('services_payments');
    expect(areaForPath('/traffic-fines')?.name).toBe('services_payments');
    expect(areaForPath('/government/budget/annual-budget-2025')?.name).toBe('government');
    expect(areaForPath('/faq/parking-permit')?.name).toBe('community');
    expect(areaForPath('/feedback')?.name).toBe('community');
  });

  it('matches whole path segments only', () => {
    expect(areaForPath('/newsletter')).toBeUndefined();
    expect(areaForPath('/events-calendar')).toBeUndefined();
    expect(areaForPath('/')).toBeUndefined();
    expect(areaForPath('/contact')).toBeUndefined();
  });

  it('learns a new prefix from the list alone', () => {
    expect(areaForPath('/parking')).toBeUndefined();
    setRemoteAreas(
      testAreas.map((a) => (a.name === 'community' ? { ...a, prefixes: [...a.prefixes, '/parking'] } : a)),
    );
    expect(areaForPath('/parking/permits')?.name).toBe('community');
    expect(remoteAreas().map((a) => a.name)).toEqual([
      'news_events',
      'services_payments',
      'government',
      'community',
    ]);
  });

  it('fills each Home slot with the widgets the list names, in order', () => {
    expect(widgetsFor('home-news-events').map((w) => [w.remote, w.module])).toEqual([
      ['news_events', './LatestNewsWidget'],
      ['news_events', './UpcomingEventsWidget'],
    ]);
    expect(widgetsFor('home-initiatives').map((w) => w.title)).toEqual(['City Initiatives']);
  });
});

describe('parseRemotesList', () => {
  const list = {
    contract: 1,
    remotes: Object.fromEntries(testAreas.map(({ name, ...entry }) => [name, entry])),
  };

  it('reads every area of a well-formed list', () => {
    const { areas, problems } = parseRemotesList(list);
    expect(problems).toEqual([]);
    expect(areas).toEqual(testAreas);
  });

  it('leaves out an entry it cannot use and names the problem, keeping the others', () => {
    const { areas, problems } = parseRemotesList({
      ...list,
      remotes: {
        ...list.remotes,
        government: { entry: 'http://x/mf-manifest.json', prefixes: 'government' },
      },
    });
    expect(areas.map((a) => a.name)).toEqual(['news_events', 'services_payments', 'community']);
    expect(problems).toEqual(['government needs "entry", "label" and "prefixes" (paths starting with "/")']);
  });

  it('says so when the list is not a remotes list at all', () => {
    expect(parseRemotesList({ news_events: 'http://x' })).toEqual({
      areas: [],
      problems: ['the remotes list has no "remotes" object'],
    });
  });
});

describe('the areas’ links in the frame', () => {
  const line = (extra: Record<string, unknown>) => ({
    contract: 1,
    remotes: {
      news: {
        entry: 'http://n.test/mf-manifest.json',
        label: 'News',
        prefixes: ['/news'],
        widgets: [],
        ...extra,
      },
    },
  });

  it('keeps the links that lead inside the area or to one of its aliases, and says which it left out', () => {
    const { areas, problems } = parseRemotesList(
      line({
        aliases: { '/latest': '/news#top', '/away': '/elsewhere' },
        // The alias that leads outside the area is left out (1), and so are three links (3).
        links: [
          { slot: 'main-navigation', to: '/news', label: 'Newsroom', order: 30 },
          { slot: 'quick-links', to: '/latest', label: 'Latest', order: 5 },
          { slot: 'main-navigation', to: '/government', label: 'Not ours', order: 1 },
          { slot: 'sidebar', to: '/news', label: 'Unknown slot', order: 1 },
          { slot: 'main-navigation', to: '/news', label: 'No order' },
        ],
      }),
    );
    expect(areas[0].aliases).toEqual({ '/latest': '/news#top' });
    expect(areas[0].links?.map((link) => link.label)).toEqual(['Newsroom', 'Latest']);
    expect(problems).toHaveLength(4);
  });

  it('knows the contract’s link slots', () => {
    expect(LINK_SLOTS).toEqual(CONTRACT_LINK_SLOTS);
  });

  it('knows the site’s languages', () => {
    expect(OTHER_LANGUAGES).toEqual(LOCALES.filter((locale) => locale !== 'en'));
  });

  it('keeps the languages and words an area gives in the site’s languages, and no others', () => {
    const { areas } = parseRemotesList(
      line({
        languages: ['es', 'fr'],
        translations: { es: { label: 'Noticias', extra: 'x' }, fr: { label: 'Nouvelles' } },
        widgets: [
          {
            slot: 'home-news-events',
            module: './Latest',
            title: 'Latest News',
            minHeight: 400,
            translations: { 'zh-Hant': { title: '最新消息' }, es: { title: 42 } },
          },
        ],
        links: [
          {
            slot: 'main-navigation',
            to: '/news',
            label: 'Newsroom',
            order: 30,
            translations: { es: { label: 'Sala de prensa', question: '¿Qué hay de nuevo?' }, 'zh-Hant': 'x' },
          },
        ],
      }),
    );
    expect(areas[0].languages).toEqual(['es']);
    expect(areas[0].translations).toEqual({ es: { label: 'Noticias' } });
    expect(areas[0].widgets[0].translations).toEqual({ 'zh-Hant': { title: '最新消息' } });
    expect(areas[0].links?.[0].translations).toEqual({
      es: { label: 'Sala de prensa', question: '¿Qué hay de nuevo?' },
    });
  });

  it('lists a slot’s links of every area with the shell’s own, by their order', () => {
    setRemoteAreas(testAreas);
    expect(
      linksFor('main-navigation', [{ slot: 'main-navigation', to: '/', label: 'Home', order: 0 }]),
    ).toEqual([
      expect.objectContaining({ to: '/', label: 'Home' }),
      expect.objectContaining({ to: '/departments', label: 'Departments & Services' }),
      expect.objectContaining({ to: '/programs', label: 'Programs & Initiatives' }),
      expect.objectContaining({ to: '/news', label: 'Newsroom' }),
      expect.objectContaining({ to: '/events', label: 'Events & Meetings' }),
      expect.objectContaining({ to: '/government', label: 'Government' }),
    ]);
    expect(aliasFor('/report-issue')).toBe('/feedback#feedback-form');
    expect(aliasFor('/nowhere')).toBeUndefined();
  });
});

describe('listInLanguage', () => {
  const list = {
    contract: 1,
    remotes: {
      community: {
        label: 'Programs & Community',
        translations: { es: { label: 'Programas y comunidad' }, 'zh-Hant': { label: '計畫與社區' } },
        links: [{ to: '/feedback', label: 'Contact Us', translations: { es: { label: 'Contáctenos' } } }],
      },
    },
  };

  it('keeps only the page’s language’s words, and none in English; the rest as it is', () => {
    expect(listInLanguage(list, 'es')).toEqual({
      contract: 1,
      remotes: {
        community: {
          label: 'Programs & Community',
          translations: { es: { label: 'Programas y comunidad' } },
          links: [{ to: '/feedback', label: 'Contact Us', translations: { es: { label: 'Contáctenos' } } }],
        },
      },
    });
    const chinese = listInLanguage(list, 'zh-Hant') as typeof list;
    expect(chinese.remotes.community.translations).toEqual({ 'zh-Hant': { label: '計畫與社區' } });
    expect(chinese.remotes.community.links[0].translations).toEqual({});
    const english = listInLanguage(list, 'en') as typeof list;
    expect(english.remotes.community.translations).toEqual({});
    expect(listInLanguage('not a list', 'es')).toBe('not a list');
  });
});
