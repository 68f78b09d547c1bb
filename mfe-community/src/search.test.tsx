import type { HeadHandle } from '@springfield/shared';
import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { parkingPermitTypes } from './features/faq/data/parking-permits';
import { programPath, programs } from './features/programs/data/programs';
import { volunteerOpportunities } from './features/volunteer/data/volunteer-opportunities';
import { volunteerAppliedPath, volunteerApplyPath } from './features/volunteer/application';
import { FEEDBACK_SENT_PATH } from './features/feedback';
import { routes } from './routes';
import { pages } from './search';
import { renderPage } from './testing/render-page';

/** Whether the route that answers a path tells search engines to leave it out. */
function isNoindex(path: string): boolean {
  const matches = matchRoutes(routes, path) ?? [];
  return matches.some((match) => (match.route.handle as HeadHandle | undefined)?.noindex === true);
}

describe('the area’s pages for search engines', () => {
  it('lists the programs, each program’s page, volunteering, feedback, the FAQ pages and How to Apply, once each', () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual([
      '/programs',
      ...programs.map((program) => programPath(program.id)),
      '/volunteer',
      '/feedback',
      '/faq/parking-permit',
      '/faq/parking-permit/apply',
      ...parkingPermitTypes.map((permit) => `/faq/parking-permit/apply/${permit.slug}`),
      '/faq/voter-registration',
    ]);
  });

  it('lists each program’s page in the languages its record is translated into (Spanish, not yet Chinese)', () => {
    for (const program of programs) {
      expect(pages).toContainEqual({ path: programPath(program.id), languages: ['es'] });
    }
  });

  it('gives no lastmod: the data has no date of a page’s last change', async () => {
    expect(pages.filter((page) => page.lastmod !== undefined)).toEqual([]);
  });

  it.each(pages.map((page) => page.path))(
    '%s is a page (not a 404 or a not-found view) for search engines',
    async (path) => {
      await renderPage(routes, path);
      const [heading] = screen.getAllByRole('heading', { level: 1 });
      expect(heading.textContent).not.toMatch(/not found/i);
      expect(isNoindex(path)).toBe(false);
    },
  );

  it('keeps confirmations and the application form step from search engines, and out of the list', () => {
    const opportunity = volunteerOpportunities[0];
    const hidden = [
      volunteerAppliedPath(opportunity.id),
      FEEDBACK_SENT_PATH,
      volunteerApplyPath(opportunity.id),
    ];
    for (const path of hidden) {
      expect(isNoindex(path)).toBe(true);
      expect(pages.map((page) => page.path)).not.toContain(path);
    }
    expect(pages.map((page) => page.path)).not.toContain('/faq');
  });
});

describe('the records in the site’s other languages', () => {
  it('gives every record in Spanish, with the English ids and addresses', async () => {
    const { records: english, translations } = await import('./search');
    const spanish = translations?.es ?? [];
    expect(spanish.map((r) => [r.id, r.url])).toEqual(english.map((r) => [r.id, r.url]));
    expect(spanish.find((r) => r.id === 'volunteer')?.title).toBe('Oportunidades de voluntariado');
    expect(spanish.find((r) => r.id === 'program:safe-streets')?.title).toBe('Programa Safe Streets');
  });

  it('leaves the programs, which the Chinese pages show in English, to their English records', async () => {
    const { translations } = await import('./search');
    const chinese = translations?.['zh-Hant'] ?? [];
    expect(chinese.some((r) => r.id === 'programs' || r.id.startsWith('program:'))).toBe(false);
    expect(chinese.find((r) => r.id === 'faq:voter-registration')?.body).toContain('選舉日');
    expect(chinese.find((r) => r.id === 'volunteer:park-cleanup')?.title).toBe('公園清潔隊');
  });
});
