import type { MeetingArchiveEntry, PastMeeting, UpcomingMeeting } from '../../../types/content';
import { meetingSlug } from '../utils/addresses';

export const upcomingMeetings: readonly UpcomingMeeting[] = [
  {
    title: 'City Council Regular Meeting',
    date: '2025-01-14',
    time: '7:00 PM',
    location: 'City Hall Council Chambers',
    agendaItems: ['FY2025 Budget Amendments', 'Short-Term Rental Ordinance', 'Public Comment Period'],
    hasLivestream: true,
    fullAgenda: [
      {
        item: 'Call to Order and Roll Call',
        description: 'Opening of the meeting and attendance of the seven council members.',
        duration: '5 minutes',
      },
      {
        item: 'Approval of Minutes',
        description: 'Approval of the minutes of the December 10, 2024 regular meeting.',
        duration: '5 minutes',
      },
      {
        item: 'FY2025 Budget Amendments',
        description: 'Mid-year adjustments to the Public Works and Parks budgets.',
        duration: '30 minutes',
      },
      {
        item: 'Short-Term Rental Ordinance',
        description: 'First reading of Ordinance 2025-03 on short-term rental registration.',
        duration: '45 minutes',
      },
      {
        item: 'Public Comment Period',
        description: 'Residents may address the council for up to 3 minutes each.',
        duration: '30 minutes',
      },
      { item: 'Adjournment', description: 'Close of the meeting.', duration: '5 minutes' },
    ],
    documents: [
      { name: 'Meeting Agenda' },
      { name: 'Budget Amendment Staff Report', agendaItem: 'FY2025 Budget Amendments' },
      { name: 'Ordinance 2025-03 Draft', agendaItem: 'Short-Term Rental Ordinance' },
    ],
    streamLink: 'https://live.springfield.gov/city-council',
  },
  {
    title: 'Planning Commission Meeting',
    date: '2025-01-16',
    time: '6:30 PM',
    location: 'City Hall Room 201',
    agendaItems: ['Oak Street Rezoning Request', 'Downtown Design Guidelines'],
    hasLivestream: false,
    fullAgenda: [
      { item: 'Call to Order', description: 'Opening of the meeting and roll call.', duration: '5 minutes' },
      {
        item: 'Oak Street Rezoning Request',
        description: 'Public hearing on rezoning 400-450 Oak Street from industrial to mixed use.',
        duration: '60 minutes',
      },
      {
        item: 'Downtown Design Guidelines',
        description: 'Review of the draft guidelines for storefronts and signage.',
        duration: '40 minutes',
      },
      { item: 'Adjournment', description: 'Close of the meeting.', duration: '5 minutes' },
    ],
    documents: [
      { name: 'Meeting Agenda' },
      { name: 'Oak Street Rezoning Application', agendaItem: 'Oak Street Rezoning Request' },
    ],
    streamLink: 'https://live.springfield.gov/planning-commission',
  },
  {
    title: 'Budget Committee Work Session',
    date: '2025-01-21',
    time: '5:30 PM',
    location: 'City Hall Conference Room A',
    agendaItems: ['FY2026 Budget Calendar', 'Capital Improvement Priorities'],
    hasLivestream: true,
    fullAgenda: [
      { item: 'Call to Order', description: 'Opening of the work session.', duration: '5 minutes' },
      {
        item: 'FY2026 Budget Calendar',
        description: 'Key dates for preparing and adopting the next budget.',
        duration: '20 minutes',
      },
      {
        item: 'Capital Improvement Priorities',
        description: 'Discussion of road, water and park projects for the next five years.',
        duration: '60 minutes',
      },
      { item: 'Adjournment', description: 'Close of the work session.', duration: '5 minutes' },
    ],
    documents: [
      { name: 'Work Session Agenda' },
      { name: 'Capital Improvement Plan Draft', agendaItem: 'Capital Improvement Priorities' },
    ],
    streamLink: 'https://live.springfield.gov/budget-committee',
  },
];

/** The meeting whose agenda is at /government/agendas/{slug}, or undefined for any other slug. */
export function getUpcomingMeeting(slug: string): UpcomingMeeting | undefined {
  return upcomingMeetings.find((meeting) => meetingSlug(meeting) === slug);
}

export const pastMeetings: readonly PastMeeting[] = [
  {
    title: 'City Council Regular Meeting',
    date: '2024-12-10',
    type: 'City Council',
    status: 'completed',
    agendaItems: 12,
    documents: [
      { name: 'Meeting Minutes', type: 'PDF' },
      { name: 'Meeting Audio', type: 'MP3' },
    ],
  },
  {
    title: 'Planning Commission Meeting',
    date: '2024-12-05',
    type: 'Planning Commission',
    status: 'completed',
    agendaItems: 6,
    documents: [{ name: 'Meeting Minutes', type: 'PDF' }],
  },
  {
    title: 'Public Hearing: FY2025 Budget',
    date: '2024-11-05',
    type: 'Public Hearing',
    status: 'completed',
    agendaItems: 4,
    documents: [
      { name: 'Hearing Transcript', type: 'PDF' },
      { name: 'Hearing Audio', type: 'MP3' },
    ],
  },
];

/** The minutes of this past meeting can be read online as a government document. */
export const onlineMinutes: Readonly<Record<string, string>> = {
  '2024-12-10': '/government/meetings/city-council-minutes-2024-12-10',
};

export const archiveFilters = [
  'All',
  'City Council',
  'Planning Commission',
  'Committees',
  'Public Hearings',
] as const;
export type ArchiveFilter = (typeof archiveFilters)[number];

export const meetingArchive: readonly MeetingArchiveEntry[] = [
  {
    title: 'City Council Regular Meeting',
    type: 'City Council',
    documents: ['Agenda', 'Minutes', 'Video Recording'],
    date: '2024-12-10',
  },
  {
    title: 'Planning Commission Meeting',
    type: 'Planning Commission',
    documents: ['Agenda', 'Minutes'],
    date: '2024-12-05',
  },
  {
    title: 'Finance Committee Meeting',
    type: 'Committees',
    documents: ['Agenda', 'Minutes', 'Budget Report'],
    date: '2024-11-18',
  },
  {
    title: 'Public Hearing: FY2025 Budget',
    type: 'Public Hearings',
    documents: ['Notice', 'Transcript'],
    date: '2024-11-05',
  },
  {
    title: 'City Council Regular Meeting',
    type: 'City Council',
    documents: ['Agenda', 'Minutes', 'Video Recording'],
    date: '2024-11-12',
  },
];

/** The archive entries a filter chip shows ("All" shows every one). */
export function filterArchive(filter: ArchiveFilter): readonly MeetingArchiveEntry[] {
  return filter === 'All' ? meetingArchive : meetingArchive.filter((entry) => entry.type === filter);
}
