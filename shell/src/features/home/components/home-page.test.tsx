import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { loadFederatedModule } from '../../remotes/federation';
import { faqs, quickActions } from '../data/home-content';

jest.mock('../../remotes/federation', () => ({
  loadFederatedModule: jest.fn(),
  resetRemote: jest.fn(() => true),
  reloadPage: jest.fn(),
}));
const loadModule = loadFederatedModule as jest.MockedFunction<typeof loadFederatedModule>;

describe('HomePage', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadModule.mockImplementation(async (_remote, exposed) => {
      if (exposed === './LatestNewsWidget') return { default: () => <h2>Latest News</h2> };
      throw new Error('down');
    });
  });

  it('has the hero with the three quick actions', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the City of Springfield' }),
    ).toBeInTheDocument();
    // The areas' declared quick actions (their area.json), in the spec's order.
    expect(quickActions().map((a) => a.to)).toEqual(['/pay-fines', '/feedback', '/government']);
    for (const action of quickActions()) {
      expect(screen.getByRole('link', { name: new RegExp(action.label) })).toHaveAttribute('href', action.to);
    }
  });

  it('lists the FAQs with the spec’s links, in order', () => {
    renderApp('/');
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const hrefs = within(faq)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/departments/public-works',
      '/departments',
      '/feedback#feedback-form',
      '/faq/parking-permit',
      '/government',
      '/faq/voter-registration',
      '/departments',
    ]);
    expect(within(faq).getAllByRole('group')).toHaveLength(faqs().length);
  });

  it('has the Need Help box with the hotline, 911 and Contact Us', () => {
    renderApp('/');
    const help = screen.getByRole('complementary', { name: 'Need Help?' });
    expect(help).toHaveTextContent('City Services Hotline: (555) 123-4567');
    expect(help).toHaveTextContent('Monday - Friday, 8 AM - 5 PM');
    expect(help).toHaveTextContent('For emergencies, call 911');
    expect(within(help).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/feedback');
  });

  it('keeps the rest of Home when a widget’s remote is down', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Latest News' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Upcoming Events is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'City Initiatives is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
  });
});
