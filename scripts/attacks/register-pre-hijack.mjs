#!/usr/bin/env node
// Registration pre-hijack: the attacker registers the victim's address with a password of their
// own, the victim registers too, and the victim follows the attacker's mail (it looks exactly like
// their own). The attack works if the attacker's password then opens the victim's account.
//
//   node scripts/attacks/register-pre-hijack.mjs [base URL] [mail source]
// base URL: default http://127.0.0.1:4600. mail source: the demo's outbox folder (default
// ./data/outbox), or smtp:<port> to receive the mails on a sink this script starts (run the
// server with SMTP_URL=smtp://127.0.0.1:<port>). Exits 1 if the attack works, 2 if it could not run.
import { call, openMailbox } from './lib/mailbox.mjs';

const base = (process.argv[2] ?? 'http://127.0.0.1:4600').replace(/\/+$/, '');
const source = process.argv[3] ?? 'data/outbox';
const mailbox = await openMailbox(source);

const victim = `victim.${Date.now()}@example.org`;
const ATTACKER_PASSWORD = 'Attacker2026pass';
const VICTIM_PASSWORD = 'Victim2026pass';
const CHOSEN_ON_LINK = 'VictimChose2026';
const show = (label, r) =>
  console.log(
    `${label.padEnd(58)} ${r.status}  ${String(r.ms).padStart(5)} ms  ${typeof r.body === 'object' ? (r.body?.code ?? r.body?.status ?? (r.body?.user ? 'signed in' : '')) : ''}`,
  );

let exit = 0;
try {
  console.log(`target ${base}, victim ${victim}, mails from ${source}`);
  const register = (password) =>
    call(base, 'POST', '/api/auth/registerUser', {
      fullName: 'Zainab Ali',
      email: victim,
      password,
      locale: 'en',
    });
  show('attacker registers the victim address (password A)', await register(ATTACKER_PASSWORD));
  show('victim registers the same address (password B)', await register(VICTIM_PASSWORD));

  const mails = await mailbox.waitFor(victim, 2, (t) => t.includes('#token='));
  console.log(`verification mails in the victim's mailbox: ${mails.length}`);
  if (mails.length < 1) {
    console.log('RESULT: could not read the mails; nothing tested');
    process.exit(2);
  }
  const token = /#token=([A-Za-z0-9._-]+)/.exec(mails[0].text)[1];

  // The victim follows the first mail, the attacker's; first without choosing a password.
  show('link followed without a password', await call(base, 'POST', '/api/auth/verify-email', { token }));
  const login = (password) => call(base, 'POST', '/api/auth/loginUser', { email: victim, password });
  const early = await login(ATTACKER_PASSWORD);
  show('attacker signs in with A after that', early);

  show(
    'victim follows the link and chooses a password there',
    await call(base, 'POST', '/api/auth/verify-email', { token, password: CHOSEN_ON_LINK }),
  );
  const withA = await login(ATTACKER_PASSWORD);
  show('attacker signs in with A', withA);
  show('victim signs in with the password chosen on the link', await login(CHOSEN_ON_LINK));

  // The answer must not tell an existing account from a new address.
  const taken = await register(ATTACKER_PASSWORD);
  const fresh = await call(base, 'POST', '/api/auth/registerUser', {
    fullName: 'Zainab Ali',
    email: `fresh.${Date.now()}@example.org`,
    password: ATTACKER_PASSWORD,
    locale: 'en',
  });
  show('registering the now-taken address again', taken);
  show('registering a fresh address', fresh);
  const neutral = taken.status === fresh.status && JSON.stringify(taken.body) === JSON.stringify(fresh.body);
  console.log(`answers for a taken and a fresh address are ${neutral ? 'the same' : 'DIFFERENT'}`);

  if (early.status === 200 || withA.status === 200 || !neutral) {
    console.log("RESULT: ATTACK WORKS - the attacker's password opens the victim's account");
    exit = 1;
  } else console.log("RESULT: attack fails - the attacker's password does not open the account");
} catch (error) {
  console.log(`RESULT: could not run the attack: ${error.cause?.code ?? error.message}`);
  exit = 2;
} finally {
  mailbox.close();
}
process.exit(exit);
