import { getOfficial, officials } from './officials';
import { filterArchive, meetingArchive } from './meetings';
import {
  boardsAndCommissions,
  publicCommentMail,
  vacancyLabel,
  volunteerInterestMail,
  volunteerOpportunities,
} from './involvement';
import { applicationProcessMessage, recordsRequestMessage } from './messages';
import { budget, formatMillions, recordsRequestTypes, transparencyCategories } from './transparency';
import { governmentViews, viewPath } from '../utils/addresses';
import { voteTally } from '../utils/votes';

describe('government data', () => {
  it('has three officials, found by name', () => {
    expect(officials).toHaveLength(3);
    expect(getOfficial('Sarah Mitchell')?.title).toBe('Mayor');
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

  it('has a $150M budget whose amounts match their shares', () => {
    expect(formatMillions(budget.totalBudget)).toBe('$150M');
    expect(budget.revenues.map((r) => r.percentage)).toEqual([43.3, 21.3, 18.7, 10, 6.7]);
    expect(budget.expenditures.map((e) => e.percentage)).toEqual([30, 25.3, 14.7, 20, 10]);
    for (const lines of [budget.revenues, budget.expenditures]) {
      expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(budget.totalBudget);
      for (const line of lines) {
        expect(Math.round((line.amount / budget.totalBudget) * 1000) / 10).toBe(line.percentage);
      }
    }
  });

  it('states the records processing times', () => {
    expect(recordsRequestTypes.map((t) => t.processingTime)).toEqual([
      '1-3 business days',
      '3-5 business days',
      '5-10 business days',
      '1-2 business days',
      '2-5 business days',
    ]);
  });

  it('labels board vacancies', () => {
    expect(boardsAndCommissions.map((b) => [b.name, b.vacancies, b.meetings])).toEqual([
      ['Planning Commission', 1, '2nd Tuesday, 7:00 PM'],
      ['Parks & Recreation Board', 2, '1st Thursday, 6:30 PM'],
      ['Environmental Commission', 0, '3rd Wednesday, 7:00 PM'],
    ]);
    expect(boardsAndCommissions.map((b) => vacancyLabel(b.vacancies))).toEqual([
      '1 Opening',
      '2 Openings',
      'No Openings',
    ]);
  });

  it('drafts mails with encoded subjects', () => {
    expect(publicCommentMail).toBe('mailto:council@springfield.gov?subject=Public%20Comment');
    expect(volunteerInterestMail(volunteerOpportunities[0])).toBe(
      'mailto:clerk@springfield.gov?subject=Volunteer%20Interest%3A%20Citizen%20Advisory%20Committee',
    );
    expect(volunteerOpportunities.map((o) => o.timeCommitment)).toEqual([
      '2-3 hours/month',
      'Event-based',
      '4 hours/month',
    ]);
  });

  it('filters the meeting archive by type', () => {
    expect(filterArchive('All')).toBe(meetingArchive);
    expect(filterArchive('City Council').every((e) => e.type === 'City Council')).toBe(true);
    expect(filterArchive('Public Hearings')).toHaveLength(1);
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
