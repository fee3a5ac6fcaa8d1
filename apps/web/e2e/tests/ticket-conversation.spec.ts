import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { messagesFor } from '../../../portal/src/shared/i18n/messages';
import { registerApplicant } from '../applicant';
import { describeFindings, seriousViolations } from '../axe';
import { signIn } from '../fixtures';
import { text } from '../requests-api';

// A ticket as a conversation (ADR 0022): an applicant writes from the portal on a phone in Arabic,
// staff answer in the back office in English, the answer reaches the applicant by mail (in the
// ticket's language) and on the portal, and the applicant's reply opens the ticket again for staff.

const portal = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function expectAccessible(page: Page, where: string) {
  const findings = await seriousViolations(page);
  expect(findings, `${where}:\n${describeFindings(findings)}`).toEqual([]);
}

/** The mail the suite's server wrote to its outbox for `email` with this template, once it is there. */
async function mailTo(email: string, template: string) {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (let i = 0; i < 100; i++) {
    for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) =>
      n.endsWith(`-${template}.json`),
    )) {
      const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as {
        to: string;
        text: string;
        html: string;
      };
      if (mail.to.toLowerCase() === email.toLowerCase()) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${template} mail to ${email} in ${dir}`);
}

test('a ticket conversation: applicant on the portal, staff in the back office, the answer by mail', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const m = messagesFor('ar');
  const stamp = Date.now().toString(36);
  const email = `ticket-${stamp}@example.com`;
  const login = await registerApplicant(request, {
    fullName: `سارة علي ${stamp}`,
    email,
    password: 'Travel2026x',
    locale: 'ar',
  });

  // The applicant, signed in on a phone in Arabic, writes to the agency.
  const phone = await browser.newContext({ ...PHONE, locale: 'ar-IQ' });
  const applicant = await phone.newPage();
  const errors: string[] = [];
  applicant.on('pageerror', (e) => errors.push(String(e)));
  await applicant.goto(`${portal}/robots.txt`);
  await applicant.evaluate((l) => {
    localStorage.setItem(
      'visadesk.portal.session',
      JSON.stringify({ user: l.user, accessToken: l.access_token, refreshToken: l.refresh_token }),
    );
  }, login);
  await applicant.goto(`${portal}/ar/contact`);
  const subject = `سؤال عن موعد التأشيرة ${stamp}`;
  await applicant.getByLabel(m.contact.subject).fill(subject);
  await applicant.getByLabel(m.contact.message).fill('متى يصل قرار طلبي؟ سافرت العام الماضي بنفس الجواز.');
  await applicant.getByRole('button', { name: m.contact.submit, exact: true }).click();
  await applicant.getByRole('link', { name: m.contact.openSent }).click();
  await expect(applicant.getByRole('heading', { name: subject })).toBeVisible();
  await expect(applicant.getByText(m.contact.tickets.status.open)).toBeVisible();
  const ticketUrl = applicant.url();
  expect(ticketUrl).toMatch(/\/ar\/contact\/tickets\/[0-9a-f-]{36}$/);

  // Staff find it in the back office, answer in the drawer, and the answer is mailed in Arabic.
  const office = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const staff = await office.newPage();
  await signIn(staff, 'en');
  await staff.goto('/tickets/list');
  await staff.getByRole('searchbox', { name: text('en', 'tickets.search') }).fill(stamp);
  await expect(staff.getByRole('row')).toHaveCount(2);
  await staff.getByRole('link', { name: subject }).click();
  const drawer = staff.getByRole('dialog', { name: subject });
  await expect(drawer.getByText('متى يصل قرار طلبي؟', { exact: false })).toBeVisible();
  await expect(drawer.getByText(text('en', 'tickets.reply.hint', { language: 'Arabic' }))).toBeVisible();
  await expectAccessible(staff, 'back office: ticket drawer');
  const answer = 'سيصدر القرار خلال ثلاثة أيام عمل. لا حاجة لأي مستند إضافي.';
  await drawer.getByLabel(text('en', 'tickets.reply.label')).fill(answer);
  await drawer.getByRole('button', { name: text('en', 'tickets.reply.send') }).click();
  await expect(
    staff.getByText(text('en', 'tickets.reply.sent', { email: `\u2068${email}\u2069` })),
  ).toBeVisible();
  await expect(drawer.getByText(text('en', 'tickets.status.in-progress')).first()).toBeVisible();

  const mail = await mailTo(email, 'ticket-replied');
  expect(mail.text).toContain(answer);
  expect(mail.text).toContain(ticketUrl);
  expect(mail.html).toMatch(/dir="rtl"/);

  // The applicant reads the answer (from "the VisaDesk team", unnamed) and writes back.
  await applicant.reload();
  const conversation = applicant.getByRole('list', { name: m.common.pages.ticket });
  await expect(conversation.getByRole('listitem')).toHaveCount(2);
  await expect(conversation.getByRole('listitem').nth(1)).toContainText(m.contact.conversation.team);
  await expect(conversation.getByRole('listitem').nth(1)).toContainText(answer);
  await expect(applicant.getByText(m.contact.tickets.status['in-progress'])).toBeVisible();
  await expectAccessible(applicant, 'portal: ticket with an answer');
  const followUp = 'شكراً جزيلاً، سأنتظر.';
  await applicant.getByLabel(m.contact.conversation.reply).fill(followUp);
  await applicant.getByRole('button', { name: m.contact.conversation.send, exact: true }).click();
  await expect(applicant.getByText(m.contact.conversation.sent)).toBeVisible();
  await expect(conversation.getByRole('listitem')).toHaveCount(3);

  // Staff see the follow-up, and the ticket open again.
  await staff.reload();
  const reopened = staff.getByRole('dialog', { name: subject });
  await expect(reopened.getByText(followUp)).toBeVisible();
  await expect(reopened.getByText(text('en', 'tickets.status.open')).first()).toBeVisible();

  expect(errors).toEqual([]);
  await office.close();
  await phone.close();
});
