import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from '../download';

describe('filenameFromContentDisposition', () => {
  it('prefers the UTF-8 name (how Arabic names travel) over the plain one', () => {
    expect(
      filenameFromContentDisposition(
        `attachment; filename="transactions.xlsx"; filename*=UTF-8''%D8%A7%D9%84%D9%85%D8%B9%D8%A7%D9%85%D9%84%D8%A7%D8%AA.xlsx`,
      ),
    ).toBe('المعاملات.xlsx');
  });

  it('reads a quoted or bare plain name, and never a path', () => {
    expect(filenameFromContentDisposition('attachment; filename="a \\"b\\".csv"')).toBe('a "b".csv');
    expect(filenameFromContentDisposition('attachment; filename=tx.csv')).toBe('tx.csv');
    expect(filenameFromContentDisposition('attachment; filename="../../etc/tx.csv"')).toBe('tx.csv');
  });

  it('gives undefined when the server named nothing', () => {
    expect(filenameFromContentDisposition(null)).toBeUndefined();
    expect(filenameFromContentDisposition('attachment')).toBeUndefined();
  });
});
