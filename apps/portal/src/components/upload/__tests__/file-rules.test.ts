import { describe, expect, it } from 'vitest';
import { acceptOf, checkFile, typeList } from '../file-rules';

const rule = { acceptedTypes: ['application/pdf', 'image/jpeg'], maxSizeMb: 1 };
const fileOf = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('file rules', () => {
  it('refuses an empty file, a wrong type and a file over the limit, in that order', () => {
    expect(checkFile(fileOf('a.pdf', 'application/pdf', 0), rule)).toBe('empty');
    expect(checkFile(fileOf('a.png', 'image/png', 10), rule)).toBe('type');
    expect(checkFile(fileOf('a.png', 'image/png', 5 * 1024 * 1024), rule)).toBe('type');
    expect(checkFile(fileOf('a.pdf', 'application/pdf', 1024 * 1024 + 1), rule)).toBe('size');
    expect(checkFile(fileOf('a.pdf', 'application/pdf', 1024 * 1024), rule)).toBeNull();
  });

  it('reads the type from the extension when the browser gives none, and lets an unknown one through', () => {
    expect(checkFile(fileOf('scan.JPG', '', 10), rule)).toBeNull();
    expect(checkFile(fileOf('scan.png', '', 10), rule)).toBe('type');
    expect(checkFile(fileOf('photo.jpg', 'image/jpg', 10), rule)).toBeNull();
    // The server reads the content: a file of no known type is not refused here.
    expect(checkFile(fileOf('scan', '', 10), rule)).toBeNull();
  });

  it('names types in the page’s language', () => {
    expect(typeList('en', rule.acceptedTypes)).toBe('PDF or JPEG');
    expect(typeList('ar', ['application/pdf', 'image/jpeg', 'image/heic'])).toBe('PDF أو JPEG أو HEIC');
    expect(acceptOf(rule.acceptedTypes)).toBe('application/pdf,.pdf,image/jpeg,.jpg,.jpeg');
  });
});
