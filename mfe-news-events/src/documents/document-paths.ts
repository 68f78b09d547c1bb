// Where the event documents are in the area's build. The generator (document-files.ts) reads this module in the
// build's process and the pages in the browser and on the server: nothing here reads the build's globals.
import type { CityEvent, EventDocument } from '../types/content';

/** "Meeting Agenda" -> "meeting-agenda": lower-case ASCII words joined by hyphens, as a file name wants. */
export function fileSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * An event document's file: "documents/events/1-meeting-agenda.pdf" (the event's id, as in its page's address
 * /events/1 and its calendar file /calendar/events/1.ics, then the document's name).
 */
export function eventDocumentFile(
  event: Pick<CityEvent, 'id'>,
  document: Pick<EventDocument, 'name'>,
): string {
  return `documents/events/${event.id}-${fileSlug(document.name) || 'document'}.pdf`;
}
