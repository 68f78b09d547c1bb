import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../testing';
import { PageHeader, RecordPageHeader } from './page-header';
import { pageHeaderExamples, recordPageHeaderExamples } from './page-header.examples';

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

describe('RecordPageHeader', () => {
  it('builds Home > section > title and, with back, the link back to the section', () => {
    renderWithRouter(
      <RecordPageHeader
        title="Public Works"
        description="Streets, water and snow removal."
        section={{ label: 'Departments', to: '/departments' }}
        back
      />,
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Departments', 'Public Works']);
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Departments' })).toHaveAttribute('href', '/departments');
    expect(within(crumbs).getByText('Public Works')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back to Departments' })).toHaveAttribute('href', '/departments');
    expect(screen.getByRole('heading', { level: 1, name: 'Public Works' })).toBeInTheDocument();
    expect(document.title).toBe('Public Works | City of Springfield');
  });

  it('takes its own last crumb and back text, and draws no back link unless asked', () => {
    const { unmount } = renderWithRouter(
      <RecordPageHeader
        title="New Library Branch Opens Downtown"
        section={{ label: 'News', to: '/news', backLabel: 'Back to Newsroom' }}
        current="Community"
        back
      />,
    );
    expect(screen.getByText('Community')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back to Newsroom' })).toHaveAttribute('href', '/news');
    unmount();

    renderWithRouter(
      <RecordPageHeader
        title="Community Garden"
        section={{ label: 'Programs & Initiatives', to: '/programs' }}
      >
        <p>Accepting Applications</p>
      </RecordPageHeader>,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Programs & Initiatives',
    ]);
    expect(screen.getByText('Accepting Applications')).toBeInTheDocument();
  });

  it('draws each of its examples with one h1', () => {
    for (const { name, props } of recordPageHeaderExamples.examples) {
      const { unmount } = renderWithRouter(<RecordPageHeader key={name} {...props} />);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(props.title);
      unmount();
    }
  });
});
