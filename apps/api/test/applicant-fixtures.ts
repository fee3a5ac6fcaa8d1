import { expect } from 'vitest';
import { move, registerApplicant, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { adminHeaders, buildTestApp, multipartFile, type TestContext } from './helpers';

/** Shared setup of the applicant portal's tests: the demo catalog, staff and two applicants. */
export async function portalSetup() {
  const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
  const catalog = await seedCatalog(ctx);
  const admin = await adminHeaders(ctx);
  const alice = await registerApplicant(ctx);
  const bob = await registerApplicant(ctx);
  return { ctx, ...catalog, admin, alice, bob };
}

type Headers = Record<string, string>;

/** Calls the API as someone; `payload` makes it a POST unless a method is given. */
export function call(
  ctx: TestContext,
  headers: Headers,
  url: string,
  payload?: object,
  method?: 'DELETE' | 'POST' | 'GET',
) {
  return ctx.app.inject({
    method: method ?? (payload ? 'POST' : 'GET'),
    url,
    headers,
    ...(payload ? { payload } : {}),
  });
}

/** One traveller submitted by `who`; returns the request id and its group. */
export async function submitOne(
  ctx: TestContext,
  who: { headers: Headers },
  visaId: string,
  nationalityId: string,
  overrides: Record<string, unknown> = {},
) {
  const group = await submitGroup(ctx, who, visaId, [traveller(nationalityId, overrides)]);
  return { id: group.requests[0]!.id, group };
}

/** Cash recorded at the office: the group's requests become Paid, with a succeeded transaction. */
export async function payCash(ctx: TestContext, admin: Headers, groupId: string) {
  const res = await call(ctx, admin, '/api/gateways/record-cash-payment', {
    groupId,
    note: 'Paid at the desk',
  });
  expect(res.statusCode, res.body).toBe(201);
}

export const STAFF_NOTE = 'INTERNAL: applicant looked nervous, double-check the bank statement';
export const CHANGES_REASON = 'The passport scan is blurry; please correct the passport number';

/**
 * A paid request staff sent back for changes, with an internal note and an assignee on the way,
 * so tests can check the applicant sees the reason and nothing else of staff's.
 */
export async function modifiedRequest(
  ctx: TestContext,
  admin: Headers,
  who: { headers: Headers },
  visaId: string,
  nationalityId: string,
) {
  const { id, group } = await submitOne(ctx, who, visaId, nationalityId);
  await payCash(ctx, admin, group.groupId);
  const detail = await move(ctx, admin, id, [{ status: 'InProcess' }]);
  const patched = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/requests/${id}`,
    headers: admin,
    payload: { version: detail.version, note: STAFF_NOTE },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  const modified = await move(ctx, admin, id, [{ status: 'Modified', reason: CHANGES_REASON }]);
  return { id, group, version: modified.version as number };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** An applicant's upload through the existing endpoint; returns the stored document. */
export async function uploadAsApplicant(
  ctx: TestContext,
  who: { headers: Headers },
  requestId: string,
  name = 'passport.pdf',
) {
  const mp = multipartFile(PDF, name, 'application/pdf');
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/requests/upload-attachment-to-s3-by-user?requestId=${requestId}`,
    headers: { ...who.headers, ...mp.headers },
    payload: mp.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; url: string };
}

/** Uploads, as the applicant, a file for each document the request's visa still asks for. */
export async function provideRequiredDocuments(
  ctx: TestContext,
  who: { headers: Headers },
  requestId: string,
) {
  const detail = (await call(ctx, who.headers, `/api/applicant/requests/${requestId}`)).json();
  for (const requirement of detail.requiredDocuments as { id: string; provided: boolean }[]) {
    if (requirement.provided) continue;
    const mp = multipartFile(PDF, 'scan.pdf', 'application/pdf');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/requests/upload-attachment-to-s3-by-user?requestId=${requestId}&requirementId=${requirement.id}`,
      headers: { ...who.headers, ...mp.headers },
      payload: mp.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}
