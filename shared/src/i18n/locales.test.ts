import { city, officeHoursIn } from '../content/city';
import { sharedWord } from './words';
import {
  localeOrDefault,
  currentLocale,
  localeBasename,
  localizedPath,
  setCurrentLocale,
  splitLocale,
  requestLocale,
  LOCALES,
  LOCALE_SEGMENTS,
} from './locales';

describe('splitLocale', () => {
  it('reads the language from a whole first segment only', () => {
    expect(splitLocale('/es/events/2')).toEqual({ locale: 'es', pathname: '/events/2' });
    expect(splitLocale('/zh-hant/pay-fines')).toEqual({ locale: 'zh-Hant', pathname: '/pay-fines' });
    expect(splitLocale('/es')).toEqual({ locale: 'es', pathname: '/' });
    expect(splitLocale('/es/')).toEqual({ locale: 'es', pathname: '/' });
    expect(splitLocale('/events/2')).toEqual({ locale: 'en', pathname: '/events/2' });
    expect(splitLocale('/espanol')).toEqual({ locale: 'en', pathname: '/espanol' });
    expect(splitLocale('/')).toEqual({ locale: 'en', pathname: '/' });
  });

  it('is the inverse of localizedPath for every language', () => {
    for (const locale of LOCALES) {
      for (const path of ['/', '/events/2', '/government/records']) {
        expect(splitLocale(localizedPath(locale, path))).toEqual({ locale, pathname: path });
      }
    }
  });
});

describe('localizedPath', () => {
  it('puts the path under the language’s segment, query and fragment kept', () => {
    expect(localizedPath('es', '/events?category=Community#list')).toBe('/es/events?category=Community#list');
    expect(localizedPath('zh-Hant', '/')).toBe('/zh-hant');
    expect(localizedPath('en', '/news')).toBe('/news');
  });

  it('moves a path from one language to another', () => {
    expect(localizedPath('zh-Hant', '/es/events/2')).toBe('/zh-hant/events/2');
    expect(localizedPath('en', '/es/')).toBe('/');
    expect(localizedPath('es', '/?q=pago')).toBe('/es?q=pago');
    expect(localizedPath('en', '/es?q=pago')).toBe('/?q=pago');
  });
});

it('gives each language a basename of its segment, English none', () => {
  expect(localeBasename('en')).toBe('');
  expect(localeBasename('es')).toBe(`/${LOCALE_SEGMENTS.es}`);
});

it('keeps the page’s language where every copy of shared reads it, English by default', () => {
  expect(currentLocale()).toBe('en');
  setCurrentLocale('es');
  expect(currentLocale()).toBe('es');
  setCurrentLocale(undefined);
  expect(currentLocale()).toBe('en');
});

describe('officeHoursIn', () => {
  it('writes the city’s one record of its hours as the English text the pages show, and in each language', () => {
    expect(officeHoursIn('en')).toBe(city.officeHours);
    expect(officeHoursIn('es')).toBe('lunes a viernes, de 8:00 a.m. a 5:00 p.m.');
    expect(officeHoursIn('en', 'tight')).toBe('Monday-Friday, 8 AM-5 PM');
    expect(officeHoursIn('es', 'tight')).toBe(officeHoursIn('es'));
    expect(officeHoursIn('zh-Hant')).toBe('星期一至星期五，上午8:00至下午5:00');
    expect(officeHoursIn('es-US')).toBe(officeHoursIn('es'));
  });
});

describe('sharedWord', () => {
  it('says shared’s own words in the page’s language', () => {
    expect(sharedWord('breadcrumb')).toBe('Breadcrumb');
    setCurrentLocale('es');
    expect(sharedWord('breadcrumb')).toBe('Ruta de navegación');
    setCurrentLocale(undefined);
    expect(sharedWord('notifications', 'zh-Hant')).toBe('通知');
  });
});

it('reads the language of the page a request is for', () => {
  expect(requestLocale(new Request('http://localhost/es/services/pothole-report'))).toBe('es');
  expect(requestLocale(new Request('http://localhost/zh-hant/pay-fines/pay/c-1'))).toBe('zh-Hant');
  expect(requestLocale(new Request('http://localhost/services/pothole-report'))).toBe('en');
});

describe('localeOrDefault', () => {
  it('keeps a site language and makes anything else English', () => {
    expect(['es', 'zh-Hant', 'en', 'fr', 'zh-hant', null, 3].map(localeOrDefault)).toEqual([
      'es',
      'zh-Hant',
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
  });
});
