// Issue 45: the area's routes module, which every page of the area loads first, names no record and no
// feature's words: each page loads what it shows with its own route (routes.tsx), so the feedback form does
// not come with every program, the volunteer opportunities and the FAQ pages' words.
const loaded = new Set<string>();

jest.mock('./content/programs/index.collection', () => {
  loaded.add('programs');
  return jest.requireActual('./content/programs/index.collection');
});
jest.mock('./content/volunteer-opportunities/index.collection', () => {
  loaded.add('volunteer opportunities');
  return jest.requireActual('./content/volunteer-opportunities/index.collection');
});
jest.mock('./features/faq/messages', () => {
  loaded.add("the FAQ's words");
  return jest.requireActual('./features/faq/messages');
});
jest.mock('./features/feedback/messages', () => {
  loaded.add("the feedback's words");
  return jest.requireActual('./features/feedback/messages');
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
  it('load none of these with the routes module', async () => {
    expect(await loadedWith(() => import('./routes'))).toEqual([]);
  });

  it('load their own with their page', async () => {
    expect(await loadedWith(() => import('./features/feedback/feedback-page'))).toEqual([
      "the feedback's words",
    ]);
    expect(await loadedWith(() => import('./features/programs/components/programs-page'))).toEqual([
      'programs',
    ]);
    expect(await loadedWith(() => import('./features/faq/components/parking-permit-page'))).toEqual([
      "the FAQ's words",
    ]);
  });
});

// A module of its own (its names are not the global scope other test files share).
export {};
