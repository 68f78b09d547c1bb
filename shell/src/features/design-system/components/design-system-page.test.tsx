import { screen, within } from '@testing-library/react';
import { catalogue } from '@springfield/shared/catalogue';
import { renderWithRouter } from '@springfield/shared/testing';
import { DesignSystemPage, catalogueAnchor } from './design-system-page';

describe('DesignSystemPage', () => {
  it('draws every component of the catalogue with its description and every example under its name', () => {
    renderWithRouter(<DesignSystemPage />);
    expect(catalogue.length).toBeGreaterThanOrEqual(6);
    for (const { title, description, examples } of catalogue) {
      const section = screen.getByRole('region', { name: title });
      expect(section).toHaveAttribute('id', catalogueAnchor(title));
      expect(within(section).getByText(description)).toBeInTheDocument();
      // One item per example, each under its name (an example's own content may hold headings too).
      const items = within(section)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement?.closest('li') === null);
      expect(items).toHaveLength(examples.length);
      examples.forEach((example, index) => {
        expect(within(items[index]).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(example.name);
      });
    }
  });

  it('is titled', () => {
    renderWithRouter(<DesignSystemPage />);
    expect(screen.getAllByRole('heading', { level: 1 })[0]).toHaveTextContent('Design system');
    expect(document.title).toBe('Design system | City of Springfield');
  });

  it('names each anchor after its component', () => {
    expect(catalogueAnchor('ButtonLink')).toBe('catalogue-buttonlink');
    expect(catalogueAnchor('Page Header')).toBe('catalogue-page-header');
  });
});
