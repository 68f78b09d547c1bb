import { newsArticles, homeLatestNews, moreOnThisStory } from '../data/news-articles';
import {
  articleForPath,
  countByFilter,
  filterArticles,
  getArticle,
  resolveArticleAlias,
} from './news-queries';

const knownSlugs = [
  'federal-grant-infrastructure',
  'fy2025-budget-approved',
  'public-safety-technology',
  'oak-street-water-project',
  'farmers-market-expansion',
  'downtown-grants',
  'zoning-hearings',
  'digital-portal',
  'holiday-collection',
  'police-graduation',
  'energy-rebates',
  'bridge-closure',
  'park-master-plan',
];

describe('news data', () => {
  it('holds exactly the 13 known articles', () => {
    expect(newsArticles.map((a) => a.slug).sort()).toEqual([...knownSlugs].sort());
  });

  it('has the spec counts per category', () => {
    expect(countByFilter(newsArticles)).toEqual({
      all: 13,
      'press-releases': 6,
      'public-notices': 4,
      'city-blog': 3,
    });
  });

  it('has one featured story and an href that matches every slug', () => {
    expect(newsArticles.filter((a) => a.featured)).toHaveLength(1);
    for (const article of newsArticles) expect(article.href).toBe(`/news/${article.slug}`);
  });

  it('leads every Home and "More on this story" link to a real article', () => {
    for (const path of [...homeLatestNews, ...moreOnThisStory]) {
      expect(articleForPath(path)).toBeDefined();
    }
  });
});

describe('getArticle', () => {
  it('finds a known slug and nothing for odd strings', () => {
    expect(getArticle('bridge-closure')?.category).toBe('Public Notices');
    for (const odd of ['<b>', 'abc', '999', '', 'constructor', '__proto__']) {
      expect(getArticle(odd)).toBeUndefined();
      expect(resolveArticleAlias(odd)).toBeUndefined();
    }
  });
});

describe('filterArticles', () => {
  it('narrows by category', () => {
    expect(filterArticles(newsArticles, 'city-blog', '')).toHaveLength(3);
  });

  it('matches title or summary case-insensitively, combined with the category', () => {
    expect(filterArticles(newsArticles, 'all', 'GRANT').map((a) => a.slug)).toEqual([
      'federal-grant-infrastructure',
      'downtown-grants',
    ]);
    expect(filterArticles(newsArticles, 'public-notices', 'grant')).toEqual([]);
    // these words are only in a summary
    expect(filterArticles(newsArticles, 'all', 'local produce').map((a) => a.slug)).toEqual([
      'farmers-market-expansion',
    ]);
  });

  it('treats markup, emoji and long text as plain text', () => {
    expect(filterArticles(newsArticles, 'all', '<script>alert(1)</script>')).toEqual([]);
    expect(filterArticles(newsArticles, 'all', '🎉')).toEqual([]);
    expect(filterArticles(newsArticles, 'all', 'a'.repeat(10000))).toEqual([]);
    expect(filterArticles(newsArticles, 'all', '   ')).toHaveLength(13);
  });
});
