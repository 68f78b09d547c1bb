import { catalogue, loadCatalogue, loadCataloguePart } from './catalogues';

// In the tests each part is the whole file (jest's moduleNameMapper); the build's parts are
// tooling/i18n-catalogue-loader.test.ts's.
it('adds a part to the language’s catalogue as a new object, once, for a ShellIntl rendered after', async () => {
  const first = await loadCatalogue('es');
  expect(first['frame.skipLink']).toBeDefined();
  await loadCataloguePart('info', 'es');
  const withInfo = catalogue('es');
  expect(withInfo).not.toBe(first);
  expect(Object.keys(withInfo).some((id) => id.startsWith('info.'))).toBe(true);
  await loadCataloguePart('info', 'es');
  expect(catalogue('es')).toBe(withInfo);
  // English is the code's own words: nothing to load.
  await loadCataloguePart('search', 'en');
  expect(catalogue('en')).toEqual({});
});
