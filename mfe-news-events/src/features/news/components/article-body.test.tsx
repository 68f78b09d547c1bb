import { render, screen } from '@testing-library/react';
import { ArticleBody } from './article-body';

describe('ArticleBody', () => {
  it('renders the HTML body without scripts or handlers', () => {
    const { container } = render(
      <ArticleBody
        html={
          '<h2>Safe</h2><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>'
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Safe' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(container.querySelector('a')).not.toHaveAttribute('href', 'javascript:alert(3)');
  });
});
