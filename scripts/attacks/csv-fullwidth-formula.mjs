// Attack: an applicant names a traveller `＝HYPERLINK(…)` (full-width or small `＝ ＋ － ＠`); the
// staff's CSV export writes it unprefixed and a spreadsheet that folds it to `=` runs the formula.
// Signs in as an applicant and as staff, submits a group with such names, exports the requests as
// CSV and looks at each cell. Usage: node scripts/attacks/csv-fullwidth-formula.mjs [base URL]
// (default http://127.0.0.1:4100). ATTACK_ADMIN_EMAIL/PASSWORD, ATTACK_EMAIL/PASSWORD: accounts
// (demo defaults). Exits 1 if a cell starts a formula once NFKC-folded.
const base = new URL(process.argv[2] ?? 'http://127.0.0.1:4100');
const admin = [
  process.env.ATTACK_ADMIN_EMAIL ?? 'admin@visadesk.test',
  process.env.ATTACK_ADMIN_PASSWORD ?? 'Admin#12345',
];
const applicant = [
  process.env.ATTACK_EMAIL ?? 'applicant@visadesk.test',
  process.env.ATTACK_PASSWORD ?? 'Applicant#12345',
];
const NAMES = [
  '＝HYPERLINK("http://evil.example","x")',
  '＋1+cmd',
  '－2+3',
  '＠SUM(A1)',
  '﹦1+1',
  '﹢1',
  '﹣2',
  '﹫SUM(A1)',
];

const call = async (path, { token, body, method } = {}) => {
  const res = await fetch(new URL(path, base), {
    method: method ?? (body ? 'POST' : 'GET'),
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, text: await res.text() };
};
const json = (r, what) => {
  if (r.status >= 300) {
    console.log(`${what}: ${r.status} ${r.text.slice(0, 200)}`);
    process.exit(2);
  }
  return JSON.parse(r.text);
};

const staff = json(
  await call('/api/auth/loginAdmin', { body: { email: admin[0], password: admin[1] } }),
  'staff sign-in',
);
const user = json(
  await call('/api/auth/loginUser', { body: { email: applicant[0], password: applicant[1] } }),
  'applicant sign-in',
);
const featured = json(await call('/api/visa/featured'), 'visas')[0];
const visa = json(await call(`/api/visa/one/${featured.id}`), 'visa');
const nationality = visa.nationalities[0];
const inDays = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const travellers = NAMES.map((fullName, i) => ({
  nationalityId: nationality.id,
  fullName,
  fullQuadrupleName: `${fullName} Mahdi`,
  passportNumber: `A${10_000_000 + Math.floor(Math.random() * 8e7) + i}`,
  email: `traveller${Date.now()}${i}@agency.test`,
  dateOfBirth: '1990-05-17',
  travelDate: inDays(20),
  returnDate: inDays(35),
  passportExpiry: inDays(900),
  lastEntry: '2024-01-10',
  educationDegree: 'Bachelor',
  travelReason: 'Tourism',
  destinationAirport: 'IST',
}));
const group = await call('/api/requests/create-request-group', {
  token: user.access_token,
  body: { visaId: visa.id, travellers },
});
console.log(`submitted ${NAMES.length} travellers with folded formula names: ${group.status}`);
if (group.status !== 201) console.log(`  ${group.text.slice(0, 300)}`);

const started = Date.now();
const csv = await call('/api/requests/export-list/csv?locale=en', { token: staff.access_token });
console.log(`CSV export: ${csv.status}, ${csv.text.length} characters, ${Date.now() - started} ms`);
const cells = csv.text
  .replace(/^\uFEFF/, '')
  .split(/[,\n]/)
  .map((c) => c.replace(/^"|"$/g, ''));
const ours = cells.filter((c) => NAMES.some((n) => c.includes(n.slice(0, 4))));
// A plain number (-5) is a number, not a formula; anything else that folds to = + - @ is live.
const live = cells.filter((c) => /^[=+\-@\t\r]/.test(c.normalize('NFKC')) && !/^-?\d+(\.\d+)?$/.test(c));
for (const c of ours.slice(0, NAMES.length)) console.log(`  cell ${JSON.stringify(c)}`);
console.log(
  `cells that start a formula once folded: ${live.length}${live.length ? ` (${live.slice(0, 3).join(' | ')})` : ''}`,
);
console.log(
  live.length
    ? 'RESULT: the export carries formulas a spreadsheet may run'
    : 'RESULT: every folded formula start is prefixed',
);
process.exit(live.length ? 1 : 0);
