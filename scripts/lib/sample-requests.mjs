// Requests for scripts that show the back office with content (screenshots): applicants register
// and submit through the public API, then the demo admin moves them through the workflow.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const DEMO_ADMIN = { email: 'admin@visadesk.test', password: 'Admin#12345' };

async function call(url, method, path, { token, body } = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** The verification token mailed to `email` (without SMTP_URL the server writes mails to DATA_DIR/outbox). */
async function mailedToken(dataDir, email) {
  const dir = join(dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    for (const name of (await readdir(dir).catch(() => [])).filter((n) => n.endsWith('verify-email.json'))) {
      const mail = JSON.parse(await readFile(join(dir, name), 'utf8'));
      const token = mail.to === email && /#token=([A-Za-z0-9._-]+)/.exec(mail.text)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail to ${email}`);
}

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const PEOPLE = [
  ['Zainab Kareem Hassan', 'زينب كريم حسن', 'ar'],
  ['Omar Faisal Al-Rawi', 'عمر فيصل الراوي', 'ar'],
  ['Sara Ahmed Jaber', 'سارة أحمد جابر', 'en'],
  ['Mustafa Ali Hadi', 'مصطفى علي هادي', 'ar'],
  ['Noor Salim Abbas', 'نور سالم عباس', 'en'],
  ['Hussein Majid Khalil', 'حسين ماجد خليل', 'ar'],
  ['Layla Sabah Younis', 'ليلى صباح يونس', 'en'],
  ['Ahmed Qasim Mahmoud', 'أحمد قاسم محمود', 'ar'],
];

// Where each sample request ends up (the workflow of docs/product decisions).
const PATHS = [
  ['pay'],
  ['pay', 'InProcess'],
  ['pay', 'InProcess', 'Approved'],
  ['pay', 'InProcess', ['Modified', 'Please upload a passport scan where the photo page is readable.']],
  ['pay', 'InProcess', ['Rejected', 'The travel dates fall outside the visa’s validity.']],
  [['Canceled']],
  [],
];

/** Submits one request per sample person (two travellers for the first) and walks each to a status. */
export async function createSampleRequests(url, dataDir) {
  const { access_token: admin } = await call(url, 'POST', '/api/auth/loginAdmin', { body: DEMO_ADMIN });
  const countries = await call(url, 'GET', '/api/countries/complete-list');
  const iraq = countries.find((c) => c.iso2 === 'IQ');
  const visas = await call(url, 'GET', '/api/visa/latest');
  for (const [i, [latin, arabic, locale]] of PEOPLE.entries()) {
    const email = `${latin.split(' ')[0].toLowerCase()}.${i}@example.com`;
    await call(url, 'POST', '/api/auth/registerUser', {
      body: { fullName: latin, email, locale },
    });
    const { access_token: token } = await call(url, 'POST', '/api/auth/verify-email', {
      body: { token: await mailedToken(dataDir, email), password: 'Travel2026x' },
    });
    const traveller = (name, n) => ({
      nationalityId: iraq.id,
      fullName: locale === 'ar' ? arabic : name,
      fullQuadrupleName: `${name} Al-Iraqi`,
      passportNumber: `A${String(4_200_000 + i * 17 + n).padStart(8, '0')}`,
      email,
      dateOfBirth: `19${80 + i}-0${(i % 9) + 1}-1${n}`,
      travelDate: day(20 + i),
      returnDate: day(34 + i),
      passportExpiry: day(900),
      lastEntry: '2024-03-01',
      educationDegree: 'Bachelor of Science',
      travelReason: 'Tourism',
      destinationAirport: 'Main international airport',
    });
    const travellers =
      i === 0 ? [traveller(latin, 0), traveller('Ali Kareem Hassan', 1)] : [traveller(latin, 0)];
    const group = await call(url, 'POST', '/api/requests/create-request-group', {
      token,
      body: { visaId: visas[i % visas.length].id, travellers },
    });
    for (const [r, request] of group.requests.entries()) {
      for (const step of PATHS[(i + r * 3) % PATHS.length]) {
        const detail = await call(url, 'GET', `/api/requests/one-by-admin/${request.id}`, { token: admin });
        if (step === 'pay') {
          // A cash payment pays the whole group: the second traveller may already be Paid.
          if (detail.status === 'Requested') {
            await call(url, 'POST', '/api/gateways/record-cash-payment', {
              token: admin,
              body: { groupId: group.groupId },
            });
          }
          continue;
        }
        const [status, reason] = Array.isArray(step) ? step : [step];
        await call(url, 'PATCH', `/api/requests/${request.id}`, {
          token: admin,
          body: { version: detail.version, status, reason },
        });
      }
    }
  }
}
