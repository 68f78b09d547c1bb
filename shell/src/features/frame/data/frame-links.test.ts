import { testAreas } from '../../../test/test-areas';
import { setRemoteAreas } from '../../remotes/remote-areas';
import { lastUpdated, mainNavigation, quickLinks } from './frame-links';

describe('the frame’s links and dates', () => {
  afterEach(() => setRemoteAreas(testAreas));

  it('says when the content of the page’s area last changed, and the shell’s for its own pages', () => {
    setRemoteAreas(
      testAreas.map((area) => (area.name === 'news_events' ? { ...area, built: '2026-11-02' } : area)),
    );
    expect(lastUpdated('/news/some-article')).toEqual(new Date('2026-11-02T00:00:00Z'));
    // The shell's build date (the jest configuration defines what the build would: 2024-12-20).
    expect(lastUpdated('/contact')).toEqual(new Date('2024-12-20T00:00:00Z'));
  });

  it('takes the areas’ links for the navigation and the quick links, around the shell’s own', () => {
    setRemoteAreas(testAreas);
    expect(mainNavigation().map((link) => link.label)).toEqual([
      'Home',
      'Departments & Services',
      'Programs & Initiatives',
      'Newsroom',
      'Events & Meetings',
      'Government',
    ]);
    expect(quickLinks().map((link) => [link.label, link.to])).toEqual([
      ['Pay Bills', '/pay-bills'],
      ['Report an Issue', '/report-issue'],
      ['Contact Us', '/contact'],
    ]);
    // Without the areas (a list that names none), the shell's own links stay.
    setRemoteAreas([]);
    expect(mainNavigation().map((link) => link.label)).toEqual(['Home']);
  });
});
