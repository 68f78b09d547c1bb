import { renderRoutes } from '@springfield/shared/testing';
import { screen } from '@testing-library/react';
import { documentPath, governmentDocuments } from './features/documents/data/government-documents';
import { legislation } from './features/government/data/legislation';
import { pastMeetings, upcomingMeetings } from './features/government/data/meetings';
import { officials } from './features/government/data/officials';
import { agendaPath, legislationPath, officialPath } from './features/government/utils/addresses';
import { routes } from './routes';
import { pages } from './search';

const lastmodOf = (path: string) => pages.find((page) => page.path === path)?.lastmod;

describe('the area’s pages for search engines', () => {
  it('lists the Government page, its views, and every legislation, agenda, official and document page once', () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual([
      '/government',
      '/government/budget',
      '/government/meetings',
      '/government/records',
      '/government/ethics',
      '/government/boards',
      '/government/public-comment',
      '/government/volunteer',
      ...legislation.map(legislationPath),
      ...upcomingMeetings.map(agendaPath),
      ...officials.map(officialPath),
      ...governmentDocuments.map(documentPath),
    ]);
  });

  it.each(pages.map((page) => page.path))(
    '%s shows its page (not the 404 or a not-found view)',
    async (path) => {
      renderRoutes(routes, path);
      const [heading] = await screen.findAllByRole('heading', { level: 1 });
      expect(heading.textContent).not.toMatch(/not found/i);
    },
  );

  it('dates the Government page by its newest meeting held or legislation passed', () => {
    const held = pastMeetings.map((meeting) => meeting.date);
    const passed = legislation.filter((item) => item.status === 'Passed').map((item) => item.date);
    expect(lastmodOf('/government')).toBe([...held, ...passed].sort().at(-1));
  });

  it('dates passed legislation by its adoption and documents by publication, and nothing by a day to come', () => {
    for (const item of legislation) {
      expect(lastmodOf(legislationPath(item))).toBe(item.status === 'Passed' ? item.date : undefined);
    }
    for (const doc of governmentDocuments) expect(lastmodOf(documentPath(doc))).toBe(doc.publishDate);
    for (const meeting of upcomingMeetings) expect(lastmodOf(agendaPath(meeting))).toBeUndefined();
    for (const official of officials) expect(lastmodOf(officialPath(official))).toBeUndefined();
  });

  it('lists each record’s page in the languages its record is translated into, the views in the area’s', () => {
    const languagesOf = (path: string) => pages.find((page) => page.path === path)?.languages;
    expect(languagesOf('/government')).toBeUndefined();
    expect(languagesOf('/government/budget')).toBeUndefined();
    for (const path of [
      ...legislation.map(legislationPath),
      ...upcomingMeetings.map(agendaPath),
      ...officials.map(officialPath),
    ]) {
      expect(languagesOf(path)).toEqual(['es']);
    }
    // The records request form, a document a resident acts on, is in Chinese too; the others in Spanish only.
    expect(governmentDocuments.map((doc) => [doc.slug, languagesOf(documentPath(doc))])).toEqual(
      governmentDocuments.map((doc) => [
        doc.slug,
        doc.slug === 'public-records-request-form' ? ['es', 'zh-Hant'] : ['es'],
      ]),
    );
  });

  it('gives every lastmod as yyyy-mm-dd', () => {
    for (const page of pages) if (page.lastmod) expect(page.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the records in Spanish', () => {
  it('calls a commission’s meeting a sesión and says what it was without a second “reunión”', async () => {
    const { translations } = await import('./search');
    const meeting = translations?.es?.find(
      (record) => record.id.startsWith('past-meeting:') && record.date === '2024-12-05',
    );
    expect(meeting?.title).toBe('Sesión de la Comisión de Planificación');
    expect(meeting?.summary).toBe('Comisión de Planificación: 6 puntos en la agenda. Acta de la reunión.');
  });
});
