import { renderRoutes } from '@springfield/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { routes } from '../../../routes';
import { getGovernmentDocument } from '../data/government-documents';

describe('DocumentPage', () => {
  it('shows the budget document: info card, timeline, preview, content and related documents', async () => {
    renderRoutes(routes, '/government/budget/annual-budget-2025');
    const doc = getGovernmentDocument('budget', 'annual-budget-2025');
    expect(await screen.findByRole('heading', { level: 1, name: doc?.title })).toBeInTheDocument();
    expect(document.title).toBe('Annual Budget 2025 | City of Springfield');

    const info = screen.getByRole('region', { name: 'Document Information' });
    for (const text of [
      'Budget Documents',
      'PDF',
      '8.2 MB',
      '248',
      '2.1',
      'December 15, 2024',
      'Finance Department',
    ]) {
      expect(within(info).getByText(text)).toBeInTheDocument();
    }
    expect(within(info).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(info).getByRole('button', { name: 'Share Document' })).toBeInTheDocument();

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

  it('announces the PDF download, then its completion after 2 seconds', async () => {
    jest.useFakeTimers();
    try {
      renderRoutes(routes, '/government/records/transparency-report-2024');
      fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
      expect(
        await screen.findByText('Transparency Report 2024 is being prepared for download.'),
      ).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(2000);
      });
      expect(
        await screen.findByText('Transparency Report 2024 has been downloaded successfully.'),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
