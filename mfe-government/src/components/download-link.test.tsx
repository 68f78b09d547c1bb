import { render, screen } from '@testing-library/react';
import { DownloadLink } from './download-link';

describe('DownloadLink', () => {
  it('is a link to the published PDF, drawn as a button, that the browser downloads', () => {
    render(
      <DownloadLink file="documents/code-of-ethics.pdf" ariaLabel="Download Code of Ethics" size="small" />,
    );
    const link = screen.getByRole('link', { name: 'Download Code of Ethics' });
    expect(link).toHaveAttribute('href', `${__webpack_public_path__}documents/code-of-ethics.pdf`);
    expect(link).toHaveAttribute('download');
    expect(link).toHaveAttribute('type', 'application/pdf');
    expect(link).toHaveTextContent('Download');
    expect(link).toHaveClass('sf-btn sf-btn--secondary sf-btn--small');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
