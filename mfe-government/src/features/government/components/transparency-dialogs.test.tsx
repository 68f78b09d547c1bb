import { formatFileSize, formatLongDate } from '@springfield/shared';
import { renderRoutes } from '@springfield/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { financialReportFile } from '../../../documents/document-paths';
import { routes } from '../../../routes';
import { budget } from '../data/transparency';

async function openAccessRecords(title: string) {
  renderRoutes(routes, '/government');
  fireEvent.click(await screen.findByRole('link', { name: `Access Records: ${title}` }));
  return screen.findByRole('dialog', { name: title });
}

describe('Access Records dialogs', () => {
  it('shows the FY2025 budget in millions with shares, and its reports', async () => {
    const dialog = await openAccessRecords('Budget & Finances');
    expect(within(dialog).getByText('$150M')).toBeInTheDocument();
    for (const share of ['$65M (43.3%)', '$32M (21.3%)', '$28M (18.7%)', '$15M (10%)', '$10M (6.7%)']) {
      expect(within(dialog).getAllByText(share).length).toBeGreaterThan(0);
    }
    for (const share of ['$45M (30%)', '$38M (25.3%)', '$22M (14.7%)', '$30M (20%)']) {
      expect(within(dialog).getByText(share)).toBeInTheDocument();
    }
    // Each report downloads its PDF, whose real size the row states.
    for (const report of budget.financialReports) {
      const file = financialReportFile(report);
      const link = within(dialog).getByRole('link', { name: `Download ${report.title}` });
      expect(link).toHaveAttribute('href', `${__webpack_public_path__}${file}`);
      expect(link).toHaveAttribute('download');
      expect(link.closest('li')).toHaveTextContent(
        `${formatLongDate(report.date)} · PDF · ${formatFileSize(__SF_DOCUMENT_SIZES__[file])}`,
      );
    }
  });

  it('filters the meeting archive with its chips', async () => {
    const dialog = await openAccessRecords('Meeting Archives');
    const chips = within(dialog).getByRole('group', { name: 'Filter meetings by type' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'City Council', 'Planning Commission', 'Committees', 'Public Hearings']);
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(chips).getByRole('button', { name: 'Committees' }));
    expect(within(dialog).getByText('Finance Committee Meeting')).toBeInTheDocument();
    expect(within(dialog).queryByText('Planning Commission Meeting')).not.toBeInTheDocument();
  });

  it('lists request types and recent requests, and explains how to request', async () => {
    const dialog = await openAccessRecords('Public Records');
    expect(within(dialog).getByText('5-10 business days')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Completed', { selector: 'span' })).toHaveLength(2);
    expect(within(dialog).getAllByText('In Progress')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit New Request' }));
    expect(await screen.findByText('Records Request')).toBeInTheDocument();
    expect(
      screen.getByText('Public records request forms are available at City Hall or online.'),
    ).toBeInTheDocument();
  });

  it('lists ethics policies and filed disclosures', async () => {
    const dialog = await openAccessRecords('Ethics & Compliance');
    expect(within(dialog).getByText('Last updated: March 15, 2024')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Filed')).toHaveLength(3);
    expect(within(dialog).getByRole('link', { name: 'Download Code of Ethics' })).toHaveAttribute(
      'href',
      `${__webpack_public_path__}documents/code-of-ethics.pdf`,
    );
  });

  it('opens the archive from View Archive and the records from View All Legislation', async () => {
    renderRoutes(routes, '/government');
    fireEvent.click(await screen.findByRole('link', { name: 'View Archive' }));
    expect(await screen.findByRole('dialog', { name: 'Meeting Archives' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'View All Legislation', hidden: true }));
    expect(await screen.findByRole('dialog', { name: 'Public Records' })).toBeInTheDocument();
  });

  it('opens a dialog again after it was closed, with its content', async () => {
    const dialog = await openAccessRecords('Public Records');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('link', { name: 'Access Records: Public Records' }));
    const again = await screen.findByRole('dialog', { name: 'Public Records' });
    expect(within(again).getByText('5-10 business days')).toBeInTheDocument();
  });
});
