import { capacityStatus, isRegistrationOpen, spotsRemaining } from './capacity';

describe('capacityStatus', () => {
  it.each([
    [0, 150, 'Available'],
    [23, 50, 'Available'],
    [67, 100, 'Available'],
    [69, 100, 'Available'],
    [70, 100, 'Filling Up'],
    [89, 100, 'Filling Up'],
    [90, 100, 'Nearly Full'],
    [100, 100, 'Nearly Full'],
    [35, 50, 'Filling Up'],
    [45, 50, 'Nearly Full'],
  ] as const)('%i of %i is %s', (registered, capacity, status) => {
    expect(capacityStatus(registered, capacity)).toBe(status);
  });
});

describe('registration', () => {
  it('is open only below capacity and counts the spots left', () => {
    expect(isRegistrationOpen(49, 50)).toBe(true);
    expect(isRegistrationOpen(50, 50)).toBe(false);
    expect(spotsRemaining(23, 50)).toBe(27);
    expect(spotsRemaining(60, 50)).toBe(0);
  });
});
