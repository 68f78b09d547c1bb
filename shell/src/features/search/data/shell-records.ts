import {
  currentLocale,
  DEFAULT_LOCALE,
  cityHallBuilding,
  officeHoursIn,
  sharedWord,
  type Locale,
  type SearchRecord,
} from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import { frameMessages } from '../../frame/messages';
import { shellIntl } from '../../language/components/shell-intl';
import { declaredWords } from '../../language/components/declared-words';
import { searchMessages } from '../messages';
import { faqs, quickActions } from '../../home/data/home-content';
import { englishIntl } from '../../language/english';
import { infoPages, infoValues } from '../../info/data/info-pages';

/** The area name of the shell's own pages in the search results. */
export const SHELL_AREA = 'City of Springfield';

/**
 * The shell's own pages as search records, built from the data those pages render (Home's quick actions and
 * questions are the areas' declared links, read when a search is made).
 */
const plain = (chunks: string[]) => chunks.join('');

/** The shell's formatter in a language: its catalogue is at hand (the server has all, a page its own). */
function intlIn(locale: Locale): IntlShape {
  return locale === DEFAULT_LOCALE ? englishIntl : shellIntl(locale);
}

export function shellRecords(locale: Locale = currentLocale()): SearchRecord[] {
  const intl = intlIn(locale);
  const values = {
    ...infoValues,
    building: cityHallBuilding(locale),
    hours: officeHoursIn(locale),
    en: plain,
    es: plain,
    zh: plain,
  };
  const lang = locale === DEFAULT_LOCALE ? {} : { lang: locale };
  return [
    {
      id: 'home',
      title: sharedWord('home', locale),
      summary: intl.formatMessage(searchMessages.homeSummary, {
        city: intl.formatMessage(frameMessages.cityName),
        actions: quickActions()
          .map((action) => declaredWords(action, 'label', locale).text)
          .join(', '),
      }),
      body: faqs()
        .map(
          (faq) =>
            `${declaredWords(faq, 'question', locale).text} ${declaredWords(faq, 'description', locale).text}`,
        )
        .join(' '),
      url: '/',
      area: SHELL_AREA,
      type: 'Page',
      keywords: ['home', 'homepage', 'start', 'city website'],
      ...lang,
    },
    ...infoPages.map((page): SearchRecord => ({
      id: `info:${page.path.slice(1)}`,
      title: intl.formatMessage(page.title),
      summary: intl.formatMessage(page.lead),
      body: page.sections
        .map(
          (s) =>
            `${intl.formatMessage(s.heading)}. ${s.paragraphs.map((p) => intl.formatMessage(p, values)).join(' ')}`,
        )
        .join(' '),
      url: page.path as `/${string}`,
      area: SHELL_AREA,
      type: 'Page',
      keywords: page.path === '/contact' ? ['phone', 'email', 'address', 'city hall', 'hours'] : [],
      ...lang,
    })),
  ];
}
