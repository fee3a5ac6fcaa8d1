import { deflateSync } from 'node:zlib';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { messagesFor } from '../../../portal/src/shared/i18n/messages';
import { describeFindings, seriousViolations } from '../axe';
import { DEMO_ADMIN, fillLogin, hydrated, type Locale } from '../fixtures';
import { fillDateField } from '../portal/date-field';
import { startPortalServer } from '../portal/portal-server';
import { type ReceivedMail, startInbox } from '../portal/smtp-inbox';
import { text } from '../requests-api';
import { moveRequest } from '../staff';

// The applicant's whole journey on a phone, once in English and once in Arabic: find a visa,
// register (the link arrives by SMTP), apply for two travellers, upload their documents (one
// through the file chooser), pay in the sandbox; staff ask for a change in the back office and the
// reason arrives by mail; the applicant replaces a document and resubmits; staff approve and the
// approval mail arrives. axe-core checks every portal page on the way.

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
let inbox: Awaited<ReturnType<typeof startInbox>>;
let server: Awaited<ReturnType<typeof startPortalServer>>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  inbox = await startInbox();
  const port = Number(process.env.E2E_PORTAL_FLOW_PORT ?? 3260);
  server = await startPortalServer(port, {
    SMTP_URL: inbox.url,
    PORTAL_URL: `http://127.0.0.1:${port + 1}`,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await inbox?.close();
});

/** A small valid PNG (a solid square) generated here: the server checks uploads by content. */
function png(shade: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const size = 32;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, shade)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function expectAccessible(page: Page, where: string) {
  const findings = await seriousViolations(page);
  expect(findings, `${where}:\n${describeFindings(findings)}`).toEqual([]);
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const linkIn = (mail: ReceivedMail, pattern: RegExp) => {
  const found = pattern.exec(mail.text);
  if (!found) throw new Error(`no link ${pattern} in the mail “${mail.subject}”:\n${mail.text}`);
  return found[0];
};

/** Values for each personal field a visa may ask for, valid by the server's rules. */
function travellerValues(n: number, stamp: string): Record<string, string> {
  return {
    FullName: `Traveller ${n} ${stamp}`,
    FullQuadRupleName: `Traveller ${n} Ali Hassan ${stamp}`,
    PassportNumber: `P${n}${stamp.replace(/[^A-Za-z0-9]/g, '').slice(-7)}`.toUpperCase(),
    Email: `t${n}-${stamp}@example.com`,
    DateOfBirth: `1990-05-0${n}`,
    TravelDate: day(30),
    ReturnDate: day(45),
    PassportExpiry: day(800),
    LastEntry: day(-400),
    EducationDegree: 'Bachelor',
    TravelReason: 'Family visit',
    DestinationAirport: 'Istanbul',
  };
}

async function staffSignIn(context: BrowserContext, locale: Locale) {
  const page = await context.newPage();
  const prefix = locale === 'ar' ? '/ar' : '';
  await page.goto(`${server.office}${prefix}/login`);
  await hydrated(page);
  await fillLogin(page, locale, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** Staff open a request from the back office's list by its reference. */
async function openRequest(page: Page, locale: Locale, reference: string) {
  const prefix = locale === 'ar' ? '/ar' : '';
  await page.goto(`${server.office}${prefix}/requests/list`);
  await page.getByRole('searchbox', { name: text(locale, 'requests.search') }).fill(reference);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: reference }).click();
  return page.getByRole('dialog', { name: reference });
}

for (const locale of ['en', 'ar'] as Locale[]) {
  test(`an applicant's journey on a phone in ${locale === 'en' ? 'English' : 'Arabic'}`, async ({
    browser,
  }) => {
    const m = messagesFor(locale);
    const prefix = locale === 'ar' ? '/ar' : '';
    const portal = (path: string) => `${server.portal}${prefix}${path === '/' && prefix ? '' : path}`;
    const stamp = `${locale}${Date.now().toString(36)}`;
    const email = `applicant-${stamp}@example.com`;
    const password = 'Travel2026x';

    const listed = await fetch(`${server.portal}/api/countries/complete-list`);
    expect(listed.status, await listed.clone().text()).toBe(200);
    const countries = (await listed.json()) as {
      id: string;
      iso2: string;
    }[];
    const iraq = countries.find((c) => c.iso2 === 'IQ')!;
    const turkey = countries.find((c) => c.iso2 === 'TR')!;

    const context = await browser.newContext({ ...PHONE, locale: locale === 'ar' ? 'ar-IQ' : 'en-GB' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));

    // Find: nationality and destination → the visas → one visa's page.
    await page.goto(portal('/'));
    await expectAccessible(page, 'home');
    await page.getByLabel(m.find.form.nationality).selectOption(iraq.id);
    await page.getByLabel(m.find.form.destination).selectOption(turkey.id);
    await page.getByRole('button', { name: m.find.form.submit }).click();
    await expect(page).toHaveURL(/\/visas\?/);
    await expectAccessible(page, 'visa results');
    await page.locator('.visa-card h3 a').first().click();
    await expect(page).toHaveURL(/\/visas\/[0-9a-f-]{36}$/);
    const visaId = page.url().split('/').pop()!;
    await expectAccessible(page, 'visa page');
    await page.getByRole('link', { name: m.find.visa.apply }).first().click();

    // Not signed in: the apply page sends to sign-in, which offers registration.
    await expect(page).toHaveURL(/\/sign-in\?next=/);
    await expect(page.getByRole('heading', { name: m.common.pages.signIn })).toBeVisible();
    await expectAccessible(page, 'sign in');
    await page.getByRole('link', { name: m.account.signIn.register }).click();
    await expect(page.getByRole('heading', { name: m.common.pages.register })).toBeVisible();
    await page.getByLabel(m.account.fields.fullName).fill(`Applicant ${stamp}`);
    await page.getByLabel(m.account.fields.email).fill(email);
    // No password here: whoever opens the mailed link chooses it.
    await expect(page.getByLabel(m.account.fields.password, { exact: true })).toHaveCount(0);
    await expectAccessible(page, 'register');
    await page.getByRole('button', { name: m.account.register.submit }).click();
    await expect(page.getByRole('heading', { name: m.account.register.sentTitle })).toBeVisible();

    // The verification mail arrives by SMTP, in the page's language; its link's page asks for the
    // password, then creates the account and signs in.
    const welcome = await inbox.waitFor(email, (mail) => mail.text.includes('#token='));
    const verify = linkIn(welcome, /https?:\/\/\S+#token=[A-Za-z0-9._-]+/);
    expect(verify).toContain(`${server.portal}${prefix}/account/verify-email#token=`);
    await page.goto(verify);
    await expect(page.getByRole('heading', { name: m.common.pages.verifyEmail })).toBeVisible();
    await page.getByLabel(m.account.fields.password, { exact: true }).fill(password);
    await page.getByLabel(m.account.fields.confirmPassword).fill(password);
    await expectAccessible(page, 'finish registration');
    await page.getByRole('button', { name: m.account.verify.submit }).click();
    await expect(page.getByRole('heading', { name: m.account.verify.doneTitle })).toBeVisible();

    // Apply for two travellers.
    await page.goto(portal(`/apply/${visaId}`));
    const visa = (await (await fetch(`${server.portal}/api/visa/one/${visaId}`)).json()) as {
      requiredFields: string[];
      price: number;
    };
    const travellerCard = (n: number) =>
      page.getByRole('group', {
        name: m.apply.travellers.traveller(locale === 'ar' ? String.fromCharCode(0x0660 + n) : String(n)),
      });
    for (const n of [1, 2]) {
      // The second traveller is added once the first is filled in, as a person would.
      if (n === 2) await page.getByRole('button', { name: m.apply.travellers.add }).click();
      const card = travellerCard(n);
      await expect(card).toBeVisible();
      await card.getByLabel(m.apply.travellers.nationality).selectOption(iraq.id);
      const values = travellerValues(n, stamp);
      for (const field of visa.requiredFields) {
        const label = m.common.personalFields[field as keyof typeof m.common.personalFields];
        if (/Date|Expiry|LastEntry/.test(field))
          await fillDateField(card.getByRole('group', { name: label, exact: true }), values[field]!);
        else await card.getByLabel(label, { exact: true }).fill(values[field]!);
      }
    }
    await expectAccessible(page, 'apply: travellers');
    await page.getByRole('button', { name: m.apply.travellers.next }).click();
    await expect(page.getByRole('heading', { name: m.apply.review.heading })).toBeVisible();
    await expectAccessible(page, 'apply: review');
    await page.getByRole('button', { name: m.apply.review.submit }).click();

    // Documents: the first through the file chooser (as a person picks a file), the rest directly.
    await expect(page.getByRole('heading', { name: m.apply.documents.heading })).toBeVisible();
    const slots = page.locator('li.apply-doc');
    const count = await slots.count();
    expect(count).toBeGreaterThan(0);
    const chooser = page.waitForEvent('filechooser');
    await slots.first().getByRole('button', { name: m.upload.chooseFile }).click();
    await (await chooser).setFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png(40) });
    await expect(slots.first().getByText(m.apply.documents.uploaded)).toBeVisible();
    for (let i = 1; i < count; i++) {
      await slots
        .nth(i)
        .locator('input[type=file]:not([capture])')
        .setInputFiles({ name: `document-${i}.png`, mimeType: 'image/png', buffer: png(40 + i) });
      await expect(slots.nth(i).getByText(m.apply.documents.uploaded)).toBeVisible();
    }
    await expectAccessible(page, 'apply: documents');
    await page.getByRole('button', { name: m.apply.documents.next }).click();

    // Pay through the ZainCash sandbox and come back to the result.
    await page.getByLabel(m.apply.pay.zainCash).check();
    await expectAccessible(page, 'apply: pay');
    // "Pay IQD 150,000" / "ادفع ١٥٠٬٠٠٠ د.ع.": the amount follows the words.
    await page.getByRole('button', { name: new RegExp(`^${m.apply.pay.submit('').trim()}`) }).click();
    await page.getByRole('button', { name: 'Pay (success)' }).click();
    await expect(page).toHaveURL(/\/payment\/result\?/);
    await expect(page.getByRole('heading', { name: m.apply.result.heading.paid })).toBeVisible();
    await expectAccessible(page, 'payment result');
    const groupReference = (await page.getByText(/VD-G-/).first().textContent())!.match(
      /VD-G-[A-Z0-9-]+/,
    )![0];

    // Mails: submission and payment, in the applicant's language.
    await inbox.waitFor(email, (mail) => mail.text.includes(groupReference) && mail !== welcome);

    // My applications: both travellers, paid.
    await page.goto(portal('/applications'));
    await expect(page.getByText(groupReference, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(m.common.statuses.Paid).first()).toBeVisible();
    await expectAccessible(page, 'my applications');
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('visadesk.portal.session')!));
    const groups = (await (
      await fetch(`${server.portal}/api/applicant/groups`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      })
    ).json()) as { items: { reference: string; requests: { id: string; reference: string }[] }[] };
    const group = groups.items.find((g) => g.reference === groupReference)!;
    expect(group.requests).toHaveLength(2);
    const target = group.requests[0]!;

    // Staff, in the back office: start, then ask for a change with a reason.
    const office = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const staff = await staffSignIn(office, locale);
    const drawer = await openRequest(staff, locale, target.reference);
    await moveRequest(staff, drawer, locale, 'InProcess');
    const reason = locale === 'en' ? 'Please upload a clearer passport scan' : 'يرجى رفع نسخة أوضح من الجواز';
    await moveRequest(staff, drawer, locale, 'Modified', reason);

    // The applicant's mail carries the reason and links to the application.
    const asked = await inbox.waitFor(email, (mail) => mail.text.includes(reason));
    const follow = linkIn(asked, new RegExp(`https?://\\S+/applications/${groupReference}`));
    await page.goto(follow);
    const traveller = page.locator(`section[id="${target.reference}"]`);
    // In the "what to change" box (and again in the history).
    await expect(traveller.getByText(reason).first()).toBeVisible();
    await expectAccessible(page, 'application (changes requested)');

    // Fix: replace a document of that traveller, then send it back.
    await expect(traveller.getByRole('heading', { name: m.follow.fix.title })).toBeVisible();
    await traveller
      .locator('input[type=file]:not([capture])')
      .first()
      .setInputFiles({ name: 'passport-clear.png', mimeType: 'image/png', buffer: png(200) });
    // The new file is listed (as a button that opens it); the upload's notice names it too.
    await expect(traveller.getByRole('button', { name: 'passport-clear.png', exact: true })).toBeVisible();
    await page.getByRole('button', { name: m.follow.fix.submit }).click();
    await expect(page.getByText(m.follow.fix.done)).toBeVisible();

    // Staff approve; the approval mail arrives.
    const again = await openRequest(staff, locale, target.reference);
    await moveRequest(staff, again, locale, 'Approved');
    await inbox.waitFor(
      email,
      (mail) => mail.text.includes(target.reference) && mail.text.includes(m.common.statuses.Approved),
    );
    expect(errors).toEqual([]);
    await office.close();
    await context.close();
  });
}
