import {
  dollarsToCents,
  formatCents,
  formatFullDate,
  formatLocaleDate,
  formatLongDate,
  formatNumber,
  formatWholeDollars,
  parseIsoDate,
  plainText,
} from './formatters';

describe('money', () => {
  it('converts dollars to integer cents without float drift', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(225 * 1.029)).toBe(23153);
    expect(dollarsToCents(1.005)).toBe(101);
  });

  it('shows cents as US dollars with two decimals and separators', () => {
    expect(formatCents(23153)).toBe('$231.53');
    expect(formatCents(245000)).toBe('$2,450.00');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('shows whole dollars without cents', () => {
    expect(formatWholeDollars(2450)).toBe('$2,450');
  });
});

describe('formatNumber', () => {
  it('adds thousands separators', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(999)).toBe('999');
  });
});

describe('dates', () => {
  it('reads ISO calendar dates without a time zone shift', () => {
    expect(formatLongDate('2024-12-15')).toBe('December 15, 2024');
    expect(formatFullDate('2025-01-01')).toBe('Wednesday, January 1, 2025');
    expect(formatLocaleDate('2024-03-05')).toBe('3/5/2024');
  });

  it('rejects impossible or malformed dates and shows the text as given', () => {
    expect(parseIsoDate('2024-02-30')).toBeNull();
    expect(parseIsoDate('soon')).toBeNull();
    expect(formatLongDate('soon')).toBe('soon');
  });
});

describe('plainText', () => {
  it('drops tags and folds white space', () => {
    expect(plainText('<p>The <strong>$500,000</strong>\n grant</p><ul><li>Roads</li></ul>')).toBe(
      'The $500,000 grant Roads',
    );
  });
});
