import { screen } from '@testing-library/react';
import { renderWithRouter } from '../testing';
import { RecordNotFound } from './record-not-found';

describe('RecordNotFound', () => {
  it('shows the record’s title, message and the way back', () => {
    renderWithRouter(
      <RecordNotFound
        title="Event Not Found"
        message="The requested event could not be found."
        backTo="/events"
        backLabel="Back to Events"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested event could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Events/ })).toHaveAttribute('href', '/events');
    expect(document.title).toBe('Event Not Found | City of Springfield');
  });

  it('takes the way back from a section: its address, and its back text or "Back to {label}"', () => {
    const { unmount } = renderWithRouter(
      <RecordNotFound
        title="Program Not Found"
        message="The requested program could not be found."
        section={{ label: 'Programs & Initiatives', to: '/programs', backLabel: 'Back to Programs' }}
      />,
    );
    expect(screen.getByRole('link', { name: /Back to Programs/ })).toHaveAttribute('href', '/programs');
    unmount();
    renderWithRouter(
      <RecordNotFound
        title="Department Not Found"
        message="The requested department could not be found."
        section={{ label: 'Departments', to: '/departments' }}
      />,
    );
    expect(screen.getByRole('link', { name: /Back to Departments/ })).toHaveAttribute('href', '/departments');
  });
});
