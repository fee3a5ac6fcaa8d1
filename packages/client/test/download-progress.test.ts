import { describe, expect, it } from 'vitest';
import { csvRowCounter, readWithProgress } from '../src/download-progress';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('csvRowCounter', () => {
  const file = '\uFEFFالمرجع,الاسم\nVD-1,"سطر\nثان"\nVD-2,"a ""quoted"", b"\nVD-3,علي\n';

  it('counts data rows, not line feeds inside quoted names, and not the header', () => {
    expect(csvRowCounter().push(bytes(file))).toBe(3);
  });

  it('gives the same count however the bytes are split (even inside a character or a quote pair)', () => {
    const all = bytes(file);
    for (let size = 1; size <= 7; size++) {
      const counter = csvRowCounter();
      let rows = 0;
      for (let i = 0; i < all.length; i += size) rows = counter.push(all.subarray(i, i + size));
      expect(rows, `chunks of ${size}`).toBe(3);
    }
  });

  it('counts nothing before the header ends', () => {
    expect(csvRowCounter().push(bytes('Reference,Name'))).toBe(0);
  });
});

describe('readWithProgress', () => {
  it('reports bytes and rows so far and returns the whole file', async () => {
    const chunks = ['Reference\nVD-1\n', 'VD-2\nVD-', '3\n'];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(bytes(c));
        controller.close();
      },
    });
    const seen: { bytes: number; rows?: number }[] = [];
    const blob = await readWithProgress(
      new Response(body, { headers: { 'content-type': 'text/csv' } }),
      (p) => seen.push(p),
      { countCsvRows: true, everyMs: 0 },
    );
    expect(await blob.text()).toBe(chunks.join(''));
    expect(seen.map((p) => p.rows)).toEqual([1, 2, 3, 3]);
    expect(seen.at(-1)!.bytes).toBe(chunks.join('').length);
  });
});
