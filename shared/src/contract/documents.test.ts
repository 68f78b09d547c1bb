import { formatFileSize } from './documents';

describe('formatFileSize', () => {
  it('states bytes below a kilobyte', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(1023)).toBe('1023 bytes');
  });

  it('gives one decimal below 10 and whole numbers from 10, without ".0"', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1434)).toBe('1.4 KB');
    expect(formatFileSize(2458)).toBe('2.4 KB');
    expect(formatFileSize(10188)).toBe('9.9 KB');
    expect(formatFileSize(10230)).toBe('10 KB');
    expect(formatFileSize(12288)).toBe('12 KB');
    expect(formatFileSize(1258291)).toBe('1.2 MB');
    expect(formatFileSize(52428800)).toBe('50 MB');
  });

  it('moves to the next unit when rounding reaches 1,024', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(1024 * 1024 * 1024)).toBe('1 GB');
  });
});
