// Every document the News & Events area publishes, described from the data its pages render: the documents of
// each event (its page's Event Documents, its card's Documents). The build makes a PDF of each
// (DocumentFilesPlugin of tooling/document-files.cjs, added in webpack.config.js) and tells the pages their sizes;
// the pages link to them by the paths of document-paths.ts. No page imports this module.
//
// A document says what the site knows of it and no more: an agenda is the event's own agenda (its title, date,
// time, place, description and items); any other document the site only lists by name, so its file says so, with
// the event it was prepared for and whom to write to for the full document.
import { formatFullDate, type DocumentFile, type DocumentSection } from '@springfield/shared';
import { cityEvents } from '../features/events/data/events';
import type { CityEvent, EventDocument } from '../types/content';
import { eventDocumentFile } from './document-paths';

/** "Meeting Agenda", "Work Session Agenda", "Board Agenda": the event's agenda, which the data holds. */
const isAgenda = (document: EventDocument) => /\bagenda\b/i.test(document.name);

/** "Tuesday, January 14, 2025, 7:00 PM - 9:00 PM". */
const when = (event: CityEvent) => `${formatFullDate(event.date)}, ${event.startTime} - ${event.endTime}`;

/** When and where, and how to follow the event from elsewhere, as its page says. */
function whenAndWhere(event: CityEvent): DocumentSection {
  return {
    heading: 'When and Where',
    paragraphs: [
      when(event),
      `${event.location}, ${event.address}`,
      ...(event.hasLivestream ? ['The event is streamed live.'] : []),
      ...(event.isVirtual ? ['You can also join this event online.'] : []),
    ],
  };
}

/** The last section of every document: whom to write to. */
const questions = (event: CityEvent): DocumentSection => ({
  heading: 'Questions',
  paragraphs: [`Questions about this event and its documents go to ${event.contact}.`],
});

/** An event's agenda: when and where, its description, each item in order, its accessibility and documents. */
function agenda(event: CityEvent, document: EventDocument): DocumentFile {
  return {
    file: eventDocumentFile(event, document),
    title: `${event.title}: ${document.name}`,
    subtitle: `${when(event)} · ${event.location}`,
    date: event.date,
    sections: [
      { paragraphs: [event.description] },
      whenAndWhere(event),
      { heading: 'Agenda', numbered: true, items: event.agenda },
      { heading: 'About This Event', paragraphs: [event.detailedDescription] },
      { heading: 'Accessibility', paragraphs: [event.accessibility] },
      { heading: 'Event Documents', items: event.documents.map((other) => other.name) },
      questions(event),
    ],
  };
}

/** A document the site lists by name only: what it is for, and where to ask for the full document. */
function listedDocument(event: CityEvent, document: EventDocument): DocumentFile {
  return {
    file: eventDocumentFile(event, document),
    title: document.name,
    subtitle: `${event.title} · ${when(event)}`,
    date: event.date,
    sections: [
      {
        heading: 'About This Document',
        paragraphs: [
          `Document: ${document.name}`,
          `Prepared for: ${event.title}, ${when(event)}, ${event.location}`,
          `This file holds what the city's website records of the document. For the full document, write to ${event.contact}.`,
        ],
      },
      { heading: 'The Event', paragraphs: [event.description] },
      whenAndWhere(event),
      { heading: 'Agenda', numbered: true, items: event.agenda },
      questions(event),
    ],
  };
}

/** Every PDF of the area: each document of each event, once. */
export function documentFiles(): readonly DocumentFile[] {
  return cityEvents.flatMap((event) =>
    event.documents.map((document) =>
      isAgenda(document) ? agenda(event, document) : listedDocument(event, document),
    ),
  );
}
