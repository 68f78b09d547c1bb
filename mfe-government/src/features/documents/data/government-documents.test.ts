import {
  documentPath,
  getGovernmentDocument,
  governmentDocuments,
  relatedDocuments,
} from './government-documents';

describe('government documents', () => {
  it.each(governmentDocuments.map((doc) => [doc.categorySlug, doc.slug, doc] as const))(
    'finds %s/%s',
    (category, slug, doc) => {
      expect(getGovernmentDocument(category, slug)).toBe(doc);
    },
  );

  it('keeps the addresses the site links to', () => {
    // The lost minutes' slug (README, Deviations) and the pages the government README names.
    for (const [category, slug] of [
      ['budget', 'annual-budget-2025'],
      ['meetings', 'city-council-minutes-2024-12-10'],
      ['records', 'transparency-report-2024'],
    ]) {
      expect(getGovernmentDocument(category, slug)).toBeDefined();
    }
  });

  it.each([
    ['budget', '<script>'],
    ['budget', 'transparency-report-2024'],
    ['records', 'annual-budget-2025'],
    ['abc', '999'],
    ['', ''],
  ])('finds nothing for %s/%s', (category, slug) => {
    expect(getGovernmentDocument(category, slug)).toBeUndefined();
  });

  it('gives every document its page path, under its category’s segment', () => {
    const segments = {
      'Budget Documents': 'budget',
      'Meeting Minutes': 'meetings',
      'Public Records': 'records',
    } as const;
    for (const doc of governmentDocuments) {
      expect(documentPath(doc)).toBe(`/government/${segments[doc.category]}/${doc.slug}`);
    }
  });

  it('relates two other documents', () => {
    const [budgetDoc] = governmentDocuments;
    const related = relatedDocuments(budgetDoc);
    expect(related).toHaveLength(2);
    expect(related).not.toContain(budgetDoc);
  });

  // The spec: only the budget document has a timeline, 7 entries from 2024-09-15 preparation to 2025-01-01
  // budget takes effect, the last upcoming.
  it('gives only the budget document a timeline of 7 entries, the last one upcoming', () => {
    const withTimeline = governmentDocuments.filter((doc) => doc.timeline);
    expect(withTimeline.map((doc) => doc.slug)).toEqual(['annual-budget-2025']);
    const timeline = withTimeline[0].timeline ?? [];
    expect(timeline).toHaveLength(7);
    expect(timeline[0].date).toBe('2024-09-15');
    expect(timeline[6]).toMatchObject({ date: '2025-01-01', status: 'upcoming' });
    expect(timeline.slice(0, 6).every((entry) => entry.status === 'completed')).toBe(true);
  });
});
