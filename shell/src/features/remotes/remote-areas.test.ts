import { testAreas } from '../../test/test-areas';
import { areaForPath, parseRemotesList, remoteAreas, setRemoteAreas, widgetsFor } from './remote-areas';

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
