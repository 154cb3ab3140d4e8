import { describe, expect, it } from 'vitest';
import { formatFileSize, isAcceptedType, refusalOf } from './fileChecks';

const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('isAcceptedType', () => {
  it('matches extensions, exact types and wildcards, ignoring case', () => {
    expect(isAcceptedType(file('Scan.PDF', ''), ['.pdf'])).toBe(true);
    expect(isAcceptedType(file('a.bin', 'application/pdf'), ['application/pdf'])).toBe(true);
    expect(isAcceptedType(file('a.jpg', 'image/jpeg'), ['image/*'])).toBe(true);
    expect(isAcceptedType(file('a.jpg', 'image/jpeg'), ['video/*', '.png'])).toBe(false);
    expect(isAcceptedType(file('imagefile', 'text/image'), ['image/*'])).toBe(false);
  });

  it('accepts everything without patterns', () => {
    expect(isAcceptedType(file('a.exe', 'application/x-msdownload'), [])).toBe(true);
  });
});

describe('refusalOf', () => {
  it('refuses a file over the size limit before looking at its type', () => {
    expect(refusalOf(file('a.exe', 'x/y', 11), { maxSize: 10, accept: ['.txt'] })).toEqual({
      reason: 'too-large',
    });
    expect(refusalOf(file('a.exe', 'x/y', 10), { maxSize: 10, accept: ['.txt'] })).toEqual({
      reason: 'wrong-type',
    });
    expect(refusalOf(file('a.txt', 'text/plain', 10), { maxSize: 10, accept: ['.txt'] })).toBeUndefined();
  });
});

describe('formatFileSize', () => {
  it('uses binary units with at most one decimal', () => {
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatFileSize(150 * 1024, 'en')).toBe('150 KB');
  });
});
