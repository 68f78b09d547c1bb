import { paymentBreakdown, paymentSuccessMessage, processingFeeCents } from './fees';

describe('processingFeeCents', () => {
  it('is 2.9% of the amount', () => {
    expect(processingFeeCents(10000)).toBe(290);
    expect(processingFeeCents(7500)).toBe(218); // 217.5 rounds half up
    expect(processingFeeCents(15000)).toBe(435);
  });

  it('rounds to the nearest cent', () => {
    expect(processingFeeCents(1)).toBe(0); // 0.029
    expect(processingFeeCents(17)).toBe(0); // 0.493
    expect(processingFeeCents(18)).toBe(1); // 0.522
    expect(processingFeeCents(12345)).toBe(358); // 358.005
    expect(processingFeeCents(0)).toBe(0);
  });
});

describe('paymentBreakdown', () => {
  it.each([
    [75, 7500, 218, 7718],
    [150, 15000, 435, 15435],
    [225, 22500, 653, 23153],
    [125, 12500, 363, 12863],
    [2450, 245000, 7105, 252105],
    [175, 17500, 508, 18008],
  ])('$%d: amount %d, fee %d, total %d cents', (dollars, amount, fee, total) => {
    expect(paymentBreakdown(dollars)).toEqual({
      amountCents: amount,
      feeCents: fee,
      totalCents: total,
    });
  });

  it('handles fractional dollars without float noise', () => {
    expect(paymentBreakdown(10.05)).toEqual({ amountCents: 1005, feeCents: 29, totalCents: 1034 });
    expect(paymentBreakdown(0.1 + 0.2)).toEqual({ amountCents: 30, feeCents: 1, totalCents: 31 });
  });
});

describe('paymentSuccessMessage', () => {
  it('names the total in US dollars with two decimals', () => {
    expect(paymentSuccessMessage(23153)).toBe('Your payment of $231.53 has been processed successfully.');
    expect(paymentSuccessMessage(252105)).toBe('Your payment of $2,521.05 has been processed successfully.');
  });
});
