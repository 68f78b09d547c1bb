import { formatFileSize, formatLongDate } from '@springfield/shared';
import { renderRoutes } from '@springfield/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ethicsPolicyFile, financialReportFile } from '../../../documents/document-paths';
import { routes } from '../../../routes';
import { filterArchive } from '../data/meetings';
import {
  budget,
  ethicsPolicies,
  financialDisclosures,
  formatMillions,
  recentRecordsRequests,
  recordsRequestTypes,
} from '../data/transparency';

async function openAccessRecords(title: string) {
  renderRoutes(routes, '/government');
  fireEvent.click(await screen.findByRole('link', { name: `Access Records: ${title}` }));
  return screen.findByRole('dialog', { name: title });
}

describe('Access Records dialogs', () => {
  it('shows the budget in millions with shares, and its reports', async () => {
    const dialog = await openAccessRecords('Budget & Finances');
    expect(
      within(dialog).getByText(`${budget.fiscalYear} Total Budget:`, { exact: false }),
    ).toHaveTextContent(`${budget.fiscalYear} Total Budget: ${formatMillions(budget.totalBudget)}`);
    for (const line of [...budget.revenues, ...budget.expenditures]) {
      expect(
        within(dialog).getAllByText(`${formatMillions(line.amount)} (${line.percentage}%)`).length,
      ).toBeGreaterThan(0);
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
    const shown = filterArchive('Committees');
    expect(shown.length).toBeGreaterThan(0);
    for (const entry of shown) expect(within(dialog).getAllByText(entry.title).length).toBeGreaterThan(0);
    for (const entry of filterArchive('Planning Commission')) {
      expect(within(dialog).queryByText(entry.title)).not.toBeInTheDocument();
    }
  });

  it('lists request types and recent requests, and explains how to request', async () => {
    const dialog = await openAccessRecords('Public Records');
    for (const requestType of recordsRequestTypes) {
      expect(within(dialog).getByText(requestType.type).closest('li')).toHaveTextContent(
        requestType.processingTime,
      );
    }
    for (const status of ['Completed', 'In Progress'] as const) {
      expect(within(dialog).queryAllByText(status, { selector: 'span' })).toHaveLength(
        recentRecordsRequests.filter((request) => request.status === status).length,
      );
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit New Request' }));
    expect(await screen.findByText('Records Request')).toBeInTheDocument();
    expect(
      screen.getByText('Public records request forms are available at City Hall or online.'),
    ).toBeInTheDocument();
    // Where "online" is: the form's page (with its PDF), and the Clerk's address to send it to.
    expect(within(dialog).getByRole('link', { name: 'Public Records Request Form' })).toHaveAttribute(
      'href',
      '/government/records/public-records-request-form',
    );
    expect(within(dialog).getByRole('link', { name: 'clerk@springfield.gov' })).toHaveAttribute(
      'href',
      'mailto:clerk@springfield.gov',
    );
  });

  it('lists ethics policies and filed disclosures', async () => {
    const dialog = await openAccessRecords('Ethics & Compliance');
    for (const policy of ethicsPolicies) {
      const row = within(dialog).getByText(policy.title).closest('li') as HTMLElement;
      expect(row).toHaveTextContent(`Last updated: ${formatLongDate(policy.lastUpdated)}`);
      expect(within(row).getByRole('link', { name: `Download ${policy.title}` })).toHaveAttribute(
        'href',
        `${__webpack_public_path__}${ethicsPolicyFile(policy)}`,
      );
    }
    expect(within(dialog).getAllByText('Filed')).toHaveLength(financialDisclosures.length);
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
    expect(within(again).getByText(recordsRequestTypes[0].processingTime)).toBeInTheDocument();
  });
});
