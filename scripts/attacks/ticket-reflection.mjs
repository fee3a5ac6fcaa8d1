#!/usr/bin/env node
// Ticket reflection: a visitor (not signed in) opens a ticket in the name of any address, with
// text of their own (a phishing line), and waits for staff to answer. The attack works if the
// agency's mail to that address then carries the visitor's text, or staff's answer to it.
//
//   node scripts/attacks/ticket-reflection.mjs [base URL] [mail source]
// base URL: default http://127.0.0.1:4600. mail source: the demo's outbox folder (default
// ./data/outbox), or smtp:<port> for a sink this script starts (run the server with
// SMTP_URL=smtp://127.0.0.1:<port>). Staff answer as ATTACK_ADMIN_EMAIL / ATTACK_ADMIN_PASSWORD
// (default: the demo admin). Exits 1 if the attack works, 2 if it could not run.
import { call, openMailbox } from './lib/mailbox.mjs';

const base = (process.argv[2] ?? 'http://127.0.0.1:4600').replace(/\/+$/, '');
const source = process.argv[3] ?? 'data/outbox';
const mailbox = await openMailbox(source);
const stamp = Date.now();
const target = `target.${stamp}@example.org`;
const PHISH = `PHISH${stamp} your account is locked, confirm your card at https://evil.example/${stamp}`;
const STAFF = `STAFF${stamp} thank you, we will look into it`;
const show = (label, r) =>
  console.log(`${label.padEnd(52)} ${r.status}  ${String(r.ms).padStart(5)} ms  ${r.body?.code ?? ''}`);

let exit = 0;
try {
  console.log(`target ${base}, address ${target}, mails from ${source}`);
  const opened = await call(base, 'POST', '/api/ticket', {
    name: `Winner ${PHISH}`,
    email: target,
    subject: PHISH,
    message: PHISH,
    locale: 'en',
  });
  show("visitor opens a ticket in the address's name", opened);
  const signIn = await call(base, 'POST', '/api/auth/loginAdmin', {
    email: process.env.ATTACK_ADMIN_EMAIL ?? 'admin@visadesk.test',
    password: process.env.ATTACK_ADMIN_PASSWORD ?? 'Admin#12345',
  });
  show('staff sign in', signIn);
  if (opened.status !== 201 || signIn.status !== 200) {
    console.log('RESULT: could not set the attack up; nothing tested');
    process.exit(2);
  }
  const answered = await call(
    base,
    'POST',
    `/api/tickets/${opened.body.id}/replies`,
    { body: STAFF },
    { authorization: `Bearer ${signIn.body.access_token}` },
  );
  show('staff answer it', answered);

  const mails = await mailbox.waitFor(target, 1);
  console.log(`mails to the address: ${mails.length}`);
  const all = mails.map((m) => `${m.subject ?? ''}\n${m.text}\n${m.html ?? ''}`).join('\n');
  const visitorText = all.includes(`PHISH${stamp}`);
  const staffText = all.includes(`STAFF${stamp}`);
  console.log(
    `visitor's text in the mail: ${visitorText ? 'YES' : 'no'}; staff's answer in the mail: ${staffText ? 'YES' : 'no'}`,
  );

  // Whoever holds the mailbox can still read the answer through the mail's link.
  const token = /#token=([A-Za-z0-9._-]+)/.exec(all)?.[1];
  if (token) {
    const read = await call(base, 'POST', '/api/ticket/answer', { token });
    show("mailbox holder opens the notice's link", read);
    console.log(
      `answer readable there: ${JSON.stringify(read.body).includes(`STAFF${stamp}`) ? 'yes' : 'NO'}`,
    );
  } else console.log('the mail carries no link to the answer');
  const forged = await call(base, 'POST', '/api/ticket/answer', { token: 'x'.repeat(60) });
  show('a guessed token', forged);

  if (mails.length === 0) {
    console.log('RESULT: no mail arrived; nothing tested');
    exit = 2;
  } else if (visitorText || staffText) {
    console.log("RESULT: ATTACK WORKS - the agency mailed someone else's text to an unproved address");
    exit = 1;
  } else console.log('RESULT: attack fails - the address received a neutral notice only');
} catch (error) {
  console.log(`RESULT: could not run the attack: ${error.cause?.code ?? error.message}`);
  exit = 2;
} finally {
  mailbox.close();
}
process.exit(exit);
