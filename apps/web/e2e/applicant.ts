import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';

export interface Registration {
  fullName: string;
  email: string;
  password: string;
  locale: 'en' | 'ar';
}

/**
 * The verification link the server mailed to `email`. Without SMTP_URL the test server writes
 * each mail to DATA_DIR/outbox/ (playwright.config.ts shares that directory as E2E_DATA_DIR).
 */
async function mailedToken(email: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (let i = 0; i < 50; i++) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) =>
      n.endsWith('verify-email.json'),
    );
    for (const name of names.sort().reverse()) {
      const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as { to: string; text: string };
      const token =
        mail.to.toLowerCase() === email.toLowerCase() && /#token=([A-Za-z0-9._-]+)/.exec(mail.text)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail to ${email} in ${dir}`);
}

/**
 * Registers an applicant as the portal would: ask (no password), read the mail, follow its link
 * and choose the password there (signs in).
 */
export async function registerApplicant(request: APIRequestContext, { password, ...data }: Registration) {
  const asked = await request.post('/api/auth/registerUser', { data });
  expect(asked.status(), await asked.text()).toBe(202);
  const verified = await request.post('/api/auth/verify-email', {
    data: { token: await mailedToken(data.email), password },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return (await verified.json()) as { access_token: string; refresh_token: string; user: { id: string } };
}
