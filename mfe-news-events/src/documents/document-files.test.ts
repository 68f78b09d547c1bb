/** @jest-environment node */
// The published documents: one for every document an event lists, each made from its event's own record, at the
// size the pages state (the jest globalSetup made them as the build does: tooling/jest-documents.cjs).
import { formatFullDate } from '@springfield/shared';
import { documentListProblems, documentText, renderDocument } from '../../../build/document-files.cjs';
import { cityEvents } from '../features/events/data/events';
import { documentFiles } from './document-files';
import { eventDocumentFile, fileSlug } from './document-paths';

const described = documentFiles();
const byFile = new Map(described.map((documentFile) => [documentFile.file, documentFile]));

/** Each page's footer, which the text of a paragraph broken across two pages reads through. */
const FOOTER = /^(?:Page \d+ of \d+|City of Springfield · .*)$/;

/** The text of a document's PDF as one line, without the page footers. */
async function pdfText(file: string): Promise<string> {
  const documentFile = byFile.get(file);
  if (!documentFile) throw new Error(`${file} is not described`);
  return (
    documentText(await renderDocument(documentFile))
      .split('\n')
      .filter((line) => !FOOTER.test(line))
      .join('\n')
      // A line broken after a hyphen ("Five-" / "Year") joins without a space.
      .replace(/-\n/g, '-')
      .replace(/\s+/g, ' ')
  );
}

const listed = cityEvents.flatMap((event) =>
  event.documents.map((doc) => [`${event.title} (${event.id}): ${doc.name}`, event, doc] as const),
);
const agendas = listed.filter(([, , doc]) => /agenda/i.test(doc.name));
const others = listed.filter(([, , doc]) => !/agenda/i.test(doc.name));

describe('the area’s documents', () => {
  it('are described well: plain paths, each once, dated, in characters Helvetica writes', () => {
    expect(documentListProblems(described)).toEqual([]);
  });

  it('are one for every document an event lists, and no other', () => {
    expect(new Set(listed.map(([, event, doc]) => eventDocumentFile(event, doc)))).toEqual(
      new Set(byFile.keys()),
    );
    expect(byFile.size).toBe(listed.length);
  });

  // The size a page states is the build's; the journeys (expectPdf) compare it with the file served. What the
  // build can only get right if every make of a file is the same bytes (no clock, no random id in the PDF):
  it('makes each file the same bytes every time, so the size the build states is the file’s', async () => {
    for (const documentFile of described) {
      const [first, second] = [await renderDocument(documentFile), await renderDocument(documentFile)];
      expect([documentFile.file, first.equals(second)]).toEqual([documentFile.file, true]);
      expect([documentFile.file, __SF_DOCUMENT_SIZES__[documentFile.file]]).toEqual([
        documentFile.file,
        first.length,
      ]);
    }
  });

  it('is dated by its event, so every build makes the same bytes', () => {
    for (const [, event, doc] of listed)
      expect(byFile.get(eventDocumentFile(event, doc))?.date).toBe(event.date);
  });
});

describe('a document’s content is its event’s', () => {
  it.each(agendas)('the %s PDF is the event’s agenda', async (_name, event, doc) => {
    const text = await pdfText(eventDocumentFile(event, doc));
    for (const shown of [
      'City of Springfield',
      `${event.title}: ${doc.name}`,
      `${formatFullDate(event.date)}, ${event.startTime} - ${event.endTime}`,
      `${event.location}, ${event.address}`,
      event.description,
      event.detailedDescription,
      event.accessibility,
      ...event.agenda.map((item, index) => `${index + 1}. ${item}`),
      ...event.documents.map((other) => other.name),
      `Questions about this event and its documents go to ${event.contact}.`,
    ]) {
      expect(text).toContain(shown);
    }
  });

  it.each(others)(
    'the %s PDF says what the site records of it, and where to ask',
    async (_name, event, doc) => {
      const text = await pdfText(eventDocumentFile(event, doc));
      for (const shown of [
        doc.name,
        `Prepared for: ${event.title}, ${formatFullDate(event.date)}, ${event.startTime} - ${event.endTime}, ${event.location}`,
        `This file holds what the city's website records of the document. For the full document, write to ${event.contact}.`,
        event.description,
        ...event.agenda,
      ]) {
        expect(text).toContain(shown);
      }
    },
  );

  it('streams and online attendance are said only where the event has them', async () => {
    for (const [, event, doc] of listed) {
      const text = await pdfText(eventDocumentFile(event, doc));
      expect(text.includes('The event is streamed live.')).toBe(event.hasLivestream);
      expect(text.includes('You can also join this event online.')).toBe(event.isVirtual);
    }
  });
});

describe('fileSlug', () => {
  it('makes a plain file name of any document name', () => {
    expect(fileSlug('Five-Year Financial Forecast')).toBe('five-year-financial-forecast');
    expect(fileSlug('Parks & Café Guide')).toBe('parks-and-cafe-guide');
    expect(fileSlug('../../etc/passwd')).toBe('etc-passwd');
    expect(eventDocumentFile({ id: 3 }, { name: '🌳' })).toBe('documents/events/3-document.pdf');
  });
});
