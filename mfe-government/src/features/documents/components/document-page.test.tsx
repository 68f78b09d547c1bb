import { formatFileSize } from '@springfield/shared';
import { renderRoutes } from '@springfield/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { routes } from '../../../routes';
import { getGovernmentDocument } from '../data/government-documents';

describe('DocumentPage', () => {
  it('shows the budget document: info card, timeline, preview, content and related documents', async () => {
    renderRoutes(routes, '/government/budget/annual-budget-2025');
    const doc = getGovernmentDocument('budget', 'annual-budget-2025');
    expect(await screen.findByRole('heading', { level: 1, name: doc?.title })).toBeInTheDocument();
    expect(document.title).toBe('Annual Budget 2025 | City of Springfield');

    const info = screen.getByRole('region', { name: 'Document Information' });
    const file = 'documents/annual-budget-2025.pdf';
    // The size and pages of the PDF the build made of this document.
    const size = formatFileSize(__SF_DOCUMENT_SIZES__[file]);
    const pages = __SF_DOCUMENT_PAGES__[file];
    for (const [label, text] of [
      ['Category', 'Budget Documents'],
      ['File Type', 'PDF'],
      ['File Size', size],
      ['Pages', String(pages)],
      ['Version', '2.1'],
      ['Published', 'December 15, 2024'],
      ['Department', 'Finance Department'],
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
    expect(screen.getByRole('heading', { name: 'Budget Overview' })).toBeInTheDocument();

    const related = screen.getByRole('region', { name: 'Related Documents' });
    expect(within(related).getAllByRole('link')).toHaveLength(2);
  });

  it('shows no timeline on the minutes', async () => {
    renderRoutes(routes, '/government/meetings/city-council-minutes-2024-12-10');
    expect(await screen.findByRole('heading', { level: 1, name: /Meeting Minutes/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Timeline' })).not.toBeInTheDocument();
    expect(screen.getByText('Meeting Minutes', { selector: 'dd' })).toBeInTheDocument();
  });

  it('downloads the PDF with a plain link, and claims no download complete that the page cannot see', async () => {
    renderRoutes(routes, '/government/records/transparency-report-2024');
    const download = await screen.findByRole('link', { name: 'Download PDF' });
    expect(download).toHaveAttribute(
      'href',
      `${__webpack_public_path__}documents/transparency-report-2024.pdf`,
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
    renderRoutes(routes, '/government/records/transparency-report-2024');
    const related = await screen.findByRole('region', { name: 'Related Documents' });
    const doc = getGovernmentDocument('budget', 'annual-budget-2025')!;
    const card = within(related).getByRole('link', { name: doc.title }).closest('li') as HTMLElement;
    const size = formatFileSize(__SF_DOCUMENT_SIZES__['documents/annual-budget-2025.pdf']);
    expect(within(card).getByText(`${doc.category} · PDF · ${size}`)).toBeInTheDocument();
  });
});
