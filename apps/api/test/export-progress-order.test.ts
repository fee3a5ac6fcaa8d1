import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { progressAnnouncer } from '../src/lib/export/export-progress';

// The announcements of one export leave one at a time: a later one is sent only after the one
// before it returned (on a pool, two NOTIFYs in flight could be delivered the other way round).
describe('export progress announcements', () => {
  it('are sent one after the other, skip counts due while one is on its way, and end with done', async () => {
    const sent: string[] = [];
    const pending: (() => void)[] = [];
    const db = {
      execute: vi.fn(
        (query: { queryChunks: unknown[] }) =>
          new Promise<void>((resolve) => {
            sent.push(JSON.stringify(query.queryChunks));
            pending.push(resolve);
          }),
      ),
    };
    const app = { db, log: { warn: vi.fn() } } as unknown as Pick<FastifyInstance, 'db' | 'log'>;
    const announce = progressAnnouncer(
      app,
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
    );
    // Only the clock is faked: the queue's promises settle as usual.
    vi.useFakeTimers({ now: 10_000, toFake: ['Date'] });
    const settle = () => new Promise((r) => setImmediate(r));
    try {
      announce(100, false);
      await settle();
      expect(db.execute).toHaveBeenCalledTimes(1);
      // Due by time, but the first is still on its way: skipped.
      vi.setSystemTime(11_000);
      announce(5_093, false);
      // The end: queued behind the first, not sent beside it.
      announce(12_000, true);
      await settle();
      expect(db.execute).toHaveBeenCalledTimes(1);
      pending.shift()!();
      await vi.waitFor(() => expect(db.execute).toHaveBeenCalledTimes(2));
      pending.shift()!();
      expect(sent[0]).toContain('\\"rows\\":100');
      expect(sent[1]).toContain('\\"rows\\":12000,\\"done\\":true');
      expect(sent.join()).not.toContain('5093');
    } finally {
      vi.useRealTimers();
    }
  });
});
