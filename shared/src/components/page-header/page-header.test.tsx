import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../testing';
import { PageHeader } from './page-header';
import { pageHeaderExamples } from './page-header.examples';

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

describe('PageHeader examples', () => {
  it('each draws one h1 with its title', () => {
    for (const { name, props } of pageHeaderExamples.examples) {
      const { unmount } = renderWithRouter(<PageHeader key={name} {...props} />);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(props.title);
      unmount();
    }
  });
});
