import { city, cityDateTime, formatLongDate } from '@springfield/shared';
import { screen, within } from '@testing-library/react';
import { routes } from '../../../routes';
import { renderAsServer } from '../../../testing/server-render';
import { documentPath, governmentDocuments } from '../data/government-documents';

/** What the Document Information card shows beside a label ("Published", "Department"). */
function infoFact(label: string): string {
  const card = screen.getByRole('region', { name: 'Document Information' });
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

const cityNode = { '@type': 'GovernmentOrganization', '@id': '/#city', name: city.name, url: '/' };

describe('a government document’s structured data', () => {
  it.each(governmentDocuments.map((doc) => [documentPath(doc), doc] as const))(
    '%s is a DigitalDocument named, described, dated and authored as its page shows',
    async (path, doc) => {
      const { structuredData } = await renderAsServer(routes, path);
      const found = structuredData.filter((data) => data['@type'] === 'DigitalDocument');
      expect(new Set(found.map((data) => JSON.stringify(data))).size).toBe(1);
      const [document] = found;
      expect(infoFact('Published')).toBe(formatLongDate(doc.publishDate));
      expect(document).toEqual({
        '@context': 'https://schema.org',
        '@type': 'DigitalDocument',
        name: screen.getByRole('heading', { level: 1 }).textContent,
        description: screen.getByText(doc.description).textContent,
        url: path,
        datePublished: cityDateTime(doc.publishDate),
        version: infoFact('Version'),
        author: {
          '@type': 'GovernmentOrganization',
          name: infoFact('Department'),
          parentOrganization: cityNode,
        },
        publisher: cityNode,
        // The PDF the page's Download PDF link downloads, at the size the page states.
        encoding: {
          '@type': 'MediaObject',
          contentUrl: screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href'),
          encodingFormat: 'application/pdf',
          contentSize: infoFact('File Size'),
        },
      });
      expect(document.encoding).toMatchObject({
        contentUrl: `${__webpack_public_path__}documents/${doc.slug}.pdf`,
      });
    },
  );

  it('reports nothing for a document that does not exist', async () => {
    const { structuredData } = await renderAsServer(routes, '/government/budget/nothing');
    expect(screen.getByRole('heading', { level: 1, name: 'Document Not Found' })).toBeInTheDocument();
    expect(structuredData).toEqual([]);
  });
});
