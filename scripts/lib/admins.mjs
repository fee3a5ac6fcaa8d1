// Separate admins for scripts that must not change the demo admin (two-factor, limited permissions).
import { generate } from 'otplib';

const DEMO_ADMIN = { email: 'admin@visadesk.test', password: 'Admin#12345' };

async function call(url, path, { token, body } = {}) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

let serial = 0;

/** Creates an active admin holding exactly `permissions`, as the demo admin. */
export async function createAdmin(url, { name, permissions }) {
  serial += 1;
  const { access_token } = await call(url, '/api/auth/loginAdmin', { body: DEMO_ADMIN });
  // Each script run starts on a fresh database, so a counter keeps emails unique (and short on screen).
  const admin = { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}.${serial}@visadesk.test` };
  const password = `Shot-${Date.now().toString(36)}-pass9`;
  const created = await call(url, '/api/admin', {
    token: access_token,
    body: { ...admin, password, permissions, locale: 'en', isActive: true },
  });
  return { ...admin, id: created.id, password };
}

/** The current code of an authenticator app holding `secret` (RFC 6238, 30 s steps). */
export const totpCode = (secret) => generate({ secret, period: 30 });
