// Issue 45: the area's routes module, which every page of the area loads first, names no record: each page
// loads the records it shows (and the words of its feature) with its own route (routes.tsx), so the newsroom
// does not come with every event, nor the events list with every article.
const loaded = new Set<string>();

jest.mock('./content/articles/index.collection', () => {
  loaded.add('articles');
  return jest.requireActual('./content/articles/index.collection');
});
jest.mock('./content/events/index.collection', () => {
  loaded.add('events');
  return jest.requireActual('./content/events/index.collection');
});
jest.mock('./features/events/messages', () => {
  loaded.add("events' words");
  return jest.requireActual('./features/events/messages');
});

/** What loading a module (afresh) loads of the records and words above. */
async function loadedWith(load: () => Promise<unknown>): Promise<string[]> {
  loaded.clear();
  await jest.isolateModulesAsync(async () => {
    await load();
  });
  return [...loaded].sort();
}

describe("the area's pages", () => {
  it('load no article, no event and no event words with the routes module', async () => {
    expect(await loadedWith(() => import('./routes'))).toEqual([]);
  });

  it('load the articles, and nothing of the events, with the newsroom and an article', async () => {
    expect(await loadedWith(() => import('./features/news/components/news-page'))).toEqual(['articles']);
    expect(await loadedWith(() => import('./features/news/components/article-page'))).toEqual(['articles']);
  });

  it('load the events and their words, and no article, with the events list and an event', async () => {
    const events = ['events', "events' words"];
    expect(await loadedWith(() => import('./features/events/components/events-route'))).toEqual(events);
    expect(await loadedWith(() => import('./features/events/components/event-detail-page'))).toEqual(events);
  });
});

// A module of its own (its names are not the global scope other test files share).
export {};
