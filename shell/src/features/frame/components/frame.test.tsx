import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { PAGE_READY_ATTRIBUTE } from '../page-ready';

jest.mock('../../remotes/federation', () => ({
  loadFederatedModule: jest.fn(() => Promise.reject(new Error('remotes are not part of this test'))),
  resetRemote: jest.fn(() => true),
  reloadPage: jest.fn(),
}));

describe('Frame', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('starts with a skip link to the main content', async () => {
    renderApp('/contact');
    const skip = screen.getAllByRole('link')[0];
    expect(skip).toHaveTextContent('Skip to main content');
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('marks the page alive once its first page is in', async () => {
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    expect(document.documentElement).toHaveAttribute(PAGE_READY_ATTRIBUTE);
  });

  it('announces the holiday closure', () => {
    renderApp('/contact');
    expect(screen.getByRole('region', { name: 'Holiday notice' })).toHaveTextContent(
      'City offices will be closed December 25 and 26 for the holidays. Emergency services remain available 24/7.',
    );
  });

  it('has the quick links and the emergency and non-emergency numbers', () => {
    renderApp('/contact');
    const quick = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(quick).getByRole('link', { name: 'Pay Bills' })).toHaveAttribute('href', '/pay-bills');
    expect(within(quick).getByRole('link', { name: 'Report an Issue' })).toHaveAttribute(
      'href',
      '/report-issue',
    );
    expect(within(quick).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(within(quick).getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    expect(quick).toHaveTextContent('Non-Emergency: (555) 123-4000');
  });

  it('has the six main navigation links', () => {
    renderApp('/contact');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Departments & Services', '/departments'],
      ['Programs & Initiatives', '/programs'],
      ['Newsroom', '/news'],
      ['Events & Meetings', '/events'],
      ['Government', '/government'],
    ]);
  });

  it('has the logo and title linking home, and a search box with a Search button', () => {
    renderApp('/contact');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /City of Springfield/ })).toHaveAttribute('href', '/');
    const search = within(header).getByRole('search', { name: 'Site search' });
    expect(within(search).getByRole('searchbox', { name: 'Search the site' })).toBeInTheDocument();
    expect(within(search).getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('opens the site search with the words searched, as a GET form to /search', async () => {
    const { router } = renderApp('/contact');
    const search = screen.getByRole('search', { name: 'Site search' });
    await userEvent.type(within(search).getByRole('searchbox'), 'water main');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=water%20main');
    expect(search).toHaveAttribute('action', '/search');
    expect(search).toHaveAttribute('method', 'get');
    expect(within(search).getByRole('searchbox')).toHaveAttribute('name', 'q');
  });

  it('toggles the small-screen menu, which closes when a link is chosen', async () => {
    renderApp('/contact');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Main (menu)' });
    expect(within(menu).getAllByRole('link')).toHaveLength(6);
    expect(screen.getByRole('search', { name: 'Site search (menu)' })).toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('link', { name: 'Home' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main (menu)' })).not.toBeInTheDocument();
  });

  it('closes the menu with Escape and returns focus to its button', async () => {
    renderApp('/contact');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    await userEvent.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('keeps the menu open once alive when its link opened it before the script ran (the address names it)', async () => {
    window.history.replaceState(null, '', '/contact#sf-mobile-menu');
    try {
      renderApp('/contact');
      const menuButton = screen.getByRole('button', { name: 'Menu' });
      expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('search', { name: 'Site search (menu)' })).toBeVisible();
      // The button closes it now: the address no longer holds it open.
      await userEvent.click(menuButton);
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById('sf-mobile-menu')).toHaveAttribute('data-scripted');
      expect(document.getElementById('sf-mobile-menu')).not.toBeVisible();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('has the footer with contact, emergency services, legal links and the copyright', () => {
    renderApp('/contact');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('100 Main Street');
    expect(within(footer).getByRole('link', { name: 'info@springfield.gov' })).toHaveAttribute(
      'href',
      'mailto:info@springfield.gov',
    );
    expect(footer).toHaveTextContent('Hours: Monday - Friday: 8:00 AM - 5:00 PM');
    expect(footer).toHaveTextContent('Closed weekends');
    const emergency = within(footer).getByRole('region', { name: 'Emergency Services' });
    expect(
      within(emergency)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Emergency: 911',
      'Non-Emergency Police: (555) 123-4000',
      'Fire Department: (555) 123-4100',
      'Public Works (24/7): (555) 123-4200',
      'Water Emergency: (555) 123-4300',
    ]);
    const legal = within(footer).getByRole('navigation', { name: 'Policies' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/accessibility', '/privacy', '/terms', '/language-access', '/website-feedback']);
    expect(footer).toHaveTextContent('© 2024 City of Springfield. All rights reserved.');
    expect(footer).toHaveTextContent('Last updated: December 20, 2024');
  });
});
