import { formatFileSize, formatLongDate } from '@springfield/shared';
import { renderRoutes } from '@springfield/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { routes } from '../../../routes';
import { governmentDocumentFile } from '../../../documents/document-paths';
import { htmlSections } from '../../../documents/html-sections';
import {
  documentPath,
  getGovernmentDocument,
  governmentDocuments,
  relatedDocuments,
} from '../data/government-documents';

/** The one document with a timeline (the spec's: the budget's), and one without. */
const budgetDoc = governmentDocuments.find((doc) => doc.timeline)!;
const withoutTimeline = governmentDocuments.find((doc) => !doc.timeline)!;

describe('DocumentPage', () => {
  it('shows the budget document: info card, timeline, preview, content and related documents', async () => {
    const doc = budgetDoc;
    renderRoutes(routes, documentPath(doc));
    expect(await screen.findByRole('heading', { level: 1, name: doc.title })).toBeInTheDocument();
    expect(document.title).toBe(`${doc.title} | City of Springfield`);

    const info = screen.getByRole('region', { name: 'Document Information' });
    const file = governmentDocumentFile(doc);
    // The size and pages of the PDF the build made of this document.
    const size = formatFileSize(__SF_DOCUMENT_SIZES__[file]);
    const pages = __SF_DOCUMENT_PAGES__[file];
    for (const [label, text] of [
      ['Category', doc.category],
      ['File Type', 'PDF'],
      ['File Size', size],
      ['Pages', String(pages)],
      ['Version', doc.version],
      ['Published', formatLongDate(doc.publishDate)],
      ['Department', doc.department],
    ]) {
      expect(within(info).getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(text);
    }
    const download = within(info).getByRole('link', { name: 'Download PDF' });
    expect(download).toHaveAttribute('href', `${__webpack_public_path__}${file}`);
    expect(download).toHaveAttribute('download');
    expect(within(info).getByRole('button', { name: 'Share Document' })).toBeInTheDocument();
    expect(
      screen.getByText(`PDF document · ${pages} ${pages === 1 ? 'page' : 'pages'} · ${size}`),
    ).toBeInTheDocument();

    // The spec's timeline: 7 entries from the 2024-09-15 preparation to the budget taking effect, upcoming.
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(7);
    expect(steps[0]).toHaveTextContent('September 15, 2024');
    expect(steps[6]).toHaveTextContent('Budget takes effect');
    expect(steps[6]).toHaveTextContent('Upcoming');

    expect(screen.getByRole('link', { name: 'View Full Document' })).toHaveAttribute(
      'href',
      '#document-content',
    );
    for (const { heading } of htmlSections(doc.content)) {
      if (heading) expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }

    const related = screen.getByRole('region', { name: 'Related Documents' });
    expect(within(related).getAllByRole('link')).toHaveLength(relatedDocuments(doc).length);
  });

  it('shows no timeline on a document without one', async () => {
    renderRoutes(routes, documentPath(withoutTimeline));
    expect(await screen.findByRole('heading', { level: 1, name: withoutTimeline.title })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Timeline' })).not.toBeInTheDocument();
    expect(screen.getByText(withoutTimeline.category, { selector: 'dd' })).toBeInTheDocument();
  });

  it('downloads the PDF with a plain link, and claims no download complete that the page cannot see', async () => {
    renderRoutes(routes, documentPath(withoutTimeline));
    const download = await screen.findByRole('link', { name: 'Download PDF' });
    expect(download).toHaveAttribute(
      'href',
      `${__webpack_public_path__}${governmentDocumentFile(withoutTimeline)}`,
    );
    // The click is the browser's to follow (jsdom cannot): the page adds nothing to it.
    const follow = jest.fn((event: Event) => event.preventDefault());
    document.addEventListener('click', follow);
    fireEvent.click(download);
    document.removeEventListener('click', follow);
    expect(follow).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/downloaded successfully/)).not.toBeInTheDocument();
  });

  it('states each related document’s real size', async () => {
    renderRoutes(routes, documentPath(withoutTimeline));
    const related = await screen.findByRole('region', { name: 'Related Documents' });
    for (const doc of relatedDocuments(withoutTimeline)) {
      const card = within(related).getByRole('link', { name: doc.title }).closest('li') as HTMLElement;
      const size = formatFileSize(__SF_DOCUMENT_SIZES__[governmentDocumentFile(doc)]);
      expect(within(card).getByText(`${doc.category} · PDF · ${size}`)).toBeInTheDocument();
    }
  });

  it('finds a document by its address only', () => {
    for (const doc of governmentDocuments) {
      expect(getGovernmentDocument(doc.categorySlug, doc.slug)).toBe(doc);
    }
  });
});
