import { setCurrentLocale } from '../i18n/locales';
import { errorTitlePrefix, pageTitle, siteName } from './use-page-title';

describe('pageTitle', () => {
  afterEach(() => setCurrentLocale(undefined));

  it('ends every title with the site’s name in the page’s language, and gives Home its tagline', () => {
    expect(pageTitle('Newsroom')).toBe('Newsroom | City of Springfield');
    expect(pageTitle()).toBe('City of Springfield | Official Website');
    expect(pageTitle('Noticias', 'es')).toBe('Noticias | Ciudad de Springfield');
    expect(pageTitle(undefined, 'es')).toBe('Ciudad de Springfield | Sitio web oficial');
    setCurrentLocale('zh-Hant');
    expect(pageTitle('新聞')).toBe('新聞 | Springfield 市');
    expect(pageTitle()).toBe('Springfield 市 | 官方網站');
    expect(siteName()).toBe('Springfield 市');
    expect(errorTitlePrefix()).toBe('錯誤：');
  });
});
