// Attack: lock a known staff member out of VisaDesk's back office.
//
// An attacker who knows the admin's email sends wrong passwords from many source addresses
// (127.0.0.x, one per attempt), paying the proof-of-work captcha whenever it is asked for (as
// altcha-lib solves it, the library the back office's solver uses), until the account answers
// 429 ACCOUNT_LOCKED and the lock's captcha-backed checks are spent. Then the owner, whose browser
// signed in once before (and kept its device cookie), signs in with the right password.
//
// Exit 0: the owner got in (the attack failed). Exit 1: the owner is locked out, or a forged
// device cookie got in (the attack works). Exit 2: the scene could not be set up.
//
//   node scripts/attacks/lock-out-owner.mjs [base URL, default http://127.0.0.1:4400]
//   OWNER_EMAIL / OWNER_PASSWORD: the account (default the demo admin, admin@visadesk.test)
import { request } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:4400');
const owner = {
  email: process.env.OWNER_EMAIL ?? 'admin@visadesk.test',
  password: process.env.OWNER_PASSWORD ?? 'Admin#12345',
};
const DEVICE_COOKIE = 'visadesk_device_admin';
const OWNER_ADDRESS = '127.0.0.1';
const stats = { requests: 0, captchas: 0, captchaMs: 0, addresses: new Set() };

/** One HTTP request from a chosen source address; answers {status, body, cookies, headers}. */
function call(method, path, { from = OWNER_ADDRESS, body, cookie } = {}) {
  stats.requests++;
  if (from !== OWNER_ADDRESS) stats.addresses.add(from);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const send = base.protocol === 'https:' ? httpsRequest : request;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        localAddress: from,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          const setCookies = [].concat(res.headers['set-cookie'] ?? []);
          resolve({ status: res.statusCode, body: json, setCookies, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** GET /api/captcha from that address, solved by brute force like the page's worker. */
async function solvedCaptcha(from) {
  const res = await call('GET', '/api/captcha', { from });
  if (res.status !== 200) throw new Error(`GET /api/captcha answered ${res.status}`);
  const started = performance.now();
  const solution = await solveChallenge({ challenge: res.body, deriveKey, timeout: 60_000 });
  stats.captchaMs += performance.now() - started;
  stats.captchas++;
  if (!solution) throw new Error('captcha not solved');
  return { challenge: res.body, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

const signIn = (from, password, { captcha, cookie } = {}) =>
  call('POST', '/api/auth/loginAdmin', {
    from,
    cookie,
    body: { email: owner.email, password, ...(captcha ? { captcha } : {}) },
  });

/** As the sign-in page does: on CAPTCHA_REQUIRED or ACCOUNT_LOCKED, solve one and send it again once. */
async function signInLikeThePage(from, password, cookie) {
  const first = await signIn(from, password, { cookie });
  if (first.status !== 400 && first.status !== 429) return first;
  if (!['CAPTCHA_REQUIRED', 'ACCOUNT_LOCKED'].includes(first.body?.code)) return first;
  return signIn(from, password, { cookie, captcha: await solvedCaptcha(from) });
}

const show = (res) => `${res.status}${res.body?.code ? ` ${res.body.code}` : ''}`;

let nextHost = 1;
/** A fresh source address for each attempt (127.0.0.2 … 127.0.0.254, then round again). */
const attackerAddress = () => `127.0.0.${(nextHost++ % 253) + 2}`;

// 1. The owner signs in once from their own browser, which keeps the device cookie it is given.
const before = await signInLikeThePage(OWNER_ADDRESS, owner.password);
const issued = before.setCookies.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
console.log(
  `owner's earlier sign-in: ${show(before)}; device cookie: ${issued ? issued.split(';').slice(1).join(';').trim() : 'none'}`,
);
if (before.status !== 200) {
  console.log(
    'cannot set the scene: the owner does not sign in before the attack (wrong OWNER_EMAIL/OWNER_PASSWORD?)',
  );
  process.exit(2);
}
const deviceCookie = issued ? issued.split(';')[0] : undefined;

// 2. The attacker: wrong passwords from rotating addresses until the account is locked and the
// lock's captcha-backed checks are spent (every attempt answers 429 whatever the captcha).
const started = performance.now();
const atStart = { requests: stats.requests, captchas: stats.captchas, captchaMs: stats.captchaMs };
const seen = {};
let spentLock = false;
for (let i = 1; i <= 80 && !spentLock; i++) {
  const from = attackerAddress();
  let res = await signIn(from, `wrong-guess-${i}`);
  if (res.status === 400 || (res.status === 429 && res.body?.code === 'ACCOUNT_LOCKED')) {
    res = await signIn(from, `wrong-guess-${i}`, { captcha: await solvedCaptcha(from) });
  }
  seen[show(res)] = (seen[show(res)] ?? 0) + 1;
  spentLock = res.status === 429 && res.body?.code === 'ACCOUNT_LOCKED';
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `attacker: ${stats.requests - atStart.requests} requests from ${stats.addresses.size} addresses, ${stats.captchas - atStart.captchas} captchas solved (${((stats.captchaMs - atStart.captchaMs) / 1000).toFixed(1)} s of work) in ${seconds} s; answers: ${JSON.stringify(seen)}`,
);
if (!spentLock) {
  console.log('the attacker did not reach a lock that refuses every check (nothing to test)');
  process.exit(2);
}

// 3. A client without the owner's device (a new browser) with the right password and a captcha.
const fresh = await signInLikeThePage(attackerAddress(), owner.password);
console.log(
  `new device, right password + captcha: ${show(fresh)}${fresh.headers['retry-after'] ? ` (Retry-After ${fresh.headers['retry-after']} s)` : ''}`,
);

// 4. A forged device cookie: the real one with its signature altered.
let forgedWorks = false;
if (deviceCookie) {
  const value = deviceCookie.slice(DEVICE_COOKIE.length + 1);
  const flipped = value.slice(0, -2) + (value.endsWith('AA') ? 'BB' : 'AA');
  const forged = await signInLikeThePage(attackerAddress(), owner.password, `${DEVICE_COOKIE}=${flipped}`);
  forgedWorks = forged.status === 200;
  console.log(`forged device cookie, right password + captcha: ${show(forged)}`);
}

// 5. The owner, from the browser that signed in before, with the right password.
const ownerNow = await signInLikeThePage(OWNER_ADDRESS, owner.password, deviceCookie);
console.log(`owner with the device cookie, right password: ${show(ownerNow)}`);

if (ownerNow.status !== 200) {
  console.log('ATTACK WORKS: the owner is locked out by someone who knows only the email');
  process.exit(1);
}
if (forgedWorks) {
  console.log('ATTACK WORKS: a forged device cookie passes the lock');
  process.exit(1);
}
console.log(
  `attack failed: the owner signed in; everyone else ${fresh.status === 429 ? 'still gets 429 ACCOUNT_LOCKED' : `got ${show(fresh)}`}`,
);
