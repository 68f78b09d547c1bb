import { setCurrentLocale } from '../i18n/locales';
import { cityDateTime } from './city-time';
import {
  atLineStart,
  formatCompactDollars,
  formatTimeOfDay,
  formatTimeRange,
  formatWeekdayRange,
  formatWeeklyHours,
  parseCompactDollars,
} from './times';

const at = (time: string) => new Date(cityDateTime('2025-01-14', time));

describe('times of day in the page’s language', () => {
  afterEach(() => setCurrentLocale(undefined));

  it('writes Spanish times one way, as Spanish in the United States writes them', () => {
    expect(['08:00', '12:00', '19:00'].map((time) => formatTimeOfDay(at(time), 'es'))).toEqual([
      '8:00 a.m.',
      '12:00 p.m.',
      '7:00 p.m.',
    ]);
    expect(formatTimeRange(at('08:00'), at('17:00'), 'es')).toBe('8:00 a.m. – 5:00 p.m.');
    expect(formatTimeRange(at('19:00'), at('21:00'), 'es')).toBe('7:00–9:00 p.m.');
  });

  it('writes Chinese times with noon and evening named, and a range joined with 至', () => {
    setCurrentLocale('zh-Hant');
    expect(['08:00', '12:00', '15:00', '19:00'].map((time) => formatTimeOfDay(at(time)))).toEqual([
      '上午8:00',
      '中午12:00',
      '下午3:00',
      '晚上7:00',
    ]);
    expect(formatTimeRange(at('08:00'), at('17:00'))).toBe('上午8:00至下午5:00');
    expect(formatTimeRange(at('19:00'), at('21:00'))).toBe('晚上7:00至9:00');
    expect(formatTimeRange(at('18:30'), at('20:30'))).toBe('下午6:30至晚上8:30');
    expect(formatTimeRange(at('10:00'), at('12:00'))).toBe('上午10:00至中午12:00');
  });

  it('names a range of weekdays in each language', () => {
    expect(formatWeekdayRange(1, 5, 'en')).toBe('Monday - Friday');
    expect(formatWeekdayRange(1, 5, 'es')).toBe('lunes a viernes');
    expect(formatWeekdayRange(1, 5, 'zh-Hant')).toBe('星期一至星期五');
  });
});

describe('opening hours', () => {
  const cityHall = { firstDay: 1, lastDay: 5, opens: '08:00', closes: '17:00' };

  it('keeps each English style the spec writes, from Intl', () => {
    expect(formatWeeklyHours(cityHall, 'en')).toBe('Monday - Friday, 8 AM - 5 PM');
    expect(formatWeeklyHours(cityHall, 'en', 'tight')).toBe('Monday-Friday, 8 AM-5 PM');
    expect(formatWeeklyHours(cityHall, 'en', 'words')).toBe('Monday to Friday, 8 AM to 5 PM');
    expect(formatWeeklyHours({ firstDay: 6, lastDay: 6, opens: '09:00', closes: '13:00' }, 'en')).toBe(
      'Saturday, 9 AM - 1 PM',
    );
    expect(formatWeeklyHours({ ...cityHall, closes: '16:30' }, 'en', 'tight')).toBe(
      'Monday-Friday, 8 AM-4:30 PM',
    );
  });

  it('writes Spanish hours one way, whatever the English style: days, then "de … a …" with es-US times', () => {
    for (const style of ['spaced', 'tight', 'words'] as const)
      expect(formatWeeklyHours(cityHall, 'es', style)).toBe('lunes a viernes, de 8:00 a.m. a 5:00 p.m.');
    expect(formatWeeklyHours({ firstDay: 6, lastDay: 6, opens: '09:00', closes: '12:00' }, 'es')).toBe(
      'sábado, de 9:00 a.m. a 12:00 p.m.',
    );
  });

  it('writes Chinese hours with 至 and the part of the day named (中午 for noon)', () => {
    setCurrentLocale('zh-Hant');
    expect(formatWeeklyHours(cityHall)).toBe('星期一至星期五，上午8:00至下午5:00');
    expect(
      formatWeeklyHours({ firstDay: 6, lastDay: 6, opens: '09:00', closes: '12:00' }, 'zh-Hant', 'tight'),
    ).toBe('星期六，上午9:00至中午12:00');
    expect(formatWeeklyHours({ ...cityHall, closes: '19:30' }, 'zh-Hant')).toBe(
      '星期一至星期五，上午8:00至晚上7:30',
    );
  });
});

describe('a text at the start of a line', () => {
  it('begins with a capital in Spanish and stays as it is in Chinese', () => {
    expect(atLineStart('lunes a viernes, de 8:00 a.m. a 5:00 p.m.', 'es')).toBe(
      'Lunes a viernes, de 8:00 a.m. a 5:00 p.m.',
    );
    expect(atLineStart('星期一至星期五，上午8:00至下午5:00', 'zh-Hant')).toBe(
      '星期一至星期五，上午8:00至下午5:00',
    );
  });
});

describe('compact amounts', () => {
  it('writes them as the city does in English and as a native writer does in Spanish and Chinese', () => {
    expect([2_400_000, 850_000, 65_000_000].map((dollars) => formatCompactDollars(dollars, 'en'))).toEqual([
      '$2.4M',
      '$850K',
      '$65M',
    ]);
    expect(formatCompactDollars(2_400_000, 'es')).toBe('$2.4 millones');
    expect(formatCompactDollars(850_000, 'es')).toBe('$850 mil');
    expect(formatCompactDollars(1_000_000, 'es')).toBe('$1 millón');
    expect(formatCompactDollars(2_400_000, 'zh-Hant')).toBe('240萬美元');
    expect(formatCompactDollars(850_000, 'zh-Hant')).toBe('85萬美元');
    expect(formatCompactDollars(150_000_000, 'zh-Hant')).toBe('1.5億美元');
  });

  it('reads an amount as the records write it', () => {
    expect(parseCompactDollars('$2.4M')).toBe(2_400_000);
    expect(parseCompactDollars('$850K')).toBe(850_000);
    expect(parseCompactDollars('$1,200')).toBe(1_200);
    expect(parseCompactDollars('about $3M')).toBeNaN();
  });
});
