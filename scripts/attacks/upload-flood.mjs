#!/usr/bin/env node
// Attack: one applicant floods one of their requests with documents (30 × 1 MB at once, then one
// every request until refused), as a script would. Prints what the server accepted and exits 1 if
// more than the per-request limit got through or nothing was ever refused.
//
//   node scripts/attacks/upload-flood.mjs [base] [--email E --password P] [--limit N]
//   node scripts/attacks/upload-flood.mjs [base] --mail <outbox folder | smtp:PORT> [--limit N]
//
// base: the portal or API address (default http://127.0.0.1:3000). The account must be a
// verified applicant with a request still open to uploads (the demo's published applicant by
// default). With --mail the script registers its own applicant, reads the link from that mailbox
// (see lib/mailbox.mjs; a production start sends through SMTP_URL=smtp://127.0.0.1:PORT), and
// applies for the first visa the agency offers. --limit: APPLICANT_UPLOADS_PER_REQUEST (default 20).
import { parseArgs } from 'node:util';
import { call, openMailbox } from './lib/mailbox.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string', default: 'applicant@visadesk.test' },
    password: { type: 'string', default: 'Applicant#12345' },
    limit: { type: 'string', default: '20' },
    mail: { type: 'string' },
  },
});
const base = (positionals[0] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const limit = Number(values.limit);

async function json(res) {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A new applicant of our own: registered, the mailed link followed, one request for a visa. */
async function ownApplicant(source) {
  const mailbox = await openMailbox(source);
  const email = `flood.${Date.now()}@example.org`;
  const password = 'Flood2026attack';
  try {
    await call(base, 'POST', '/api/auth/registerUser', { fullName: 'Flood Tester', email, locale: 'en' });
    const [mail] = await mailbox.waitFor(email, 1, (t) => t.includes('#token='));
    const token = mail && /#token=([A-Za-z0-9._-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error('no verification mail arrived');
    const verified = await call(base, 'POST', '/api/auth/verify-email', { token, password });
    if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}`);
    const auth = { authorization: `Bearer ${verified.body.access_token}` };
    const iraq = (await call(base, 'GET', '/api/countries/complete-list')).body.find((c) => c.iso2 === 'IQ');
    const [visa] = (await call(base, 'GET', '/api/visa/latest')).body;
    const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const group = await call(
      base,
      'POST',
      '/api/requests/create-request-group',
      {
        visaId: visa.id,
        travellers: [
          {
            nationalityId: iraq.id,
            fullName: 'Flood Tester',
            fullQuadrupleName: 'Flood Tester Al-Iraqi Test',
            passportNumber: `A${String(Date.now()).slice(-8)}`,
            email,
            dateOfBirth: '1990-01-15',
            travelDate: day(30),
            returnDate: day(44),
            passportExpiry: day(900),
            lastEntry: '2024-03-01',
            educationDegree: 'Bachelor of Science',
            travelReason: 'Tourism',
            destinationAirport: 'Main international airport',
          },
        ],
      },
      auth,
    );
    if (group.status !== 201) throw new Error(`create-request-group answered ${group.status}`);
    return { email, password };
  } finally {
    mailbox.close();
  }
}
if (values.mail) {
  try {
    Object.assign(values, await ownApplicant(values.mail));
    console.log(`registered ${values.email} through the mailed link, one request submitted`);
  } catch (error) {
    console.log(`could not make an applicant: ${error.message} — cannot attack`);
    process.exit(2);
  }
}

const login = await fetch(`${base}/api/auth/loginUser`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: values.email, password: values.password }),
});
const session = await json(login);
if (!login.ok) {
  console.log(`sign-in as ${values.email}: ${login.status} ${session.code ?? ''} — cannot attack`);
  process.exit(2);
}
const auth = { authorization: `Bearer ${session.access_token ?? session.accessToken}` };

const groups = await json(await fetch(`${base}/api/applicant/groups?limit=50`, { headers: auth }));
const target = (groups.items ?? [])
  .flatMap((g) => g.requests)
  .find((r) => ['Requested', 'Paid', 'Modified'].includes(r.status));
if (!target) {
  console.log('no request of this applicant is open to uploads — cannot attack');
  process.exit(2);
}
const before = (await json(await fetch(`${base}/api/applicant/requests/${target.id}`, { headers: auth })))
  .documents.length;

// A valid PDF header (the server checks the bytes), padded to 1 MB.
const pdf = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  Buffer.alloc(1024 * 1024 - 80, 0x20),
]);
const upload = async (n) => {
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), `flood-${n}.pdf`);
  const res = await fetch(`${base}/api/requests/upload-attachment-to-s3-by-user?requestId=${target.id}`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const body = await json(res);
  return { status: res.status, code: body.code, retryAfter: res.headers.get('retry-after') };
};

const started = performance.now();
const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => upload(i + 1)));
const ms = Math.round(performance.now() - started);
const tally = (answers) =>
  Object.entries(
    answers.reduce((acc, a) => {
      const key = `${a.status}${a.code ? ` ${a.code}` : ''}`;
      acc[key] = (acc[key] ?? 0) + 1;
      return acc;
    }, {}),
  )
    .map(([k, v]) => `${v} × ${k}`)
    .join(', ');
console.log(`request ${target.id} (${target.status}) held ${before} documents`);
console.log(`30 × 1 MB at once in ${ms} ms: ${tally(burst)}`);
const after = (await json(await fetch(`${base}/api/applicant/requests/${target.id}`, { headers: auth })))
  .documents.length;
const accepted = burst.filter((a) => a.status === 201).length;
console.log(`the request now holds ${after} documents (limit ${limit})`);
const refusal = burst.find((a) => a.status === 409 || a.status === 429);
if (refusal)
  console.log(
    `a refusal: ${refusal.status} ${refusal.code}${refusal.retryAfter ? `, Retry-After ${refusal.retryAfter} s` : ''}`,
  );

if (after > Math.max(limit, before) || !refusal) {
  console.log(`ATTACK WORKED: ${accepted} uploads accepted, nothing stopped the flood`);
  process.exit(1);
}
console.log('held: the flood stopped at the limit');
