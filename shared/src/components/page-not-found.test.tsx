import { renderWithRouter } from '../testing';
import { screen } from '@testing-library/react';
import { PageNotFound } from './page-not-found';

describe('PageNotFound', () => {
  it('shows the site 404 texts and a way home', () => {
    renderWithRouter(<PageNotFound />, '/government/a/b/c');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
