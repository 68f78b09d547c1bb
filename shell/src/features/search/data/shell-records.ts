import { city, type SearchRecord } from '@springfield/shared';
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
const englishValues = { ...infoValues, hours: city.officeHours, en: plain, es: plain, zh: plain };

export function shellRecords(): SearchRecord[] {
  return [
    {
      id: 'home',
      title: 'Home',
      summary: `The official website of the ${city.name}: ${quickActions()
        .map((a) => a.label)
        .join(', ')}.`,
      body: faqs()
        .map((faq) => `${faq.question} ${faq.description ?? ''}`)
        .join(' '),
      url: '/',
      area: SHELL_AREA,
      type: 'Page',
      keywords: ['home', 'homepage', 'start', 'city website'],
    },
    ...infoPages.map((page): SearchRecord => ({
      id: `info:${page.path.slice(1)}`,
      title: englishIntl.formatMessage(page.title),
      summary: englishIntl.formatMessage(page.lead),
      body: page.sections
        .map(
          (s) =>
            `${englishIntl.formatMessage(s.heading)}. ${s.paragraphs.map((p) => englishIntl.formatMessage(p, englishValues)).join(' ')}`,
        )
        .join(' '),
      url: page.path as `/${string}`,
      area: SHELL_AREA,
      type: 'Page',
      keywords: page.path === '/contact' ? ['phone', 'email', 'address', 'city hall', 'hours'] : [],
    })),
  ];
}
