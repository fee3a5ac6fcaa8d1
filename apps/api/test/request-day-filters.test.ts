import { dayStartInZone } from '@visadesk/contract/time-zone';
import { sql } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { registerApplicant, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { adminHeaders, buildTestApp } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const { iraq, visa } = await seedCatalog(ctx);
const admin = await adminHeaders(ctx);
const applicant = await registerApplicant(ctx);

describe("the requests list's day filters count the agency's days (ADR 0033)", () => {
  it('finds a request submitted at 01:30 Baghdad time on the 11th under the 11th, not the 10th', async () => {
    const group = await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id)]);
    const id = group.requests[0]!.id;
    // 22:30 UTC on the 10th is 01:30 on the 11th in Baghdad (a day long gone: no other test's rows).
    await ctx.app.db.execute(sql`update requests set created_at = '2024-03-10T22:30:00Z' where id = ${id}`);
    const ids = async (q: string) => {
      const res = await ctx.app.inject({ url: `/api/requests/list?${q}`, headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as { id: string }[]).map((r) => r.id);
    };
    expect(await ids('from=2024-03-11&to=2024-03-11')).toEqual([id]);
    expect(await ids('from=2024-03-10&to=2024-03-10')).toEqual([]);
    expect(await ids('to=2024-03-10')).not.toContain(id);
    expect(await ids('from=2024-03-11')).toContain(id);

    const csv = await ctx.app.inject({
      url: '/api/requests/export-list/csv?locale=en&from=2024-03-11&to=2024-03-11',
      headers: admin,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(group.requests[0]!.reference);
    expect(csv.body).toContain('2024-03-11 01:30:00');
  });

  it('knows where a day begins on any clock, across daylight saving changes', () => {
    expect(dayStartInZone('2026-11-28', 'Asia/Baghdad')).toBe('2026-11-27T21:00:00.000Z');
    expect(dayStartInZone('2026-11-28', 'Asia/Baghdad', 1)).toBe('2026-11-28T21:00:00.000Z');
    expect(dayStartInZone('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStartInZone('2026-03-09', 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
    expect(dayStartInZone('2026-01-01', 'Pacific/Auckland')).toBe('2025-12-31T11:00:00.000Z');
    expect(dayStartInZone('2026-12-31', 'UTC', 1)).toBe('2027-01-01T00:00:00.000Z');
  });
});
