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
      const names = within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      expect(names).toEqual(examples.map((example) => example.name));
    }
  });

  it('is titled, and asks search engines not to index it', () => {
    renderWithRouter(<DesignSystemPage />);
    expect(screen.getAllByRole('heading', { level: 1 })[0]).toHaveTextContent('Design system');
    expect(document.title).toBe('Design system | City of Springfield');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('names each anchor after its component', () => {
    expect(catalogueAnchor('ButtonLink')).toBe('catalogue-buttonlink');
    expect(catalogueAnchor('Page Header')).toBe('catalogue-page-header');
  });
});
