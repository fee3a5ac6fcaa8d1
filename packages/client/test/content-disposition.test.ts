import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition as parse } from '../src/save-file';

describe('filenameFromContentDisposition', () => {
  it('reads a quoted filename (as the export endpoint sends it)', () => {
    expect(parse('attachment; filename="visa-requests-2026-01-31.csv"')).toBe('visa-requests-2026-01-31.csv');
  });

  it('reads a bare token and ignores other parameters and case', () => {
    expect(parse('attachment; FileName=report.xlsx; size=100')).toBe('report.xlsx');
  });

  it('prefers the UTF-8 filename* over the ASCII fallback', () => {
    expect(
      parse(`attachment; filename="requests.csv"; filename*=UTF-8''%D8%B7%D9%84%D8%A8%D8%A7%D8%AA.csv`),
    ).toBe('طلبات.csv');
    expect(parse(`attachment; filename*=utf-8'ar'%D8%B7.xlsx`)).toBe('ط.xlsx');
  });

  it('unescapes quoted characters and keeps semicolons inside quotes', () => {
    expect(parse('attachment; filename="a \\"b\\"; c.csv"')).toBe('a "b"; c.csv');
  });

  it('falls back to the plain name when filename* is malformed', () => {
    expect(parse(`attachment; filename*=UTF-8''%E0%A4%A; filename="plain.csv"`)).toBe('plain.csv');
  });

  it('never returns a path', () => {
    expect(parse('attachment; filename="../../etc/passwd"')).toBe('passwd');
  });

  it('returns undefined when there is no name', () => {
    expect(parse(null)).toBeUndefined();
    expect(parse('inline')).toBeUndefined();
    expect(parse('attachment; filename=""')).toBeUndefined();
  });
});

describe('filenameFromContentDisposition, as exports name their files', () => {
  it('prefers the UTF-8 name (how Arabic names travel) over the plain one', () => {
    expect(
      parse(
        `attachment; filename="transactions.xlsx"; filename*=UTF-8''%D8%A7%D9%84%D9%85%D8%B9%D8%A7%D9%85%D9%84%D8%A7%D8%AA.xlsx`,
      ),
    ).toBe('المعاملات.xlsx');
  });

  it('reads a quoted or bare plain name, and never a path', () => {
    expect(parse('attachment; filename="a \\"b\\".csv"')).toBe('a "b".csv');
    expect(parse('attachment; filename=tx.csv')).toBe('tx.csv');
    expect(parse('attachment; filename="../../etc/tx.csv"')).toBe('tx.csv');
  });

  it('gives undefined when the server named nothing', () => {
    expect(parse(null)).toBeUndefined();
    expect(parse('attachment')).toBeUndefined();
  });
});
