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
});
