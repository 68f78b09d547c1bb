import {
  dollarsToCents,
  formatCents,
  formatFullDate,
  formatItems,
  formatLocaleDate,
  formatLongDate,
  formatNumber,
  formatWholeDollars,
  parseIsoDate,
  plainText,
  shortMonth,
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

describe('formatItems', () => {
  it('punctuates a list as the language does', () => {
    expect(formatItems(['Proof of residency', 'Valid ID'], 'en')).toBe('Proof of residency, Valid ID');
    expect(formatItems(['Comprobante', 'Identificación'], 'es')).toBe('Comprobante, Identificación');
    expect(formatItems(['居住證明', '車輛登記證', '有效駕照'], 'zh-Hant')).toBe(
      '居住證明、車輛登記證、有效駕照',
    );
    expect(formatItems(['12', '14'], 'zh-Hant')).toBe('12、14');
  });
});

describe('plainText', () => {
  it('drops tags and folds white space', () => {
    expect(plainText('<p>The <strong>$500,000</strong>\n grant</p><ul><li>Roads</li></ul>')).toBe(
      'The $500,000 grant Roads',
    );
  });
});

describe('the same text as Intl en-US', () => {
  // Node carries full ICU: the written-out formatters are checked against the Intl formats they replace.
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const wholeUsd = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const amounts = [
    0,
    -0,
    1,
    5,
    99,
    100,
    101,
    999,
    1000,
    1001,
    12345,
    99999,
    100000,
    1234567,
    987654321,
    2 ** 53 - 1,
    1e21,
    4.5,
    5.5,
    0.4,
    0.5,
    2.675,
    1234.5,
    999.5,
    999999.5,
    -1,
    -5,
    -101,
    -1234567,
    -0.4,
    -0.5,
    -2.5,
    -999.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ];
  // A spread of integers, including every separator position.
  for (let n = 1; n < 1e16; n = n * 7 + 3) amounts.push(n, -n);

  it('writes cents exactly, however many', () => {
    expect(formatCents(2 ** 53 - 1)).toBe('$90,071,992,547,409.91');
  });

  it.each(amounts)('formats %p as Intl does', (value) => {
    // Beyond 10^13 cents, dividing by 100 in floating point (what Intl is given) loses the last cent.
    if (!(Math.abs(value) >= 1e13))
      expect(formatCents(value)).toBe(usd.format((Math.sign(value) * Math.round(Math.abs(value))) / 100));
    expect(formatWholeDollars(value)).toBe(wholeUsd.format(value));
    expect(formatNumber(value)).toBe(integer.format(value));
  });

  it('writes every day of four years, leap days and a century year as Intl does', () => {
    const format = (options: Intl.DateTimeFormatOptions) => (date: Date) =>
      date.toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });
    const long = format({ year: 'numeric', month: 'long', day: 'numeric' });
    const full = format({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
    const numeric = format({ year: 'numeric', month: 'numeric', day: 'numeric' });
    const short = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
    const days = [Date.UTC(1999, 11, 25), Date.UTC(2000, 1, 29), Date.UTC(2100, 1, 28)];
    for (let day = Date.UTC(2023, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) days.push(day);
    for (const instant of days) {
      const date = new Date(instant);
      const iso = date.toISOString().slice(0, 10);
      expect(formatLongDate(iso)).toBe(long(date));
      expect(formatFullDate(iso)).toBe(full(date));
      expect(formatLocaleDate(iso)).toBe(numeric(date));
      expect(shortMonth(date)).toBe(short.format(date));
    }
  });
});

describe('dates in the page’s language', () => {
  it('writes them as Spanish in the United States and Traditional Chinese write them', () => {
    expect(formatLongDate('2024-12-15', 'es')).toBe('15 de diciembre de 2024');
    expect(formatFullDate('2024-12-15', 'es')).toBe('domingo, 15 de diciembre de 2024');
    expect(formatLocaleDate('2024-12-15', 'es')).toBe('15 de diciembre de 2024');
    expect(formatLocaleDate('2025-09-01', 'zh-Hant')).toBe('2025年9月1日');
    expect(shortMonth(new Date(Date.UTC(2024, 11, 15)), 'es')).toBe('dic');
    expect(formatLongDate('2024-12-15', 'zh-Hant')).toBe('2024年12月15日');
    expect(formatFullDate('2024-12-15', 'zh-Hant')).toBe('2024年12月15日星期日');
    expect(formatLongDate('2024-12-15', 'en')).toBe('December 15, 2024');
  });
});
