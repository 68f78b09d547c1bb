import { cityDateTime, cityHallAddress, internationalPhone } from './structured-data';

describe('cityDateTime', () => {
  it('writes a winter time with the city offset of standard time', () => {
    expect(cityDateTime('2025-01-14', '7:00 PM')).toBe('2025-01-14T19:00:00-06:00');
  });

  it('writes a summer date with the daylight saving offset', () => {
    expect(cityDateTime('2025-07-04')).toBe('2025-07-04T00:00:00-05:00');
    expect(cityDateTime('2025-07-04', '09:30')).toBe('2025-07-04T09:30:00-05:00');
  });

  it('reads noon and midnight on the twelve-hour clock', () => {
    expect(cityDateTime('2025-03-01', '12:00 PM')).toBe('2025-03-01T12:00:00-06:00');
    expect(cityDateTime('2025-03-01', '12:15 AM')).toBe('2025-03-01T00:15:00-06:00');
  });

  it('refuses what it cannot read', () => {
    expect(() => cityDateTime('14/01/2025')).toThrow('Unreadable date or time');
    expect(() => cityDateTime('2025-01-14', '25:00')).toThrow('Unreadable date or time');
  });
});

describe('schema.org forms of the city facts', () => {
  it('writes phone numbers internationally', () => {
    expect(internationalPhone('(555) 123-4567')).toBe('+1-555-123-4567');
    expect(internationalPhone('911')).toBe('911');
  });

  it('splits City Hall’s locality into its parts', () => {
    expect(cityHallAddress()).toMatchObject({
      streetAddress: '100 Main Street',
      addressLocality: 'Springfield',
      addressRegion: 'IL',
      postalCode: '62701',
    });
  });
});
