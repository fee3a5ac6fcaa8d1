import { admins, countries, eq, requestGroups, sql, visas } from '@visadesk/db';
import { expect } from 'vitest';
import { seedDemoData } from '../src/seed/index';
import { adminHeaders, bearer, createApplicant, type TestContext, uniqueEmail, uniqueIp } from './helpers';
import { lastMail, linkToken } from './mail-fixtures';

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The demo catalog plus the ids tests need: a visa open to Iraqis and the Iraq country id. */
export async function seedCatalog(ctx: TestContext) {
  await seedDemoData(ctx.app);
  const [iraq] = await ctx.db.select().from(countries).where(eq(countries.iso2, 'IQ'));
  const [turkey] = await ctx.db.select().from(countries).where(eq(countries.iso2, 'TR'));
  const [visa] = await ctx.db.select().from(visas).where(eq(visas.destinationId, turkey!.id));
  return { iraq: iraq!, turkey: turkey!, visa: visa! };
}

/**
 * For tests that insert requests in bulk with SQL: the demo catalog, a signed-in admin, an
 * applicant, two countries, a visa, an admin to assign, and one request group to hang rows on.
 */
export async function seedListRows(ctx: TestContext, groupReference: string) {
  await seedCatalog(ctx); // seeds only an empty database: before any admin exists
  const auth = await adminHeaders(ctx);
  const applicant = await createApplicant(ctx);
  const places = await ctx.db.select({ id: countries.id }).from(countries).limit(2);
  const [visa] = await ctx.db.select({ id: visas.id }).from(visas).limit(1);
  const [admin] = await ctx.db.select({ id: admins.id }).from(admins).limit(1);
  const [group] = await ctx.db
    .insert(requestGroups)
    .values({ reference: groupReference, userId: applicant.id, visaId: visa!.id, totalAmount: 0 })
    .returning();
  return {
    auth,
    applicant,
    places: [places[0]!, places[1]!] as const,
    visa: visa!,
    admin: admin!,
    group: group!,
  };
}

/** Registers through the API the way an applicant does: ask, read the mail, follow its link. */
export async function registerApplicant(ctx: TestContext) {
  const email = uniqueEmail('applicant');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/registerUser',
    payload: { fullName: 'Zainab Ali', email, locale: 'ar' },
    remoteAddress: uniqueIp(),
  });
  expect(res.statusCode, res.body).toBe(202);
  const token = linkToken(await lastMail(ctx, email, 'verify-email'));
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token, password: 'Baghdad2026!' },
    remoteAddress: uniqueIp(),
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const body = verified.json();
  return {
    id: body.user.id as string,
    email,
    headers: bearer(body.access_token),
    refreshToken: body.refresh_token as string,
  };
}

export function traveller(nationalityId: string, overrides: Record<string, unknown> = {}) {
  return {
    nationalityId,
    fullName: 'Ali Hassan Kareem',
    fullQuadrupleName: 'Ali Hassan Kareem Mahdi',
    passportNumber: `A${Math.floor(Math.random() * 1e8)}`,
    email: uniqueEmail('traveller'),
    dateOfBirth: '1990-05-17',
    travelDate: inDays(20),
    returnDate: inDays(35),
    passportExpiry: inDays(900),
    lastEntry: '2024-01-10',
    educationDegree: 'Bachelor',
    travelReason: 'Tourism',
    destinationAirport: 'IST',
    ...overrides,
  };
}

export async function submitGroup(
  ctx: TestContext,
  applicant: { headers: Record<string, string> },
  visaId: string,
  travellers: Record<string, unknown>[],
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/requests/create-request-group',
    headers: applicant.headers,
    payload: { visaId, travellers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    groupId: string;
    groupReference: string;
    requests: { id: string; reference: string; publicReference: string }[];
  };
}

/** Moves a request through admin PATCHes, returning the last detail. */
export async function move(
  ctx: TestContext,
  headers: Record<string, string>,
  id: string,
  steps: { status: string; reason?: string }[],
) {
  let detail = (await ctx.app.inject({ url: `/api/requests/one-by-admin/${id}`, headers })).json();
  for (const step of steps) {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/requests/${id}`,
      headers,
      payload: { version: detail.version, ...step },
    });
    expect(res.statusCode, res.body).toBe(200);
    detail = res.json();
  }
  return detail;
}

/**
 * `rows` Paid requests of one group, written by one INSERT (exports and their progress need many
 * rows fast): numbered references, Arabic names "علي حسن <n>", one second apart, newest first.
 */
export async function fillPaidRequests(
  ctx: TestContext,
  rows: number,
  groupReference: string,
  catalog: Awaited<ReturnType<typeof seedCatalog>>,
  applicant: { id: string },
) {
  const { iraq, turkey, visa } = catalog;
  const [group] = await ctx.db
    .insert(requestGroups)
    .values({ reference: groupReference, userId: applicant.id, visaId: visa.id, totalAmount: visa.price })
    .returning();
  // One INSERT of many rows: it may outlast the pool's statement timeout on a busy machine.
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`
    insert into requests (reference, group_id, user_id, visa_id, destination_id, nationality_id, status, full_name,
                          passport_number, email, travel_date, price, created_at)
    select 'VD-2026-' || lpad(g::text, 6, '0'), ${group!.id}, ${applicant.id}, ${visa.id}, ${turkey.id}, ${iraq.id},
           'Paid', 'علي حسن ' || g, 'A' || (10000000 + g), 'traveller' || g || '@example.iq', date '2027-01-01', ${visa.price},
           now() - (g || ' seconds')::interval
    from generate_series(1, ${rows}) g`);
  });
}
