import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '@springfield/shared/testing';
import LatestNewsWidget from './latest-news-widget';

describe('LatestNewsWidget', () => {
  it('shows three items that lead to real articles and a link to the newsroom', () => {
    renderWithRouter(<LatestNewsWidget />);
    const section = screen.getByRole('region', { name: 'Latest News' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/news/federal-grant-infrastructure',
      '/news/recruitment-drive',
      '/news/elm-avenue-water-upgrades',
    ]);
    expect(within(items[1]).getByRole('heading', { level: 3 })).toHaveTextContent(/Police Academy/);
    expect(within(section).getByRole('link', { name: /View All News/ })).toHaveAttribute('href', '/newsroom');
  });
});
