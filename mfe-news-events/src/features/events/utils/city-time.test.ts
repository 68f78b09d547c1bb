import { cityTimeToUtc, cityToday, parseClockTime } from './city-time';

describe('parseClockTime', () => {
  it('reads 12-hour times', () => {
    expect(parseClockTime('7:00 PM')).toEqual({ hours: 19, minutes: 0 });
    expect(parseClockTime('12:00 AM')).toEqual({ hours: 0, minutes: 0 });
    expect(parseClockTime('12:30 PM')).toEqual({ hours: 12, minutes: 30 });
    expect(parseClockTime('11:59 PM')).toEqual({ hours: 23, minutes: 59 });
    expect(parseClockTime('13:00 PM')).toBeNull();
    expect(parseClockTime('noon')).toBeNull();
  });
});

describe('cityTimeToUtc', () => {
  it('applies Central time, standard and daylight', () => {
    expect(new Date(cityTimeToUtc('2025-01-14', '7:00 PM')).toISOString()).toBe('2025-01-15T01:00:00.000Z');
    expect(new Date(cityTimeToUtc('2025-07-04', '9:00 AM')).toISOString()).toBe('2025-07-04T14:00:00.000Z');
  });

  it('throws on unreadable input', () => {
    expect(() => cityTimeToUtc('soon', '7:00 PM')).toThrow();
    expect(() => cityTimeToUtc('2025-01-14', 'evening')).toThrow();
  });
});

describe('cityToday', () => {
  it('is the date in the city, not in UTC', () => {
    expect(cityToday(Date.parse('2025-01-15T03:00:00Z'))).toBe('2025-01-14');
  });
});
