import { cityHallAddress } from '@springfield/shared';
import { allDepartments } from '../data/departments';
import { postalAddressOf, streetOf } from './postal-address';

describe('postalAddressOf', () => {
  it('splits the street (with its suite), the city, the state and the ZIP code', () => {
    expect(postalAddressOf('100 Main Street, Suite 300, Springfield, IL 62701')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '100 Main Street, Suite 300',
      addressLocality: 'Springfield',
      addressRegion: 'IL',
      postalCode: '62701',
      addressCountry: cityHallAddress().addressCountry,
    });
  });

  it("splits every department's location, so none loses its address", () => {
    for (const { location } of allDepartments) {
      const address = postalAddressOf(location);
      expect(address).toBeDefined();
    }
  });

  it.each(['500 Industrial Parkway', 'Springfield, IL 62701', '200 Justice Way, Springfield, Illinois'])(
    'leaves out an address it cannot split: "%s"',
    (location) => {
      expect(postalAddressOf(location)).toBeUndefined();
    },
  );
});

describe('streetOf', () => {
  it('gives the street part a department card shows, with its suite', () => {
    expect(streetOf('100 Main Street, Suite 300, Springfield, IL 62701')).toBe('100 Main Street, Suite 300');
    expect(streetOf('500 Industrial Parkway, Springfield, IL 62701')).toBe('500 Industrial Parkway');
  });

  it('gives an address it cannot split whole', () => {
    expect(streetOf('500 Industrial Parkway')).toBe('500 Industrial Parkway');
  });
});
