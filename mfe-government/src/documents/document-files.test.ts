/** @jest-environment node */
// The published documents: one for every file a page links to, each made from its record's own content, at
// the size the pages state (the jest globalSetup made them as the build does: tooling/jest-documents.cjs).
import { formatFullDate, formatLongDate } from '@springfield/shared';
import { documentListProblems, documentText, renderDocument } from '../../../build/document-files.cjs';
import {
  documentPath,
  getGovernmentDocument,
  governmentDocuments,
} from '../features/documents/data/government-documents';
import { legislation } from '../features/government/data/legislation';
import {
  meetingArchive,
  onlineMinutes,
  pastMeetings,
  upcomingMeetings,
} from '../features/government/data/meetings';
import { budget, ethicsPolicies } from '../features/government/data/transparency';
import { documentFiles } from './document-files';
import { htmlSections } from './html-sections';
import {
  ethicsPolicyFile,
  financialReportFile,
  governmentDocumentFile,
  isRecording,
  legislationDocumentFile,
  legislationOfDocument,
  meetingRecordFile,
  meetingRecordKinds,
  upcomingMeetingDocumentFile,
} from './document-paths';

const described = documentFiles();
const byFile = new Map(described.map((documentFile) => [documentFile.file, documentFile]));

/** The text of a document's PDF as one line. */
async function pdfText(file: string): Promise<string> {
  const documentFile = byFile.get(file);
  if (!documentFile) throw new Error(`${file} is not described`);
  // A line broken after a hyphen ("Mid-" / "year") joins without a space.
  return documentText(await renderDocument(documentFile))
    .replace(/-\n/g, '-')
    .replace(/\s+/g, ' ');
}

/** Every file a page of the area links to, with where. */
const linked: [string, string][] = [
  ...governmentDocuments.map((doc) => [doc.title, governmentDocumentFile(doc)] as [string, string]),
  ...budget.financialReports.map((report) => [report.title, financialReportFile(report)] as [string, string]),
  ...ethicsPolicies.map((policy) => [policy.title, ethicsPolicyFile(policy)] as [string, string]),
  ...legislation.flatMap((item) =>
    item.relatedDocuments.map(
      (name) => [`${item.title}: ${name}`, legislationDocumentFile(name)] as [string, string],
    ),
  ),
  ...upcomingMeetings.flatMap((meeting) =>
    meeting.documents.map(
      (doc) =>
        [`${meeting.title}: ${doc.name}`, upcomingMeetingDocumentFile(meeting, doc)] as [string, string],
    ),
  ),
  ...[...pastMeetings, ...meetingArchive].flatMap((meeting) =>
    meeting.documents
      .map((doc) => (typeof doc === 'string' ? doc : doc.name))
      .filter((name) => !isRecording(meetingRecordKinds[name]))
      .map(
        (name) =>
          [
            `${meeting.title} ${meeting.date}: ${name}`,
            meetingRecordFile(meeting, meetingRecordKinds[name]),
          ] as [string, string],
      ),
  ),
];

describe('the area’s documents', () => {
  it('are described well: plain paths, each once, dated, in characters Helvetica writes', () => {
    expect(documentListProblems(described)).toEqual([]);
  });

  it.each(linked)('%s links to a document the build publishes (%s)', (_where, file) => {
    expect(byFile.has(file)).toBe(true);
  });

  it('publishes no document that nothing links to', () => {
    expect(new Set(linked.map(([, file]) => file))).toEqual(new Set(byFile.keys()));
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

  it('is one file where two lists name one document', () => {
    // A financial report that is a government document (the adopted budget).
    const reports = budget.financialReports.filter((report) => report.document);
    expect(reports.length).toBeGreaterThan(0);
    for (const report of reports) {
      const [category, slug] = (report.document ?? '').split('/');
      expect(financialReportFile(report)).toBe(
        governmentDocumentFile(getGovernmentDocument(category, slug)!),
      );
    }
    // The minutes read online, in Recent Meetings and in the archive.
    expect(Object.keys(onlineMinutes).length).toBeGreaterThan(0);
    for (const meeting of [...pastMeetings, ...meetingArchive].filter((each) => onlineMinutes[each.date])) {
      const minutes = governmentDocuments.find((doc) => documentPath(doc) === onlineMinutes[meeting.date])!;
      expect(meetingRecordFile(meeting, 'minutes')).toBe(governmentDocumentFile(minutes));
    }
    // An agenda's document that a piece of legislation lists too (a draft ordinance).
    const shared = upcomingMeetings.flatMap((meeting) =>
      meeting.documents
        .filter((doc) => legislationOfDocument(doc.name))
        .map((doc) => [meeting, doc] as const),
    );
    expect(shared.length).toBeGreaterThan(0);
    for (const [meeting, doc] of shared) {
      expect(upcomingMeetingDocumentFile(meeting, doc)).toBe(legislationDocumentFile(doc.name));
    }
  });
});

describe('a document’s content is its record’s', () => {
  it.each(governmentDocuments.map((doc) => [doc.title, doc] as const))(
    'the %s PDF has its description, content, timeline and facts',
    async (_title, doc) => {
      const text = await pdfText(governmentDocumentFile(doc));
      for (const shown of [
        'City of Springfield',
        doc.title,
        doc.description,
        `${doc.department} · Published ${formatLongDate(doc.publishDate)} · Version ${doc.version}`,
        ...htmlSections(doc.content).flatMap(({ heading, paragraphs = [], items = [] }) => [
          heading ?? '',
          ...paragraphs,
          ...items,
        ]),
        ...(doc.timeline ?? []).map((entry) => `${formatLongDate(entry.date)} ${entry.event}`),
      ]) {
        expect(text).toContain(shown);
      }
    },
  );

  it.each(upcomingMeetings.map((meeting) => [meeting.title, meeting] as const))(
    'the %s agenda has the date, time, place and every item with its duration',
    async (_title, meeting) => {
      const agenda = meeting.documents.find((doc) => !doc.agendaItem)!;
      const text = await pdfText(upcomingMeetingDocumentFile(meeting, agenda));
      expect(text).toContain(`${formatFullDate(meeting.date)}, ${meeting.time} · ${meeting.location}`);
      for (const entry of meeting.fullAgenda) {
        expect(text).toContain(`${entry.item}: ${entry.description} Estimated duration: ${entry.duration}.`);
      }
    },
  );

  it.each(legislation.map((item) => [item.title, item] as const))(
    'the documents of %s carry its summary, vote and full text',
    async (_title, item) => {
      for (const name of item.relatedDocuments) {
        const text = await pdfText(legislationDocumentFile(name));
        expect(text).toContain(name);
        expect(text).toContain(item.description);
        for (const paragraph of item.fullText.split('\n\n')) expect(text).toContain(paragraph);
      }
    },
  );

  it('a report the site only lists says so, with its title and date', async () => {
    const report = budget.financialReports.find((candidate) => !candidate.document)!;
    const text = await pdfText(financialReportFile(report));
    expect(text).toContain(report.title);
    expect(text).toContain(`Published: ${formatLongDate(report.date)}`);
    expect(text).toContain('The full document is available from the Office of the City Clerk on request.');
  });

  it('an ethics policy has its description and last update', async () => {
    for (const policy of ethicsPolicies) {
      const text = await pdfText(ethicsPolicyFile(policy));
      expect(text).toContain(policy.description);
      expect(text).toContain(`Last updated ${formatLongDate(policy.lastUpdated)}`);
    }
  });
});
