import { catalogueParts } from './i18n-catalogue-loader.cjs';

// A page's words load with it: the part of a compiled catalogue an import's query asks for.
const compiled = JSON.stringify({
  'frame.skipLink': [{ type: 0, value: 'Saltar' }],
  'info.contact.title': [{ type: 0, value: 'Contacto' }],
  'search.title': [{ type: 0, value: 'Buscar' }],
  'home.title': [{ type: 0, value: 'Bienvenido' }],
});

it('gives the whole catalogue to an import without a query', () => {
  expect(catalogueParts(compiled, '')).toBe(compiled);
});

it('gives the messages of one part, or all but some parts, by the first word of their ids', () => {
  expect(Object.keys(JSON.parse(catalogueParts(compiled, '?only=info')))).toEqual(['info.contact.title']);
  expect(Object.keys(JSON.parse(catalogueParts(compiled, '?except=info,search')))).toEqual([
    'frame.skipLink',
    'home.title',
  ]);
  expect(JSON.parse(catalogueParts(compiled, '?only=search'))['search.title']).toEqual([
    { type: 0, value: 'Buscar' },
  ]);
});
