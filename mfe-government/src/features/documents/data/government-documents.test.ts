import {
  documentPath,
  getGovernmentDocument,
  governmentDocuments,
  relatedDocuments,
} from './government-documents';

describe('government documents', () => {
  it.each([
    ['budget', 'annual-budget-2025', 'Annual Budget 2025'],
    ['meetings', 'city-council-minutes-2024-12-10', 'City Council Meeting Minutes: December 10, 2024'],
    ['records', 'transparency-report-2024', 'Transparency Report 2024'],
  ])('finds %s/%s', (category, slug, title) => {
    expect(getGovernmentDocument(category, slug)?.title).toBe(title);
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

  it('gives every document its page path', () => {
    expect(governmentDocuments.map(documentPath)).toEqual([
      '/government/budget/annual-budget-2025',
      '/government/meetings/city-council-minutes-2024-12-10',
      '/government/records/transparency-report-2024',
    ]);
  });

  it('relates two other documents', () => {
    const [budgetDoc] = governmentDocuments;
    const related = relatedDocuments(budgetDoc);
    expect(related).toHaveLength(2);
    expect(related).not.toContain(budgetDoc);
  });

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
