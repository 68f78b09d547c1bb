import { cityHallAddress } from '@springfield/shared';
import { eventPostalAddress } from './event-address';

describe('eventPostalAddress', () => {
  it('splits an address as the page shows it', () => {
    expect(eventPostalAddress('400 Park Avenue, Springfield, IL 62702')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '400 Park Avenue',
      addressLocality: 'Springfield',
      addressRegion: 'IL',
      postalCode: '62702',
      addressCountry: 'US',
    });
  });

  it('keeps a street written with commas whole', () => {
    expect(eventPostalAddress('Suite 4, 12 Elm Court, Chatham, IL')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Suite 4, 12 Elm Court',
      addressLocality: 'Chatham',
      addressRegion: 'IL',
      addressCountry: 'US',
    });
  });

  it('places an address without city and state in Springfield', () => {
    const { addressLocality, addressRegion, postalCode } = cityHallAddress();
    expect(eventPostalAddress('75 Riverside Drive')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '75 Riverside Drive',
      addressLocality,
      addressRegion,
      postalCode,
      addressCountry: 'US',
    });
  });
});
