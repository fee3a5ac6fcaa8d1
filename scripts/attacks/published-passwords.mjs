// Attack: sign in with every account and password the README publishes for the demo, as anyone who
// read it would try against a deployment that started from a demo database.
//   node scripts/attacks/published-passwords.mjs [base URL]
// Prints each answer; exits 1 if any published pair signs in (expected on a demo start, never on a
// production start).
const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const PUBLISHED = [
  ['staff', '/api/auth/loginAdmin', 'admin@visadesk.test', 'Admin#12345'],
  ['applicant', '/api/auth/loginUser', 'applicant@visadesk.test', 'Applicant#12345'],
];
let opened = 0;
for (const [who, path, email, password] of PUBLISHED) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json().catch(() => ({}));
  const signedIn = res.status === 200 && Boolean(body.access_token ?? body.twoFactorToken ?? body.challenge);
  if (signedIn) opened++;
  console.log(
    `${who.padEnd(9)} ${email} / ${password}: ${res.status} ${body.code ?? (signedIn ? 'signed in' : '')}`,
  );
}
if (opened > 0) {
  console.log(`RESULT: ${opened} published account(s) signed in`);
  process.exit(1);
}
console.log('RESULT: no published password signs in');
