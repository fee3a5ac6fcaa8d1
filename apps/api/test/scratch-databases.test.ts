import { createScratchDatabase, dropScratchDatabases, scratchRunTag } from '@visadesk/db';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

// A test run leaves no scratch database behind on the PostgreSQL server (test/scratch-databases.ts).
const serverUrl = process.env.VISADESK_TEST_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

/** A pid no process on this machine has. */
function deadPid() {
  for (let pid = 4_000_000; ; pid++) {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return pid;
    }
  }
}

const nameOf = (scratch: { url: string }) => new URL(scratch.url).pathname.slice(1);

async function exists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rows.length === 1;
  } finally {
    await client.end();
  }
}

/** Scratch databases made as if by the run with this tag. */
async function asRun(tag: string, count: number) {
  const saved = process.env.VISADESK_TEST_RUN;
  process.env.VISADESK_TEST_RUN = tag;
  try {
    const made = [];
    for (let i = 0; i < count; i++) made.push(await createScratchDatabase(serverUrl!));
    return made;
  } finally {
    process.env.VISADESK_TEST_RUN = saved;
  }
}

describe('scratch database names', () => {
  it('carry a run tag naming this host and the run process', () => {
    expect(scratchRunTag(1234)).toMatch(/^[0-9a-f]{6}_1234$/);
    expect(scratchRunTag(1234)).toBe(scratchRunTag(1234));
    expect(scratchRunTag(1234)).not.toBe(scratchRunTag(1235));
  });
});

describe.skipIf(!serverUrl)('scratch databases of test runs (PostgreSQL)', () => {
  it("are named after this run, whose process is alive, and dropped by the run's end", async () => {
    const run = process.env.VISADESK_TEST_RUN!;
    const [pid] = /_(\d+)$/.exec(run)!.slice(1).map(Number);
    expect(() => process.kill(pid!, 0), 'the run process lives').not.toThrow();
    const [mine] = await asRun(run, 1);
    expect(nameOf(mine!)).toMatch(new RegExp(`^visadesk_t_${run}_[0-9a-f]{12}$`));
    await mine!.drop();

    // What the run's end does, shown on a run of its own (this run's other files are still going):
    // every database of that run goes, whether or not its test file dropped it.
    const finished = scratchRunTag(process.pid);
    const left = await asRun(finished, 2);
    const other = await asRun(scratchRunTag(process.pid + 1), 1);
    expect((await dropScratchDatabases(serverUrl!, finished)).sort()).toEqual(left.map(nameOf).sort());
    for (const db of left) expect(await exists(nameOf(db))).toBe(false);
    expect(await exists(nameOf(other[0]!)), "another run's database stays").toBe(true);
    await other[0]!.drop();
  });

  it('left by a run that was killed are dropped at the next start, never a living run’s', async () => {
    const killed = await asRun(scratchRunTag(deadPid()), 2);
    const living = await asRun(scratchRunTag(process.pid), 1);
    const dropped = await dropScratchDatabases(serverUrl!);
    // (Other killed runs' databases on this server may go too.)
    expect(dropped).toEqual(expect.arrayContaining(killed.map(nameOf)));
    expect(dropped).not.toContain(nameOf(living[0]!));
    for (const db of killed) expect(await exists(nameOf(db))).toBe(false);
    expect(await exists(nameOf(living[0]!))).toBe(true);
    await living[0]!.drop();
  });
});
