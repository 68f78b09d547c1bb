import { CONTRACT_VERSION, type AreaDeclaration } from '../contract/contract';
import { checkAreaContract, routePaths } from './index';

const area: AreaDeclaration = {
  name: 'community',
  label: 'Programs & Community',
  prefixes: ['/programs', '/faq'],
  exposes: { './routes': './src/routes.tsx' },
  widgets: [
    {
      slot: 'home-initiatives',
      module: './CityInitiativesWidget',
      title: 'City Initiatives',
      minHeight: 360,
    },
  ],
};

describe('routePaths', () => {
  it('joins nested paths and skips pathless routes', () => {
    expect(
      routePaths([
        { path: '/programs', children: [{ path: ':id' }] },
        { children: [{ path: '/faq/parking' }] },
      ]),
    ).toEqual(['/programs', '/programs/:id', '/faq/parking']);
  });
});

describe('checkAreaContract', () => {
  it('names a route outside the prefixes (a prefix is a whole segment) and a declared module not exposed', () => {
    const routes = [{ path: '/programs/:id' }, { path: '/programsx' }, { path: '/volunteer' }];
    expect(checkAreaContract(area, { contract: CONTRACT_VERSION, routes })).toEqual({
      outside: ['/programsx', '/volunteer'],
      missingExposes: ['./CityInitiativesWidget'],
    });
  });
});
