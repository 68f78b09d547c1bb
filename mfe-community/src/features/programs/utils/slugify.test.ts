import { slugify } from './slugify';

describe('slugify', () => {
  it('lower-cases words and joins them with hyphens', () => {
    expect(slugify('Energy Rebate Application')).toBe('energy-rebate-application');
  });

  it('drops punctuation and collapses runs of separators', () => {
    expect(slugify('  Grant Guidelines (2025) -- Final!  ')).toBe('grant-guidelines-2025-final');
  });

  it('spells out ampersands and folds accents', () => {
    expect(slugify('Parks & Café Guide')).toBe('parks-and-cafe-guide');
  });

  it('never lets markup or path tricks through', () => {
    expect(slugify('<img src=x onerror=alert(1)>')).toBe('img-src-x-onerror-alert-1');
    expect(slugify('../../etc/passwd')).toBe('etc-passwd');
  });
});
