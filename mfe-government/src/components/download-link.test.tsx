import { fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from '@springfield/shared';
import { DownloadLink } from './download-link';

describe('DownloadLink', () => {
  it('is a link to the published PDF, drawn as a button, that the browser downloads', () => {
    render(
      <DownloadLink
        file="documents/code-of-ethics.pdf"
        item="Code of Ethics"
        ariaLabel="Download Code of Ethics"
        size="small"
      />,
    );
    const link = screen.getByRole('link', { name: 'Download Code of Ethics' });
    expect(link).toHaveAttribute('href', `${__webpack_public_path__}documents/code-of-ethics.pdf`);
    expect(link).toHaveAttribute('download');
    expect(link).toHaveAttribute('type', 'application/pdf');
    expect(link).toHaveTextContent('Download');
    expect(link).toHaveClass('sf-btn sf-btn--secondary sf-btn--small');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("says the download has started, in the spec's words, and leaves the download to the browser", async () => {
    render(
      <>
        <DownloadLink file="documents/code-of-ethics.pdf" item="Code of Ethics" />
        <Toaster />
      </>,
    );
    // The browser's own download is not prevented: the click's default stays.
    expect(fireEvent.click(screen.getByRole('link', { name: 'Download' }))).toBe(true);
    expect(await screen.findByText('Download Started')).toBeInTheDocument();
    expect(screen.getByText('Code of Ethics is being prepared for download.')).toBeInTheDocument();
  });
});
