import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../testing';
import { PageHeader } from './page-header';
import { RecordNotFound } from './record-not-found';

describe('PageHeader', () => {
  it('shows the breadcrumb with the current page last, the back link, the heading and sets the title', () => {
    renderWithRouter(
      <PageHeader
        title="Public Works"
        description="Streets, water and snow removal."
        breadcrumb={[
          { label: 'Home', to: '/' },
          { label: 'Departments', to: '/departments' },
          { label: 'Public Works' },
        ]}
        back={{ to: '/departments', label: 'Back to Departments' }}
      />,
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Departments' })).toHaveAttribute('href', '/departments');
    expect(within(crumbs).getByText('Public Works')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Back to Departments/ })).toHaveAttribute('href', '/departments');
    expect(screen.getByRole('heading', { level: 1, name: 'Public Works' })).toBeInTheDocument();
    expect(document.title).toBe('Public Works | City of Springfield');
  });
});

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
