import { formatFileSize } from '@springfield/shared';
import { findToast, renderWithRouter } from '@springfield/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { eventDocumentFile } from '../../../documents/document-paths';
import { cityEvents } from '../data/events';
import { EventDocuments } from './event-documents';

// A meeting with several documents, its agenda first (event 1's are the City Clerk's, on the Government page).
const meeting = cityEvents.find((event) => event.id === 4)!;
const AGENDA = 'documents/events/4-work-session-agenda.pdf';

// jsdom cannot follow a link: the browser's part of a click is stopped after the page's own handlers ran.
const stayOnPage = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stayOnPage));
afterEach(() => document.removeEventListener('click', stayOnPage));

describe('EventDocuments', () => {
  it('links each document to the PDF the build made, on the remote’s origin, with its type and real size', () => {
    render(<EventDocuments event={meeting} headingLevel={2} title="Event Documents" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Event Documents' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(meeting.documents.length);
    for (const [index, doc] of meeting.documents.entries()) {
      const file = eventDocumentFile(meeting, doc);
      const bytes = __SF_DOCUMENT_SIZES__[file];
      expect(bytes).toBeGreaterThan(1000);
      expect(items[index]).toHaveTextContent(`${doc.name} (PDF, ${formatFileSize(bytes)})`);
      const link = within(items[index]).getByRole('link', { name: `Download ${doc.name}` });
      expect(link).toHaveAttribute('href', `${__webpack_public_path__}${file}`);
      expect(link).toHaveAttribute('download');
      expect(link).toHaveAttribute('type', 'application/pdf');
    }
    expect(eventDocumentFile(meeting, meeting.documents[0])).toBe(AGENDA);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the words of the spec’s alert in a toast as the download starts, and raises no alert', async () => {
    const user = userEvent.setup();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWithRouter(<EventDocuments event={meeting} />);
    await user.click(screen.getByRole('link', { name: 'Download Work Session Agenda' }));
    expect(await findToast('Downloading Work Session Agenda...')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('is a list of links in the server’s HTML: a download needs no script', () => {
    document.body.innerHTML = renderToString(<EventDocuments event={meeting} />);
    const links = screen.getAllByRole('link', { name: /^Download / });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      meeting.documents.map((doc) => `${__webpack_public_path__}${eventDocumentFile(meeting, doc)}`),
    );
    expect(document.querySelector('button')).toBeNull();
    document.body.innerHTML = '';
  });

  it('shows nothing for an event without documents', () => {
    const { container } = render(<EventDocuments event={{ id: 9, documents: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
