import {
  documentPath,
  getGovernmentDocument,
  governmentDocuments,
} from '../../documents/data/government-documents';
import { getOfficial, officials } from './officials';
import { agendaPath, governmentViews, meetingSlug, viewPath } from '../utils/addresses';
import { voteTally } from '../utils/votes';
import {
  archiveFilters,
  filterArchive,
  meetingArchive,
  onlineMinutes,
  pastMeetings,
  upcomingMeetings,
} from './meetings';
import {
  boardsAndCommissions,
  mailDraft,
  publicCommentMail,
  vacancyLabel,
  volunteerInterestMail,
  volunteerOpportunities,
} from './involvement';
import { applicationProcessMessage, recordsRequestMessage } from './messages';
import {
  budget,
  financialDisclosures,
  formatMillions,
  recentRecordsRequests,
  recordsRequestTypes,
  transparencyCategories,
} from './transparency';

describe('government data', () => {
  it('finds an official by name', () => {
    for (const official of officials) expect(getOfficial(official.name)).toBe(official);
    expect(getOfficial('Nobody')).toBeUndefined();
  });

  it('counts the transparency items 12, 156, 89, 8', () => {
    expect(transparencyCategories.map((c) => c.items)).toEqual([12, 156, 89, 8]);
    expect(transparencyCategories.map((c) => c.href)).toEqual([
      '/government/budget',
      '/government/meetings',
      '/government/records',
      '/government/ethics',
    ]);
    // Each card's link goes to the view whose address opens its dialog.
    for (const category of transparencyCategories) {
      expect(viewPath(category.id)).toBe(category.href);
      expect(governmentViews[category.id]).toBe(category.id);
    }
  });

  it('writes amounts in millions', () => {
    expect(formatMillions(150)).toBe('$150M');
    expect(formatMillions(6.5)).toBe('$6.5M');
  });

  it('gives each budget line its share of the total, the lines adding up to it', () => {
    for (const lines of [budget.revenues, budget.expenditures]) {
      expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(budget.totalBudget);
      for (const line of lines) {
        expect(Math.round((line.amount / budget.totalBudget) * 1000) / 10).toBe(line.percentage);
      }
    }
  });

  it('labels board vacancies', () => {
    expect([1, 2, 0].map(vacancyLabel)).toEqual(['1 Opening', '2 Openings', 'No Openings']);
    for (const board of boardsAndCommissions) expect(vacancyLabel(board.vacancies)).toMatch(/Opening/);
  });

  it('drafts mails with encoded subjects', () => {
    expect(publicCommentMail()).toBe('mailto:council@springfield.gov?subject=Public%20Comment');
    expect(mailDraft('clerk@springfield.gov', 'Volunteer Interest: Citizen Advisory Committee')).toBe(
      'mailto:clerk@springfield.gov?subject=Volunteer%20Interest%3A%20Citizen%20Advisory%20Committee',
    );
    for (const opportunity of volunteerOpportunities) {
      expect(volunteerInterestMail(opportunity)).toBe(
        mailDraft(opportunity.contact, `Volunteer Interest: ${opportunity.title}`),
      );
    }
  });

  it('filters the meeting archive by type, each entry under one chip', () => {
    expect(filterArchive('All')).toBe(meetingArchive);
    const chips = archiveFilters.filter((filter) => filter !== 'All');
    for (const chip of chips) expect(filterArchive(chip).every((entry) => entry.type === chip)).toBe(true);
    expect(chips.reduce((count, chip) => count + filterArchive(chip).length, 0)).toBe(meetingArchive.length);
  });

  it('shows abstentions only when someone abstained', () => {
    expect(voteTally({ for: 6, against: 1, abstain: 0 })).toBe('For: 6 · Against: 1');
    expect(voteTally({ for: 5, against: 1, abstain: 1 })).toBe('For: 5 · Against: 1 · Abstain: 1');
    expect(voteTally(null)).toBeNull();
  });

  it('words the info toasts', () => {
    expect(recordsRequestMessage.title).toBe('Records Request');
    expect(applicationProcessMessage.description).toMatch(/clerk@springfield\.gov/);
  });
});

// What one record names in another collection, which no schema of one record can check.
describe('the records that name each other', () => {
  it('names existing government documents: a financial report’s, the minutes read online', () => {
    for (const report of budget.financialReports) {
      if (report.document) {
        const [category, slug] = report.document.split('/');
        expect([report.title, getGovernmentDocument(category, slug)?.slug]).toEqual([report.title, slug]);
      }
    }
    const pages = governmentDocuments.map(documentPath);
    for (const [date, page] of Object.entries(onlineMinutes)) {
      expect(pages).toContain(page);
      expect(pastMeetings.map((meeting) => meeting.date)).toContain(date);
    }
  });

  it('files each disclosure under an official, with their title', () => {
    for (const disclosure of financialDisclosures) {
      expect(getOfficial(disclosure.official)?.title).toBe(disclosure.title);
    }
  });

  it('gives each recent request one of the request types', () => {
    const types = recordsRequestTypes.map((requestType) => requestType.type);
    for (const request of recentRecordsRequests) expect(types).toContain(request.type);
  });

  it('keys each meeting by the slug of its address', () => {
    for (const meeting of upcomingMeetings) expect(meeting.slug).toBe(meetingSlug(meeting));
  });

  it('keeps the council meeting the News & Events calendar links to (its event 1): address, time and place', () => {
    // The event's page sends residents to this agenda; its start and place are the event's own.
    const meeting = upcomingMeetings.find(
      (candidate) => agendaPath(candidate) === '/government/agendas/city-council-regular-meeting-2025-01-14',
    );
    expect(meeting).toMatchObject({ start: '2025-01-14T19:00', location: 'City Hall Council Chambers' });
  });
});
