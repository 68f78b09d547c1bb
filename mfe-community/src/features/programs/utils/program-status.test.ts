import { programPageStatusLabel, programStatusLabel, programStatusTone } from './program-status';

describe('programStatusLabel', () => {
  it.each([
    ['active', 'Active'],
    ['accepting-applications', 'Accepting Applications'],
    ['completed', 'Completed'],
    ['planning', 'Planning'],
    ['on-hold', 'Planning'],
    ['', 'Planning'],
  ])('shows %p as %p', (status, label) => {
    expect(programStatusLabel(status)).toBe(label);
  });
});

describe('programPageStatusLabel', () => {
  it('reads Active Program for an active program and Accepting Applications for an open call', () => {
    expect(programPageStatusLabel('active')).toBe('Active Program');
    expect(programPageStatusLabel('accepting-applications')).toBe('Accepting Applications');
    expect(programPageStatusLabel('something-else')).toBe('Planning');
  });
});

describe('programStatusTone', () => {
  it('gives each known status its colour family', () => {
    expect(programStatusTone('active')).toBe('success');
    expect(programStatusTone('accepting-applications')).toBe('info');
    expect(programStatusTone('completed')).toBe('neutral');
  });
});
