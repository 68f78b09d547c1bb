import { setCurrentLocale, type Locale } from './locales';
import { localizeRecords, overlay, translatedInto } from './localized-records';

const services = [
  {
    slug: 'pothole-report',
    title: 'Pothole Report',
    fields: [
      { name: 'location', label: 'Location', required: true },
      { name: 'severity', label: 'Severity', required: true },
    ],
    keywords: ['pothole', 'road'],
  },
  { slug: 'waste-schedule', title: 'Waste Schedule', fields: [], keywords: [] },
];

afterEach(() => setCurrentLocale(undefined));

it('puts a translation over its English record: field by field, list item by item, a list of words whole', () => {
  expect(
    overlay(services[0], {
      title: 'Reporte de baches',
      fields: [{ label: 'Ubicación' }, { label: 'Gravedad' }],
      keywords: ['bache'],
    }),
  ).toEqual({
    slug: 'pothole-report',
    title: 'Reporte de baches',
    fields: [
      { name: 'location', label: 'Ubicación', required: true },
      { name: 'severity', label: 'Gravedad', required: true },
    ],
    keywords: ['bache'],
  });
});

it('gives the records in the page’s language, each saying its language, made once per language', () => {
  const translations = { es: [{ title: 'Reporte de baches' }, null] };
  setCurrentLocale('es');
  const spanish = localizeRecords(services, translations);
  expect(spanish.map(({ title, lang }) => [title, lang])).toEqual([
    ['Reporte de baches', 'es'],
    ['Waste Schedule', 'en'],
  ]);
  expect(localizeRecords(services, translations)).toBe(spanish);
  expect(localizeRecords(services, translations, 'zh-Hant').map(({ lang }) => lang)).toEqual(['en', 'en']);
  expect(localizeRecords(services, undefined, 'en')[0]).toEqual({ ...services[0], lang: 'en' });
});

it('names the languages a record is translated into, from its copy in each', () => {
  const translations = { es: [{ title: 'Reporte de baches' }, null], 'zh-Hant': [null, null] };
  const inLocale = (index: number) => (locale: Locale) =>
    localizeRecords(services, translations, locale)[index];
  expect(translatedInto(inLocale(0))).toEqual(['es']);
  expect(translatedInto(inLocale(1))).toEqual([]);
  expect(translatedInto(() => undefined)).toEqual([]);
});
