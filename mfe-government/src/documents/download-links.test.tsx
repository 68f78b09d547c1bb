// Every download link of the area, in every page and dialog content that has one, names a file the build
// publishes (document-files.ts describes it), on the area's origin.
import { renderWithRouter } from '@springfield/shared/testing';
import type { ReactElement } from 'react';
import { DocumentInfoCard } from '../features/documents/components/document-info-card';
import { governmentDocuments } from '../features/documents/data/government-documents';
import { BudgetContent } from '../features/government/components/budget-content';
import { EthicsContent } from '../features/government/components/ethics-content';
import { LegislationTextContent } from '../features/government/components/legislation-text-content';
import { MeetingAgendaContent } from '../features/government/components/meeting-agenda-content';
import { MeetingArchivesContent } from '../features/government/components/meeting-archives-content';
import { RecentMeetingsSection } from '../features/government/components/recent-meetings-section';
import { legislation } from '../features/government/data/legislation';
import { meetingArchive, pastMeetings, upcomingMeetings } from '../features/government/data/meetings';
import { budget, ethicsPolicies } from '../features/government/data/transparency';
import type { MeetingRecordName } from '../types/content';
import { documentFiles } from './document-files';
import { isRecording, meetingRecordKinds } from './document-paths';

const published = new Set(documentFiles().map(({ file }) => file));

/** The files the download links of what is rendered name, relative to the area's origin. */
function downloadedFiles(): string[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('a[download]')].map((link) => {
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith(__webpack_public_path__)).toBe(true);
    return href.slice(__webpack_public_path__.length);
  });
}

/** How many of a meeting's records are published documents (a recording is asked for by mail instead). */
const publishedCount = (names: readonly MeetingRecordName[]) =>
  names.filter((name) => !isRecording(meetingRecordKinds[name])).length;

/** Each content with download links: its name, how to render it, how many links it has. */
const contents: [string, () => ReactElement, number][] = [
  ['Budget & Finances', () => <BudgetContent />, budget.financialReports.length],
  ['Ethics & Compliance', () => <EthicsContent />, ethicsPolicies.length],
  [
    'Meeting Archives',
    () => <MeetingArchivesContent />,
    meetingArchive.reduce((count, entry) => count + publishedCount(entry.documents), 0),
  ],
  [
    'Recent Meetings',
    () => <RecentMeetingsSection onViewArchive={() => undefined} />,
    pastMeetings.reduce(
      (count, meeting) => count + publishedCount(meeting.documents.map((doc) => doc.name)),
      0,
    ),
  ],
  ...legislation.map((item): [string, () => ReactElement, number] => [
    item.title,
    () => <LegislationTextContent item={item} />,
    item.relatedDocuments.length,
  ]),
  ...upcomingMeetings.map((meeting): [string, () => ReactElement, number] => [
    `${meeting.title}: Full Agenda`,
    () => <MeetingAgendaContent meeting={meeting} />,
    meeting.documents.length,
  ]),
  ...governmentDocuments.map((doc): [string, () => ReactElement, number] => [
    doc.title,
    () => <DocumentInfoCard doc={doc} />,
    1,
  ]),
];

describe('the area’s download links', () => {
  it.each(contents)('%s links only to published documents', (_name, content, count) => {
    renderWithRouter(content());
    const files = downloadedFiles();
    expect(files).toHaveLength(count);
    for (const file of files) expect([file, published.has(file)]).toEqual([file, true]);
  });
});
