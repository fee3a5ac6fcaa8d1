import { describe, expect, it } from 'vitest';
import { onExportProgress, publishExportProgress } from '../export-progress';

describe('export progress', () => {
  it('reaches the listeners of its own export only, until they stop', () => {
    const a: number[] = [];
    const b: number[] = [];
    const stopA = onExportProgress('a', (p) => a.push(p.rows));
    onExportProgress('b', (p) => b.push(p.rows));
    publishExportProgress({ exportId: 'a', rows: 10, done: false });
    publishExportProgress({ exportId: 'b', rows: 20, done: false });
    stopA();
    publishExportProgress({ exportId: 'a', rows: 30, done: true });
    expect(a).toEqual([10]);
    expect(b).toEqual([20]);
  });
});
