// Issue 45: the area's routes module, which every page of the area loads first, names no record: each page
// loads the records it shows with its own route (routes.tsx), so the newsroom does not come with every event,
// nor the events list with every article.
const loaded: string[] = [];

jest.mock('./content/articles/index.collection', () => {
  loaded.push('articles');
  return jest.requireActual('./content/articles/index.collection');
});
jest.mock('./content/events/index.collection', () => {
  loaded.push('events');
  return jest.requireActual('./content/events/index.collection');
});

describe("the area's routes module", () => {
  it('loads no article and no event', async () => {
    await jest.isolateModulesAsync(async () => {
      await import('./routes');
    });
    expect(loaded).toEqual([]);
  });

  it('loads the events with the events list, and no article', async () => {
    await import('./features/events/components/events-route');
    expect(loaded).toEqual(['events']);
  });
});
