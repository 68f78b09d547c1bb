import { Toaster } from '@springfield/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { getGovernmentDocument } from '../data/government-documents';
import { DocumentInfoCard } from './document-info-card';

const doc = getGovernmentDocument('records', 'transparency-report-2024');
if (!doc) throw new Error('the sample document is missing');

function renderCard() {
  render(
    <>
      <DocumentInfoCard doc={doc!} />
      <Toaster />
    </>,
  );
}

describe('DocumentInfoCard', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
  });

  it('copies the page link when sharing', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Share Document' }));
    expect(await screen.findByText('Link Copied')).toBeInTheDocument();
    expect(
      screen.getByText("The document's address is on your clipboard: paste it to share the document."),
    ).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('shows the address when the clipboard is not available', async () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Share Document' }));
    expect(await screen.findByText('Copy the Link')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Copy it from here: ${window.location.href}`))).toBeInTheDocument();
  });
});
