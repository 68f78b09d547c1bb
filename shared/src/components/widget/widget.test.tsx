import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../testing';
import { Widget } from './widget';
import { widgetExamples } from './widget.examples';

describe('Widget', () => {
  it('is a section named by its heading, with the View All link and an arrow on a card', () => {
    renderWithRouter(
      <Widget
        title="Latest News"
        titleId="home-news-title"
        viewAll={{ to: '/newsroom', label: 'View All News' }}
      >
        <p>News here</p>
      </Widget>,
    );
    const section = screen.getByRole('region', { name: 'Latest News' });
    expect(section).toHaveClass('sf-widget', 'sf-widget--card');
    expect(within(section).getByRole('heading', { level: 2, name: 'Latest News' })).toHaveAttribute(
      'id',
      'home-news-title',
    );
    const link = within(section).getByRole('link', { name: 'View All News' });
    expect(link).toHaveAttribute('href', '/newsroom');
    expect(link).toHaveTextContent('View All News →');
    expect(within(section).getByText('News here')).toBeInTheDocument();
  });

  it('plain: no arrow, the area class on the section, the heading id from the title and the chosen level', () => {
    renderWithRouter(
      <Widget
        title="City Initiatives"
        headingLevel={3}
        variant="plain"
        className="cm-initiatives"
        viewAll={{ to: '/programs', label: 'View All Programs' }}
      >
        <p>Slides</p>
      </Widget>,
    );
    const section = screen.getByRole('region', { name: 'City Initiatives' });
    expect(section).toHaveClass('sf-widget--plain', 'cm-initiatives');
    expect(within(section).getByRole('heading', { level: 3 })).toHaveAttribute(
      'id',
      'city-initiatives-title',
    );
    expect(within(section).getByRole('link', { name: 'View All Programs' })).toHaveTextContent(
      /^View All Programs$/,
    );
  });

  it('draws each of its examples as a named section', () => {
    for (const { name, props } of widgetExamples.examples) {
      const { unmount } = renderWithRouter(<Widget key={name} {...props} />);
      expect(screen.getByRole('region', { name: props.title })).toBeInTheDocument();
      unmount();
    }
  });
});
