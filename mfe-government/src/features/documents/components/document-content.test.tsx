import { render, screen } from '@testing-library/react';
import { DocumentContent } from './document-content';

describe('DocumentContent', () => {
  it('renders the HTML without scripts or event handlers', () => {
    const { container } = render(
      <DocumentContent
        html={'<h3>Summary</h3><img src=x onerror="alert(1)"><script>alert(2)</script><p>Safe 🎉</p>'}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByText('Safe 🎉')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
