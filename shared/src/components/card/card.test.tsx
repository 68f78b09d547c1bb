import { screen } from '@testing-library/react';
import { renderWithRouter } from '../../testing';
import { Card } from './card';
import { cardExamples } from './card.examples';

describe('Card', () => {
  it('is an article labelled by its heading of the chosen level, with meta, body and actions', () => {
    renderWithRouter(
      <Card
        as="article"
        headingLevel={2}
        title="Street Sweeping"
        meta={<span>Active</span>}
        actions={<button type="button">Request Service</button>}
      >
        <p>Twice a month.</p>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Street Sweeping' });
    expect(card).toHaveClass('sf-card');
    expect(screen.getByRole('heading', { level: 2, name: 'Street Sweeping' })).toBeInTheDocument();
    expect(card).toHaveTextContent('ActiveStreet SweepingTwice a month.Request Service');
  });

  it('when clickable has exactly one link, its title, to the page', () => {
    renderWithRouter(
      <Card as="li" title="New Library Branch" titleTo="/news/library" clickable>
        <p>Opens Monday.</p>
      </Card>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('New Library Branch');
    expect(links[0]).toHaveAttribute('href', '/news/library');
    expect(screen.getByRole('listitem')).toHaveClass('sf-card sf-card--clickable');
  });

  it('shows an image with its alternative text, and none when it decorates', () => {
    renderWithRouter(<Card image={{ src: '/a.png', alt: 'The new branch' }}>Body</Card>);
    expect(screen.getByRole('img', { name: 'The new branch' })).toHaveAttribute('src', '/a.png');
  });

  it('renders every catalogue example', () => {
    for (const { name, props } of cardExamples.examples) {
      const { container, unmount } = renderWithRouter(<Card key={name} {...props} />);
      expect(container.querySelector('.sf-card')).not.toBeNull();
      unmount();
    }
  });
});
