import { city } from '@springfield/shared';
import { clockTimeOf, daysOf, openingHoursOf } from './opening-hours';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

describe('openingHoursOf', () => {
  it('reads the city office hours as the site writes them', () => {
    expect(openingHoursOf(city.officeHours)).toEqual(openingHoursOf('Monday - Friday: 8:00 AM - 5:00 PM'));
    expect(openingHoursOf('Monday - Friday: 8:00 AM - 5:00 PM')).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '08:00', closes: '17:00' },
    ]);
  });

  it('reads short day names and hours without minutes', () => {
    expect(openingHoursOf('Mon-Fri 7 AM-3:30 PM')).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '07:00', closes: '15:30' },
    ]);
  });

  it('gives one specification per group of days', () => {
    expect(openingHoursOf('Mon-Fri 8 AM-6 PM, Sat 9 AM-1 PM')).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '08:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
    ]);
  });

  it.each([
    'Open 24/7; administrative office Mon-Fri 8 AM-5 PM',
    'Open 24/7',
    'Mon-Fri 7 AM-3:30 PM (emergency 24/7)',
    'Mon-Fri 8 AM-6 PM, by appointment',
    'Weekdays 8 AM-5 PM',
    'Mon-Fri 10-12',
    'Mon-Fri 13 PM-5 PM',
    'Closed weekends',
    '',
  ])('leaves out hours it cannot read whole: "%s"', (text) => {
    expect(openingHoursOf(text)).toBeUndefined();
  });
});

describe('daysOf', () => {
  it('counts a range from its first day to its last, across the weekend too', () => {
    expect(daysOf('Mon-Fri')).toEqual(weekdays);
    expect(daysOf('Friday - Monday')).toEqual(['Friday', 'Saturday', 'Sunday', 'Monday']);
    expect(daysOf('Thurs.')).toEqual(['Thursday']);
    expect(daysOf('Mon-Someday')).toBeUndefined();
    expect(daysOf('Mon-Wed-Fri')).toBeUndefined();
  });
});

describe('clockTimeOf', () => {
  it.each([
    ['8 AM', '08:00'],
    ['8:00 AM', '08:00'],
    ['4:30 PM', '16:30'],
    ['12 PM', '12:00'],
    ['12:15 a.m.', '00:15'],
    ['17:00', '17:00'],
    ['7:05', '07:05'],
  ])('"%s" is %s', (text, time) => {
    expect(clockTimeOf(text)).toBe(time);
  });

  it.each(['0 AM', '13 PM', '8:60 AM', '24:00', '8', 'noon'])('"%s" is unreadable', (text) => {
    expect(clockTimeOf(text)).toBeUndefined();
  });
});
