import { areaForPath, areaLabel, remoteAreas } from './remote-areas';

describe('areaForPath', () => {
  it('maps every prefix of the ownership table to its remote', () => {
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

  it('knows all four remotes with a readable label', () => {
    expect(remoteAreas.map((a) => a.name)).toEqual([
      'news_events',
      'services_payments',
      'government',
      'community',
    ]);
    expect(areaLabel('government')).toBe('Government');
  });
});
